// Fat-tree sizing: switch counts for 1-, 2- and 3-tier fabrics worked out by
// hand, the wiring rules (no port twice, rails), and the three-tier limit.
#include "generator/clusterspec.h"
#include "generator/fattree.h"

#include <QTest>

#include <set>

using namespace cs::generator;

class TestFatTree : public QObject
{
    Q_OBJECT

private slots:
    void switchCounts_data();
    void switchCounts();
    void wiringUsesEveryPortOnce_data();
    void wiringUsesEveryPortOnce();
    void railWiring();
    void threeTierLimit();
};

void TestFatTree::switchCounts_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("portsPerNode");
    QTest::addColumn<int>("targetNodes");
    QTest::addColumn<int>("radix");
    QTest::addColumn<double>("oversubscription");
    QTest::addColumn<bool>("rail");
    QTest::addColumn<int>("tiers");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("middle"); // spines (2 tiers) or aggregation switches (3 tiers)
    QTest::addColumn<int>("top");    // cores

    // 2 nodes x 8 ports = 16 ≤ 64: one switch.
    QTest::newRow("16 ports, k=64") << 2 << 8 << 2 << 64 << 1.0 << false << 1 << 1 << 0 << 0;
    // 64 ports exactly fill one 64-port switch.
    QTest::newRow("64 ports, k=64") << 8 << 8 << 8 << 64 << 1.0 << false << 1 << 1 << 0 << 0;
    // 32 x 8 = 256 ports; d = u = 32; L = 256/32 = 8; S·64 ≥ 8·32 = 256 → S = 4 (divides 32).
    QTest::newRow("256 ports, k=64") << 32 << 8 << 32 << 64 << 1.0 << false << 2 << 8 << 4 << 0;
    // 512 ports: L = 16; S·64 ≥ 16·32 = 512 → S = 8.
    QTest::newRow("512 ports, k=64") << 64 << 8 << 64 << 64 << 1.0 << false << 2 << 16 << 8 << 0;
    // 2,048 ports = k²/2, the 2-tier maximum: L = 64; S·64 ≥ 64·32 → S = 32.
    QTest::newRow("2048 ports, k=64")
        << 256 << 8 << 256 << 64 << 1.0 << false << 2 << 64 << 32 << 0;
    // 2,056 ports: L = 65 > 64 → 3 tiers; pods of 32 leaves: P = ⌈65/32⌉ = 3, aggregation
    // 3·32 = 96; cores per plane C·64 ≥ 3·32 = 96 → C = 2 (divides 32), 32 planes → 64.
    QTest::newRow("2056 ports, k=64")
        << 257 << 8 << 257 << 64 << 1.0 << false << 3 << 65 << 96 << 64;
    // 4,096 ports: L = 128, P = 4, aggregation 128; C·64 ≥ 128 → C = 2 → 64 cores.
    QTest::newRow("4096 ports, k=64")
        << 512 << 8 << 512 << 64 << 1.0 << false << 3 << 128 << 128 << 64;
    // 65,536 = k³/4 ports: L = 2,048, P = 64 = k, aggregation 2,048; C·64 ≥ 64·32 → C = 32 → 1,024
    // cores.
    QTest::newRow("65536 ports, k=64")
        << 8192 << 8 << 8192 << 64 << 1.0 << false << 3 << 2048 << 2048 << 1024;
    // QM8700, k = 40: 800 = k²/2 ports: d = 20, L = 40, S·40 ≥ 40·20 → S = 20.
    QTest::newRow("800 ports, k=40") << 100 << 8 << 100 << 40 << 1.0 << false << 2 << 40 << 20 << 0;
    // k = 40, 808 ports: L = ⌈808/20⌉ = 41 > 40 → pods of 20: P = 3, aggregation 60;
    // C·40 ≥ 3·20 = 60 → C = 2 (divides 20), 20 planes → 40 cores.
    QTest::newRow("808 ports, k=40")
        << 101 << 8 << 101 << 40 << 1.0 << false << 3 << 41 << 60 << 40;
    // Spectrum-4 SN5600 in its 128 x 400G breakout, k = 128, d = u = 64.
    // 8,192 ports = k²/2, the 2-tier maximum: L = 8,192/64 = 128 = k; S·128 ≥ 128·64 → S = 64.
    QTest::newRow("8192 ports, k=128")
        << 1024 << 8 << 1024 << 128 << 1.0 << false << 2 << 128 << 64 << 0;
    // 16,384 ports: L = 256 > 128 → 3 tiers; pods of 64 leaves: P = 4, aggregation 4·64 = 256;
    // C·128 ≥ 4·64 = 256 → C = 2 (divides 64), 64 planes → 128 cores.
    QTest::newRow("16384 ports, k=128")
        << 2048 << 8 << 2048 << 128 << 1.0 << false << 3 << 256 << 256 << 128;
    // 131,072 ports (16,384 DGX H100 x 8): L = 2,048, P = 2,048/64 = 32, aggregation 32·64 =
    // 2,048; C·128 ≥ 32·64 = 2,048 → C = 16 (divides 64), 64 planes → 1,024 cores.
    QTest::newRow("131072 ports, k=128")
        << 16384 << 8 << 16384 << 128 << 1.0 << false << 3 << 2048 << 2048 << 1024;
    // 524,288 = k³/4 ports: L = 8,192, P = 128 = k, aggregation 8,192; C·128 ≥ 128·64 → C = 64
    // → 4,096 cores.
    QTest::newRow("524288 ports, k=128")
        << 65536 << 8 << 65536 << 128 << 1.0 << false << 3 << 8192 << 8192 << 4096;
    // SN5600 in 256 x 200G, k = 256, d = 128: 16,384 ports → L = 128 ≤ 256, 2 tiers;
    // S·256 ≥ 128·128 = 16,384 → S = 64 (32·256 = 8,192 is too few).
    QTest::newRow("16384 ports, k=256")
        << 2048 << 8 << 2048 << 256 << 1.0 << false << 2 << 128 << 64 << 0;
    // r = 3, k = 64: d = round(64·3/4) = 48, u = 16; 1,536 ports → L = 32; S·64 ≥ 32·16 = 512 → S =
    // 8 (divides 16).
    QTest::newRow("1536 ports, k=64, 3:1")
        << 192 << 8 << 192 << 64 << 3.0 << false << 2 << 32 << 8 << 0;
    // Growth: 256 ports now, 512 later (100%): L = 8 but L_target = 16 → S·64 ≥ 16·32 → S = 8.
    QTest::newRow("256 ports, +100%") << 32 << 8 << 64 << 64 << 1.0 << false << 2 << 8 << 8 << 0;
    // Growth past one switch: 48 ports, 72 later > 64 → 2 tiers: L = ⌈48/32⌉ = 2, L_target = 3,
    // S·64 ≥ 3·32 = 96 → S = 2.
    QTest::newRow("48 ports, +50%") << 6 << 8 << 9 << 64 << 1.0 << false << 2 << 2 << 2 << 0;
    // Rail-optimized, 32 nodes x 8 rails: one leaf per rail (32 nodes ≤ d) → L = 8, S = 4.
    QTest::newRow("rail 32 nodes") << 32 << 8 << 32 << 64 << 1.0 << true << 2 << 8 << 4 << 0;
    // Rail-optimized, 40 nodes: ⌈40/32⌉ = 2 leaves per rail → L = 16 (a plain fat tree needs 10);
    // S·64 ≥ 16·32 → S = 8.
    QTest::newRow("rail 40 nodes") << 40 << 8 << 40 << 64 << 1.0 << true << 2 << 16 << 8 << 0;
}

void TestFatTree::switchCounts()
{
    QFETCH(int, nodes);
    QFETCH(int, portsPerNode);
    QFETCH(int, targetNodes);
    QFETCH(int, radix);
    QFETCH(double, oversubscription);
    QFETCH(bool, rail);
    const FatTreePlan p =
        planFatTree(FatTreeInput{nodes, portsPerNode, targetNodes, radix, oversubscription, rail});
    QTEST(p.tiers, "tiers");
    QTEST(p.leaves, "leaves");
    QTEST(p.middleSwitches(), "middle");
    QTEST(p.topSwitches(), "top");
}

void TestFatTree::wiringUsesEveryPortOnce_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("targetNodes");
    QTest::addColumn<double>("oversubscription");
    QTest::addColumn<bool>("rail");
    QTest::addColumn<int>("radix");
    QTest::addColumn<int>("portsPerNode");
    QTest::addColumn<int>("hosts");
    QTest::newRow("1 tier") << 8 << 8 << 1.0 << false << 64 << 8 << 1;
    QTest::newRow("2 tiers") << 40 << 40 << 1.0 << false << 64 << 8 << 1;
    QTest::newRow("2 tiers, growth") << 40 << 100 << 1.0 << false << 64 << 8 << 1;
    QTest::newRow("2 tiers, 3:1") << 100 << 100 << 3.0 << false << 64 << 8 << 1;
    QTest::newRow("2 tiers, rail") << 200 << 200 << 1.0 << true << 64 << 8 << 1;
    QTest::newRow("3 tiers") << 700 << 700 << 1.0 << false << 64 << 8 << 1;
    QTest::newRow("3 tiers, rail") << 1000 << 1000 << 1.0 << true << 64 << 8 << 1;
    QTest::newRow("3 tiers, k=128") << 2048 << 2048 << 1.0 << false << 128 << 8 << 1;
    QTest::newRow("3 tiers, rail, k=128") << 2100 << 2100 << 1.0 << true << 128 << 8 << 1;
    // Rack-scale systems of 18 trays of 4 ports (a GB200 NVL72): one system's
    // trays on one leaf per rail; more trays than down ports (k = 32, d = 16);
    // a third tier (20 systems x 4 rails = 80 leaves > 64); 3:1; and ports
    // that do not share out over the hosts (8 over 3: one rail per port).
    QTest::newRow("rail, 18 hosts") << 8 << 8 << 1.0 << true << 64 << 72 << 18;
    QTest::newRow("rail, hosts above d") << 4 << 4 << 1.0 << true << 32 << 72 << 18;
    QTest::newRow("rail, 18 hosts, 3 tiers") << 20 << 20 << 1.0 << true << 64 << 72 << 18;
    QTest::newRow("rail, 18 hosts, 3:1") << 8 << 8 << 3.0 << true << 64 << 72 << 18;
    QTest::newRow("rail, ports not shared") << 40 << 40 << 1.0 << true << 64 << 8 << 3;
}

// Every endpoint and inter-switch link lands on an existing port of the plan
// (0 ≤ port < k), and no switch port carries two links.
void TestFatTree::wiringUsesEveryPortOnce()
{
    QFETCH(int, nodes);
    QFETCH(int, targetNodes);
    QFETCH(double, oversubscription);
    QFETCH(bool, rail);
    QFETCH(int, radix);
    QFETCH(int, portsPerNode);
    QFETCH(int, hosts);
    const FatTreePlan p = planFatTree(
        FatTreeInput{nodes, portsPerNode, targetNodes, radix, oversubscription, rail, hosts});
    std::set<std::pair<int, int>> used;
    auto take = [&](SwitchPort sp, int tier) {
        QVERIFY(sp.switchIndex >= 0 && sp.switchIndex < p.switches());
        QCOMPARE(p.tierOf(sp.switchIndex), tier);
        QVERIFY(sp.port >= 0 && sp.port < radix);
        QVERIFY2(used.insert({sp.switchIndex, sp.port}).second, "a switch port is used twice");
    };
    for (int n = 0; n < nodes; ++n) {
        for (int i = 0; i < portsPerNode; ++i) {
            take(endpointPort(p, n, i), 1);
        }
    }
    for (const InterSwitchLink& l : interSwitchLinks(p)) {
        take(l.lower, p.tierOf(l.lower.switchIndex));
        take(l.upper, p.tierOf(l.lower.switchIndex) + 1);
    }
    // Every leaf has all u uplinks, every middle switch of a 3-tier all k/2.
    const int expectedUplinks =
        p.tiers == 1 ? 0 : p.leaves * p.up + (p.tiers == 3 ? p.pods * p.up * p.leavesPerPod : 0);
    QCOMPARE(static_cast<int>(interSwitchLinks(p).size()), expectedUplinks);
}

// Rail i of every node lands on a leaf that carries rail i only.
void TestFatTree::railWiring()
{
    const FatTreePlan p = planFatTree(FatTreeInput{100, 8, 100, 64, 1.0, true});
    // ⌈100/32⌉ = 4 groups x 8 rails = 32 leaves.
    QCOMPARE(p.leaves, 32);
    std::vector<int> railOfLeaf(static_cast<std::size_t>(p.leaves), -1);
    for (int n = 0; n < 100; ++n) {
        for (int rail = 0; rail < 8; ++rail) {
            const SwitchPort sp = endpointPort(p, n, rail);
            int& seen = railOfLeaf[static_cast<std::size_t>(sp.switchIndex)];
            QVERIFY(seen == -1 || seen == rail);
            seen = rail;
            QVERIFY(sp.port < p.down);
        }
    }
}

// k = 64, r = 1: at most k³/4 = 65,536 endpoint ports; one node more is refused.
void TestFatTree::threeTierLimit()
{
    QCOMPARE(planFatTree(FatTreeInput{8192, 8, 8192, 64, 1.0, false}).tiers, 3);
    bool threw = false;
    try {
        planFatTree(FatTreeInput{8193, 8, 8193, 64, 1.0, false});
    } catch (const GeneratorError& e) {
        threw = true;
        QCOMPARE(e.field(), std::string("switch"));
    }
    QVERIFY(threw);
    // k = 128: k³/4 = 524,288 ports = 65,536 nodes of 8; one node more is refused.
    QCOMPARE(planFatTree(FatTreeInput{65536, 8, 65536, 128, 1.0, false}).tiers, 3);
    QVERIFY_THROWS_EXCEPTION(GeneratorError,
                             planFatTree(FatTreeInput{65537, 8, 65537, 128, 1.0, false}));
    // Growth counts: 8,000 nodes now, 10% more later (8,800 x 8 > 65,536) is too many.
    QVERIFY_THROWS_EXCEPTION(GeneratorError,
                             planFatTree(FatTreeInput{8000, 8, 8800, 64, 1.0, false}));
}

QTEST_GUILESS_MAIN(TestFatTree)
#include "tst_fattree.moc"
