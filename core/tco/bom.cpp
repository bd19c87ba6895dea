#include "bom.h"

#include "analysis/designfacts.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>

namespace cs::tco {

namespace {

using Key = std::tuple<BomCategory, BomReason, std::string>;

class Tally
{
public:
    void add(BomCategory category, BomReason reason, const std::string& partId, long long n)
    {
        if (!partId.empty() && n != 0) {
            mCounts[Key{category, reason, partId}] += n;
        }
    }
    const std::map<Key, long long>& counts() const { return mCounts; }

private:
    std::map<Key, long long> mCounts;
};

BomCategory categoryOf(PartKind kind)
{
    switch (kind) {
    case PartKind::GpuServer:
        return BomCategory::GpuServers;
    case PartKind::Server:
        return BomCategory::Servers;
    case PartKind::Gpu:
        return BomCategory::Gpus;
    case PartKind::Cpu:
        return BomCategory::Cpus;
    case PartKind::Nic:
        return BomCategory::Nics;
    case PartKind::Switch:
        return BomCategory::Switches;
    case PartKind::Storage:
        return BomCategory::Storage;
    case PartKind::Pdu:
        return BomCategory::Pdus;
    case PartKind::Rack:
        return BomCategory::Racks;
    case PartKind::Cable:
        return BomCategory::Cables;
    case PartKind::Transceiver:
        return BomCategory::Transceivers;
    case PartKind::Cooling:
        return BomCategory::Cooling;
    case PartKind::CloudOffer:
        return BomCategory::Other;
    }
    return BomCategory::Other;
}

// Configured against default counts of one kind of carried part (GPU, CPU or
// NIC model): the difference is extra or not fitted.
void addDifference(Tally& t, BomCategory c, const std::map<std::string, int>& configured,
                   const std::map<std::string, int>& defaults)
{
    for (const auto& [id, n] : configured) {
        auto it = defaults.find(id);
        const int diff = n - (it == defaults.end() ? 0 : it->second);
        t.add(c, diff > 0 ? BomReason::Extra : BomReason::NotFitted, id, diff);
    }
    for (const auto& [id, n] : defaults) {
        if (!configured.count(id)) {
            t.add(c, BomReason::NotFitted, id, -n);
        }
    }
}

std::map<std::string, int> single(const std::string& id, int n)
{
    std::map<std::string, int> m;
    if (!id.empty() && n > 0) {
        m[id] = n;
    }
    return m;
}

std::map<std::string, int> nicCounts(const std::vector<NicConfig>& nics)
{
    std::map<std::string, int> m;
    for (const NicConfig& n : nics) {
        if (!n.partId.empty() && n.count > 0) {
            m[n.partId] += n.count;
        }
    }
    return m;
}

void addCarried(Tally& t, const ServerSpec& s, const DeviceConfig& c)
{
    addDifference(t, BomCategory::Gpus,
                  single(c.gpuPartId.value_or(s.gpuPartId), c.gpuCount.value_or(s.gpuCount)),
                  single(s.gpuPartId, s.gpuCount));
    addDifference(t, BomCategory::Cpus,
                  single(c.cpuPartId.value_or(s.cpuPartId), c.cpuCount.value_or(s.cpuCount)),
                  single(s.cpuPartId, s.cpuCount));
    if (c.nics) {
        addDifference(t, BomCategory::Nics, nicCounts(*c.nics), nicCounts(s.nics));
    }
}

void addDevice(Tally& t, const Design& design, const Device& device)
{
    const Part* part = design.part(device.partId);
    if (!part) {
        return;
    }
    t.add(categoryOf(part->kind), BomReason::Part, part->id, 1);
    if (part->server) {
        addCarried(t, *part->server, device.config);
    }
}

// The tier a device holds in its fabrics; -1 for an endpoint.
std::unordered_map<DeviceId, int> switchTiers(const Design& design)
{
    std::unordered_map<DeviceId, int> tiers;
    for (const Fabric& f : design.fabrics()) {
        for (const FabricSwitch& s : f.switches) {
            int& tier = tiers.try_emplace(s.device, 0).first->second;
            tier = std::max(tier, s.tier);
        }
    }
    return tiers;
}

// Link parts shared by several links on one device: (part, device) → link ends.
struct SharedKey
{
    const Part* part = nullptr;
    std::uint32_t device = 0;
    bool operator==(const SharedKey&) const = default;
};
struct SharedKeyHash
{
    std::size_t operator()(const SharedKey& k) const
    {
        return std::hash<const Part*>{}(k.part) ^ (std::size_t(k.device) * 0x9e3779b97f4a7c15ULL);
    }
};
using Shared = std::unordered_map<SharedKey, long long, SharedKeyHash>;

class LinkCounter
{
public:
    explicit LinkCounter(const Design& design)
        : mTiers(switchTiers(design)), mCables(design), mOptics(design)
    {
    }

    void add(const Link& l)
    {
        addCable(l);
        addOptic(l.transceiverAPartId, l.a.device);
        addOptic(l.transceiverBPartId, l.b.device);
    }
    void finish(Tally& t) const
    {
        for (const auto& [part, n] : mSingle) {
            t.add(categoryOf(part->kind), BomReason::Part, part->id, n);
        }
        for (const auto& [key, ends] : mShared) {
            const Part& p = *key.part;
            const long long per =
                p.cable ? std::max(1, p.cable->breakout) : std::max(1, p.transceiver->ports);
            t.add(categoryOf(p.kind), BomReason::Part, p.id, (ends + per - 1) / per);
        }
    }

private:
    int tierOf(DeviceId id) const
    {
        auto it = mTiers.find(id);
        return it == mTiers.end() ? -1 : it->second;
    }
    void addCable(const Link& l)
    {
        const Part* p = l.cablePartId.empty() ? nullptr : mCables.find(l.cablePartId);
        if (!p) {
            return;
        }
        if (p->cable && p->cable->breakout > 1) {
            // The twin-port plug sits on the higher-tier end (the switch).
            const DeviceId end = tierOf(l.b.device) > tierOf(l.a.device) ? l.b.device : l.a.device;
            ++mShared[{p, end.value}];
        } else {
            ++mSingle[p];
        }
    }
    void addOptic(const std::string& id, DeviceId device)
    {
        const Part* p = id.empty() ? nullptr : mOptics.find(id);
        if (!p) {
            return;
        }
        if (p->transceiver && p->transceiver->ports > 1) {
            ++mShared[{p, device.value}];
        } else {
            ++mSingle[p];
        }
    }

    std::unordered_map<DeviceId, int> mTiers;
    analysis::PartMemo mCables; // designs repeat a few cable and optic ids
    analysis::PartMemo mOptics;
    std::unordered_map<const Part*, long long> mSingle;
    Shared mShared;
};

std::optional<double> unitPriceOf(const Part& part, const Money& money)
{
    if (!part.price || !(part.price->per.empty() || part.price->per == "unit")) {
        return std::nullopt;
    }
    return money.convert(part.price->amount, part.price->currency);
}

Bom priced(const Design& design, const Tally& t, const Money& money)
{
    Bom bom;
    bom.currency = money.currency();
    for (const auto& [key, n] : t.counts()) {
        const auto& [category, reason, id] = key;
        const Part* part = design.part(id);
        if (!part || n == 0) {
            continue;
        }
        BomLine line{category, reason, id, part->name, n, part->price, unitPriceOf(*part, money)};
        bom.total += line.amount();
        if (category == BomCategory::GpuServers || category == BomCategory::Gpus) {
            bom.gpuTotal += line.amount();
        }
        bom.unpricedLines += line.unitPrice ? 0 : 1;
        bom.lines.push_back(std::move(line));
    }
    return bom;
}

} // namespace

const char* bomCategoryName(BomCategory category)
{
    switch (category) {
    case BomCategory::GpuServers:
        return "gpu_servers";
    case BomCategory::Servers:
        return "servers";
    case BomCategory::Gpus:
        return "gpus";
    case BomCategory::Cpus:
        return "cpus";
    case BomCategory::Nics:
        return "nics";
    case BomCategory::Switches:
        return "switches";
    case BomCategory::Storage:
        return "storage";
    case BomCategory::Pdus:
        return "pdus";
    case BomCategory::Racks:
        return "racks";
    case BomCategory::Cables:
        return "cables";
    case BomCategory::Transceivers:
        return "transceivers";
    case BomCategory::Cooling:
        return "cooling";
    case BomCategory::Other:
        return "other";
    }
    return "other";
}

const char* bomReasonName(BomReason reason)
{
    switch (reason) {
    case BomReason::Part:
        return "part";
    case BomReason::Extra:
        return "extra";
    case BomReason::NotFitted:
        return "not_fitted";
    }
    return "part";
}

double Bom::totalOf(BomCategory category) const
{
    double sum = 0;
    for (const BomLine& l : lines) {
        sum += l.category == category ? l.amount() : 0;
    }
    return sum;
}

long long Bom::quantityOf(BomCategory category) const
{
    long long sum = 0;
    for (const BomLine& l : lines) {
        sum += l.category == category && l.reason == BomReason::Part ? l.quantity : 0;
    }
    return sum;
}

Bom buildBom(const Design& design, const Money& money)
{
    Tally t;
    for (const Device& d : design.devices()) {
        addDevice(t, design, d);
    }
    for (const Rack& r : design.racks()) {
        if (design.part(r.partId)) {
            t.add(BomCategory::Racks, BomReason::Part, r.partId, 1);
        }
    }
    for (const CoolingUnit& u : design.coolingUnits()) {
        if (design.part(u.partId)) {
            t.add(BomCategory::Cooling, BomReason::Part, u.partId, 1);
        }
    }
    LinkCounter links(design);
    for (const Link& l : design.links()) {
        links.add(l);
    }
    links.finish(t);
    return priced(design, t, money);
}

Bom bomOfDevices(const Design& design, const std::vector<DeviceId>& devices, const Money& money)
{
    Tally t;
    for (DeviceId id : devices) {
        if (const Device* d = design.device(id)) {
            addDevice(t, design, *d);
        }
    }
    return priced(design, t, money);
}

} // namespace cs::tco
