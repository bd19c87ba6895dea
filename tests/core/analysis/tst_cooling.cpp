// Cooling: heat in kW, BTU/h and tons; the air/liquid split; each rack's heat
// against its cooling method's limit; installed capacity with N+1. Expected
// figures are worked out by hand below.
#include "analysis/cooling.h"
#include "analysis/designfacts.h"
#include "analysis/power.h"
#include "io/designfile.h"
#include "testparts.h"

#include "testcompare.h"

#include <QTest>

#include <cmath>

using namespace cs;
using namespace cs::analysis;

#define CS_COMPARE_NEAR(actual, expected) CS_COMPARE_WITHIN(actual, expected, 1e-6)

Q_DECLARE_METATYPE(cs::CoolingMethod)

namespace {

// Shaped like a DGX H100: 10,200 W at peak, all of it to air.
Part airServer()
{
    Part p = test::gpuServer8u();
    p.id = "t-dgx";
    p.power = PowerWatts{std::nullopt, std::nullopt, 10200};
    return p;
}

// 10,000 W at peak, 80 % of it removed by cold plates.
Part liquidServer()
{
    Part p = test::gpuServer8u();
    p.id = "t-dlc";
    p.power = PowerWatts{std::nullopt, std::nullopt, 10000};
    p.server->liquidCooledFraction = 0.8;
    return p;
}

Part coolingPart(const std::string& id, const std::string& type, double capacityKw)
{
    Part p = test::rearDoorCooler();
    p.id = id;
    p.cooling = CoolingSpec{type, type == "crah" ? "air" : "liquid", capacityKw};
    return p;
}

Design designWithRack(CoolingMethod method)
{
    Design d = test::designWithOneRack();
    for (const Part& p :
         {airServer(), liquidServer(), test::rearDoorCooler(), coolingPart("t-crah", "crah", 150),
          coolingPart("t-door75", "rdhx", 75)}) {
        d.putPart(p);
    }
    Rack rack = d.racks().front();
    rack.cooling = method;
    d.updateRack(rack);
    return d;
}

DeviceId add(Design& d, const std::string& part, std::optional<int> u)
{
    std::optional<Placement> where;
    if (u) {
        where = Placement{d.racks().front().id, *u, RackFace::Front, false};
    }
    return d.addDevice(
        Device{DeviceId{}, part + "-" + std::to_string(d.devices().size()), part, where, {}});
}

void attach(Design& d, const std::string& part)
{
    d.addCoolingUnit(CoolingUnit{CoolingUnitId{}, part, part, std::nullopt, d.racks().front().id});
}

void standOnFloor(Design& d, const std::string& part)
{
    const RowId row = d.rows().front().id;
    d.addCoolingUnit(CoolingUnit{CoolingUnitId{}, part, part, RackPosition{row, 5}, std::nullopt});
}

CoolingReport coolingOf(const Design& d, const Assumptions& assumptions = {})
{
    const DesignFacts facts(d, assumptions);
    return analyzeCooling(facts, analyzePower(facts));
}

} // namespace

class TestCooling : public QObject
{
    Q_OBJECT

private slots:
    void oneDgxHeat()
    {
        Design d = designWithRack(CoolingMethod::Air);
        add(d, "t-dgx", 1);
        const CoolingReport c = coolingOf(d);
        // 10,200 W × 3.412 = 34,802.4 BTU/h; ÷ 12,000 = 2.9002 tons.
        CS_COMPARE_NEAR(c.heatKw, 10.2);
        CS_COMPARE_NEAR(c.btuPerHour, 34802.4);
        CS_COMPARE_NEAR(c.tons, 2.9002);
        CS_COMPARE_NEAR(c.airKw, 10.2);
        CS_COMPARE_NEAR(c.liquidKw, 0.0);
        CS_COMPARE_NEAR(c.racks.front().heatKw, 10.2);
    }

    void liquidFractionSplitsHeat()
    {
        Design d = designWithRack(CoolingMethod::DirectLiquid);
        add(d, "t-dlc", 1);
        add(d, "t-dgx", 9);
        add(d, "t-dlc", std::nullopt);
        const CoolingReport c = coolingOf(d);
        // Rack: t-dlc 10 kW → 0.8 × 10 = 8 kW to liquid, 2 kW to air; t-dgx 10.2 kW to air.
        // Heat 20.2 kW, liquid 8 kW, air 2 + 10.2 = 12.2 kW.
        const RackCooling& r = c.racks.front();
        CS_COMPARE_NEAR(r.heatKw, 20.2);
        CS_COMPARE_NEAR(r.liquidKw, 8.0);
        CS_COMPARE_NEAR(r.airKw, 12.2);
        // The unplaced t-dlc adds 8 kW liquid and 2 kW air to the totals:
        // heat 30.2, liquid 16, air 14.2 kW.
        CS_COMPARE_NEAR(c.heatKw, 30.2);
        CS_COMPARE_NEAR(c.liquidKw, 16.0);
        CS_COMPARE_NEAR(c.airKw, 14.2);
    }

    void rackLimitFollowsMethod_data()
    {
        QTest::addColumn<CoolingMethod>("method");
        QTest::addColumn<QString>("attached");
        QTest::addColumn<CoolingMethod>("effective");
        QTest::addColumn<double>("limitKw");
        // Defaults from the assumptions: air 40, rear door 60, direct liquid 140 kW.
        QTest::newRow("air") << CoolingMethod::Air << "" << CoolingMethod::Air << 40.0;
        QTest::newRow("rear door")
            << CoolingMethod::RearDoor << "" << CoolingMethod::RearDoor << 60.0;
        QTest::newRow("direct liquid")
            << CoolingMethod::DirectLiquid << "" << CoolingMethod::DirectLiquid << 140.0;
        // A rear door hung on an air rack makes it a rear-door rack. The limit stays the
        // method's 60 kW, not the door's rated 50 kW.
        QTest::newRow("air + door")
            << CoolingMethod::Air << "test-rdhx" << CoolingMethod::RearDoor << 60.0;
        // A door does not downgrade a liquid-cooled rack.
        QTest::newRow("liquid + door")
            << CoolingMethod::DirectLiquid << "test-rdhx" << CoolingMethod::DirectLiquid << 140.0;
        // Only a rear-door heat exchanger changes the method.
        QTest::newRow("air + crah") << CoolingMethod::Air << "t-crah" << CoolingMethod::Air << 40.0;
    }
    void rackLimitFollowsMethod()
    {
        QFETCH(CoolingMethod, method);
        QFETCH(QString, attached);
        QFETCH(CoolingMethod, effective);
        QFETCH(double, limitKw);
        Design d = designWithRack(method);
        if (!attached.isEmpty()) {
            attach(d, attached.toStdString());
        }
        const CoolingReport c = coolingOf(d);
        QCOMPARE(c.racks.front().method, effective);
        CS_COMPARE_NEAR(c.racks.front().limitKw, limitKw);
    }

    void limitsComeFromAssumptions()
    {
        Design d = designWithRack(CoolingMethod::Air);
        Assumptions a;
        a.airLimitKw = 30;
        CS_COMPARE_NEAR(coolingOf(d, a).racks.front().limitKw, 30.0);
    }

    void liquidDevicesNeedALiquidRack_data()
    {
        QTest::addColumn<CoolingMethod>("method");
        QTest::addColumn<bool>("door");
        QTest::addColumn<bool>("flagged");
        QTest::newRow("air") << CoolingMethod::Air << false << true;
        // A rear door cools the exhaust air; cold plates still have no liquid.
        QTest::newRow("rear door") << CoolingMethod::RearDoor << false << true;
        QTest::newRow("air + door") << CoolingMethod::Air << true << true;
        QTest::newRow("direct liquid") << CoolingMethod::DirectLiquid << false << false;
    }
    void liquidDevicesNeedALiquidRack()
    {
        QFETCH(CoolingMethod, method);
        QFETCH(bool, door);
        QFETCH(bool, flagged);
        Design d = designWithRack(method);
        if (door) {
            attach(d, "test-rdhx");
        }
        const DeviceId dlc = add(d, "t-dlc", 1);
        add(d, "t-dgx", 9);            // air-cooled: never flagged
        add(d, "t-dlc", std::nullopt); // not in a rack: nothing to judge
        const CoolingReport c = coolingOf(d);
        QCOMPARE(c.liquidDevicesInAirRacks,
                 flagged ? std::vector<DeviceId>{dlc} : std::vector<DeviceId>{});
    }

    void installedCapacityWithNPlusOne_data()
    {
        QTest::addColumn<QStringList>("units");
        QTest::addColumn<double>("installedKw");
        QTest::addColumn<double>("nMinus1Kw");
        QTest::newRow("none") << QStringList{} << 0.0 << 0.0;
        // One unit: with it down nothing is left.
        QTest::newRow("one crah") << QStringList{"t-crah"} << 150.0 << 0.0;
        // 50 (door) + 150 (CRAH) + 75 (door) = 275 kW; without the 150 kW CRAH: 125 kW.
        QTest::newRow("three") << QStringList{"test-rdhx", "t-crah", "t-door75"} << 275.0 << 125.0;
    }
    void installedCapacityWithNPlusOne()
    {
        QFETCH(QStringList, units);
        QFETCH(double, installedKw);
        QFETCH(double, nMinus1Kw);
        Design d = designWithRack(CoolingMethod::Air);
        for (const QString& unit : units) {
            if (unit == QLatin1String("t-crah")) {
                standOnFloor(d, unit.toStdString());
            } else {
                attach(d, unit.toStdString());
            }
        }
        const CoolingReport c = coolingOf(d);
        QCOMPARE(c.coolingUnits, static_cast<int>(units.size()));
        CS_COMPARE_NEAR(c.installedKw, installedKw);
        CS_COMPARE_NEAR(c.installedNMinus1Kw, nMinus1Kw);
    }

    void h100Example()
    {
        const DesignLoadResult loaded = loadDesignFile(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error ? loaded.error->toString() : QString()));
        const CoolingReport c = coolingOf(*loaded.design);
        QCOMPARE(c.racks.size(), std::size_t(9));
        // rack-01: 4 × 10,200 + 150 (SN2201) + 2 × 30 (PDUs) = 41,010 W, all to air;
        // rear-door rack: limit 60 kW.
        CS_COMPARE_NEAR(c.racks[0].heatKw, 41.01);
        CS_COMPARE_NEAR(c.racks[0].airKw, 41.01);
        QCOMPARE(c.racks[0].method, CoolingMethod::RearDoor);
        CS_COMPARE_NEAR(c.racks[0].limitKw, 60.0);
        // rack-net: 5,000 + 3,600 + 20,400 + 1,600 + 150 + 60 = 30,810 W, air, limit 40 kW.
        CS_COMPARE_NEAR(c.racks[8].heatKw, 30.81);
        QCOMPARE(c.racks[8].method, CoolingMethod::Air);
        CS_COMPARE_NEAR(c.racks[8].limitKw, 40.0);
        // Total 8 × 41.01 + 30.81 = 358.89 kW → 358,890 × 3.412 = 1,224,532.68 BTU/h
        // → ÷ 12,000 = 102.04439 tons. No liquid-cooled parts.
        CS_COMPARE_NEAR(c.heatKw, 358.89);
        CS_COMPARE_NEAR(c.btuPerHour, 1224532.68);
        CS_COMPARE_NEAR(c.tons, 1224532.68 / 12000.0);
        CS_COMPARE_NEAR(c.liquidKw, 0.0);
        // 8 rear doors × 75 + 2 CRAHs × 150 = 900 kW; one CRAH down: 750 kW.
        QCOMPARE(c.coolingUnits, 10);
        CS_COMPARE_NEAR(c.installedKw, 900.0);
        CS_COMPARE_NEAR(c.installedNMinus1Kw, 750.0);
        QVERIFY(c.liquidDevicesInAirRacks.empty());
    }
};

QTEST_GUILESS_MAIN(TestCooling)
#include "tst_cooling.moc"
