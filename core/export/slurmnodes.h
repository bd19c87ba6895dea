#pragma once

#include "model/design.h"

#include <string>

namespace cs::exports {

// The parts of SlurmConfig that describe the nodes (slurm.h documents them).
struct SlurmNodeFiles
{
    std::string nodesConf;
    std::string gresConf;
};
SlurmNodeFiles slurmNodeFiles(const Design& design);

// The comment lines every Slurm file starts with: what it is and where from.
std::string slurmFileHeader(const Design& design, const char* what);

} // namespace cs::exports
