// What the network buys: the variants change exactly one thing about the
// network, worked out by hand on a small hardware view.
#include "perf/whatif.h"

#include <QTest>

using namespace cs::perf;

namespace {

// 32 nodes of 8 GPUs on NVLink, 400 Gb/s per GPU, non-blocking, 4 nodes per leaf.
HardwareView built()
{
    HardwareView hw;
    hw.nodes = 32;
    hw.gpusPerNode = 8;
    hw.scaleUp.kind = ScaleUpKind::NvSwitch;
    hw.scaleUp.domainGpus = 8;
    hw.scaleUp.gbytesPerSPerDirection = 450;
    hw.scaleUp.nvls = true;
    hw.scaleOut.gbitsPerGpu = 400;
    hw.scaleOut.oversubscription = 1;
    hw.scaleOut.nodesPerLeaf = 4;
    return hw;
}

ScaleUp pcieGen5()
{
    ScaleUp s;
    s.kind = ScaleUpKind::Pcie;
    s.domainGpus = 8;
    s.gbytesPerSPerDirection = 64;
    s.link = "PCIe Gen5 x16";
    return s;
}

} // namespace

class TestWhatIf : public QObject
{
    Q_OBJECT

private slots:
    void eachVariantChangesOneThing()
    {
        const std::vector<NetworkVariant> v = networkVariants(built(), pcieGen5());
        QCOMPARE(v.size(), std::size_t(6));
        QCOMPARE(std::string(keyOf(v[0].kind)), std::string("as_built"));
        QCOMPARE(v[0].hardware.scaleOut.gbitsPerGpu, 400.0);
        // Without the domain: PCIe Gen5's 64 GB/s, no NVLink SHARP; the fabric as built.
        QCOMPARE(std::string(keyOf(v[1].kind)), std::string("no_scale_up_domain"));
        QVERIFY(v[1].hardware.scaleUp.kind == ScaleUpKind::Pcie);
        QCOMPARE(v[1].hardware.scaleUp.gbytesPerSPerDirection, 64.0);
        QVERIFY(!v[1].hardware.scaleUp.nvls);
        QCOMPARE(v[1].hardware.scaleOut.gbitsPerGpu, 400.0);
        // 400 × ½ = 200 and 400 × 2 = 800 Gb/s per GPU; NVLink untouched.
        QCOMPARE(v[2].hardware.scaleOut.gbitsPerGpu, 200.0);
        QCOMPARE(v[3].hardware.scaleOut.gbitsPerGpu, 800.0);
        QVERIFY(v[3].hardware.scaleUp.kind == ScaleUpKind::NvSwitch);
        // 1:1 becomes 2:1 and 4:1 past a leaf of 4 nodes.
        QCOMPARE(v[4].hardware.scaleOut.oversubscription, 2.0);
        QCOMPARE(v[5].hardware.scaleOut.oversubscription, 4.0);
        QCOMPARE(v[5].hardware.scaleOut.nodesPerLeaf, 4);
    }

    // A fabric already 3:1 is not made better by the 2:1 variant; a node
    // already on PCIe keeps its PCIe.
    void variantsNeverImproveWhatTheyLimit()
    {
        HardwareView hw = built();
        hw.scaleOut.oversubscription = 3;
        hw.scaleUp = pcieGen5();
        hw.scaleUp.gbytesPerSPerDirection = 32; // Gen4
        const std::vector<NetworkVariant> v = networkVariants(hw, pcieGen5());
        QCOMPARE(v[4].hardware.scaleOut.oversubscription, 3.0);
        QCOMPARE(v[5].hardware.scaleOut.oversubscription, 4.0);
        QCOMPARE(v[1].hardware.scaleUp.gbytesPerSPerDirection, 32.0);
    }
};

QTEST_GUILESS_MAIN(TestWhatIf)
#include "tst_whatif.moc"
