// Power: per-rack sums against the budget and the PDUs of each feed, PSU N+M,
// totals and facility power. Expected figures are worked out by hand below.
#include "analysis/designfacts.h"
#include "analysis/power.h"
#include "io/designfile.h"
#include "testparts.h"

#include "testcompare.h"

#include <QTest>

#include <cmath>

using namespace cs;
using namespace cs::analysis;

#define CS_COMPARE_NEAR(actual, expected) CS_COMPARE_WITHIN(actual, expected, 1e-9)

namespace {

// Shaped like a DGX H100: 10,200 W at peak with eight 700 W GPUs (the test GPU).
Part dgxLike(int psuCount, double psuWatts, int redundant)
{
    Part p = test::gpuServer8u();
    p.id = "t-dgx";
    p.power = PowerWatts{std::nullopt, std::nullopt, 10200};
    p.server->psu = PsuSpec{psuCount, psuWatts, redundant};
    return p;
}

Part switchPart()
{
    Part p = test::leafSwitch();
    p.id = "t-switch";
    p.power = PowerWatts{std::nullopt, 500, 1000};
    return p;
}

Design designWith(const Part& server)
{
    Design d = test::designWithOneRack();
    d.putPart(server);
    d.putPart(switchPart());
    d.putPart(test::zeroUPdu());
    return d;
}

RackId firstRack(const Design& d)
{
    return d.racks().front().id;
}

DeviceId add(Design& d, const std::string& part, std::optional<Placement> where,
             DeviceConfig config = {})
{
    return d.addDevice(Device{DeviceId{}, part + "-" + std::to_string(d.devices().size()), part,
                              where, std::move(config)});
}

Placement at(RackId rack, int u)
{
    return Placement{rack, u, RackFace::Front, false};
}

PowerReport powerOf(const Design& d)
{
    return analyzePower(DesignFacts(d, Assumptions{}));
}

DeviceConfig feed(const char* name)
{
    DeviceConfig c;
    if (name) {
        c.feed = std::string(name);
    }
    return c;
}

} // namespace

class TestPower : public QObject
{
    Q_OBJECT

private slots:
    void oneDgxTotals()
    {
        Design d = designWith(dgxLike(6, 3300, 2));
        d.facility.pue = 1.3;
        add(d, "t-dgx", at(firstRack(d), 1));
        const PowerReport p = powerOf(d);
        // Only the peak is given, so idle and typical come from the default fractions:
        // idle 0.30 × 10.2 = 3.06 kW, typical 0.70 × 10.2 = 7.14 kW.
        CS_COMPARE_NEAR(p.itMaxKw, 10.2);
        CS_COMPARE_NEAR(p.itTypicalKw, 7.14);
        CS_COMPARE_NEAR(p.itIdleKw, 3.06);
        // Facility: 10.2 kW × PUE 1.3 = 13.26 kW.
        CS_COMPARE_NEAR(p.facilityKw, 13.26);
    }

    void configuredGpuCountChangesPower()
    {
        Design d = designWith(dgxLike(6, 3300, 2));
        DeviceConfig four;
        four.gpuCount = 4;
        add(d, "t-dgx", at(firstRack(d), 1), four);
        const PowerReport p = powerOf(d);
        // Four of the eight 700 W GPUs removed: 10,200 − 4 × 700 = 7,400 W.
        CS_COMPARE_NEAR(p.itMaxKw, 7.4);
        CS_COMPARE_NEAR(p.racks.front().maxKw, 7.4);
        // Idle scales with it: 0.30 × 7.4 = 2.22 kW.
        CS_COMPARE_NEAR(p.itIdleKw, 2.22);
    }

    void rackSumsPlacedDevicesOnly()
    {
        Design d = designWith(dgxLike(6, 3300, 2));
        const RackId rack = firstRack(d);
        add(d, "t-dgx", at(rack, 1));
        add(d, "t-dgx", at(rack, 9));
        add(d, "t-switch", at(rack, 42));
        add(d, "t-dgx", std::nullopt); // a spare on the shelf
        const PowerReport p = powerOf(d);
        QCOMPARE(p.racks.size(), std::size_t(1));
        const RackPower& r = p.racks.front();
        QCOMPARE(r.name, std::string("A01"));
        // Max: 2 × 10.2 + 1.0 = 21.4 kW. Typical: 2 × 7.14 + 0.5 (given) = 14.78 kW.
        // Idle: 2 × 3.06 + 0.30 × 1.0 = 6.42 kW.
        CS_COMPARE_NEAR(r.maxKw, 21.4);
        CS_COMPARE_NEAR(r.typicalKw, 14.78);
        CS_COMPARE_NEAR(r.idleKw, 6.42);
        // The spare still counts in the IT total: 21.4 + 10.2 = 31.6 kW.
        CS_COMPARE_NEAR(p.itMaxKw, 31.6);
        // Default PUE 1.5: 31.6 × 1.5 = 47.4 kW.
        CS_COMPARE_NEAR(p.facilityKw, 47.4);
    }

    void usableBudgetHonoursFeeds_data()
    {
        QTest::addColumn<bool>("twoN");
        QTest::addColumn<double>("budgetKw");
        QTest::addColumn<double>("usableKw");
        // powerBudgetKw is what the rack is provisioned with across its feeds.
        // One feed: all of it can be drawn.
        QTest::newRow("single 40") << false << 40.0 << 40.0;
        // 2N: either feed must carry the whole rack alone, so 40 / 2 = 20 kW.
        QTest::newRow("2N 40") << true << 40.0 << 20.0;
        QTest::newRow("2N 45") << true << 45.0 << 22.5;
    }
    void usableBudgetHonoursFeeds()
    {
        QFETCH(bool, twoN);
        QFETCH(double, budgetKw);
        QFETCH(double, usableKw);
        Design d = designWith(dgxLike(6, 3300, 2));
        Rack rack = d.racks().front();
        rack.feeds = twoN ? FeedRedundancy::Redundant2N : FeedRedundancy::Single;
        rack.powerBudgetKw = budgetKw;
        d.updateRack(rack);
        const PowerReport p = powerOf(d);
        CS_COMPARE_NEAR(p.racks.front().budgetKw, budgetKw);
        CS_COMPARE_NEAR(p.racks.front().usableBudgetKw, usableKw);
    }

    void psuRedundancy_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("watts");
        QTest::addColumn<int>("redundant");
        QTest::addColumn<bool>("shortfall");
        QTest::addColumn<double>("capacityW");
        QTest::addColumn<bool>("notRedundant");
        // The node peaks at 10,200 W.
        // DGX H100: 6 × 3,300 W, 4+2: (6 − 2) × 3,300 = 13,200 W ≥ 10,200: carries it.
        QTest::newRow("4+2 of 3300") << 6 << 3300.0 << 2 << false << 13200.0 << false;
        // 4 × 3,000 W, 2+2: (4 − 2) × 3,000 = 6,000 W < 10,200: short.
        QTest::newRow("2+2 of 3000") << 4 << 3000.0 << 2 << true << 6000.0 << false;
        // 4 × 2,550 W, 4+0: 10,200 W, exactly enough, but nothing may fail.
        QTest::newRow("4+0 exact") << 4 << 2550.0 << 0 << false << 10200.0 << true;
        // 2 × 6,000 W, 1+1: 6,000 W < 10,200.
        QTest::newRow("1+1 of 6000") << 2 << 6000.0 << 1 << true << 6000.0 << false;
    }
    void psuRedundancy()
    {
        QFETCH(int, count);
        QFETCH(double, watts);
        QFETCH(int, redundant);
        QFETCH(bool, shortfall);
        QFETCH(double, capacityW);
        QFETCH(bool, notRedundant);
        Design d = designWith(dgxLike(count, watts, redundant));
        const DeviceId node = add(d, "t-dgx", at(firstRack(d), 1));
        add(d, "t-switch", at(firstRack(d), 42)); // no PSU figures: never checked
        const PowerReport p = powerOf(d);
        QCOMPARE(p.psuShortfalls.size(), std::size_t(shortfall ? 1 : 0));
        if (shortfall) {
            QCOMPARE(p.psuShortfalls.front().device, node);
            CS_COMPARE_NEAR(p.psuShortfalls.front().maxW, 10200.0);
            CS_COMPARE_NEAR(p.psuShortfalls.front().capacityNW, capacityW);
        }
        QCOMPARE(p.psuWithoutRedundancy,
                 notRedundant ? std::vector<DeviceId>{node} : std::vector<DeviceId>{});
    }

    void psuCheckUsesConfiguredPower()
    {
        // 2+2 of 3,000 W = 6,000 W. With 8 GPUs (10,200 W) it is short; with 2 GPUs
        // 10,200 − 6 × 700 = 6,000 W, which the two supplies just carry.
        Design d = designWith(dgxLike(4, 3000, 2));
        DeviceConfig two;
        two.gpuCount = 2;
        add(d, "t-dgx", at(firstRack(d), 1), two);
        QVERIFY(powerOf(d).psuShortfalls.empty());
    }

    void pduCapacityPerFeed_data()
    {
        QTest::addColumn<bool>("twoN");
        QTest::addColumn<double>("capacityKw");
        // Three 22 kW PDUs: one on feed A, one with no feed (taken as A), one on B.
        // 2N: feed A has 44 kW, feed B 22 kW; the weaker feed decides: 22 kW.
        QTest::newRow("2N") << true << 22.0;
        // A single feed: all three carry it, 3 × 22 = 66 kW.
        QTest::newRow("single") << false << 66.0;
    }
    void pduCapacityPerFeed()
    {
        QFETCH(bool, twoN);
        QFETCH(double, capacityKw);
        Design d = designWith(dgxLike(6, 3300, 2));
        Rack rack = d.racks().front();
        rack.feeds = twoN ? FeedRedundancy::Redundant2N : FeedRedundancy::Single;
        d.updateRack(rack);
        add(d, "test-pdu", Placement{rack.id, 0, RackFace::Rear, false}, feed("A"));
        add(d, "test-pdu", Placement{rack.id, 0, RackFace::Rear, false}, feed(nullptr));
        add(d, "test-pdu", Placement{rack.id, 0, RackFace::Rear, false}, feed("B"));
        add(d, "test-pdu", std::nullopt, feed("B")); // not in the rack: no help
        const PowerReport p = powerOf(d);
        QCOMPARE(p.racks.front().pdus, 3);
        CS_COMPARE_NEAR(p.racks.front().pduCapacityPerFeedKw, capacityKw);
    }

    void rackWithoutPduHasNoPduCapacity()
    {
        Design d = designWith(dgxLike(6, 3300, 2));
        add(d, "t-dgx", at(firstRack(d), 1));
        const PowerReport p = powerOf(d);
        QCOMPARE(p.racks.front().pdus, 0);
        CS_COMPARE_NEAR(p.racks.front().pduCapacityPerFeedKw, 0.0);
    }

    void maxByPartIsSortedDescending()
    {
        Design d = designWith(dgxLike(6, 3300, 2));
        const RackId rack = firstRack(d);
        add(d, "t-switch", at(rack, 42));
        add(d, "t-dgx", at(rack, 1));
        add(d, "test-pdu", Placement{rack, 0, RackFace::Rear, false});
        add(d, "t-dgx", std::nullopt);
        const PowerReport p = powerOf(d);
        // t-dgx: 2 × 10.2 = 20.4 kW; t-switch: 1.0 kW; the PDU states no power: 0.
        QCOMPARE(p.maxKwByPart.size(), std::size_t(3));
        QCOMPARE(p.maxKwByPart[0].first, std::string("t-dgx"));
        CS_COMPARE_NEAR(p.maxKwByPart[0].second, 20.4);
        QCOMPARE(p.maxKwByPart[1].first, std::string("t-switch"));
        CS_COMPARE_NEAR(p.maxKwByPart[1].second, 1.0);
        QCOMPARE(p.maxKwByPart[2].first, std::string("test-pdu"));
        CS_COMPARE_NEAR(p.maxKwByPart[2].second, 0.0);
    }

    void h100Example()
    {
        const DesignLoadResult loaded = loadDesignFile(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error ? loaded.error->toString() : QString()));
        const PowerReport p = powerOf(*loaded.design);
        QCOMPARE(p.racks.size(), std::size_t(9));
        // rack-01 (catalog figures): 4 DGX H100 × 10,200 W + one SN2201 at 150 W + two
        // Raritan PX3 PDUs at 30 W = 40,800 + 150 + 60 = 41,010 W.
        const RackPower& r1 = p.racks[0];
        QCOMPARE(r1.name, std::string("rack-01"));
        CS_COMPARE_NEAR(r1.maxKw, 41.01);
        // 90 kW provisioned over 2N feeds: 90 / 2 = 45 kW usable, above the 41.01 kW peak.
        CS_COMPARE_NEAR(r1.budgetKw, 90.0);
        CS_COMPARE_NEAR(r1.usableBudgetKw, 45.0);
        QVERIFY(r1.maxKw <= r1.usableBudgetKw);
        // One 43.6 kW PX3 on each feed.
        QCOMPARE(r1.pdus, 2);
        CS_COMPARE_NEAR(r1.pduCapacityPerFeedKw, 43.6);
        // rack-net: 2 DDN × 2,500 + 2 Arista 7060PX5 × 1,800 + 12 QM9700 × 1,700
        // + 2 SN4600C × 800 + SN2201 150 + 2 PDUs × 30 = 5,000 + 3,600 + 20,400 + 1,600 + 150 + 60
        // = 30,810 W.
        QCOMPARE(p.racks[8].name, std::string("rack-net"));
        CS_COMPARE_NEAR(p.racks[8].maxKw, 30.81);
        // 70 kW over 2N: 35 kW usable.
        CS_COMPARE_NEAR(p.racks[8].usableBudgetKw, 35.0);
        // Everything: 8 × 41.01 + 30.81 = 358.89 kW; PUE 1.3 → 466.557 kW.
        CS_COMPARE_NEAR(p.itMaxKw, 358.89);
        CS_COMPARE_NEAR(p.facilityKw, 466.557);
        // DGX H100 supplies: (6 − 2) × 3,300 = 13,200 W ≥ 10,200 W.
        QVERIFY(p.psuShortfalls.empty());
        QVERIFY(p.psuWithoutRedundancy.empty());
    }
};

QTEST_GUILESS_MAIN(TestPower)
#include "tst_power.moc"
