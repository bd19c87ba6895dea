#pragma once

#include "model/design.h"

#include <unordered_map>

namespace cs::analysis {
struct AnalysisReport;
}

namespace cs::ui {

// The figures drawn on top of each rack, from the analysis.
struct RackFigures
{
    double maxKw = 0;    // the rack's devices at peak
    double usableKw = 0; // usable budget: one feed of a 2N pair
    double heatKw = 0;
    bool twoN = false;
};

// Every rack's figures, read from the design's analysis (the one the
// analysis runner made for the dashboard): nothing is analysed here.
std::unordered_map<RackId, RackFigures> rackFiguresOf(const Design& design,
                                                      const analysis::AnalysisReport& report);

} // namespace cs::ui
