#pragma once

#include "model/design.h"

#include <unordered_map>

namespace cs::ui {

// The figures drawn on top of each rack, from the analysis.
struct RackFigures
{
    double maxKw = 0;    // the rack's devices at peak
    double usableKw = 0; // usable budget: one feed of a 2N pair
    double heatKw = 0;
    bool twoN = false;
};

// Runs the power and cooling analysis once for all racks. A design whose
// assumptions cannot be read falls back to the default assumptions.
std::unordered_map<RackId, RackFigures> computeRackFigures(const Design& design);

} // namespace cs::ui
