#pragma once

#include "hardware.h"

#include <optional>
#include <string>

namespace cs::perf {

enum class Collective
{
    AllReduce,
    AllGather,
    ReduceScatter,
    AllToAll,
    SendRecv
};

// Names used on the command line and in JSON: all_reduce, all_gather,
// reduce_scatter, all_to_all, send_recv.
const char* toName(Collective c);
std::optional<Collective> collectiveFromName(const std::string& name);

// A communicator: how many GPUs, and how many of them share each node (each
// scale-up domain, where a domain joins several nodes).
struct GroupShape
{
    int gpus = 1;
    int gpusPerNode = 1;
    int nodes() const { return (gpus + gpusPerNode - 1) / gpusPerNode; }
};

// A group of `gpus` ranks that are `stride` ranks apart, ranks numbered node
// by node (Megatron-LM's layout: tensor-parallel ranks adjacent, then context,
// data and pipeline).
GroupShape groupOf(const HardwareView& hw, int gpus, int stride);

// Neighbours in a ring or pipeline of `degree` ranks, `stride` apart: when
// the ring spans more than a node (or a scale-up domain joining nodes), its
// slowest hop crosses the fabric.
GroupShape neighboursOf(const HardwareView& hw, int degree, int stride);

struct CollectiveCost
{
    double timeS = 0;
    double algbwGBps = 0;  // bytes ÷ time (nccl-tests' algbw)
    double busbwGBps = 0;  // algbw × the collective's bus factor (nccl-tests' busbw)
    std::string algorithm; // ring, nvls, hierarchical ring, direct
    std::string protocol;  // LL, LL128, Simple
    bool possible = true;  // false when the group spans nodes that have no network
};

// Time for one collective of `bytes` (nccl-tests' size: the buffer each rank
// holds; for all_gather the gathered output, for all_to_all each rank's send
// buffer): latency + bytes ÷ achievable bandwidth, the intra-node and
// inter-node phases pipelined, the fastest of NCCL's algorithms and protocols
// the hardware offers.
CollectiveCost costCollective(const HardwareView& hw, Collective c, double bytes, GroupShape group);

} // namespace cs::perf
