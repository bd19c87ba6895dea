#include "syntheticcluster.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace cs::bench {

namespace {

constexpr int kRadix = 128;
constexpr int kDown = kRadix / 2;
constexpr int kNodesPerRack = 4;
constexpr int kSwitchesPerNetworkRack = 40;
constexpr int kRacksPerRow = 16;

Part part(const std::string& id, PartKind kind)
{
    Part p;
    p.id = id;
    p.kind = kind;
    p.name = id;
    p.vendor = "Benchmark";
    p.source = "benchmark fixture";
    return p;
}

void addParts(Design& d)
{
    Part rack = part("rack", PartKind::Rack);
    rack.rack = RackSpec{48, 1200, 600, 2000};
    Part gpu = part("gpu", PartKind::Gpu);
    gpu.gpu =
        GpuSpec{"SXM5", 80, "HBM3", 3.35, {}, {}, "NVLink4", 900.0, 5, "NVIDIA H100 80GB HBM3", {}};
    gpu.gpu->denseTflops.bf16 = 989;
    gpu.power = PowerWatts{std::nullopt, std::nullopt, 700};
    Part cpu = part("cpu", PartKind::Cpu);
    cpu.cpu = CpuSpec{56, 112, 2.0};
    Part nic = part("nic", PartKind::Nic);
    nic.ports = {PortGroup{1, 400, "OSFP", 1, "infiniband", "compute"}};
    nic.nic = NicSpec{true, 5};
    Part node = part("node", PartKind::GpuServer);
    node.heightU = 8;
    node.depthMm = 900;
    node.power = PowerWatts{std::nullopt, std::nullopt, 10200};
    node.ports = {PortGroup{1, 1, "RJ45", 1, "ethernet", "management"}};
    node.server = ServerSpec{"gpu",
                             8,
                             8,
                             {"SXM5"},
                             "cpu",
                             2,
                             2048,
                             std::nullopt,
                             {NicConfig{"nic", 8, "compute"}},
                             30,
                             PsuSpec{6, 3300, 2},
                             8,
                             0,
                             {},
                             std::nullopt};
    Part fabricSwitch = part("switch", PartKind::Switch);
    fabricSwitch.heightU = 1;
    fabricSwitch.power = PowerWatts{std::nullopt, std::nullopt, 1500};
    fabricSwitch.ports = {PortGroup{kRadix, 400, "OSFP", 2, "infiniband", "any"}};
    fabricSwitch.networkSwitch = SwitchSpec{"infiniband", true, 51.2, "any"};
    Part mgmt = part("mgmt", PartKind::Switch);
    mgmt.heightU = 1;
    mgmt.power = PowerWatts{std::nullopt, std::nullopt, 150};
    mgmt.ports = {PortGroup{48, 1, "RJ45", 1, "ethernet", "management"}};
    mgmt.networkSwitch = SwitchSpec{"ethernet", false, std::nullopt, "management"};
    Part pdu = part("pdu", PartKind::Pdu);
    pdu.pdu = PduSpec{3, 415, 60, 43, 36, true};
    pdu.heightU = 0;
    Part dac = part("dac", PartKind::Cable);
    dac.cable = CableSpec{"dac", 400, 3, 3, 1, false, {}};
    Part fibre = part("fibre", PartKind::Cable);
    fibre.cable = CableSpec{"mmf", 400, 50, 50, 1, true, {}};
    Part optic = part("optic", PartKind::Transceiver);
    optic.transceiver = TransceiverSpec{800, 2, "OSFP", "mmf", 50, {}};
    for (Part* p :
         {&rack, &gpu, &cpu, &nic, &node, &fabricSwitch, &mgmt, &pdu, &dac, &fibre, &optic}) {
        d.putPart(*p);
    }
}

struct Builder
{
    Design& d;
    RowId row;
    int slotInRow = 0;
    int networkRackFill = kSwitchesPerNetworkRack;
    RackId networkRack;

    RackId newRack(const std::string& name, double budgetKw)
    {
        if (slotInRow == kRacksPerRow || !row.isValid()) {
            Row r{RowId{},
                  d.rooms().front().id,
                  "row-" + std::to_string(d.rows().size() + 1),
                  0,
                  3.0 * double(d.rows().size()),
                  0.6,
                  kRacksPerRow,
                  CoolingMethod::Air};
            row = d.addRow(r);
            slotInRow = 0;
        }
        const RackId id =
            d.addRack(Rack{RackId{}, name, "rack", RackPosition{row, slotInRow++}, budgetKw,
                           FeedRedundancy::Redundant2N, CoolingMethod::DirectLiquid});
        for (const char* feed : {"A", "B"}) {
            Device pdu{DeviceId{},
                       name + "-pdu-" + feed,
                       "pdu",
                       Placement{id, 0, RackFace::Rear, false},
                       {}};
            pdu.config.feed = feed;
            d.addDevice(pdu);
        }
        return id;
    }

    DeviceId place(const std::string& name, const std::string& partId, RackId rack, int u)
    {
        return d.addDevice(
            Device{DeviceId{}, name, partId, Placement{rack, u, RackFace::Front, false}, {}});
    }

    DeviceId networkSwitch(const std::string& name)
    {
        if (networkRackFill == kSwitchesPerNetworkRack) {
            networkRack = newRack("net-" + std::to_string(d.racks().size() + 1), 140);
            networkRackFill = 0;
        }
        return place(name, "switch", networkRack, 1 + networkRackFill++);
    }

    void link(FabricId f, PortRef a, PortRef b, bool sameRack)
    {
        d.addLink(Link{LinkId{}, f, a, b, sameRack ? "dac" : "fibre", sameRack ? "" : "optic",
                       sameRack ? "" : "optic", sameRack ? 2.0 : 30.0});
    }
};

// The smallest divisor of `of` that is at least `atLeast`.
int divisorAtLeast(int of, int atLeast)
{
    for (int s = std::max(1, atLeast); s <= of; ++s) {
        if (of % s == 0) {
            return s;
        }
    }
    return of;
}

std::vector<DeviceId> switches(Builder& b, const char* prefix, int count)
{
    std::vector<DeviceId> out;
    for (int i = 0; i < count; ++i) {
        out.push_back(b.networkSwitch(std::string(prefix) + std::to_string(i + 1)));
    }
    return out;
}

// Connects every lower switch to the upper switches with `perPair` links each,
// using uplink ports from kDown on the lower and the next free port on the upper.
void connectTiers(Builder& b, FabricId f, const std::vector<DeviceId>& lower,
                  const std::vector<DeviceId>& upper, int perPair, std::vector<int>& upperNextPort)
{
    for (DeviceId low : lower) {
        int port = kDown;
        for (std::size_t u = 0; u < upper.size(); ++u) {
            for (int k = 0; k < perPair; ++k) {
                b.link(f, {low, port++}, {upper[u], upperNextPort[u]++}, false);
            }
        }
    }
}

} // namespace

Design syntheticCluster(int gpus)
{
    Design d;
    d.name = "synthetic " + std::to_string(gpus) + " GPUs";
    addParts(d);
    d.addRoom(Room{RoomId{}, "hall", 200, 200});
    Builder b{d, RowId{}, 0, kSwitchesPerNetworkRack, RackId{}};
    const int nodes = gpus / 8;
    const int endpointPorts = nodes * 8;
    const int leaves = (endpointPorts + kDown - 1) / kDown;
    std::vector<DeviceId> nodeIds;
    const FabricId mgmtFabric = d.addFabric(
        Fabric{FabricId{}, "oob", NetworkRole::OutOfBandManagement, Topology::Custom, 1.0, {}});
    std::vector<FabricSwitch> mgmtSwitches;
    for (int n = 0; n < nodes; n += kNodesPerRack) {
        const RackId rack = b.newRack("rack-" + std::to_string(n / kNodesPerRack + 1), 100);
        const DeviceId mgmt =
            b.place("oob-" + std::to_string(n / kNodesPerRack + 1), "mgmt", rack, 40);
        mgmtSwitches.push_back({mgmt, 1});
        for (int i = 0; i < kNodesPerRack && n + i < nodes; ++i) {
            const DeviceId node =
                b.place("node-" + std::to_string(n + i + 1), "node", rack, 1 + 8 * i);
            nodeIds.push_back(node);
            b.link(mgmtFabric, {node, 0}, {mgmt, i}, true);
        }
    }
    d.setFabricSwitches(mgmtFabric, std::move(mgmtSwitches));
    const std::vector<DeviceId> leafIds = switches(b, "leaf-", leaves);
    std::vector<FabricSwitch> members;
    for (DeviceId id : leafIds) {
        members.push_back({id, 1});
    }
    Fabric compute{FabricId{}, "compute", NetworkRole::Compute, Topology::FatTree, 1.0, {}};
    const FabricId f = d.addFabric(compute);
    for (int p = 0; p < endpointPorts; ++p) {
        b.link(f, {nodeIds[std::size_t(p / 8)], 1 + p % 8},
               {leafIds[std::size_t(p / kDown)], p % kDown}, false);
    }
    if (leaves > 1 && leaves <= kRadix) {
        const int spines = divisorAtLeast(kDown, (leaves * kDown + kRadix - 1) / kRadix);
        const std::vector<DeviceId> spineIds = switches(b, "spine-", spines);
        std::vector<int> next(spineIds.size(), 0);
        connectTiers(b, f, leafIds, spineIds, kDown / spines, next);
        for (DeviceId id : spineIds) {
            members.push_back({id, 2});
        }
    } else if (leaves > kRadix) {
        const int pods = (leaves + kDown - 1) / kDown;
        const int coresPerPlane = divisorAtLeast(kDown, (pods * kDown + kRadix - 1) / kRadix);
        std::vector<std::vector<DeviceId>> planes(kDown);
        for (int plane = 0; plane < kDown; ++plane) {
            planes[std::size_t(plane)] =
                switches(b, ("core-" + std::to_string(plane + 1) + "-").c_str(), coresPerPlane);
            for (DeviceId id : planes[std::size_t(plane)]) {
                members.push_back({id, 3});
            }
        }
        std::vector<std::vector<int>> coreNext(kDown,
                                               std::vector<int>(std::size_t(coresPerPlane), 0));
        for (int pod = 0; pod < pods; ++pod) {
            const auto first = leafIds.begin() + pod * kDown;
            const std::vector<DeviceId> podLeaves(first, std::min(first + kDown, leafIds.end()));
            const std::vector<DeviceId> aggs =
                switches(b, ("agg-" + std::to_string(pod + 1) + "-").c_str(), kDown);
            std::vector<int> aggNext(aggs.size(), 0);
            connectTiers(b, f, podLeaves, aggs, 1, aggNext);
            for (std::size_t a = 0; a < aggs.size(); ++a) {
                members.push_back({aggs[a], 2});
                connectTiers(b, f, {aggs[a]}, planes[a], kDown / coresPerPlane, coreNext[a]);
            }
        }
    }
    d.setFabricSwitches(f, std::move(members));
    return d;
}

} // namespace cs::bench
