#pragma once

#include "model/design.h"

namespace cs {

// Counts a design at a glance. The analysis engine builds on these.
struct DesignSummary
{
    int rooms = 0;
    int racks = 0;
    int devices = 0;
    int nodes = 0; // GPU servers (a rack-scale system counts once)
    int gpus = 0;
    double gpuMemoryGb = 0;
    int switches = 0;
    int storageDevices = 0;
    int fabrics = 0;
    int links = 0;
};

int gpuCountOf(const Design& design, const Device& device);
const Part* gpuPartOf(const Design& design, const Device& device);
DesignSummary summarize(const Design& design);

} // namespace cs
