#pragma once

#include "assumptions.h"
#include "model/design.h"

#include <unordered_map>
#include <vector>

namespace cs::analysis {

// One port of a device, as the analysis needs it.
struct PortFacts
{
    double gbps = 0;
    const std::string* protocol = nullptr; // infiniband, ethernet, ... (empty when unknown)
    // compute, storage, management, uplink, any: a NIC's role in the server's
    // configuration when given, else the port group's own.
    const std::string* role = nullptr;
    bool rdma = false; // the NIC or switch offers RDMA
};

// A device resolved against the design's parts once, so that each analysis
// reads plain numbers instead of looking parts up again.
struct DeviceFacts
{
    const Device* device = nullptr;
    const Part* part = nullptr;
    PartKind kind = PartKind::Server;
    const Part* gpu = nullptr;
    int gpus = 0;
    const Part* cpu = nullptr;
    int cpus = 0;
    double ramGb = 0;
    double localNvmeTb = 0;
    // Power for the configured device: the part's figures, corrected for a
    // GPU count or model other than the part's default by the GPUs' TDP.
    double maxW = 0;
    double typicalW = 0;
    double idleW = 0;
    double liquidFraction = 0;
    double weightKg = 0;
    int rack = -1;               // index into Design::racks(), -1 when not mounted
    std::uint32_t firstPort = 0; // index into DesignFacts::ports
    std::uint32_t portCount = 0;

    bool isNode() const { return gpus > 0 || kind == PartKind::GpuServer; }
};

// A link's parts, resolved once.
struct LinkFacts
{
    const Part* cable = nullptr;
    const Part* transceiverA = nullptr;
    const Part* transceiverB = nullptr;
    int deviceA = -1; // indices into DesignFacts::devices()
    int deviceB = -1;
};

// Remembers the last id it resolved: designs repeat the same few part ids over
// thousands of devices and links, so most look-ups become one string compare.
class PartMemo
{
public:
    explicit PartMemo(const Design& design) : mDesign(design) {}
    const Part* find(const std::string& id);

private:
    const Design& mDesign;
    std::string mLastId;
    const Part* mLast = nullptr;
};

class DesignFacts
{
public:
    DesignFacts(const Design& design, const Assumptions& assumptions);

    const Design& design() const { return mDesign; }
    const Assumptions& assumptions() const { return mAssumptions; }
    const std::vector<DeviceFacts>& devices() const { return mDevices; }
    // Index into devices() of the device with this id, or -1.
    int indexOf(DeviceId id) const;
    int rackIndexOf(RackId id) const;
    const PortFacts* port(int deviceIndex, int port) const;
    // In Design::links() order.
    const std::vector<LinkFacts>& links() const { return mLinks; }

private:
    struct Memos;
    void resolveDevice(const Device& device, DeviceFacts& facts, Memos& memos);
    void resolveLinks();
    void addPorts(const Part& part, int instances, bool rdma, const std::string* roleOverride);
    void resolvePower(DeviceFacts& facts, PartMemo& defaultGpus) const;

    const Design& mDesign;
    Assumptions mAssumptions;
    std::vector<DeviceFacts> mDevices;
    std::vector<PortFacts> mPorts;
    std::vector<LinkFacts> mLinks;
    // Device ids are mostly dense small integers: a vector indexed by id
    // answers indexOf() without hashing; ids beyond it fall back to the map.
    std::vector<int> mDenseDeviceIndex;
    std::unordered_map<DeviceId, int> mDeviceIndex;
    std::unordered_map<RackId, int> mRackIndex;
};

} // namespace cs::analysis
