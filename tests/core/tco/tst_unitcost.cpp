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
    void networkVariantsScaleTheNetworksParts();
    void noWorkloadNoRow();
    void simulationsAndJobsPerQuantityOfWork();
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

void TestUnitCost::networkVariantsScaleTheNetworksParts()
{
    // The H100 example's 70B run on the six network variants. Each variant's
    // build cost per million tokens is (build total + (f − 1) × the network's
    // parts) ÷ delivered GPU-hours ÷ its tokens per GPU-hour × 1e6, f = ½ or 2
    // for the injection variants and 1 otherwise; the network's parts are the
    // bill's NIC, switch, transceiver and cable lines, summed here.
    const Design d = exampleDesign("h100-32-node.cluster.json");
    const tco::TcoResult r = tco::computeTco(d, tco::tcoAssumptionsFor(d));
    const tco::UnitCost& u = r.unitCosts.front();
    double network = 0;
    for (const tco::BomLine& l : r.bom.lines) {
        if (l.category == tco::BomCategory::Nics || l.category == tco::BomCategory::Switches ||
            l.category == tco::BomCategory::Transceivers ||
            l.category == tco::BomCategory::Cables) {
            network += l.amount();
        }
    }
    QVERIFY(network > 0);
    const analysis::AnalysisReport a = analysis::analyze(d);
    const auto& whatIf = a.performance.workloads.front().whatIf;
    QCOMPARE(u.network.size(), whatIf.size());
    QCOMPARE(u.network.size(), std::size_t(6));
    QVERIFY(sameFigure(*u.network.front().build, *u.build)); // as built
    for (std::size_t i = 0; i < whatIf.size(); ++i) {
        const tco::VariantUnitCost& v = u.network[i];
        QCOMPARE(v.variant, whatIf[i].variant);
        const double f = v.variant == perf::NetworkVariantKind::HalfInjection     ? 0.5
                         : v.variant == perf::NetworkVariantKind::DoubleInjection ? 2.0
                                                                                  : 1.0;
        QCOMPARE(v.networkHardwareFactor, f);
        const double tokensPerGpuHour = *whatIf[i].tokensPerSecond * 3600 / 256;
        const double perGpuHour = (r.build.total + (f - 1) * network) / r.build.deliveredGpuHours;
        QVERIFY(sameFigure(*v.build, perGpuHour / tokensPerGpuHour * 1e6));
    }
    const nlohmann::json j = tco::tcoToJson(r, false);
    QCOMPARE(j["cost_per_million_tokens"][0]["network_what_if"][2]["variant"].get<std::string>(),
             std::string("injection_half"));
}

void TestUnitCost::noWorkloadNoRow()
{
    Design d = exampleDesign("h100-32-node.cluster.json");
    d.workloads.clear();
    QVERIFY(tco::computeTco(d, tco::tcoAssumptionsFor(d)).unitCosts.empty());
}

void TestUnitCost::simulationsAndJobsPerQuantityOfWork()
{
    // On the H100 example's 256 GPUs:
    // - an FP64 simulation runs at 67 TFLOP/s (the H100's FP64 matrix peak)
    //   × 0.65 = 43.55e12 FLOP/s a GPU, 1.5678e17 FLOP per GPU-hour, so an
    //   exaFLOP costs 1e18 ÷ 1.5678e17 = 6.378 GPU-hours;
    // - image tagging at 3,000 images/s a GPU (1 kB each: the storage keeps
    //   up) does 10.8e6 images per GPU-hour: a million cost 1 ÷ 10.8 GPU-hours;
    //   at 21 CPU cores a GPU against the DGX's 14 it runs at 2/3 of that.
    Design d = exampleDesign("h100-32-node.cluster.json");
    Workload sim;
    sim.name = "weather";
    sim.hpc = HpcProfile{HpcBound::Compute, HpcPrecision::Fp64, 1e21, 5, std::nullopt};
    Workload job;
    job.name = "tagging";
    job.throughput = ThroughputProfile{
        "images", 1e10, 1, {{"nvidia-h100-sxm5-80gb", 3000, std::nullopt}}, 1e3, std::nullopt};
    d.workloads = {sim, job};
    tco::TcoResult r = tco::computeTco(d, tco::tcoAssumptionsFor(d));
    QCOMPARE(r.workCosts.size(), std::size_t(2));
    const double perGpuHour = *r.build.costPerGpuHour();
    const tco::WorkUnitCost& flops = r.workCosts[0];
    QCOMPARE(flops.unit, std::string("FLOP"));
    QCOMPARE(flops.quantity, 1e18);
    QVERIFY(sameFigure(flops.unitsPerGpuHour, 43.55e12 * 3600));
    QVERIFY(sameFigure(*flops.build, perGpuHour * 1e18 / (43.55e12 * 3600)));
    QVERIFY(sameFigure(flops.energyKwh, r.itMaxKw * r.pue / 256 * 1e18 / (43.55e12 * 3600)));
    const tco::WorkUnitCost& images = r.workCosts[1];
    QCOMPARE(images.quantity, 1e6);
    QVERIFY(sameFigure(*images.build, perGpuHour / 10.8));
    const nlohmann::json j = tco::tcoToJson(r, false);
    QCOMPARE(j["cost_per_unit_of_work"][1]["unit"].get<std::string>(), std::string("images"));
    QVERIFY(tco::tcoToText(r).contains(QStringLiteral("Per million images of \"tagging\"")));
    QVERIFY(tco::tcoToText(r).contains(QStringLiteral("Per exaFLOP of \"weather\"")));

    d.workloads[1].throughput->rates.front().cpuCoresPerGpu = 21;
    r = tco::computeTco(d, tco::tcoAssumptionsFor(d));
    QVERIFY(sameFigure(*r.workCosts[1].build, perGpuHour / 10.8 * 21 / 14));
}

QTEST_GUILESS_MAIN(TestUnitCost)
#include "tst_unitcost.moc"
