#pragma once

#include "hostnames.h"
#include "model/design.h"

#include <string>

namespace cs::exports {

// The parts of SlurmConfig that describe the nodes (slurm.h documents them).
struct SlurmNodeFiles
{
    std::string nodesConf;
    std::string gresConf;
};
SlurmNodeFiles slurmNodeFiles(const Design& design, const HostNames& names);

// The gres.conf Type for a GPU the driver names `driverName`: its model word,
// lower case, which slurmd finds in the name it detects through NVML
// (lower-cased, spaces as underscores): "NVIDIA H100 80GB HBM3" → "h100".
std::string gresTypeFromDriverName(const std::string& driverName);
// The gres.conf Type of a GPU part: gresTypeFromDriverName() of its driver
// name, else its part id without the vendor's prefix ("ascend-910b").
std::string gresType(const Part& gpu);

// The comment lines every Slurm file starts with: what it is and where from.
std::string slurmFileHeader(const Design& design, const char* what);

} // namespace cs::exports
