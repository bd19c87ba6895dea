#pragma once

#include "model/design.h"

#include <QString>

#include <string>
#include <vector>

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

enum class Severity { Error, Warning, Info };
const char* toName(Severity severity);

// A design-rule finding: a stable code, what is wrong and what to do, and the
// entities concerned.
struct Finding
{
    std::string code;
    Severity severity = Severity::Warning;
    QString message;
    std::vector<std::uint32_t> subjects;
    double value = 0;
    double threshold = 0;
    QString source;
};

// Physical checks that need nothing but the design itself.
std::vector<Finding> checkPhysical(const Design& design);

} // namespace cs
