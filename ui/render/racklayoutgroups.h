#pragma once

#include "model/design.h"

#include <vector>

namespace cs::render {

// Racks that hold the same parts at the same positions, with the same rack
// model, power budget, feeds and cooling: one elevation drawing stands for all.
struct RackLayoutGroup
{
    std::vector<RackId> racks; // in design order; the first is drawn
};

// Groups in the order their first rack appears in the design.
std::vector<RackLayoutGroup> groupIdenticalRacks(const Design& design);

} // namespace cs::render
