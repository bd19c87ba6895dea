#include "designfacts.h"

#include <algorithm>
#include <tuple>
#include <unordered_map>
#include <utility>

namespace cs::analysis {

const Part* PartMemo::find(const std::string& id)
{
    if (mLast && id == mLastId) {
        return mLast;
    }
    mLast = mDesign.part(id);
    mLastId = id;
    return mLast;
}

struct DesignFacts::Memos
{
    PartMemo device, gpu, cpu, nic, defaultGpu;
    // The ports of a device that carries its part's own NICs follow from the
    // part alone: devices of one part share one range of port facts, which
    // keeps them few (a cluster holds thousands of nodes and switches of a
    // handful of parts) and in cache.
    std::unordered_map<const Part*, std::pair<std::uint32_t, std::uint32_t>> portsOfPart;
};

DesignFacts::DesignFacts(const Design& design, const Assumptions& assumptions)
    : mDesign(design), mAssumptions(assumptions)
{
    const auto& racks = design.racks();
    mRackIndex.reserve(racks.size());
    for (std::size_t i = 0; i < racks.size(); ++i) {
        mRackIndex.emplace(racks[i].id, static_cast<int>(i));
    }
    const auto& devices = design.devices();
    mDevices.resize(devices.size());
    std::uint32_t maxId = 0;
    for (const Device& d : devices) {
        maxId = std::max(maxId, d.id.value);
    }
    const bool dense = maxId <= 4 * devices.size() + 1024;
    mDenseDeviceIndex.assign(dense ? maxId + 1 : 0, -1);
    Memos memos{PartMemo(design), PartMemo(design), PartMemo(design),
                PartMemo(design), PartMemo(design), {}};
    for (std::size_t i = 0; i < devices.size(); ++i) {
        if (dense) {
            mDenseDeviceIndex[devices[i].id.value] = static_cast<int>(i);
        } else {
            mDeviceIndex.emplace(devices[i].id, static_cast<int>(i));
        }
        resolveDevice(devices[i], mDevices[i], memos);
    }
    resolveLinks();
}

void DesignFacts::resolveLinks()
{
    PartMemo cables(mDesign);
    PartMemo optics(mDesign);
    const auto& links = mDesign.links();
    mLinks.resize(links.size());
    for (std::size_t i = 0; i < links.size(); ++i) {
        const Link& l = links[i];
        LinkFacts& f = mLinks[i];
        f.cable = l.cablePartId.empty() ? nullptr : cables.find(l.cablePartId);
        f.transceiverA = l.transceiverAPartId.empty() ? nullptr : optics.find(l.transceiverAPartId);
        f.transceiverB = l.transceiverBPartId.empty() ? nullptr : optics.find(l.transceiverBPartId);
        f.deviceA = indexOf(l.a.device);
        f.deviceB = indexOf(l.b.device);
    }
}

int DesignFacts::indexOf(DeviceId id) const
{
    if (!mDenseDeviceIndex.empty()) {
        return id.value < mDenseDeviceIndex.size() ? mDenseDeviceIndex[id.value] : -1;
    }
    auto it = mDeviceIndex.find(id);
    return it == mDeviceIndex.end() ? -1 : it->second;
}

int DesignFacts::rackIndexOf(RackId id) const
{
    auto it = mRackIndex.find(id);
    return it == mRackIndex.end() ? -1 : it->second;
}

const PortFacts* DesignFacts::port(int deviceIndex, int port) const
{
    if (deviceIndex < 0 || port < 0) {
        return nullptr;
    }
    const DeviceFacts& d = mDevices[static_cast<std::size_t>(deviceIndex)];
    if (static_cast<std::uint32_t>(port) >= d.portCount) {
        return nullptr;
    }
    return &mPorts[d.firstPort + static_cast<std::uint32_t>(port)];
}

void DesignFacts::addPorts(const Part& part, int instances, bool rdma,
                           const std::string* roleOverride)
{
    for (int n = 0; n < instances; ++n) {
        for (const PortGroup& group : part.ports) {
            for (int i = 0; i < group.count; ++i) {
                mPorts.push_back(PortFacts{group.gbps, &group.protocol,
                                           roleOverride ? roleOverride : &group.role,
                                           group.rdma.value_or(rdma)});
            }
        }
    }
}

void DesignFacts::resolveDevice(const Device& device, DeviceFacts& f, Memos& memos)
{
    f.device = &device;
    f.part = memos.device.find(device.partId);
    f.firstPort = static_cast<std::uint32_t>(mPorts.size());
    if (!f.part) {
        return; // the model guarantees parts exist; stay safe regardless
    }
    const Part& p = *f.part;
    f.kind = p.kind;
    const DeviceConfig& c = device.config;
    if (p.server) {
        const ServerSpec& s = *p.server;
        f.gpu = memos.gpu.find(c.gpuPartId ? *c.gpuPartId : s.gpuPartId);
        f.gpus = c.gpuCount.value_or(s.gpuCount);
        f.cpu = memos.cpu.find(c.cpuPartId ? *c.cpuPartId : s.cpuPartId);
        f.cpus = c.cpuCount.value_or(s.cpuCount);
        f.ramGb = c.ramGb.value_or(s.ramGb);
        f.localNvmeTb = c.localNvmeTb.value_or(s.localNvmeTb);
        f.liquidFraction = s.liquidCooledFraction;
    }
    if (f.gpu && !f.gpu->gpu) {
        f.gpu = nullptr;
    }
    f.weightKg = p.weightKg.value_or(0);
    const auto shared = c.nics ? memos.portsOfPart.end() : memos.portsOfPart.find(&p);
    if (shared != memos.portsOfPart.end()) {
        std::tie(f.firstPort, f.portCount) = shared->second;
    } else {
        const bool switchRdma = p.networkSwitch && p.networkSwitch->rdma;
        addPorts(p, 1, switchRdma, nullptr);
        for (const NicConfig& nic : mDesign.nicsOf(device)) {
            if (const Part* nicPart = memos.nic.find(nic.partId)) {
                addPorts(*nicPart, nic.count, nicPart->nic && nicPart->nic->rdma,
                         nic.role.empty() ? nullptr : &nic.role);
            }
        }
        f.portCount = static_cast<std::uint32_t>(mPorts.size()) - f.firstPort;
        if (!c.nics) {
            memos.portsOfPart.emplace(&p, std::pair(f.firstPort, f.portCount));
        }
    }
    f.rack = device.placement ? rackIndexOf(device.placement->rack) : -1;
    resolvePower(f, memos.defaultGpu);
}

void DesignFacts::resolvePower(DeviceFacts& f, PartMemo& defaultGpus) const
{
    const Part& p = *f.part;
    double maxW = p.power ? p.power->max : 0;
    // A server's figure covers its default GPUs; swap in the configured ones.
    if (p.server) {
        const Part* defaultGpu = defaultGpus.find(p.server->gpuPartId);
        const double defaultGpuW = defaultGpu && defaultGpu->power ? defaultGpu->power->max : 0;
        const double gpuW = f.gpu && f.gpu->power ? f.gpu->power->max : 0;
        maxW += f.gpus * gpuW - p.server->gpuCount * defaultGpuW;
        maxW = std::max(maxW, 0.0);
    }
    f.maxW = maxW;
    const double scale = p.power && p.power->max > 0 ? maxW / p.power->max : 1.0;
    f.idleW =
        p.power && p.power->idle ? *p.power->idle * scale : maxW * mAssumptions.idleFractionOfMax;
    f.typicalW = p.power && p.power->typical ? *p.power->typical * scale
                                             : maxW * mAssumptions.typicalFractionOfMax;
}

} // namespace cs::analysis
