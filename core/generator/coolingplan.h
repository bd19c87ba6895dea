#pragma once

#include "buildcontext.h"

namespace cs::generator::detail {

// A cooling unit to install: hung on a rack (rear door) or on the floor.
struct PlannedCooler
{
    const Part* part = nullptr;
    int attachedRack = -1; // -1: a floor unit
    std::string name;
};

// Rear door: a door per rack, plus room units so that, with the largest unit
// out, the rest still remove the whole heat (N+1). Air: room units for the
// heat, N+1. Direct liquid: CDUs for the liquid share, N+1, and room units
// for the air share, N+1. Throws when the supply parts lack a unit type.
std::vector<PlannedCooler> planCooling(const Build& b);

} // namespace cs::generator::detail
