#pragma once

#include "designfacts.h"
#include "network.h"

#include <vector>

namespace cs::analysis {

// One node's balance between host and GPUs.
struct NodeBalance
{
    DeviceId device;
    double hostRamToGpuMemory = 0;
    double hostRamPerGpuGb = 0;
    double cpuCoresPerGpu = 0;
    double injectionGbpsPerGpu = 0; // cabled compute-fabric bandwidth ÷ GPUs
    double nicPortsPerGpu = 0;      // compute-role ports ÷ GPUs, cabled or not
};

struct MemoryReport
{
    double hostRamGb = 0;
    double gpuMemoryGb = 0;
    double hostRamToGpuMemory = 0; // cluster-wide
    double cpuCoresPerGpu = 0;
    double nicPortsPerGpu = 0;
    double injectionGbpsPerGpu = 0;
    double storageCapacityTb = 0;
    double storageReadGBps = 0;
    double storageWriteGBps = 0; // storage parts that state a write figure
    double storageReadGBpsPerGpu = 0;
    double localNvmeTbPerNode = 0;  // average over nodes
    std::vector<NodeBalance> nodes; // GPU nodes only

    // The fewest host CPU cores per GPU on any GPU node (the one whose GPUs
    // wait first); 0 when no node states its cores.
    double fewestCpuCoresPerGpu() const;
};

MemoryReport analyzeMemory(const DesignFacts& facts, const NetworkReport& network);

} // namespace cs::analysis
