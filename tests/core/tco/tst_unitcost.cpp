// Cost and energy per million tokens (core/tco/unitcost.h) on the shipped
// examples: each figure is the option's cost per GPU-hour over the
// performance model's tokens per GPU-hour, worked out here from the parts.
#include "../exampledesigns.h"
#include "analysis/analysis.h"
#include "io/partcodec.h"
#include "tco/tco.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace cs;

namespace {

// A cloud offer from the bundled catalog, as a design embeds it.
Part catalogOffer(const std::string& id)
{
    QFile f(QStringLiteral(CS_SOURCE_DIR "/catalog/data/cloud-offers.json"));
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot read the cloud offers");
    }
    const nlohmann::json all = nlohmann::json::parse(f.readAll().toStdString());
    for (const nlohmann::json& p : all.is_array() ? all : all["parts"]) {
        if (p["id"] == id) {
            return partFromJson(p, "$");
        }
    }
    qFatal("no offer %s", id.c_str());
}

} // namespace

class TestUnitCost : public QObject
{
    Q_OBJECT

private slots:
    void trainingTokensOnTheH100Example();
    void servedTokensWithoutACloudOffer();
    void noWorkloadNoRow();
};

void TestUnitCost::trainingTokensOnTheH100Example()
{
    // With RunPod's on-demand H100 offer (2.69 USD per GPU-hour) to rent.
    Design d = exampleDesign("h100-32-node.cluster.json");
    d.putPart(catalogOffer("runpod-h100-sxm-on-demand"));
    const tco::TcoResult r = tco::computeTco(d, tco::tcoAssumptionsFor(d));
    QCOMPARE(r.unitCosts.size(), std::size_t(1));
    const tco::UnitCost& u = r.unitCosts.front();
    QCOMPARE(u.kind, std::string("training"));
    QCOMPARE(u.workload, d.workloads.front().name);
    // Tokens per GPU-hour: the best plan's tokens/s × 3,600 ÷ 256 GPUs.
    const analysis::AnalysisReport a = analysis::analyze(d);
    const perf::TrainingEstimate* best = a.performance.workloads.front().bestTraining();
    QVERIFY(sameFigure(u.tokensPerGpuHour, best->tokensPerS * 3600 / 256));
    // Per million: cost per GPU-hour ÷ tokens per GPU-hour × 1e6, for each option.
    QVERIFY(sameFigure(*u.build, *r.build.costPerGpuHour() / u.tokensPerGpuHour * 1e6));
    QVERIFY(r.cloud.offer);
    QVERIFY(sameFigure(*u.cloud, *r.cloud.costPerGpuHour() / u.tokensPerGpuHour * 1e6));
    QVERIFY(sameFigure(*u.cloud / *u.build, *r.cloud.costPerGpuHour() / *r.build.costPerGpuHour()));
    // Energy: IT max × PUE ÷ 256 GPUs, per GPU-hour, over the same tokens.
    QVERIFY(sameFigure(u.energyKwhPerMillionTokens,
                       r.itMaxKw * r.pue / 256 / u.tokensPerGpuHour * 1e6));
    const nlohmann::json j = tco::tcoToJson(r, false);
    QCOMPARE(j["cost_per_million_tokens"][0]["kind"].get<std::string>(), std::string("training"));
    QVERIFY(tco::tcoToText(r).contains(QStringLiteral("Per million tokens trained")));
}

void TestUnitCost::servedTokensWithoutACloudOffer()
{
    // The L40S example has no cloud offer in its parts or in an empty catalog:
    // the cloud figure is absent, build and hybrid are there.
    const Design d = exampleDesign("l40s-inference.cluster.json");
    const tco::TcoResult r = tco::computeTco(d, tco::tcoAssumptionsFor(d));
    QCOMPARE(r.unitCosts.size(), std::size_t(1));
    const tco::UnitCost& u = r.unitCosts.front();
    QCOMPARE(u.kind, std::string("serving"));
    QVERIFY(!r.cloud.offer && !u.cloud);
    const analysis::AnalysisReport a = analysis::analyze(d);
    const perf::InferenceEstimate* best = a.performance.workloads.front().bestInference();
    QVERIFY(sameFigure(u.tokensPerGpuHour, best->outputTokensPerS * 3600 / 64)); // 8 × 8 L40S
    QVERIFY(sameFigure(*u.build, *r.build.costPerGpuHour() / u.tokensPerGpuHour * 1e6));
}

void TestUnitCost::noWorkloadNoRow()
{
    Design d = exampleDesign("h100-32-node.cluster.json");
    d.workloads.clear();
    QVERIFY(tco::computeTco(d, tco::tcoAssumptionsFor(d)).unitCosts.empty());
}

QTEST_GUILESS_MAIN(TestUnitCost)
#include "tst_unitcost.moc"
