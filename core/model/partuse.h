#pragma once

#include "design.h"

#include <string>
#include <vector>

namespace cs {

// Where a design uses a part, for telling people which of their things a
// part's figures affect.
struct PartUse
{
    std::vector<std::string> devices; // built from the part or fitted with it, in design order
    int racks = 0;
    int links = 0; // as cable or transceiver
    int coolingUnits = 0;
    std::vector<std::string> parts; // other parts naming it (a server's GPU, CPU or NICs)
};

PartUse partUse(const Design& design, const std::string& id);

} // namespace cs
