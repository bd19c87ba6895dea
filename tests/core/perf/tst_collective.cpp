// Collective costs (core/perf/collective.h) on hand-built hardware
// (hardwarefixtures.h); every expected figure is worked out beside it with
// the constants of core/perf/perfconstants.h.
#include "hardwarefixtures.h"
#include "perf/collective.h"

#include <QTest>

using namespace cs::perf;

class TestCollective : public QObject
{
    Q_OBJECT

private slots:
    void nvlsAllReduceInsideOneNode();
    void ringAllReduceWithoutNvls();
    void nvlsAllGatherForMidSizedMessages();
    void fabricPhaseBindsWhenInjectionHalves();
    void oversubscriptionSlowsGroupsBeyondALeaf();
    void busFactorsFollowNcclTests();
    void noNetworkMeansImpossible();
    void groupsFollowTheRankLayout();
    void namesRoundTrip();
    void aDomainAcrossNodesKeepsTheirTrafficOffTheFabric();
    void superPodNodesFillTheirDomains();
};

namespace {

constexpr double kGiB = 1024.0 * 1024 * 1024;

} // namespace

// NVLS: algbw = 450 × 0.80 × 0.85 = 306 GB/s. 8 GiB = 8.589934592e9 B:
// 8.589934592e9 ÷ 306e9 = 28.07168 ms, + 25 µs latency, + the first 512 KiB
// chunk up to the switch and back on one of 360 ÷ 20 = 18 channels of
// 20 GB/s: 2 × 524,288 ÷ 20e9 = 52.43 µs → 28.14911 ms; algbw 305.16,
// busbw × 2·7/8 = 534.0 GB/s.
void TestCollective::nvlsAllReduceInsideOneNode()
{
    const HardwareView hw = fixtures::h100Nodes(1);
    const CollectiveCost c = costCollective(hw, Collective::AllReduce, 8 * kGiB, groupOf(hw, 8, 1));
    QCOMPARE(c.algorithm, std::string("nvls"));
    QVERIFY(std::abs(c.timeS - 0.02814911) < 1e-7);
    QVERIFY(std::abs(c.algbwGBps - 305.16) < 0.05);
    QVERIFY(std::abs(c.busbwGBps - 534.0) < 0.1);
}

// Ring, Simple: 2·7/8 × 8 GiB ÷ (450 × 0.8 = 360 GB/s) = 41.75663 ms, plus
// NCCL's 8.4 µs base + 14 steps × 3.4 µs = 56 µs, plus the pipeline fill:
// the first 512 KiB chunk over 14 links at 20 GB/s a channel = 367.00 µs →
// 42.17963 ms; busbw = 1.75 × 8.589934592e9 ÷ 42.17963 ms = 356.38 GB/s.
void TestCollective::ringAllReduceWithoutNvls()
{
    HardwareView hw = fixtures::h100Nodes(1);
    hw.scaleUp.nvls = false;
    const CollectiveCost c = costCollective(hw, Collective::AllReduce, 8 * kGiB, groupOf(hw, 8, 1));
    QCOMPARE(c.algorithm, std::string("ring"));
    QCOMPARE(c.protocol, std::string("Simple"));
    QVERIFY(std::abs(c.timeS - 0.04217963) < 1e-7);
    QVERIFY(std::abs(c.busbwGBps - 356.38) < 0.05);
}

// 64 MiB all-gather on 8 GPUs. Ring: 7/8 × 67,108,864 ÷ 360e9 = 163.11 µs,
// fill 7 hops × 466,034 B (67,108,864 ÷ (8 × 18 channels)) ÷ 20e9 = 163.11 µs,
// latency 8.4 + 7 × 3.4 = 32.2 µs: 358.4 µs. NVLS: 163.11 ÷ 0.85 = 191.90 µs
// + 25 µs + 2 hops × 466,034 ÷ 20e9 = 46.60 µs: 263.50 µs, the faster.
void TestCollective::nvlsAllGatherForMidSizedMessages()
{
    const HardwareView hw = fixtures::h100Nodes(1);
    const CollectiveCost c =
        costCollective(hw, Collective::AllGather, 64.0 * 1024 * 1024, groupOf(hw, 8, 1));
    QCOMPARE(c.algorithm, std::string("nvls"));
    QVERIFY(std::abs(c.timeS - 263.50e-6) < 0.01e-6);
}

// 16 GPUs on 2 nodes, 1 GiB, ring (NVLS off). Inside: 1.75 × 1.073741824e9 ÷
// 360e9 = 5.2196 ms. Across at 400 Gb/s = 50 GB/s × 0.96 = 48 GB/s:
// 2·1/2 × (1.073741824e9 ÷ 8) ÷ 48e9 = 2.7962 ms; the phases overlap, so the
// node phase binds. At 100 Gb/s per GPU (12 GB/s) the fabric phase is
// 11.18481 ms and binds: + 11.18481 − 5.21957 = 5.96524 ms. The fill's two
// fabric hops of a 512 KiB chunk on a channel of half the rail (24, then 6
// GB/s) add 2 × 524,288 × (1/6e9 − 1/24e9) = 0.13107 ms: 6.09631 ms in all.
void TestCollective::fabricPhaseBindsWhenInjectionHalves()
{
    HardwareView fast = fixtures::h100Nodes(2, 400);
    fast.scaleUp.nvls = false;
    HardwareView slow = fixtures::h100Nodes(2, 100);
    slow.scaleUp.nvls = false;
    const GroupShape g = groupOf(fast, 16, 1);
    QCOMPARE(g.nodes(), 2);
    const double a = costCollective(fast, Collective::AllReduce, kGiB, g).timeS;
    const double b = costCollective(slow, Collective::AllReduce, kGiB, g).timeS;
    QVERIFY(std::abs((b - a) - 0.00609631) < 2e-7);
}

// 64 nodes, 32 per leaf, 2:1: a DP group of one GPU per node (stride 8) over
// all 64 nodes crosses the spine, so its fabric phase doubles; a group of 32
// nodes stays under one leaf and does not.
void TestCollective::oversubscriptionSlowsGroupsBeyondALeaf()
{
    HardwareView flat = fixtures::h100Nodes(64);
    flat.scaleOut.nodesPerLeaf = 32;
    HardwareView blocked = flat;
    blocked.scaleOut.oversubscription = 2;
    const double bytes = 4 * kGiB;
    const GroupShape wide = groupOf(flat, 64, 8);
    QCOMPARE(wide.gpusPerNode, 1);
    const CollectiveCost a = costCollective(flat, Collective::AllReduce, bytes, wide);
    const CollectiveCost b = costCollective(blocked, Collective::AllReduce, bytes, wide);
    // Fabric phase 2·63/64 × 4.294967296e9 ÷ 48e9 = 176.161 ms, doubled;
    // the latency (the same in both) is under a millisecond.
    QVERIFY(std::abs((b.timeS - a.timeS) - 0.176161) < 2e-6);
    const GroupShape narrow = groupOf(flat, 32, 8);
    QCOMPARE(costCollective(flat, Collective::AllReduce, bytes, narrow).timeS,
             costCollective(blocked, Collective::AllReduce, bytes, narrow).timeS);
}

// nccl-tests: busbw = algbw × 2(n−1)/n for all-reduce, × (n−1)/n for
// all-gather, reduce-scatter and all-to-all, × 1 for send/receive.
void TestCollective::busFactorsFollowNcclTests()
{
    const HardwareView hw = fixtures::h100Nodes(1);
    const GroupShape g = groupOf(hw, 8, 1);
    for (Collective c : {Collective::AllGather, Collective::ReduceScatter, Collective::AllToAll}) {
        const CollectiveCost cost = costCollective(hw, c, kGiB, g);
        QVERIFY(std::abs(cost.busbwGBps / cost.algbwGBps - 7.0 / 8.0) < 1e-9);
    }
    const CollectiveCost p2p = costCollective(hw, Collective::SendRecv, kGiB, groupOf(hw, 2, 1));
    QCOMPARE(p2p.busbwGBps, p2p.algbwGBps);
}

void TestCollective::noNetworkMeansImpossible()
{
    const HardwareView hw = fixtures::h100Nodes(2, 0);
    QVERIFY(!costCollective(hw, Collective::AllReduce, kGiB, groupOf(hw, 16, 1)).possible);
    QVERIFY(costCollective(hw, Collective::AllReduce, kGiB, groupOf(hw, 8, 1)).possible);
}

// Ranks numbered node by node: a group with stride 1 fills a node; with
// stride 8 (behind TP 8) it has one rank per node; stride 2 gives 4 per node.
void TestCollective::groupsFollowTheRankLayout()
{
    const HardwareView hw = fixtures::h100Nodes(16);
    QCOMPARE(groupOf(hw, 16, 1).nodes(), 2);
    QCOMPARE(groupOf(hw, 16, 8).nodes(), 16);
    QCOMPARE(groupOf(hw, 16, 2).gpusPerNode, 4);
    QCOMPARE(groupOf(hw, 2, 1).gpusPerNode, 2);
}

void TestCollective::namesRoundTrip()
{
    for (Collective c : {Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter,
                         Collective::AllToAll, Collective::SendRecv}) {
        QCOMPARE(collectiveFromName(toName(c)), std::optional<Collective>(c));
    }
    QVERIFY(!collectiveFromName("allreduce"));
}

// Two 8-GPU nodes whose scale-up domain joins them (a UB SuperPoD's, no
// in-switch reduction): a 16-rank all-reduce stays inside the domain, one ring
// over the scale-up links and none of it on the fabric. Simple protocol:
// 2·15/16 × 8 GiB ÷ 360e9 = 1.875 × 8.589934592e9 ÷ 360e9 = 44.73924 ms,
// + 8.4 µs + 30 steps × 3.4 µs = 110.4 µs, + the first 512 KiB chunk over 30
// links at 20 GB/s a channel = 786.43 µs → 45.63607 ms. (LL128 is 1/0.92 as
// fast and LL half.) As two nodes of their own the ring is hierarchical and
// its fabric phase runs at the 48 GB/s rail, not at 360.
void TestCollective::aDomainAcrossNodesKeepsTheirTrafficOffTheFabric()
{
    HardwareView joined = fixtures::h100Nodes(2);
    joined.scaleUp.nvls = false;
    joined.scaleUp.domainGpus = 16;
    QCOMPARE(joined.gpusOffFabric(), 16);
    QCOMPARE(joined.nodesOffFabric(), 2);
    const GroupShape g = groupOf(joined, 16, 1);
    QCOMPARE(g.nodes(), 1);
    const CollectiveCost c = costCollective(joined, Collective::AllReduce, 8 * kGiB, g);
    QCOMPARE(c.algorithm, std::string("ring"));
    QCOMPARE(c.protocol, std::string("Simple"));
    QVERIFY2(std::abs(c.timeS - 0.04563607) < 2e-7, qPrintable(QString::number(c.timeS, 'g', 9)));
    HardwareView apart = joined;
    apart.scaleUp.domainGpus = 8;
    const CollectiveCost split =
        costCollective(apart, Collective::AllReduce, 8 * kGiB, groupOf(apart, 16, 1));
    QCOMPARE(split.algorithm, std::string("hierarchical ring"));
    // A pipeline stage's neighbour 8 ranks on is in the other node: inside
    // the joined domain, across the fabric when the nodes stand apart.
    QCOMPARE(neighboursOf(joined, 2, 8).gpusPerNode, 2);
    QCOMPARE(neighboursOf(apart, 2, 8).gpusPerNode, 1);
}

// A CloudMatrix 384 node declares 384 NPUs over 8 of its own: 48 nodes to a
// domain. A design's nodes fill domains of 48, all in one when fewer: 48 and
// 96 nodes give 48, 50 gives 48 (the remainder of 2 taken as full), 47 and
// 24 one domain of theirs, one node 1. A domain no larger than the node joins
// nothing.
void TestCollective::superPodNodesFillTheirDomains()
{
    cs::ServerSpec node;
    node.gpuCount = 8;
    node.scaleUpDomainGpus = 384;
    const std::pair<int, int> cases[] = {{48, 48}, {96, 48}, {50, 48}, {47, 47}, {24, 24}, {1, 1}};
    for (const auto& [nodes, joined] : cases) {
        QCOMPARE(nodesPerScaleUpDomain(node, 8, nodes), joined);
    }
    node.scaleUpDomainGpus = 8;
    QCOMPARE(nodesPerScaleUpDomain(node, 8, 48), 1);
    node.scaleUpDomainGpus = 0;
    QCOMPARE(nodesPerScaleUpDomain(node, 8, 48), 1);
}

QTEST_GUILESS_MAIN(TestCollective)
#include "tst_collective.moc"
