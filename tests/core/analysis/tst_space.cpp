// Space: rack units used and free, the largest free block, weight against the
// rack's load rating, devices deeper than their rack, floor area. Expected
// figures are worked out by hand below.
#include "analysis/designfacts.h"
#include "analysis/space.h"
#include "io/designfile.h"
#include "testparts.h"

#include "testcompare.h"

#include <QTest>

#include <cmath>

using namespace cs;
using namespace cs::analysis;

#define CS_COMPARE_NEAR(actual, expected) CS_COMPARE_WITHIN(actual, expected, 1e-9)

namespace {

Part rackPart(const std::string& id, double depthMm, double widthMm, double weightKg)
{
    Part p = test::rack42u();
    p.id = id;
    p.rack = RackSpec{42, depthMm, widthMm, 1500};
    p.weightKg = weightKg;
    return p;
}

Part devicePart(const Part& base, const std::string& id, double heightU, double depthMm,
                double weightKg)
{
    Part p = base;
    p.id = id;
    p.heightU = heightU;
    p.depthMm = depthMm;
    p.weightKg = weightKg;
    return p;
}

// One 42U rack, 1,200 mm deep, 600 mm wide, 150 kg empty, rated for 1,500 kg.
Design design()
{
    Design d = test::designWithOneRack();
    for (const Part& p : {
             rackPart("t-rack", 1200, 600, 150),
             rackPart("t-rack-800", 1070, 800, 0),
             devicePart(test::gpuServer8u(), "t-node", 8, 900, 130),
             devicePart(test::gpuServer8u(), "t-deep", 8, 1250, 100),
             devicePart(test::leafSwitch(), "t-sw", 1, 400, 10),
             devicePart(test::leafSwitch(), "t-sw-1200", 2, 1200, 20),
             devicePart(test::zeroUPdu(), "t-pdu", 0, 0, 12),
         }) {
        d.putPart(p);
    }
    Rack rack = d.racks().front();
    rack.partId = "t-rack";
    d.updateRack(rack);
    return d;
}

DeviceId add(Design& d, const std::string& part, int u, RackFace face = RackFace::Front,
             bool halfDepth = false)
{
    return d.addDevice(Device{DeviceId{},
                              part + "-" + std::to_string(d.devices().size()),
                              part,
                              Placement{d.racks().front().id, u, face, halfDepth},
                              {}});
}

DeviceId addUnplaced(Design& d, const std::string& part)
{
    return d.addDevice(Device{
        DeviceId{}, part + "-" + std::to_string(d.devices().size()), part, std::nullopt, {}});
}

SpaceReport spaceOf(const Design& d, const Assumptions& assumptions = {})
{
    return analyzeSpace(DesignFacts(d, assumptions));
}

} // namespace

class TestSpace : public QObject
{
    Q_OBJECT

private slots:
    void emptyRack()
    {
        const RackSpace r = spaceOf(design()).rackDetails.front();
        QCOMPARE(r.heightU, 42);
        QCOMPARE(r.usedU, 0);
        QCOMPARE(r.freeU, 42);
        QCOMPARE(r.largestFreeBlockU, 42);
    }

    void halfDepthPairTakesItsUnitOnce()
    {
        Design d = design();
        add(d, "t-sw", 10, RackFace::Front, true);
        add(d, "t-sw", 10, RackFace::Rear, true);
        const RackSpace r = spaceOf(d).rackDetails.front();
        // U10 holds a device on each face but is one rack unit: 1 used, 41 free.
        // Free blocks: U1..U9 (9) and U11..U42 (32).
        QCOMPARE(r.usedU, 1);
        QCOMPARE(r.freeU, 41);
        QCOMPARE(r.largestFreeBlockU, 32);
    }

    void unitsAndFreeBlocks()
    {
        Design d = design();
        add(d, "t-node", 1);                       // U1..U8
        add(d, "t-sw", 20);                        // U20, full depth
        add(d, "t-sw", 41, RackFace::Front, true); // U41 front only
        add(d, "t-sw", 42, RackFace::Front, true); // U42 front...
        add(d, "t-sw", 42, RackFace::Rear, true);  // ...and rear
        add(d, "t-pdu", 0, RackFace::Rear);        // 0U: on the side rails
        const RackSpace r = spaceOf(d).rackDetails.front();
        // Used: 8 + 1 + 1 + 1 = 11 U; free 42 − 11 = 31.
        // Free blocks: U9..U19 (11) and U21..U40 (20): the largest is 20.
        QCOMPARE(r.usedU, 11);
        QCOMPARE(r.freeU, 31);
        QCOMPARE(r.largestFreeBlockU, 20);
    }

    void fullRack()
    {
        Design d = design();
        for (int u = 1; u <= 33; u += 8) {
            add(d, "t-node", u); // five 8U nodes: U1..U40
        }
        add(d, "t-sw", 41);
        add(d, "t-sw", 42);
        const RackSpace r = spaceOf(d).rackDetails.front();
        QCOMPARE(r.usedU, 42);
        QCOMPARE(r.freeU, 0);
        QCOMPARE(r.largestFreeBlockU, 0);
    }

    void weightAgainstLoadRating()
    {
        Design d = design();
        add(d, "t-node", 1);
        add(d, "t-sw", 42, RackFace::Front, true);
        add(d, "t-sw", 42, RackFace::Rear, true);
        add(d, "t-pdu", 0);
        addUnplaced(d, "t-node");
        const RackSpace r = spaceOf(d).rackDetails.front();
        // Rack 150 + node 130 + 2 switches × 10 + PDU 12 = 312 kg; the spare node is not
        // in the rack.
        CS_COMPARE_NEAR(r.weightKg, 312.0);
        CS_COMPARE_NEAR(r.loadLimitKg, 1500.0);
    }

    void devicesDeeperThanRack()
    {
        Design d = design();
        add(d, "t-node", 1);                       // 900 mm: fits
        const DeviceId deep = add(d, "t-deep", 9); // 1,250 mm > 1,200 mm
        add(d, "t-sw-1200", 17);                   // exactly 1,200 mm: fits
        add(d, "t-pdu", 0);                        // no depth given
        const RackSpace r = spaceOf(d).rackDetails.front();
        CS_COMPARE_NEAR(r.depthMm, 1200.0);
        QCOMPARE(r.deeperThanRack, std::vector<DeviceId>{deep});
    }

    void floorArea_data()
    {
        QTest::addColumn<double>("aisleM");
        QTest::addColumn<double>("areaM2");
        // 600 × 1,200 mm rack: 0.6 × (1.2 + 1.2) = 1.44 m²;
        // 800 × 1,070 mm rack: 0.8 × (1.07 + 1.2) = 1.816 m²; together 3.256 m².
        QTest::newRow("default aisle 1.2 m") << 1.2 << 3.256;
        // With 1.0 m of aisle: 0.6 × 2.2 + 0.8 × 2.07 = 1.32 + 1.656 = 2.976 m².
        QTest::newRow("aisle 1.0 m") << 1.0 << 2.976;
    }
    void floorArea()
    {
        QFETCH(double, aisleM);
        QFETCH(double, areaM2);
        Design d = design();
        d.addRack(Rack{RackId{}, "A02", "t-rack-800", RackPosition{d.rows().front().id, 1}, 20,
                       FeedRedundancy::Single, CoolingMethod::Air});
        Assumptions a;
        a.aisleDepthPerRackM = aisleM;
        const SpaceReport s = spaceOf(d, a);
        QCOMPARE(s.racks, 2);
        CS_COMPARE_NEAR(s.floorAreaM2, areaM2);
    }

    void totalsAndUnplaced()
    {
        Design d = design();
        const RackId second =
            d.addRack(Rack{RackId{}, "A02", "t-rack-800", RackPosition{d.rows().front().id, 1}, 20,
                           FeedRedundancy::Single, CoolingMethod::Air});
        add(d, "t-node", 1);
        d.addDevice(
            Device{DeviceId{}, "n2", "t-node", Placement{second, 1, RackFace::Front, false}, {}});
        const DeviceId spare = addUnplaced(d, "t-node");
        const DeviceId pdu = addUnplaced(d, "t-pdu");
        const SpaceReport s = spaceOf(d);
        // Two 42U racks with one 8U node each: 16 used, 84 − 16 = 68 free.
        QCOMPARE(s.racks, 2);
        QCOMPARE(s.usedU, 16);
        QCOMPARE(s.freeU, 68);
        QCOMPARE(s.unplacedDevices, (std::vector<DeviceId>{spare, pdu}));
        // The 800 mm rack states no weight of its own: one 130 kg node.
        CS_COMPARE_NEAR(s.rackDetails[1].weightKg, 130.0);
        CS_COMPARE_NEAR(s.rackDetails[1].depthMm, 1070.0);
    }

    void h100Example()
    {
        const DesignLoadResult loaded = loadDesignFile(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error ? loaded.error->toString() : QString()));
        const SpaceReport s = spaceOf(*loaded.design);
        QCOMPARE(s.racks, 9);
        // rack-01 (48U): DGX H100 (8U) at U2, U10, U18, U26 → U2..U33; SN2201 (1U) at U46.
        // Used 4 × 8 + 1 = 33, free 15. Free blocks: U1 (1), U34..U45 (12), U47..U48 (2).
        const RackSpace& r1 = s.rackDetails[0];
        QCOMPARE(r1.usedU, 33);
        QCOMPARE(r1.freeU, 15);
        QCOMPARE(r1.largestFreeBlockU, 12);
        // Rack 165 kg + 4 × 130 + SN2201 7.41 + 2 PX3 PDUs × 12 = 716.41 kg of 1,363.
        CS_COMPARE_NEAR(r1.weightKg, 716.41);
        CS_COMPARE_NEAR(r1.loadLimitKg, 1363.0);
        // 897 mm DGX in a 1,200 mm rack.
        QVERIFY(r1.deeperThanRack.empty());
        // rack-net: DDN 2U at U1, U3; Arista 7060PX5 2U at U6, U8; QM9700 1U at U12..U19
        // and U22..U25; SN4600C 2U at U38, U40; SN2201 at U46: 4 + 4 + 8 + 4 + 4 + 1 = 25 used.
        // Free blocks: U5, U10..11, U20..21, U26..U37 (12), U42..45, U47..48.
        const RackSpace& net = s.rackDetails[8];
        QCOMPARE(net.usedU, 25);
        QCOMPARE(net.freeU, 23);
        QCOMPARE(net.largestFreeBlockU, 12);
        // 165 + 2 × 35 + 2 × 20 + 12 × 14.8 + 2 × 14 + 7.41 + 2 × 12
        //   = 165 + 70 + 40 + 177.6 + 28 + 7.41 + 24 = 512.01 kg.
        CS_COMPARE_NEAR(net.weightKg, 512.01);
        // Totals: 8 × 33 + 25 = 289 used of 9 × 48 = 432, so 143 free.
        QCOMPARE(s.usedU, 289);
        QCOMPARE(s.freeU, 143);
        // 9 racks × 0.6 × (1.2 + 1.2) = 12.96 m².
        CS_COMPARE_NEAR(s.floorAreaM2, 12.96);
        QVERIFY(s.unplacedDevices.empty());
    }
};

QTEST_GUILESS_MAIN(TestSpace)
#include "tst_space.moc"
