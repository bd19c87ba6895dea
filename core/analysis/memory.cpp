#include "memory.h"

namespace cs::analysis {

namespace {

// Injection counts the compute-fabric links cabled to the node, each at its
// slower end: a NIC port without a cable carries nothing.
NodeBalance balanceOf(const DeviceFacts& d, const NodeCabling& cabling)
{
    NodeBalance b;
    b.device = d.device->id;
    const double gpus = d.gpus;
    const double gpuMemory = d.gpu ? d.gpu->gpu->memoryGb * gpus : 0;
    const double cores = d.cpu && d.cpu->cpu ? double(d.cpu->cpu->cores) * d.cpus : 0;
    b.hostRamToGpuMemory = gpuMemory > 0 ? d.ramGb / gpuMemory : 0;
    b.hostRamPerGpuGb = gpus > 0 ? d.ramGb / gpus : 0;
    b.cpuCoresPerGpu = gpus > 0 ? cores / gpus : 0;
    b.injectionGbpsPerGpu = gpus > 0 ? cabling.cabledGbps / gpus : 0;
    b.nicPortsPerGpu = gpus > 0 ? cabling.computePorts / gpus : 0;
    return b;
}

// The node's entry in `nodes` (device order), advancing `next` past it.
const NodeCabling& cablingOf(const std::vector<NodeCabling>& nodes, std::size_t& next, DeviceId id)
{
    static const NodeCabling none;
    while (next < nodes.size() && nodes[next].device != id) {
        ++next;
    }
    return next < nodes.size() ? nodes[next] : none;
}

} // namespace

MemoryReport analyzeMemory(const DesignFacts& facts, const NetworkReport& network)
{
    std::size_t nextCabling = 0;
    MemoryReport r;
    double cores = 0;
    double injection = 0;
    double ports = 0;
    double nvme = 0;
    int gpus = 0;
    const auto& devices = facts.devices();
    for (std::size_t i = 0; i < devices.size(); ++i) {
        const DeviceFacts& d = devices[i];
        if (d.part && d.part->storage) {
            r.storageCapacityTb += d.part->storage->capacityTb;
            r.storageReadGBps += d.part->storage->readGBps;
            r.storageWriteGBps += d.part->storage->writeGBps.value_or(0);
        }
        if (!d.isNode() || d.gpus == 0) {
            continue;
        }
        NodeBalance b = balanceOf(d, cablingOf(network.nodes, nextCabling, d.device->id));
        r.hostRamGb += d.ramGb;
        r.gpuMemoryGb += d.gpu ? d.gpu->gpu->memoryGb * d.gpus : 0;
        cores += b.cpuCoresPerGpu * d.gpus;
        injection += b.injectionGbpsPerGpu * d.gpus;
        ports += b.nicPortsPerGpu * d.gpus;
        nvme += d.localNvmeTb;
        gpus += d.gpus;
        r.nodes.push_back(b);
    }
    if (gpus > 0) {
        r.hostRamToGpuMemory = r.gpuMemoryGb > 0 ? r.hostRamGb / r.gpuMemoryGb : 0;
        r.cpuCoresPerGpu = cores / gpus;
        r.injectionGbpsPerGpu = injection / gpus;
        r.nicPortsPerGpu = ports / gpus;
        r.storageReadGBpsPerGpu = r.storageReadGBps / gpus;
        r.localNvmeTbPerNode = nvme / double(r.nodes.size());
    }
    return r;
}

double MemoryReport::fewestCpuCoresPerGpu() const
{
    double fewest = 0;
    for (const NodeBalance& b : nodes) {
        if (b.cpuCoresPerGpu > 0 && (fewest == 0 || b.cpuCoresPerGpu < fewest)) {
            fewest = b.cpuCoresPerGpu;
        }
    }
    return fewest;
}

} // namespace cs::analysis
