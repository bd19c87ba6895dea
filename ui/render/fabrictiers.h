#pragma once

#include "model/design.h"

#include <string>
#include <utility>
#include <vector>

namespace cs::render {

// One tier of a fabric: the fabric view and the report's topology drawing
// both start from these.
struct FabricTier
{
    int level = 0;                 // 0 endpoints, 1 leaf, 2 spine, 3 and up core
    std::vector<DeviceId> devices; // in id order
    // Part name and how many devices of it, most common first (then by name).
    std::vector<std::pair<std::string, int>> models;
};

// The fabric's devices by tier, lowest first, only tiers that hold a device:
// its switches at the tier the fabric lists them at (a switch listed at 0 or
// below counts as a leaf), and at 0 the endpoints, every other device with a
// link in the fabric.
std::vector<FabricTier> fabricTiers(const Design& design, const Fabric& fabric);

// How many devices of each model `devices` holds, most common first.
std::vector<std::pair<std::string, int>> modelsOf(const Design& design,
                                                  const std::vector<DeviceId>& devices);

} // namespace cs::render
