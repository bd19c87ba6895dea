#pragma once

#include "hostnames.h"
#include "model/design.h"

#include <string>
#include <vector>

namespace cs::exports {

// A host with GPUs, as the operations exports (Kubernetes, Prometheus) name
// and place it: a server, or one compute tray of a rack-scale system.
struct GpuNode
{
    const Device* device = nullptr;
    const Part* part = nullptr;
    std::string host;           // its host name (hostnames.h), as in the Slurm files
    const Part* gpu = nullptr;  // the GPU part it runs (configured, else the part's default)
    int gpus = 0;               // how many on this host, at least 1
    int deviceGpus = 0;         // on the whole device (a rack-scale system: all its trays')
    const Rack* rack = nullptr; // nullptr when the server is not in a rack
    const Row* row = nullptr;   // nullptr when its rack stands in no row
    std::string leaf;           // its compute fabric's leaf as in topology.conf, or empty
};

// Every host of a device whose configuration runs at least one GPU of a known
// part, in natural order of host names.
std::vector<GpuNode> gpuNodes(const Design& design, const HostNames& names);

} // namespace cs::exports
