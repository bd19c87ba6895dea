#include "summary.h"

namespace cs {

const Part* gpuPartOf(const Design& design, const Device& device)
{
    if (device.config.gpuPartId) {
        return design.part(*device.config.gpuPartId);
    }
    const Part* p = design.part(device.partId);
    return p && p->server ? design.part(p->server->gpuPartId) : nullptr;
}

int gpuCountOf(const Design& design, const Device& device)
{
    if (device.config.gpuCount) {
        return *device.config.gpuCount;
    }
    const Part* p = design.part(device.partId);
    return p && p->server ? p->server->gpuCount : 0;
}

DesignSummary summarize(const Design& design)
{
    DesignSummary s;
    s.rooms = static_cast<int>(design.rooms().size());
    s.racks = static_cast<int>(design.racks().size());
    s.devices = static_cast<int>(design.devices().size());
    s.fabrics = static_cast<int>(design.fabrics().size());
    s.links = static_cast<int>(design.links().size());
    for (const Device& d : design.devices()) {
        const Part* p = design.part(d.partId);
        if (!p) {
            continue;
        }
        s.switches += p->kind == PartKind::Switch;
        s.storageDevices += p->kind == PartKind::Storage;
        const int gpus = gpuCountOf(design, d);
        if (p->kind == PartKind::GpuServer || gpus > 0) {
            s.nodes += 1;
            s.gpus += gpus;
            const Part* gpu = gpuPartOf(design, d);
            s.gpuMemoryGb += gpu && gpu->gpu ? gpus * gpu->gpu->memoryGb : 0;
        }
    }
    return s;
}

} // namespace cs
