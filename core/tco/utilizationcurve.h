#pragma once

#include "tco.h"

#include <optional>
#include <vector>

namespace cs::tco {

struct UtilizationPoint
{
    double utilization = 0;
    std::optional<double> buildPerGpuHour;
    std::optional<double> cloudPerGpuHour; // unset when no cloud offer fits
};

// Cost per delivered GPU-hour of building and of renting, at flat
// utilisations from 1/steps to 1 (a demand profile is set aside).
struct UtilizationCurve
{
    std::vector<UtilizationPoint> points;
    // Where both cost the same per GPU-hour, i.e. the same undiscounted total.
    // Both totals are linear in utilisation, so runs at 0 and 1 give it exactly.
    std::optional<double> crossingUtilization;
    std::optional<double> crossingPerGpuHour;
};

inline constexpr int kCurveSteps = 20;

// The TCO (as computeTco) and its curve from one preparation of the design:
// the bill of materials and the tranches are worked out once. Throws
// FormatError as computeTco() does.
struct CostedDesign
{
    TcoResult tco;
    UtilizationCurve curve;
};
CostedDesign costDesign(const Design& design, const TcoAssumptions& assumptions,
                        const std::vector<Part>& catalogOffers,
                        const analysis::PerformanceReport* performance = nullptr,
                        int steps = kCurveSteps);

} // namespace cs::tco
