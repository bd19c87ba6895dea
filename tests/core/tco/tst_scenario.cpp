// Scenarios and the side-by-side comparison on the one-node test design
// (tests/support/tcotestdesign.h): 3 years, no discounting, 80% utilisation.
// Every expected value is worked out by hand in the comments.
#include "io/designfile.h"
#include "io/formaterror.h"
#include "tco/comparison.h"
#include "tco/scenario.h"
#include "tco/utilizationcurve.h"

#include "tcotestdesign.h"
#include "testcompare.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cs;
using namespace cs::tco;
using namespace cs::test::tco;
using nlohmann::json;

#define CS_COMPARE_NEAR(actual, expected)                                                          \
    CS_COMPARE_WITHIN(actual, expected, 1e-6 * (1 + std::abs(expected)))

namespace {

// Two nodes on one host design, the three-year assumptions in assumptions.tco.
Design twoNodes()
{
    Design d = oneNode();
    d.addDevice(Device{DeviceId{}, "n2", "t-node", std::nullopt, {}});
    d.tcoAssumptions = tcoSettingsFromJson(tcoAssumptionsToJson(threeYears()));
    return d;
}

Part fasterGpu()
{
    Part p = gpu();
    p.id = "t-gpu-2";
    p.name = "Faster test GPU";
    p.price = usd(30000);
    return p;
}

QString errorPath(const std::function<void()>& f)
{
    try {
        f();
    } catch (const FormatError& e) {
        return QString::fromStdString(e.path());
    }
    return QStringLiteral("no error");
}

} // namespace

class TestScenario : public QObject
{
    Q_OBJECT

private slots:
    void readsAndWritesScenarios()
    {
        const json section = json::parse(R"([
            {"name": "reserved", "description": "1-year commitment",
             "tco": {"cloud_mode": "reserved_1y"}},
            {"name": "smaller", "hardware": {"remove_devices": [2]}},
            {"name": "other", "design": "b.cluster.json",
             "hardware": {"replace_parts": {"t-gpu": "t-gpu-2"}}}])");
        const std::vector<Scenario> s = scenariosFromJson(section, "$.s");
        QCOMPARE(s.size(), std::size_t(3));
        QCOMPARE(s[0].tco["cloud_mode"].get<std::string>(), std::string("reserved_1y"));
        QCOMPARE(s[1].hardware.removeDevices, std::vector<std::uint32_t>{2});
        QCOMPARE(s[2].designFile, std::string("b.cluster.json"));
        QCOMPARE(s[2].hardware.replaceParts.front().second, std::string("t-gpu-2"));
        QCOMPARE(scenariosFromJson(scenariosToJson(s), "$.s"), s);
    }

    void badScenariosNameTheField_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        QTest::newRow("unknown key") << R"([{"name": "a", "hardwar": {}}])"
                                     << "$.s[0].hardwar";
        QTest::newRow("no name") << R"([{"tco": {}}])"
                                 << "$.s[0].name";
        QTest::newRow("empty name") << R"([{"name": ""}])"
                                    << "$.s[0].name";
        QTest::newRow("same name") << R"([{"name": "a"}, {"name": "a"}])"
                                   << "$.s[1].name";
        QTest::newRow("bad tco key") << R"([{"name": "a", "tco": {"horizon_yearz": 3}}])"
                                     << "$.s[0].tco.horizon_yearz";
        QTest::newRow("tco out of range") << R"([{"name": "a", "tco": {"utilization": 2}}])"
                                          << "$.s[0].tco.utilization";
        QTest::newRow("bad device id") << R"([{"name": "a", "hardware": {"remove_devices": [0]}}])"
                                       << "$.s[0].hardware.remove_devices[0]";
        QTest::newRow("not an array") << R"({"name": "a"})"
                                      << "$.s";
    }
    void badScenariosNameTheField()
    {
        QFETCH(QString, text);
        QFETCH(QString, path);
        const json section = json::parse(text.toStdString());
        QCOMPARE(errorPath([&] { scenariosFromJson(section, "$.s"); }), path);
    }

    void loaderRefusesABadScenario()
    {
        json root = json::parse(designToBytes(oneNode()).toStdString());
        root["assumptions"]["scenarios"] = json::parse(R"([{"name": "a", "tco": {"pue": 0.5}}])");
        const DesignLoadResult r = loadDesignBytes(QByteArray::fromStdString(root.dump()),
                                                   QStringLiteral("s.cluster.json"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error->jsonPath, std::string("$.assumptions.scenarios[0].tco.pue"));
        // The design in memory cannot hold it either.
        QCOMPARE(errorPath([&] { scenarioSettingsFromJson(root["assumptions"]["scenarios"]); }),
                 QStringLiteral("$.assumptions.scenarios[0].tco.pue"));
    }

    void assumptionScenarioKeepsTheHostsOtherKeys()
    {
        Design d = twoNodes();
        d.scenarios = scenarioSettingsFromJson(
            json::parse(R"([{"name": "two years", "tco": {"horizon_years": 2}}])"));
        const ScenarioDesign s = resolveScenario(d, "two years", QString());
        const TcoAssumptions a = s.assumptions();
        QCOMPARE(a.horizonYears, 2);
        QCOMPARE(a.utilization, 0.8);  // from the host's section
        QCOMPARE(a.discountRate, 0.0); // from the host's section
        QCOMPARE(s.design.devices().size(), std::size_t(2));
        QCOMPARE(errorPath([&] { resolveScenario(d, "nope", QString()); }),
                 QStringLiteral("$.assumptions.scenarios"));
    }

    void removingANodeHalvesTheHardware()
    {
        Design d = twoNodes();
        d.scenarios = scenarioSettingsFromJson(
            json::parse(R"([{"name": "one", "hardware": {"remove_devices": [2]}}])"));
        const ScenarioDesign s = resolveScenario(d, "one", QString());
        QCOMPARE(s.design.devices().size(), std::size_t(1));
        // One node left: capex 200,000 + 5% = 210,000, as in tst_tco.
        CS_COMPARE_NEAR(computeTco(s.design, s.assumptions()).build.capex, 210000.0);
        d.scenarios = scenarioSettingsFromJson(
            json::parse(R"([{"name": "one", "hardware": {"remove_devices": [7]}}])"));
        QCOMPARE(errorPath([&] { resolveScenario(d, "one", QString()); }),
                 QStringLiteral("$.assumptions.scenarios[0].hardware.remove_devices[0]"));
    }

    void replacingTheDefaultGpuRepricesTheServer()
    {
        Design d = twoNodes();
        d.scenarios = scenarioSettingsFromJson(json::parse(
            R"([{"name": "faster", "hardware": {"replace_parts": {"t-gpu": "t-gpu-2"}}}])"));
        // The new GPU comes from the catalog: the design does not hold it yet.
        const ScenarioDesign s = resolveScenario(d, "faster", QString(), {fasterGpu()});
        QVERIFY(s.design.part("t-gpu-2"));
        QCOMPARE(*s.design.devices().front().config.gpuPartId, std::string("t-gpu-2"));
        // Per node: 200,000 − 8 × 25,000 (default GPUs credited) + 8 × 30,000 = 240,000;
        // two nodes 480,000 of hardware; capex with 5% integration = 504,000.
        const TcoResult r = computeTco(s.design, s.assumptions());
        CS_COMPARE_NEAR(r.bom.total, 480000.0);
        CS_COMPARE_NEAR(r.build.capex, 504000.0);
        QCOMPARE(errorPath([&] { resolveScenario(d, "faster", QString()); }),
                 QStringLiteral("$.assumptions.scenarios[0].hardware.replace_parts.t-gpu"));
    }

    void scenarioCanUseAnotherDesignFile()
    {
        QTemporaryDir dir;
        QVERIFY(!saveDesignFile(oneNode(), dir.filePath(QStringLiteral("small.cluster.json"))));
        Design host = twoNodes();
        host.scenarios = scenarioSettingsFromJson(
            json::parse(R"([{"name": "small", "design": "small.cluster.json"},
                            {"name": "missing", "design": "none.cluster.json"}])"));
        const QString hostPath = dir.filePath(QStringLiteral("host.cluster.json"));
        const ScenarioDesign s = resolveScenario(host, "small", hostPath);
        // The hardware is the other file's (8 GPUs); the assumptions the host's.
        const TcoResult r = computeTco(s.design, s.assumptions());
        QCOMPARE(r.gpus, 8);
        QCOMPARE(r.horizonYears, 3);
        CS_COMPARE_NEAR(r.build.total, 517352.8); // tst_tco's one-server total
        QCOMPARE(errorPath([&] { resolveScenario(host, "missing", hostPath); }),
                 QStringLiteral("$.assumptions.scenarios[1].design"));
    }

    void comparisonTableByHand()
    {
        Design one = oneNode();
        one.tcoAssumptions = tcoSettingsFromJson(tcoAssumptionsToJson(threeYears()));
        const Comparison c =
            compareScenarios({baseScenario(one, "one"), baseScenario(twoNodes(), "two")});
        QCOMPARE(c.columns.size(), std::size_t(2));
        const ComparisonColumn& a = c.columns[0];
        const ComparisonColumn& b = c.columns[1];
        QCOMPARE(a.gpus, 8);
        QCOMPARE(b.gpus, 16);
        // 8 GPUs × 1,000 TFLOPS = 8 PFLOPS; 16 → 16.
        CS_COMPARE_NEAR(a.peakPflopsBf16, 8.0);
        CS_COMPARE_NEAR(b.peakPflopsBf16, 16.0);
        // IT 10 kW per node; facility × PUE 1.5.
        CS_COMPARE_NEAR(b.itKw, 20.0);
        CS_COMPARE_NEAR(b.facilityKw, 30.0);
        QCOMPARE(b.racks, 0);
        CS_COMPARE_NEAR(b.tco.build.capex, 420000.0);
        // Two nodes: 420,000 capex + energy 2 × 33,112.80 + space 2 × 66,240
        // + support 96,000 + staff max(0.5, 2/100) FTE → still 180,000
        // − residual 40,000 = 854,705.60.
        CS_COMPARE_NEAR(b.tco.build.total, 854705.6);
        // Cumulative build 420,000 + 13,186.27 t against cloud 46,720 t:
        // month 12 builds 578,235.20 > 560,640; month 13 builds 591,421.47 ≤ 607,360.
        QCOMPARE(b.tco.breakEvenMonth, std::optional<int>(13));
        const json j = comparisonToJson(c);
        const json& buildRow = j["differences"][6];
        QCOMPARE(buildRow["metric"].get<std::string>(), std::string("build_total"));
        // 854,705.60 − 517,352.80 = 337,352.80.
        CS_COMPARE_NEAR(buildRow["delta"][1].get<double>(), 337352.8);
        CS_COMPARE_NEAR(buildRow["delta"][0].get<double>(), 0.0);
        // Each side's cumulative curve ends at its total: 36 months + day one.
        const json& curve = j["columns"][1]["cumulative"]["build"];
        QCOMPARE(curve.size(), std::size_t(37));
        CS_COMPARE_NEAR(curve.back().get<double>(), 854705.6);
        CS_COMPARE_NEAR(j["columns"][0]["cumulative"]["cloud"].back().get<double>(), 840960.0);
        QVERIFY(comparisonToText(c).contains(QLatin1String("+337,353")));
    }

    void costPerGpuHourCurveCrossesWhereTotalsMeet()
    {
        const UtilizationCurve curve = costDesign(oneNode(), threeYears(), {}, nullptr, 10).curve;
        QCOMPARE(curve.points.size(), std::size_t(10));
        // At u = 0.5: build 492,124 + 31,536 × 0.5 = 507,892 over
        // 8 × 730 × 36 × 0.5 = 105,120 GPU-hours = 4.8316 per GPU-hour.
        CS_COMPARE_NEAR(curve.points[4].utilization, 0.5);
        CS_COMPARE_NEAR(*curve.points[4].buildPerGpuHour, 507892.0 / 105120.0);
        CS_COMPARE_NEAR(*curve.points[4].cloudPerGpuHour, 5.0); // on demand: flat
        // Totals meet at u = 492,124 / (1,051,200 − 31,536), where both cost 5 per GPU-hour.
        QVERIFY(curve.crossingUtilization);
        CS_COMPARE_NEAR(*curve.crossingUtilization, 492124.0 / 1019664.0);
        CS_COMPARE_NEAR(*curve.crossingPerGpuHour, 5.0);
    }

    // The TCO that comes with the curve (one preparation of the design) is
    // the TCO computed alone.
    void costDesignGivesTheTcoWithItsCurve()
    {
        const CostedDesign costed = costDesign(oneNode(), threeYears(), {}, nullptr, 10);
        const TcoResult alone = computeTco(oneNode(), threeYears());
        CS_COMPARE_NEAR(costed.tco.build.total, alone.build.total);
        CS_COMPARE_NEAR(costed.tco.cloud.total, alone.cloud.total);
        QCOMPARE(costed.tco.bom.lines.size(), alone.bom.lines.size());
        QVERIFY(!costed.tco.bom.lines.empty());
    }
};

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
