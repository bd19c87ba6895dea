#include "networktopology.h"

#include <algorithm>
#include <cmath>

namespace cs::analysis {

namespace {

struct TierAcc
{
    TierReport report;
    long long downLinks = 0;
    long long upLinks = 0;
    long long extraDown = 0; // down ports the switches can add keeping their split
    long long extraUp = 0;   // the uplinks those need
};

const char* levelName(int level)
{
    static constexpr std::array<const char*, kFabricLevels> names{"leaf", "spine", "core"};
    return names[static_cast<std::size_t>(level - 1)];
}

void addSwitch(TierAcc& t, const SwitchLinks& sw)
{
    ++t.report.switches;
    t.report.portsUsed += sw.ports - sw.freePorts;
    t.report.portsFree += sw.freePorts;
    t.report.downGbps += sw.downGbps;
    t.report.upGbps += sw.upGbps;
    t.downLinks += sw.downLinks;
    t.upLinks += sw.upLinks;
    if (sw.upGbps > 0) {
        t.report.oversubscription = std::max(t.report.oversubscription, sw.downGbps / sw.upGbps);
    }
}

// Free ports a switch can turn into down ports keeping its down:up split (the
// tier's split for a switch without links): e = ⌊free·d/(d+u)⌋, needing
// ⌈e·u/d⌉ new uplinks, which always fit in the free ports left over.
void addSplitHeadroom(TierAcc& t, const SwitchLinks& sw)
{
    const bool hasSplit = sw.downLinks + sw.upLinks > 0;
    const long long d = hasSplit ? sw.downLinks : t.downLinks;
    const long long u = hasSplit ? sw.upLinks : t.upLinks;
    if (d == 0) {
        return;
    }
    const long long extra = sw.freePorts * d / (d + u);
    t.extraDown += extra;
    t.extraUp += (extra * u + d - 1) / d;
}

std::vector<TierAcc> summarizeTiers(const std::vector<SwitchLinks>& switches, Topology topology)
{
    std::array<TierAcc, kFabricLevels> byLevel{};
    for (const SwitchLinks& sw : switches) {
        addSwitch(byLevel[static_cast<std::size_t>(sw.level - 1)], sw);
    }
    for (const SwitchLinks& sw : switches) {
        addSplitHeadroom(byLevel[static_cast<std::size_t>(sw.level - 1)], sw);
    }
    std::vector<TierAcc> tiers;
    for (int level = 1; level <= kFabricLevels; ++level) {
        if (byLevel[static_cast<std::size_t>(level - 1)].report.switches > 0) {
            tiers.push_back(byLevel[static_cast<std::size_t>(level - 1)]);
            tiers.back().report.level = level;
            tiers.back().report.name = levelName(level);
        }
    }
    if (tiers.size() == 1 && topology == Topology::SingleSwitch) {
        tiers.front().report.name = "switch";
    }
    if (!tiers.empty()) {
        tiers.back().report.oversubscription = 0; // nothing above the top tier
    }
    return tiers;
}

// Bisection: half the narrowest boundary between tiers (endpoints → leaf,
// leaf → spine, spine → core). Hops: up to the highest linked tier and down.
// End to end: the product of each tier's aggregate down ÷ up, which
// telescopes to endpoint bandwidth ÷ top-tier down bandwidth; never below 1,
// since spare uplinks cannot make a fabric better than non-blocking.
void addPaths(const std::vector<SwitchLinks>& switches, const std::vector<TierAcc>& tiers,
              const std::array<double, kFabricLevels>& boundaries, FabricReport& r)
{
    double narrowest = boundaries[0];
    for (int k = 1; k < tiers.back().report.level; ++k) {
        narrowest = std::min(narrowest, boundaries[static_cast<std::size_t>(k)]);
    }
    r.bisectionGbps = narrowest / 2;
    int highest = 0;
    for (const SwitchLinks& sw : switches) {
        highest = sw.linked ? std::max(highest, sw.level) : highest;
    }
    r.maxHops = highest > 0 ? 2 * highest - 1 : 0;
    double ratio = 1;
    for (const TierAcc& t : tiers) {
        ratio *= t.report.upGbps > 0 ? t.report.downGbps / t.report.upGbps : 1.0;
    }
    r.endToEndOversubscription = std::max(1.0, ratio);
}

// Down ports tier t can still add when the tier above can take `above` more
// links: its own split headroom, then whole new switches, each a copy of the
// tier's average switch (⌈U/n⌉ uplinks, ⌊D/n⌋ down ports), on what is left.
// When the tier above cannot even take the uplinks of the split headroom, the
// existing switches get the share of it that the available uplinks carry.
long long tierCapacity(const TierAcc& t, long long above)
{
    if (t.extraUp > above) {
        return t.extraDown * above / t.extraUp;
    }
    const long long n = t.report.switches;
    const long long upPerSwitch = (t.upLinks + n - 1) / n;
    const long long downPerSwitch = t.downLinks / n;
    const long long newSwitches = upPerSwitch > 0 ? (above - t.extraUp) / upPerSwitch : 0;
    return t.extraDown + newSwitches * downPerSwitch;
}

// Endpoints of the existing kind (the current average of ports per endpoint)
// the fabric takes before it needs a new tier. In down ports, the top tier can
// take cap = Σ free ports; each lower tier, top-down, turns the capacity of
// the tier above into its own with tierCapacity(). Then nodes =
// ⌊cap(leaf) ÷ ports per endpoint⌋; for a single switch or a single tier that
// is ⌊free ports ÷ ports per endpoint⌋.
int nodesAddable(const std::vector<TierAcc>& tiers, const FabricReport& r)
{
    if (r.endpoints == 0 || r.endpointPorts == 0) {
        return 0;
    }
    long long capacity = tiers.back().report.portsFree;
    for (auto t = tiers.rbegin() + 1; t != tiers.rend(); ++t) {
        capacity = tierCapacity(*t, capacity);
    }
    const double portsPerEndpoint = double(r.endpointPorts) / r.endpoints;
    return static_cast<int>(std::floor(double(capacity) / portsPerEndpoint + 1e-9));
}

} // namespace

std::vector<NodeCabling> nodeCabling(const DesignFacts& facts,
                                     const std::vector<std::uint32_t>& links,
                                     const std::vector<double>& gbps)
{
    std::vector<NodeCabling> out;
    const auto& devices = facts.devices();
    for (std::size_t i = 0; i < devices.size(); ++i) {
        const DeviceFacts& d = devices[i];
        if (!d.isNode()) {
            continue;
        }
        NodeCabling n{d.device->id, d.gpus, 0, 0, static_cast<int>(links[i]), gbps[i]};
        for (std::uint32_t p = 0; p < d.portCount; ++p) {
            const PortFacts* port = facts.port(static_cast<int>(i), static_cast<int>(p));
            if (port->role && *port->role == "compute") {
                ++n.computePorts;
                n.computePortGbps += port->gbps;
            }
        }
        out.push_back(n);
    }
    return out;
}

std::vector<DeviceId> disconnectedNodes(const DesignFacts& facts,
                                        const std::vector<NodeCabling>& nodes)
{
    std::vector<DeviceId> out;
    const auto& fabrics = facts.design().fabrics();
    if (std::none_of(fabrics.begin(), fabrics.end(),
                     [](const Fabric& f) { return f.role == NetworkRole::Compute; })) {
        return out;
    }
    for (const NodeCabling& n : nodes) {
        if (n.cabledLinks == 0 && n.computePorts > 0) {
            out.push_back(n.device);
        }
    }
    return out;
}

void FabricTopology::addSwitch(int level)
{
    mSwitches.push_back(SwitchLinks{});
    mSwitches.back().level = level;
}

void FabricTopology::setPorts(int sw, int ports, int freePorts)
{
    mSwitches[static_cast<std::size_t>(sw)].ports = ports;
    mSwitches[static_cast<std::size_t>(sw)].freePorts = freePorts;
}

void FabricTopology::summarize(FabricReport& report) const
{
    const std::vector<TierAcc> tiers = summarizeTiers(mSwitches, report.topology);
    if (tiers.empty()) {
        return;
    }
    addPaths(mSwitches, tiers, mBoundaryGbps, report);
    report.nodesAddableWithoutNewTier = nodesAddable(tiers, report);
    for (const TierAcc& t : tiers) {
        report.tiers.push_back(t.report);
    }
}

} // namespace cs::analysis
