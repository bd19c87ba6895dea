#pragma once

#include "hostnames.h"
#include "model/design.h"

#include <string>
#include <vector>

namespace cs::exports {

// A switch of a compute fabric as Slurm's topology/tree sees it: its
// children, nodes for a leaf (tier 1), lower-tier switches above that. Names
// are host names (hostnames.h), in natural order.
struct SlurmSwitch
{
    std::string name;
    int tier = 1;
    std::vector<std::string> nodes;
    std::vector<std::string> switches;
    // Leaves left out because every node they reach is listed here (rail-optimised wiring).
    std::vector<std::string> standsFor;
};

// The switches of every compute fabric that have children, leaves first, then
// tier by tier, each tier in natural order. topology/tree describes a tree, so
// a node cabled to several leaves (rail-optimised wiring) is listed under one
// of them only, the first in natural order; a leaf left without nodes is left
// out, with the leaf that lists its nodes naming it in standsFor. Storage and
// management fabrics are left out: they do not shape where jobs run.
std::vector<SlurmSwitch> slurmTopology(const Design& design);
std::vector<SlurmSwitch> slurmTopology(const Design& design, const HostNames& names);

// The scheduler's view of the design, as three files for the Slurm
// configuration folder.
struct SlurmConfig
{
    std::string topologyConf; // topology.conf: SwitchName lines
    std::string nodesConf;    // slurm-nodes.conf: NodeName and PartitionName lines
    std::string gresConf;     // gres.conf: the GPUs of each node
    // Devices whose names are not valid or unique host names: (name, the host
    // name the files use); slurm-nodes.conf lists them in a comment too.
    std::vector<std::pair<std::string, std::string>> renamed;
};

// Nodes are the GPU servers, and the servers cabled into a compute fabric.
// NodeName lines group nodes of one configuration under a hostlist
// (dgx-[01-32]) of valid, unique host names (hostnames.h) and give CPUs, Sockets, CoresPerSocket
// and ThreadsPerCore where the CPU part states them, RealMemory in MiB (95% of the installed RAM),
// and Gres=gpu:<type>:<count>, <type> being the model word of the GPU's driver name
// (gresTypeFromDriverName()). Deterministic: the same design gives the same bytes.
SlurmConfig slurmConfig(const Design& design);

} // namespace cs::exports
