#pragma once

#include "designfacts.h"

#include <vector>

namespace cs::analysis {

struct RackSpace
{
    RackId id;
    std::string name;
    int heightU = 0;
    int usedU = 0;
    int freeU = 0;
    int largestFreeBlockU = 0;
    double weightKg = 0; // rack plus devices
    double loadLimitKg = 0;
    bool overLoadRating = false; // by model/mounting.h's rule, the editor's and the generator's
    double depthMm = 0;
    std::vector<DeviceId> deeperThanRack;
};

struct SpaceReport
{
    int racks = 0;
    int usedU = 0;
    int freeU = 0;
    double floorAreaM2 = 0;
    std::vector<RackSpace> rackDetails;
    std::vector<DeviceId> unplacedDevices;
};

SpaceReport analyzeSpace(const DesignFacts& facts);

} // namespace cs::analysis
