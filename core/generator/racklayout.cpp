#include "buildcontext.h"

#include "generatortext.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

namespace cs::generator::detail {

namespace {

constexpr double kCentre = 0.5;

double nodeHome(const Build& b, long long node)
{
    return (static_cast<double>(node) + 0.5) / b.nodes;
}

// The endpoint port (node-major order) in the middle of those a leaf serves.
long long middleEndpoint(const FatTreePlan& p, int leaf, long long endpoints)
{
    if (p.railOptimized && p.tiers > 1) {
        const long long hosts = endpoints / p.portsPerNode * p.hostsPerNode;
        const long long first = static_cast<long long>(leaf / p.rails) * p.hostsPerLeaf;
        const long long last = std::min(hosts, first + p.hostsPerLeaf) - 1;
        return (first + last) / 2 / p.hostsPerNode * p.portsPerNode + leaf % p.rails;
    }
    const long long first = static_cast<long long>(leaf) * p.down;
    return (first + std::min(endpoints, first + p.down) - 1) / 2;
}

// Leaves sit by the nodes they serve, a pod's aggregation switches by its
// middle leaf, spines and cores in the middle of the floor.
double switchHome(const FatTreePlan& p, int s, const std::function<double(int leaf)>& leafHome)
{
    if (p.tiers == 1) {
        return kCentre;
    }
    const int tier = p.tierOf(s);
    if (tier == 1) {
        return leafHome(s);
    }
    if (tier == 2 && p.tiers == 3) {
        const int first = (s - p.leaves) / p.up * p.leavesPerPod;
        return leafHome((first + std::min(p.leaves, first + p.leavesPerPod) - 1) / 2);
    }
    return kCentre;
}

std::vector<NetworkItem> baseItems(const Build& b)
{
    std::vector<NetworkItem> items;
    const FatTreePlan& c = b.compute;
    const long long computePorts = static_cast<long long>(b.nodes) * c.portsPerNode;
    auto computeLeaf = [&](int leaf) {
        return nodeHome(b, middleEndpoint(c, leaf, computePorts) / c.portsPerNode);
    };
    // Every plane has the same switches, placed alike: a leaf of each plane by
    // the nodes it serves.
    for (int plane = 0; plane < b.spec.planes; ++plane) {
        for (int s = 0; s < c.switches(); ++s) {
            items.push_back({NetworkItem::Kind::ComputeSwitch, plane * c.switches() + s,
                             b.parts.computeSwitch, switchHome(c, s, computeLeaf)});
        }
    }
    if (b.storageFabric) {
        const FatTreePlan& p = *b.storageFabric;
        const long long nodePorts = static_cast<long long>(b.nodes) * b.storagePortsPerNode;
        auto storageLeaf = [&](int leaf) {
            const long long e = middleEndpoint(p, leaf, b.storageEndpointPorts);
            return e < nodePorts ? nodeHome(b, e / b.storagePortsPerNode) : kCentre;
        };
        for (int s = 0; s < p.switches(); ++s) {
            items.push_back({NetworkItem::Kind::StorageSwitch, s, b.parts.storageSwitch,
                             switchHome(p, s, storageLeaf)});
        }
        for (int a = 0; a < b.appliances; ++a) {
            items.push_back({NetworkItem::Kind::StorageAppliance, a, b.parts.storage, kCentre});
        }
    }
    return items;
}

std::vector<NetworkItem> withAggregation(std::vector<NetworkItem> items, const Build& b,
                                         const std::vector<double>& zoneHomes)
{
    for (std::size_t z = 0; z < zoneHomes.size(); ++z) {
        for (int side = 0; side < 2; ++side) {
            items.push_back({NetworkItem::Kind::OobAggregation, 2 * static_cast<int>(z) + side,
                             b.parts.oobAggregation, zoneHomes[z]});
        }
    }
    std::stable_sort(items.begin(), items.end(),
                     [](const NetworkItem& x, const NetworkItem& y) { return x.home < y.home; });
    return items;
}

std::vector<std::vector<int>> packItems(const Build& b, const std::vector<NetworkItem>& items)
{
    std::vector<Load> loads;
    loads.reserve(items.size());
    for (const NetworkItem& item : items) {
        loads.push_back(loadOf(*item.part));
    }
    return rackPlannerFor(b).pack(loads);
}

int computeRackCount(const Build& b)
{
    return (b.nodes + b.nodesPerRack - 1) / b.nodesPerRack;
}

int racksPerZoneLimit(const Build& b)
{
    const int ports = b.parts.layout(*b.parts.oobAggregation).fabricCount() - 2;
    if (ports < 1 || b.parts.layout(*b.parts.oobSwitch).uplinks().empty()) {
        throw GeneratorError(
            "oob_aggregation_switch",
            GeneratorText::tr(
                "The OOB switches cannot be aggregated: the aggregation switch needs at least 3 "
                "ports and the rack switch an uplink port; pick other OOB switches."));
    }
    return ports;
}

std::vector<GenRack> computeRacks(const Build& b)
{
    std::vector<GenRack> racks;
    for (int c = 0; c < computeRackCount(b); ++c) {
        GenRack r;
        r.firstNode = c * b.nodesPerRack;
        r.nodeCount = std::min(b.nodesPerRack, b.nodes - r.firstNode);
        r.frame = b.rackScale();
        r.home = nodeHome(b, r.firstNode + (r.nodeCount - 1) / 2);
        racks.push_back(std::move(r));
    }
    return racks;
}

std::vector<GenRack> networkRacks(const std::vector<std::vector<int>>& groups,
                                  const std::vector<NetworkItem>& items)
{
    std::vector<GenRack> racks;
    for (const std::vector<int>& group : groups) {
        GenRack r;
        r.network = true;
        r.items = group;
        double sum = 0;
        for (int i : group) {
            sum += items[static_cast<std::size_t>(i)].home;
        }
        r.home = sum / static_cast<double>(group.size());
        racks.push_back(std::move(r));
    }
    return racks;
}

// Network racks join the compute racks where their homes fall.
std::vector<GenRack> mergeRacks(std::vector<GenRack> compute, std::vector<GenRack> network)
{
    std::vector<GenRack> out;
    out.reserve(compute.size() + network.size());
    std::size_t c = 0;
    std::size_t n = 0;
    while (c < compute.size() || n < network.size()) {
        const bool takeCompute =
            n == network.size() || (c < compute.size() && compute[c].home <= network[n].home);
        out.push_back(std::move(takeCompute ? compute[c++] : network[n++]));
    }
    return out;
}

QString digitsName(const char* prefix, int number, int width)
{
    return QStringLiteral("%1-%2")
        .arg(QLatin1String(prefix))
        .arg(number, width, 10, QLatin1Char('0'));
}

int widthFor(int count)
{
    return std::max(2, static_cast<int>(std::to_string(std::max(count, 1)).size()));
}

void nameRacks(Build& b)
{
    int compute = 0;
    int network = 0;
    for (const GenRack& r : b.racks) {
        (r.network ? network : compute) += 1;
    }
    int c = 0;
    int n = 0;
    int managed = 0;
    for (GenRack& r : b.racks) {
        r.name = (r.network ? digitsName("net", ++n, widthFor(network))
                            : digitsName("rack", ++c, widthFor(compute)))
                     .toStdString();
        r.oobIndex = r.frame ? -1 : managed++;
        r.zone = b.zones > 0 && !r.frame ? r.oobIndex / b.racksPerZone : 0;
    }
}

void indexItems(Build& b)
{
    b.computeSwitchItem.assign(static_cast<std::size_t>(b.spec.planes * b.compute.switches()), -1);
    b.storageSwitchItem.assign(
        b.storageFabric ? static_cast<std::size_t>(b.storageFabric->switches()) : 0, -1);
    b.applianceItem.assign(static_cast<std::size_t>(b.appliances), -1);
    b.aggregationItem.assign(static_cast<std::size_t>(2 * b.zones), -1);
    for (std::size_t i = 0; i < b.items.size(); ++i) {
        const NetworkItem& item = b.items[i];
        std::vector<int>& slot =
            item.kind == NetworkItem::Kind::ComputeSwitch      ? b.computeSwitchItem
            : item.kind == NetworkItem::Kind::StorageSwitch    ? b.storageSwitchItem
            : item.kind == NetworkItem::Kind::StorageAppliance ? b.applianceItem
                                                               : b.aggregationItem;
        slot[static_cast<std::size_t>(item.index)] = static_cast<int>(i);
    }
}

struct Packing
{
    std::vector<NetworkItem> items;
    std::vector<std::vector<int>> groups;
    std::vector<GenRack> racks;
};

Packing pack(const Build& b, const std::vector<NetworkItem>& base,
             const std::vector<double>& zoneHomes)
{
    Packing p;
    p.items = withAggregation(base, b, zoneHomes);
    p.groups = packItems(b, p.items);
    p.racks = mergeRacks(computeRacks(b), networkRacks(p.groups, p.items));
    return p;
}

std::vector<double> evenHomes(int zones)
{
    std::vector<double> homes;
    for (int z = 0; z < zones; ++z) {
        homes.push_back((z + 0.5) / zones);
    }
    return homes;
}

// Zones are runs of consecutive racks; a zone's aggregation pair belongs by
// its middle rack. More zones add switches, which may add network racks and
// shift the zones: iterate until the count and the homes settle.
Packing packWithZones(Build& b)
{
    const std::vector<NetworkItem> base = baseItems(b);
    if (!b.parts.oobSwitch) {
        return pack(b, base, {});
    }
    const int limit = racksPerZoneLimit(b);
    std::vector<double> homes = evenHomes(1);
    constexpr int kRounds = 8;
    for (int round = 0;; ++round) {
        Packing p = pack(b, base, homes);
        // Zones count the racks with an OOB switch: a rack-scale node's own
        // switches manage it.
        std::vector<const GenRack*> managed;
        for (const GenRack& r : p.racks) {
            if (!r.frame) {
                managed.push_back(&r);
            }
        }
        const int total = std::max(1, static_cast<int>(managed.size()));
        const int zones = static_cast<int>(homes.size());
        if ((total + limit - 1) / limit > zones) {
            homes = evenHomes((total + limit - 1) / limit);
            continue;
        }
        b.zones = zones;
        b.racksPerZone = (total + zones - 1) / zones;
        std::vector<double> settled;
        for (int z = 0; z < zones; ++z) {
            const int middle = std::min(total - 1, z * b.racksPerZone + b.racksPerZone / 2);
            settled.push_back(managed.empty() ? kCentre
                                              : managed[static_cast<std::size_t>(middle)]->home);
        }
        if (settled == homes || round >= kRounds) {
            return p;
        }
        homes = settled;
    }
}

} // namespace

void planRacks(Build& b)
{
    Packing p = packWithZones(b);
    b.items = std::move(p.items);
    b.racks = std::move(p.racks);
    indexItems(b);
    nameRacks(b);
    std::vector<bool> isNetwork;
    isNetwork.reserve(b.racks.size());
    for (const GenRack& r : b.racks) {
        isNetwork.push_back(r.network);
    }
    b.floor = planFloor(isNetwork, b.spec.racksPerRow);
}

} // namespace cs::generator::detail
