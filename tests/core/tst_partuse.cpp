// Where a design uses a part: the devices, racks, links, coolers and other
// parts that name it.
#include "designlookup.h"
#include "model/partuse.h"

#include <QTest>

using namespace cs;

class TestPartUse : public QObject
{
    Q_OBJECT

private slots:
    void findsDevicesRacksAndParts()
    {
        const Design d = test::loadDesign(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
        // 32 nodes, dgx-01 … dgx-32, in their racks; no link or rack is a server.
        const PartUse dgx = partUse(d, "nvidia-dgx-h100");
        QCOMPARE(dgx.devices.size(), std::size_t(32));
        QCOMPARE(dgx.devices.front(), std::string("dgx-01"));
        QCOMPARE(dgx.racks, 0);
        QCOMPARE(dgx.links, 0);
        // Every one of the 9 racks (8 compute, 1 network) is the same 48U part.
        QCOMPARE(partUse(d, "apc-48u-600x1200-deep").racks, 9);
        // The GPU is no device of its own: the DGX H100 part names it.
        const PartUse gpu = partUse(d, "nvidia-h100-sxm5-80gb");
        QVERIFY(gpu.devices.empty());
        QCOMPARE(gpu.parts, std::vector<std::string>{"nvidia-dgx-h100"});
    }

    void anUnknownPartIsUsedNowhere()
    {
        const Design d = test::loadDesign(QStringLiteral(CS_TEST_DATA_DIR "/minimal.cluster.json"));
        const PartUse none = partUse(d, "no-such-part");
        QVERIFY(none.devices.empty() && none.parts.empty());
        QCOMPARE(none.racks + none.links + none.coolingUnits, 0);
    }
};

QTEST_MAIN(TestPartUse)
#include "tst_partuse.moc"
