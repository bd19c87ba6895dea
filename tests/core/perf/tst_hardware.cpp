// The hardware view the performance model reads from a catalog server
// (core/perf/hardware.h): the bundled catalog's parts, every expected figure
// taken from the part's row and its sources.
#include "perf/collective.h"
#include "perf/hardware.h"
#include "referenceruns.h"

#include <QTest>

using namespace cs;
using namespace cs::perf;

class TestHardware : public QObject
{
    Q_OBJECT

private slots:
    void aCloudMatrixKeepsItsNodesOffTheRoceFabric();
    void anNvl72IsOneDomainOfItsOwn();
};

namespace {

const Part& partOf(const PartMap& parts, const std::string& id)
{
    const auto it = parts.find(id);
    if (it == parts.end()) {
        throw std::runtime_error("The bundled catalog has no part " + id);
    }
    return it->second;
}

} // namespace

// A CloudMatrix 384 node (Atlas 800T A3 / Atlas 900 A3 SuperPoD node): 8 Ascend
// 910C packages, each 784 GB/s over UB both ways (392 per direction, Zuo et
// al.), and the UB fabric joins 48 nodes non-blocking, so the row declares a
// domain of 384. 48 nodes are one domain of 384 packages, and so are 50 (48
// and a remainder the model takes as full); 5 nodes one of 40. Scale-out: 16 × 200 Gb/s
// RoCE per node = 400 Gb/s per package. A 16-rank all-reduce on two nodes is
// one ring over UB, not a hierarchical ring over RoCE.
void TestHardware::aCloudMatrixKeepsItsNodesOffTheRoceFabric()
{
    const PartMap parts = reference::bundledCatalog();
    const Part& node = partOf(parts, "huawei-atlas-800t-a3");
    const HardwareView pod = hardwareFromCatalog(node, 48, parts);
    QCOMPARE(pod.scaleUp.domainGpus, 384);
    QCOMPARE(pod.gpusOffFabric(), 384);
    QCOMPARE(pod.nodesOffFabric(), 48);
    QCOMPARE(pod.scaleUp.gbytesPerSPerDirection, 392.0);
    QCOMPARE(pod.scaleUp.link, std::string("HCCS / UB"));
    QVERIFY(!pod.scaleUp.nvls);
    QCOMPARE(pod.scaleOut.gbitsPerGpu, 400.0);
    QCOMPARE(hardwareFromCatalog(node, 50, parts).scaleUp.domainGpus, 384);
    QCOMPARE(hardwareFromCatalog(node, 5, parts).scaleUp.domainGpus, 40);
    QCOMPARE(hardwareFromCatalog(node, 1, parts).scaleUp.domainGpus, 8);
    const HardwareView two = hardwareFromCatalog(node, 2, parts);
    const CollectiveCost c =
        costCollective(two, Collective::AllReduce, 1024.0 * 1024 * 1024, groupOf(two, 16, 1));
    QCOMPARE(c.algorithm, std::string("ring"));
}

// A GB200 NVL72 is one node of 72 GPUs whose NVLink domain is the node: it
// joins no other (72 declared, 72 in the node), so two systems are two
// domains and a 144-rank group crosses the fabric.
void TestHardware::anNvl72IsOneDomainOfItsOwn()
{
    const PartMap parts = reference::bundledCatalog();
    const HardwareView hw = hardwareFromCatalog(partOf(parts, "nvidia-gb200-nvl72"), 2, parts);
    QCOMPARE(hw.scaleUp.domainGpus, 72);
    QCOMPARE(hw.gpusOffFabric(), 72);
    QCOMPARE(groupOf(hw, 144, 1).nodes(), 2);
}

QTEST_GUILESS_MAIN(TestHardware)
#include "tst_hardware.moc"
