// The cluster spec's JSON form (docs/generator-spec.md): defaults, a full
// round trip, and every refusal naming its key.
#include "generator/clusterspec.h"

#include <QTest>

using namespace cs;
using namespace cs::generator;

class TestClusterSpec : public QObject
{
    Q_OBJECT

private slots:
    void defaults();
    void roundTrip();
    void refusals_data();
    void refusals();
};

void TestClusterSpec::defaults()
{
    const ClusterSpec s =
        clusterSpecFromJson(nlohmann::json{{"node", "nvidia-dgx-h100"}, {"gpus", 8}});
    QCOMPARE(s.nodePartId, std::string("nvidia-dgx-h100"));
    QCOMPARE(*s.gpus, 8);
    QVERIFY(!s.nodes);
    QCOMPARE(s.fabric, FabricKind::FatTree);
    QVERIFY(s.computeSwitchPartId.empty()); // picked from the catalog by the node's ports
    QCOMPARE(s.oversubscription, 1.0);
    QCOMPARE(s.planes, 1);
    QCOMPARE(s.rackPartId, std::string("apc-48u-600x1200-deep"));
    QVERIFY(!s.rackPowerKw);
    QVERIFY(!s.cooling);
    QCOMPARE(s.racksPerRow, 10);
    QCOMPARE(s.storageTb, 0.0);
    QVERIFY(s.oobManagement);
}

void TestClusterSpec::roundTrip()
{
    ClusterSpec s;
    s.name = "cluster-a";
    s.nodePartId = "node-part";
    s.nodes = 12;
    s.fabric = FabricKind::RailOptimized;
    s.computeSwitchPartId = "switch-part";
    s.oversubscription = 2;
    s.growthPercent = 25;
    s.planes = 2;
    s.rackPartId = "rack-part";
    s.rackPowerKw = 80;
    s.cooling = CoolingMethod::DirectLiquid;
    s.racksPerRow = 12;
    s.storageTb = 100;
    s.storageReadGBps = 50;
    s.storagePartId = "storage-part";
    s.storageSwitchPartId = "storage-switch";
    s.oobManagement = false;
    s.oobSwitchPartId = "oob-switch";
    s.oobAggregationPartId = "oob-aggregation";
    s.supplyPartIds = {"cable-one", "cable-two"};
    QCOMPARE(clusterSpecFromJson(clusterSpecToJson(s)), s);
    QVERIFY(!clusterSpecToJson(s, false).contains("supply_parts"));
}

void TestClusterSpec::refusals_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("field");
    QTest::newRow("not an object") << "[]"
                                   << "";
    QTest::newRow("unknown key") << R"({"node":"n","gpus":8,"gpu":8})"
                                 << "gpu";
    QTest::newRow("no node") << R"({"gpus":8})"
                             << "node";
    QTest::newRow("neither count") << R"({"node":"n"})"
                                   << "nodes";
    QTest::newRow("both counts") << R"({"node":"n","gpus":8,"nodes":1})"
                                 << "nodes";
    QTest::newRow("zero GPUs") << R"({"node":"n","gpus":0})"
                               << "gpus";
    QTest::newRow("fractional nodes") << R"({"node":"n","nodes":1.5})"
                                      << "nodes";
    QTest::newRow("bad fabric") << R"({"node":"n","gpus":8,"fabric":"torus"})"
                                << "fabric";
    QTest::newRow("oversubscription below 1") << R"({"node":"n","gpus":8,"oversubscription":0.5})"
                                              << "oversubscription";
    QTest::newRow("no planes") << R"({"node":"n","gpus":8,"planes":0})"
                               << "planes";
    QTest::newRow("nine planes") << R"({"node":"n","gpus":8,"planes":9})"
                                 << "planes";
    QTest::newRow("half a plane") << R"({"node":"n","gpus":8,"planes":1.5})"
                                  << "planes";
    QTest::newRow("bad cooling") << R"({"node":"n","gpus":8,"cooling":"water"})"
                                 << "cooling";
    QTest::newRow("negative budget") << R"({"node":"n","gpus":8,"rack_power_kw":-1})"
                                     << "rack_power_kw";
    QTest::newRow("text budget") << R"({"node":"n","gpus":8,"rack_power_kw":"40"})"
                                 << "rack_power_kw";
    QTest::newRow("oob not bool") << R"({"node":"n","gpus":8,"oob_management":1})"
                                  << "oob_management";
    QTest::newRow("supply not ids") << R"({"node":"n","gpus":8,"supply_parts":[1]})"
                                    << "supply_parts";
    QTest::newRow("other format") << R"({"format":"x","node":"n","gpus":8})"
                                  << "format";
    QTest::newRow("newer version") << R"({"format_version":2,"node":"n","gpus":8})"
                                   << "format_version";
}

void TestClusterSpec::refusals()
{
    QFETCH(QString, json);
    QFETCH(QString, field);
    try {
        clusterSpecFromJson(nlohmann::json::parse(json.toStdString()));
        QFAIL("the spec was accepted");
    } catch (const GeneratorError& e) {
        QCOMPARE(QString::fromStdString(e.field()), field);
        QVERIFY2(e.message().endsWith(QLatin1Char('.')), qPrintable(e.message()));
    }
}

QTEST_GUILESS_MAIN(TestClusterSpec)
#include "tst_clusterspec.moc"
