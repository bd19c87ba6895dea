// Network analysis: tiers, oversubscription, bisection, hops, link, cable and
// transceiver counts, mismatches, disconnected nodes and growth headroom, each
// against figures worked out by hand in the comments.
#include "analysis/designfacts.h"
#include "analysis/memory.h"
#include "analysis/network.h"
#include "io/designfile.h"
#include "testparts.h"

#include <QTest>

#include <string>

using namespace cs;
using namespace cs::analysis;

namespace {

Part basePart(const std::string& id, PartKind kind)
{
    Part p;
    p.id = id;
    p.kind = kind;
    p.name = id;
    p.vendor = "Test";
    p.source = "test fixture";
    return p;
}

// `ports` identical ports on twin-port cages, like a 64-port 400G InfiniBand switch.
Part switchPart(const std::string& id, int ports, const std::string& protocol = "infiniband",
                bool rdma = true)
{
    Part p = basePart(id, PartKind::Switch);
    p.heightU = 1;
    p.ports = {PortGroup{ports, 400, "OSFP", 2, protocol, "any"}};
    p.networkSwitch = SwitchSpec{protocol, rdma, std::nullopt, "any"};
    return p;
}

Part nicPart(const std::string& id, double gbps, const std::string& protocol)
{
    Part p = basePart(id, PartKind::Nic);
    p.ports = {PortGroup{1, gbps, "OSFP", 1, protocol, "compute"}};
    p.nic = NicSpec{true, 5};
    return p;
}

// A plain server (not a GPU node) whose ports are `ports` single-port NICs.
Part endpointPart(const std::string& id, int ports, const std::string& nic = "nic-400")
{
    Part p = basePart(id, PartKind::Server);
    p.heightU = 1;
    ServerSpec s;
    s.nics = {NicConfig{nic, ports, "compute"}};
    p.server = s;
    return p;
}

Part transceiver(const std::string& id, int ports)
{
    Part p = basePart(id, PartKind::Transceiver);
    p.transceiver = TransceiverSpec{400.0 * ports, ports, "OSFP", "mmf", 50, {}};
    return p;
}

Part cable(const std::string& id, const std::string& type, int breakout)
{
    Part p = basePart(id, PartKind::Cable);
    p.cable = CableSpec{type, 800, 2, 3, breakout, type == "mmf", {}};
    return p;
}

Design baseDesign()
{
    Design d;
    d.name = "network test";
    for (const Part& p :
         {nicPart("nic-400", 400, "infiniband"), nicPart("nic-200", 200, "infiniband"),
          nicPart("nic-eth", 400, "ethernet"), nicPart("nic-any", 400, "any"),
          nicPart("nic-unknown", 400, ""), endpointPart("ep-1", 1), endpointPart("ep-2", 2),
          switchPart("sw-64", 64), switchPart("sw-16", 16), switchPart("sw-9", 9),
          switchPart("sw-12", 12), switchPart("sw-eth", 64, "ethernet", false),
          transceiver("tr-single", 1), transceiver("tr-twin", 2), cable("mmf", "mmf", 1),
          cable("split-dac", "dac", 2)}) {
        d.putPart(p);
    }
    return d;
}

DeviceId addDevice(Design& d, const std::string& part, const std::string& name)
{
    return d.addDevice(Device{DeviceId{}, name, part, std::nullopt, {}});
}

std::vector<DeviceId> addDevices(Design& d, const std::string& part, const std::string& prefix,
                                 int n)
{
    std::vector<DeviceId> ids;
    for (int i = 0; i < n; ++i) {
        ids.push_back(addDevice(d, part, prefix + std::to_string(i + 1)));
    }
    return ids;
}

FabricId addFabric(Design& d, Topology topology, const std::vector<std::vector<DeviceId>>& tiers,
                   NetworkRole role = NetworkRole::Compute)
{
    Fabric f{FabricId{}, "fabric", role, topology, 1.0, {}};
    for (std::size_t t = 0; t < tiers.size(); ++t) {
        for (DeviceId id : tiers[t]) {
            f.switches.push_back(FabricSwitch{id, static_cast<int>(t) + 1});
        }
    }
    return d.addFabric(f);
}

void link(Design& d, FabricId f, PortRef a, PortRef b, const std::string& cablePart = "",
          const std::string& trA = "", const std::string& trB = "", double lengthM = 0)
{
    d.addLink(Link{LinkId{}, f, a, b, cablePart, trA, trB, lengthM});
}

struct TreeShape
{
    int leaves = 0;
    int downPerLeaf = 0;
    int spines = 0;
    int linksPerLeafAndSpine = 0;
    std::string leafPart = "sw-64";
    std::string spinePart = "sw-64";
    int portsPerEndpoint = 1;
};

// A 2-tier tree: leaf l takes its endpoints on ports 0..down-1 (each endpoint
// on consecutive ports) and its uplinks after them; spine s takes the j-th
// link of leaf l on port l·k + j, k links per leaf and spine.
Design fatTree(const TreeShape& t)
{
    Design d = baseDesign();
    const auto leaves = addDevices(d, t.leafPart, "leaf-", t.leaves);
    const auto spines = addDevices(d, t.spinePart, "spine-", t.spines);
    const FabricId f = addFabric(d, Topology::FatTree, {leaves, spines});
    const int k = t.linksPerLeafAndSpine;
    for (int l = 0; l < t.leaves; ++l) {
        const std::string epPart = "ep-" + std::to_string(t.portsPerEndpoint);
        for (int port = 0; port < t.downPerLeaf; port += t.portsPerEndpoint) {
            const DeviceId ep = addDevice(d, epPart, "ep");
            for (int p = 0; p < t.portsPerEndpoint; ++p) {
                link(d, f, {ep, p}, {leaves[l], port + p});
            }
        }
        for (int s = 0; s < t.spines; ++s) {
            for (int j = 0; j < k; ++j) {
                link(d, f, {leaves[l], t.downPerLeaf + s * k + j}, {spines[s], l * k + j});
            }
        }
    }
    return d;
}

NetworkReport analyze(const Design& d)
{
    const DesignFacts facts(d, Assumptions{});
    return analyzeNetwork(facts);
}

} // namespace

class TestNetwork : public QObject
{
    Q_OBJECT

private slots:
    // 512 single-port 400G endpoints on 64-port switches, non-blocking: each
    // leaf has 32 ports down and 32 up, so 512 / 32 = 16 leaves; their
    // 16 × 32 = 512 uplinks fill 512 / 64 = 8 spines, 4 links from each leaf to
    // each spine (4 × 8 = 32 up per leaf; 16 × 4 = 64 ports per spine).
    void nonBlockingFatTree()
    {
        const NetworkReport r = analyze(fatTree({16, 32, 8, 4}));
        QCOMPARE(r.fabrics.size(), std::size_t(1));
        const FabricReport& f = r.fabrics.front();
        QCOMPARE(f.endpoints, 512);
        QCOMPARE(f.endpointPorts, 512);
        QCOMPARE(f.switches, 24);
        QCOMPARE(f.tiers.size(), std::size_t(2));
        QCOMPARE(f.tiers[0].name, std::string("leaf"));
        QCOMPARE(f.tiers[0].switches, 16);
        QCOMPARE(f.tiers[0].portsUsed, 16 * 64);
        QCOMPARE(f.tiers[0].portsFree, 0);
        QCOMPARE(f.tiers[0].downGbps, 16 * 32 * 400.0); // 204,800
        QCOMPARE(f.tiers[0].upGbps, 16 * 32 * 400.0);
        QCOMPARE(f.tiers[0].oversubscription, 1.0);
        QCOMPARE(f.tiers[1].name, std::string("spine"));
        QCOMPARE(f.tiers[1].switches, 8);
        QCOMPARE(f.tiers[1].portsUsed, 512);
        QCOMPARE(f.tiers[1].portsFree, 0);
        QCOMPARE(f.tiers[1].oversubscription, 0.0); // top tier
        QCOMPARE(f.endpointLinks, 512);
        QCOMPARE(f.interSwitchLinks, 512);
        QCOMPARE(f.totalLinks, 1024);
        QCOMPARE(f.bisectionGbps, 0.5 * 512 * 400); // 102,400
        QCOMPARE(f.maxHops, 3);                     // leaf, spine, leaf
        QCOMPARE(f.endToEndOversubscription, 1.0);
        QCOMPARE(f.nodesAddableWithoutNewTier, 0); // every port is taken
        QCOMPARE(f.protocol, std::string("infiniband"));
        QVERIFY(f.rdma);
        // No cable parts and no lengths given: 1024 links of type "none", 0 m.
        QCOMPARE(f.cablesByType, (std::map<std::string, int>{{"none", 1024}}));
        QCOMPARE(f.cablesByLength, (std::map<std::string, int>{{"0-3 m", 1024}}));
        QVERIFY(f.speedMismatches.empty());
        QVERIFY(f.protocolMismatches.empty());
    }

    // 4 leaves with 42 endpoints down and 21 links up (7 to each of 3 spines):
    // 42 × 400 / (21 × 400) = 2 on every leaf. The spines carry 4 × 7 = 28 down
    // and nothing up, so end to end is the leaf's 2 alone. The narrowest
    // boundary is leaf → spine: 4 × 21 × 400 = 33,600 Gb/s, half is 16,800.
    // Headroom: each leaf has 1 free port, ⌊1 · 42/63⌋ = 0 usable keeping 2:1;
    // the spines have 3 × (64 − 28) = 108 free ports, enough for ⌊108 / 21⌋ = 5
    // new leaves of 42 endpoints: 210 single-port endpoints.
    void oversubscribedLeaves()
    {
        const FabricReport f = analyze(fatTree({4, 42, 3, 7})).fabrics.front();
        QCOMPARE(f.tiers[0].oversubscription, 2.0);
        QCOMPARE(f.tiers[0].portsUsed, 4 * 63);
        QCOMPARE(f.tiers[0].portsFree, 4);
        QCOMPARE(f.tiers[1].portsUsed, 3 * 28);
        QCOMPARE(f.tiers[1].portsFree, 108);
        QCOMPARE(f.tiers[1].downGbps, 84 * 400.0);
        QCOMPARE(f.endToEndOversubscription, 2.0);
        QCOMPARE(f.bisectionGbps, 16800.0);
        QCOMPARE(f.nodesAddableWithoutNewTier, 210);
    }

    // 4 leaves of 16 ports: 8 endpoints down, 4 up to the spine of its pod
    // (2 leaves per spine); 2 spines of 16 ports: 8 down, 4 up to 1 core.
    // Boundaries: endpoints 32 × 400 = 12,800; leaf → spine 16 × 400 = 6,400;
    // spine → core 8 × 400 = 3,200, so bisection is 1,600. Both lower tiers are
    // 2:1, end to end 2 × 2 = 4. The longest path is leaf, spine, core, spine,
    // leaf: 5 hops. Headroom, top-down: the core has 16 − 8 = 8 free ports.
    // Each spine has 4 free: ⌊4 · 8/12⌋ = 2 more down needing ⌈2 · 4/8⌉ = 1 up,
    // so 4 down and 2 up for both; 8 − 2 = 6 core ports left give ⌊6 / 4⌋ = 1
    // new spine with 8 down: the spines take 12 more leaf uplinks. Each leaf
    // likewise adds 2 down and 1 up: 8 down, 4 up; 12 − 4 = 8 spine ports give
    // 2 new leaves of 8 down: 8 + 16 = 24 more endpoints.
    void threeTiers()
    {
        Design d = baseDesign();
        const auto leaves = addDevices(d, "sw-16", "leaf-", 4);
        const auto spines = addDevices(d, "sw-16", "spine-", 2);
        const auto cores = addDevices(d, "sw-16", "core-", 1);
        const FabricId f = addFabric(d, Topology::FatTree, {leaves, spines, cores});
        for (int l = 0; l < 4; ++l) {
            for (int p = 0; p < 8; ++p) {
                link(d, f, {addDevice(d, "ep-1", "ep"), 0}, {leaves[l], p});
            }
            for (int j = 0; j < 4; ++j) {
                link(d, f, {leaves[l], 8 + j}, {spines[l / 2], (l % 2) * 4 + j});
            }
        }
        for (int s = 0; s < 2; ++s) {
            for (int j = 0; j < 4; ++j) {
                link(d, f, {spines[s], 8 + j}, {cores[0], s * 4 + j});
            }
        }
        const FabricReport r = analyze(d).fabrics.front();
        QCOMPARE(r.tiers.size(), std::size_t(3));
        QCOMPARE(r.tiers[2].name, std::string("core"));
        QCOMPARE(r.tiers[0].oversubscription, 2.0);
        QCOMPARE(r.tiers[1].oversubscription, 2.0);
        QCOMPARE(r.tiers[2].oversubscription, 0.0);
        QCOMPARE(r.bisectionGbps, 1600.0);
        QCOMPARE(r.endToEndOversubscription, 4.0);
        QCOMPARE(r.maxHops, 5);
        QCOMPARE(r.interSwitchLinks, 16 + 8);
        QCOMPARE(r.nodesAddableWithoutNewTier, 24);
    }

    // Two 16-port leaves, each with 4 two-port endpoints (8 ports down) and
    // 4 links up to one spine; the leaves have 4 free ports each.
    //  - Each leaf can add ⌊4 · 8/12⌋ = 2 down ports keeping 2:1, needing
    //    ⌈2 · 4/8⌉ = 1 uplink: 4 down and 2 up in all.
    //  - 16-port spine: 8 free; 8 − 2 = 6 left give ⌊6 / 4⌋ = 1 new leaf with
    //    8 down: 4 + 8 = 12 endpoint ports = 6 two-port endpoints.
    //  - 12-port spine: 4 free; 4 − 2 = 2 left, too few for a new leaf: 4 ports, 2 endpoints.
    //  - 9-port spine: 1 free, less than the 2 uplinks the leaves want: they get
    //    4 · 1/2 = 2 down ports, 1 endpoint.
    void nodesAddableWithoutNewTier_data()
    {
        QTest::addColumn<QString>("spinePart");
        QTest::addColumn<int>("expected");
        QTest::newRow("room for a new leaf") << "sw-16" << 6;
        QTest::newRow("split headroom only") << "sw-12" << 2;
        QTest::newRow("spine nearly full") << "sw-9" << 1;
    }
    void nodesAddableWithoutNewTier()
    {
        QFETCH(QString, spinePart);
        QFETCH(int, expected);
        TreeShape shape{2, 8, 1, 4, "sw-16", spinePart.toStdString(), 2};
        const FabricReport f = analyze(fatTree(shape)).fabrics.front();
        QCOMPARE(f.endpoints, 8);
        QCOMPARE(f.endpointPorts, 16);
        QCOMPARE(f.tiers[0].oversubscription, 2.0);
        QCOMPARE(f.nodesAddableWithoutNewTier, expected);
    }

    // One 64-port switch with 10 two-port endpoints: 20 ports used, 44 free,
    // so 44 / 2 = 22 more endpoints; one hop; bisection ½ × 20 × 400 = 4,000.
    void singleSwitch()
    {
        Design d = baseDesign();
        const DeviceId sw = addDevice(d, "sw-64", "switch");
        const FabricId f = addFabric(d, Topology::SingleSwitch, {{sw}});
        for (int e = 0; e < 10; ++e) {
            const DeviceId ep = addDevice(d, "ep-2", "ep");
            link(d, f, {ep, 0}, {sw, 2 * e});
            link(d, f, {ep, 1}, {sw, 2 * e + 1});
        }
        const FabricReport r = analyze(d).fabrics.front();
        QCOMPARE(r.tiers.size(), std::size_t(1));
        QCOMPARE(r.tiers[0].name, std::string("switch"));
        QCOMPARE(r.tiers[0].portsFree, 44);
        QCOMPARE(r.tiers[0].oversubscription, 0.0);
        QCOMPARE(r.maxHops, 1);
        QCOMPARE(r.bisectionGbps, 4000.0);
        QCOMPARE(r.endToEndOversubscription, 1.0);
        QCOMPARE(r.nodesAddableWithoutNewTier, 22);
    }

    // Switch S1 and S2 in one tier; twin-port modules count once per two link
    // ends on the same device, breakout cables once per two links at the switch.
    //  L1-L3  single-port endpoints → S1, 10 m fibre, single optic at the endpoint, twin at S1
    //  L4-L5  a two-port endpoint → S1, 10 m fibre, twin optics at both ends
    //  L6     single-port endpoint → S2, 10 m fibre, single / twin
    //  L7-L9  single-port endpoints → S1, 2 m breakout DAC
    //  L10    single-port endpoint → S2, 2 m breakout DAC
    // Switch side: S1 has 3 + 2 = 5 twin ends → 3 modules; S2 has 1 → 1: 4.
    // Endpoint side: 4 single modules (L1-L3, L6) + 1 twin for L4-L5: 5.
    // Cables: 6 fibres; DACs ⌈3/2⌉ = 2 at S1 and ⌈1/2⌉ = 1 at S2: 3.
    void transceiversAndCables()
    {
        Design d = baseDesign();
        const DeviceId s1 = addDevice(d, "sw-64", "s1");
        const DeviceId s2 = addDevice(d, "sw-64", "s2");
        const FabricId f = addFabric(d, Topology::Custom, {{s1, s2}});
        const auto ep = addDevices(d, "ep-1", "ep-", 8);
        const DeviceId dual = addDevice(d, "ep-2", "dual");
        for (int i = 0; i < 3; ++i) {
            link(d, f, {ep[i], 0}, {s1, i}, "mmf", "tr-single", "tr-twin", 10);
        }
        link(d, f, {dual, 0}, {s1, 3}, "mmf", "tr-twin", "tr-twin", 10);
        link(d, f, {dual, 1}, {s1, 4}, "mmf", "tr-twin", "tr-twin", 10);
        link(d, f, {ep[3], 0}, {s2, 0}, "mmf", "tr-single", "tr-twin", 10);
        for (int i = 4; i < 7; ++i) {
            link(d, f, {ep[i], 0}, {s1, i + 1}, "split-dac", "", "", 2);
        }
        link(d, f, {ep[7], 0}, {s2, 1}, "split-dac", "", "", 2);
        const FabricReport r = analyze(d).fabrics.front();
        QCOMPARE(r.totalLinks, 10);
        QCOMPARE(r.endpoints, 9);
        QCOMPARE(r.transceiversSwitchSide, 4);
        QCOMPARE(r.transceiversEndpointSide, 5);
        QCOMPARE(r.cablesByType, (std::map<std::string, int>{{"dac", 3}, {"mmf", 6}}));
        QCOMPARE(r.cablesByLength, (std::map<std::string, int>{{"0-3 m", 3}, {"5-30 m", 6}}));
    }

    // Length buckets: the upper edge belongs to the bucket, the lower does not (except 0).
    void cableLengthBuckets()
    {
        Design d = baseDesign();
        const DeviceId sw = addDevice(d, "sw-64", "switch");
        const FabricId f = addFabric(d, Topology::SingleSwitch, {{sw}});
        const std::vector<double> lengths{0, 3, 3.5, 5, 5.1, 30, 99, 100, 100.5};
        for (std::size_t i = 0; i < lengths.size(); ++i) {
            link(d, f, {addDevice(d, "ep-1", "ep"), 0}, {sw, int(i)}, "mmf", "", "", lengths[i]);
        }
        const FabricReport r = analyze(d).fabrics.front();
        const std::map<std::string, int> expected{
            {"0-3 m", 2}, {"3-5 m", 2}, {"5-30 m", 2}, {"30-100 m", 2}, {">100 m", 1}};
        QCOMPARE(r.cablesByLength, expected);
    }

    // Links of two fabrics added alternately. Fabric A: switch a with three
    // two-port endpoints on their port 0. Fabric B: switch b with the same
    // endpoints on their port 1, plus a link from a's port 63, which makes a
    // an endpoint of B. Used ports count every fabric's links, so A's tier
    // uses 3 + 1 = 4 ports of a; B has 3 + 1 = 4 endpoints and 4 links.
    void interleavedFabrics()
    {
        Design d = baseDesign();
        const DeviceId a = addDevice(d, "sw-64", "a");
        const DeviceId b = addDevice(d, "sw-64", "b");
        const FabricId fa = addFabric(d, Topology::SingleSwitch, {{a}});
        const FabricId fb = addFabric(d, Topology::SingleSwitch, {{b}}, NetworkRole::Storage);
        for (int e = 0; e < 3; ++e) {
            const DeviceId ep = addDevice(d, "ep-2", "ep");
            link(d, fa, {ep, 0}, {a, e});
            link(d, fb, {ep, 1}, {b, e});
        }
        link(d, fb, {a, 63}, {b, 3});
        const NetworkReport r = analyze(d);
        QCOMPARE(r.fabrics[0].endpoints, 3);
        QCOMPARE(r.fabrics[0].totalLinks, 3);
        QCOMPARE(r.fabrics[0].tiers[0].portsUsed, 4);
        QCOMPARE(r.fabrics[0].tiers[0].portsFree, 60);
        QCOMPARE(r.fabrics[1].endpoints, 4);
        QCOMPARE(r.fabrics[1].endpointLinks, 4);
        QCOMPARE(r.fabrics[1].tiers[0].portsUsed, 4);
    }

    // A 200G NIC on a 400G port runs at 200G and is a speed mismatch; an
    // Ethernet NIC on an InfiniBand switch is a protocol mismatch; "any" and an
    // unknown protocol are not. Down bandwidth takes the slower end:
    // 200 + 3 × 400 = 1,400 Gb/s.
    void mismatches()
    {
        Design d = baseDesign();
        for (const Part& p :
             {endpointPart("ep-200", 1, "nic-200"), endpointPart("ep-eth", 1, "nic-eth"),
              endpointPart("ep-any", 1, "nic-any"), endpointPart("ep-unknown", 1, "nic-unknown")}) {
            d.putPart(p);
        }
        const DeviceId sw = addDevice(d, "sw-64", "switch");
        const FabricId f = addFabric(d, Topology::SingleSwitch, {{sw}});
        const DeviceId slow = addDevice(d, "ep-200", "slow");
        const DeviceId eth = addDevice(d, "ep-eth", "eth");
        link(d, f, {slow, 0}, {sw, 0});
        link(d, f, {eth, 0}, {sw, 1});
        link(d, f, {addDevice(d, "ep-any", "any"), 0}, {sw, 2});
        link(d, f, {addDevice(d, "ep-unknown", "unknown"), 0}, {sw, 3});
        const FabricReport r = analyze(d).fabrics.front();
        QCOMPARE(r.speedMismatches.size(), std::size_t(1));
        QCOMPARE(r.speedMismatches[0].link, d.links()[0].id);
        QCOMPARE(r.speedMismatches[0].gbpsA, 200.0);
        QCOMPARE(r.speedMismatches[0].gbpsB, 400.0);
        QCOMPARE(r.protocolMismatches.size(), std::size_t(1));
        QCOMPARE(r.protocolMismatches[0].link, d.links()[1].id);
        QCOMPARE(r.tiers[0].downGbps, 1400.0);
    }

    // Protocol and RDMA come from the switches: an InfiniBand and an Ethernet
    // switch without RDMA make a "mixed" fabric without RDMA.
    void protocolAndRdmaFromSwitches()
    {
        Design d = baseDesign();
        const DeviceId ib = addDevice(d, "sw-64", "ib");
        const DeviceId eth = addDevice(d, "sw-eth", "eth");
        addFabric(d, Topology::Custom, {{ib, eth}});
        const FabricReport r = analyze(d).fabrics.front();
        QCOMPARE(r.protocol, std::string("mixed"));
        QVERIFY(!r.rdma);
        QCOMPARE(r.totalLinks, 0);
        QCOMPARE(r.bisectionGbps, 0.0);
        QCOMPARE(r.maxHops, 0);
    }

    // node-1 and node-4 reach the compute fabric (node-4 by its last compute
    // port); node-2 has no link; node-3 links a compute port only into a
    // storage fabric; node-5 has storage NICs only, so no compute port to
    // leave out; the storage server is no GPU node.
    void disconnectedNodes()
    {
        Design d = test::designWithOneRack();
        d.putPart(test::storageServer());
        const auto nodes = addDevices(d, "test-server", "node-", 4);
        Device storageNicNode{DeviceId{}, "node-5", "test-server", std::nullopt, {}};
        storageNicNode.config.nics = std::vector<NicConfig>{{"test-nic", 2, "storage"}};
        d.addDevice(storageNicNode);
        addDevice(d, "test-storage", "nvme");
        const DeviceId leaf = addDevice(d, "test-switch", "leaf");
        const DeviceId storageLeaf = addDevice(d, "test-switch", "storage-leaf");
        const FabricId compute = addFabric(d, Topology::SingleSwitch, {{leaf}});
        const FabricId storage =
            addFabric(d, Topology::SingleSwitch, {{storageLeaf}}, NetworkRole::Storage);
        link(d, compute, {nodes[0], 1}, {leaf, 0});
        link(d, compute, {nodes[3], 8}, {leaf, 1}); // node-4: one compute link is enough
        link(d, storage, {nodes[2], 1}, {storageLeaf, 0});
        const NetworkReport r = analyze(d);
        QCOMPARE(r.disconnectedNodes, (std::vector<DeviceId>{nodes[1], nodes[2]}));
    }

    // Injection comes from the cables. Each test-server has 8 GPUs and eight
    // 400G compute NICs (ports 1..8). node-1 cables one port to the compute
    // leaf: 1 × 400 / 8 GPUs = 50 Gb/s per GPU, not the 8 × 400 / 8 = 400 of
    // its NICs. node-2 cables ports 1..4 to the compute leaf and port 5 to the
    // storage leaf: 4 × 400 / 8 = 200 Gb/s; the storage link injects nothing
    // into the compute fabric. node-3 cables all eight: 8 × 400 / 8 = 400.
    void injectionCountsCablesNotNics()
    {
        Design d = test::designWithOneRack();
        const auto nodes = addDevices(d, "test-server", "node-", 3);
        const DeviceId leaf = addDevice(d, "test-switch", "leaf");
        const DeviceId storageLeaf = addDevice(d, "test-switch", "storage-leaf");
        const FabricId compute = addFabric(d, Topology::SingleSwitch, {{leaf}});
        const FabricId storage =
            addFabric(d, Topology::SingleSwitch, {{storageLeaf}}, NetworkRole::Storage);
        int leafPort = 0;
        link(d, compute, {nodes[0], 1}, {leaf, leafPort++});
        for (int port = 1; port <= 4; ++port) {
            link(d, compute, {nodes[1], port}, {leaf, leafPort++});
        }
        link(d, storage, {nodes[1], 5}, {storageLeaf, 0});
        for (int port = 1; port <= 8; ++port) {
            link(d, compute, {nodes[2], port}, {leaf, leafPort++});
        }
        const DesignFacts facts(d, Assumptions{});
        const NetworkReport network = analyzeNetwork(facts);
        QCOMPARE(network.nodes.size(), std::size_t(3));
        QCOMPARE(network.nodes[0].computePorts, 8);
        QCOMPARE(network.nodes[0].cabledLinks, 1);
        QCOMPARE(network.nodes[0].cabledGbps, 400.0);
        QCOMPARE(network.nodes[1].cabledLinks, 4);
        QCOMPARE(network.nodes[1].cabledGbps, 1600.0);
        QCOMPARE(network.nodes[2].cabledGbps, 3200.0);
        const MemoryReport memory = analyzeMemory(facts, network);
        QCOMPARE(memory.nodes[0].injectionGbpsPerGpu, 50.0);
        QCOMPARE(memory.nodes[1].injectionGbpsPerGpu, 200.0);
        QCOMPARE(memory.nodes[2].injectionGbpsPerGpu, 400.0);
        // NIC ports per GPU still counts what the NICs offer: 8 ÷ 8 = 1.
        QCOMPARE(memory.nodes[0].nicPortsPerGpu, 1.0);
        // Cluster-wide: (50 + 200 + 400) × 8 GPUs ÷ 24 GPUs = 216.67 Gb/s.
        QCOMPARE(memory.injectionGbpsPerGpu, 650.0 / 3);
    }

    // RDMA is judged on the switches and the GPU nodes: a storage server whose
    // ports offer none (NFS over TCP) leaves a RoCE fabric RDMA-capable; a GPU
    // node on a NIC without RDMA does not.
    void rdmaIsJudgedOnGpuTraffic()
    {
        Design d = test::designWithOneRack();
        d.putPart(switchPart("sw-roce", 64, "ethernet", true));
        Part storage = basePart("tcp-storage", PartKind::Storage);
        storage.ports = {PortGroup{2, 400, "QSFP112", 1, "ethernet", "storage"}};
        storage.storage = StorageSpec{"nvme_server", 100, 10, 5, "NFS"};
        d.putPart(storage);
        Part nic = nicPart("nic-eth", 400, "ethernet");
        d.putPart(nic);
        Device node{DeviceId{}, "node-1", "test-server", std::nullopt, {}};
        node.config.nics = std::vector<NicConfig>{{"nic-eth", 1, "compute"}};
        const DeviceId n = d.addDevice(node);
        const DeviceId nas = addDevice(d, "tcp-storage", "nas");
        const DeviceId sw = addDevice(d, "sw-roce", "roce");
        const FabricId f = addFabric(d, Topology::SingleSwitch, {{sw}});
        link(d, f, {n, 1}, {sw, 0});
        link(d, f, {nas, 0}, {sw, 1});
        QVERIFY(analyze(d).fabrics.front().rdma);
        Part plain = nicPart("nic-eth", 400, "ethernet");
        plain.nic->rdma = false;
        d.putPart(plain);
        QVERIFY(!analyze(d).fabrics.front().rdma);
    }

    // Without a compute fabric nothing counts as left out of it.
    void noComputeFabricNoDisconnectedNodes()
    {
        Design d = test::designWithOneRack();
        addDevices(d, "test-server", "node-", 2);
        const DeviceId sw = addDevice(d, "test-switch", "leaf");
        addFabric(d, Topology::SingleSwitch, {{sw}}, NetworkRole::Storage);
        QVERIFY(analyze(d).disconnectedNodes.empty());
    }

    // The shipped 32-node DGX H100 design. Its compute fabric, by hand from the
    // file: 32 nodes × 8 compute ports = 256 links to 8 QM9700 leaves (32 each),
    // each leaf sends 8 links to each of 4 spines: 8 × 32 = 256 inter-switch
    // links, 64 per spine. Every leaf is 32 down / 32 up: 1:1. Bisection is
    // ½ × 256 × 400 = 51,200 Gb/s. 24 nodes use 10 m fibre with twin-port OSFP
    // modules (24 such links per leaf → 12 modules, ×8 = 96; 8 per node →
    // 4 modules, ×24 = 96); 8 nodes use 5 m ACCs (64 links); the leaf-spine
    // links are 2 m DACs. Leaves (64 ports + management port, all linked)
    // and spines (64 of 64 data ports linked) are full: no headroom.
    void h100Example()
    {
        const DesignLoadResult loaded = loadDesignFile(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error ? loaded.error->toString() : QString()));
        const NetworkReport r = analyze(*loaded.design);
        const FabricReport& f = r.fabrics.front();
        QCOMPARE(f.role, NetworkRole::Compute);
        QCOMPARE(f.endpoints, 32);
        QCOMPARE(f.endpointLinks, 256);
        QCOMPARE(f.interSwitchLinks, 256);
        QCOMPARE(f.tiers.size(), std::size_t(2));
        QCOMPARE(f.tiers[0].switches, 8);
        QCOMPARE(f.tiers[1].switches, 4);
        QCOMPARE(f.tiers[0].oversubscription, 1.0);
        QCOMPARE(f.endToEndOversubscription, 1.0);
        QCOMPARE(f.bisectionGbps, 51200.0);
        QCOMPARE(f.maxHops, 3);
        QCOMPARE(f.protocol, std::string("infiniband"));
        QVERIFY(f.rdma);
        QCOMPARE(f.transceiversSwitchSide, 96);
        QCOMPARE(f.transceiversEndpointSide, 96);
        QCOMPARE(f.cablesByType,
                 (std::map<std::string, int>{{"acc", 64}, {"dac", 256}, {"mmf", 192}}));
        QCOMPARE(f.cablesByLength,
                 (std::map<std::string, int>{{"0-3 m", 256}, {"3-5 m", 64}, {"5-30 m", 192}}));
        QCOMPARE(f.tiers[0].portsFree, 0);
        QCOMPARE(f.tiers[1].portsFree, 0);
        QCOMPARE(f.nodesAddableWithoutNewTier, 0);
        QVERIFY(f.speedMismatches.empty());
        QVERIFY(f.protocolMismatches.empty());
        QVERIFY(r.disconnectedNodes.empty());
    }
};

QTEST_GUILESS_MAIN(TestNetwork)
#include "tst_network.moc"
