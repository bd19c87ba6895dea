// The performance model inside the analysis (core/analysis/performance.h):
// the design's workloads on the design as built, and the compute section's
// scaling figures from the first training workload, on the shipped examples.
#include "../exampledesigns.h"
#include "analysis/analysis.h"
#include "io/partcodec.h"
#include "report/evaluation.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <map>

using namespace cs;

namespace {

// One GPU of the bundled catalog, as the catalog hands it to the analysis.
Part catalogGpu(const std::string& id)
{
    QFile f(QStringLiteral(CS_SOURCE_DIR "/catalog/data/gpus.json"));
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot read the GPUs");
    }
    const nlohmann::json all = nlohmann::json::parse(f.readAll().toStdString());
    for (const nlohmann::json& p : all["parts"]) {
        if (p["id"] == id) {
            return partFromJson(p, "$");
        }
    }
    qFatal("no GPU %s", id.c_str());
}

} // namespace

class TestPerformance : public QObject
{
    Q_OBJECT

private slots:
    void trainingWorkloadDrivesTheComputeFigures();
    void fp8TrainingCountsAgainstTheFp8Peak();
    void withoutWorkloadsTheFittedCurveStays();
    void aPlanThatCannotRunKeepsTheCurve();
    void servingWorkloadOnTheInferenceExample();
    void evaluationCarriesThePerformanceBlock();
    void theNetworkVariantsOrderAsTheyShould();
    void aFlatWhatIfMeansTheNetworkIsNotTheLimit();
    void aFlatServingWhatIfComparesTokensPerSecond();
    void theNextGpuGenerationRunsOnTheSameNetwork();
};

void TestPerformance::trainingWorkloadDrivesTheComputeFigures()
{
    // 32 × DGX H100: 256 H100s of 989 TFLOPS dense BF16, every one of the 8 × 400G
    // compute ports cabled (400 Gb/s per GPU), non-blocking; the 70B workload.
    const analysis::AnalysisReport r =
        analysis::analyze(exampleDesign("h100-32-node.cluster.json"));
    QVERIFY(r.performance.hardware);
    const perf::HardwareView& hw = *r.performance.hardware;
    QCOMPARE(hw.gpus(), 256);
    QCOMPARE(hw.scaleOut.gbitsPerGpu, 400.0);
    QCOMPARE(hw.scaleUp.domainGpus, 8);
    QCOMPARE(r.performance.workloads.size(), std::size_t(1));
    const analysis::WorkloadPerformance& w = r.performance.workloads.front();
    const perf::TrainingEstimate* best = w.bestTraining();
    QVERIFY(best);
    QVERIFY(w.training->plans.size() <= std::size_t(analysis::kPlansReported));
    // Efficiency = compute ÷ step; effective = MFU × the plan's GPUs × 989 TFLOPS.
    QCOMPARE(r.compute.scalingWorkload, w.name);
    QVERIFY(sameFigure(r.compute.scalingEfficiency, best->breakdown.computeS / best->stepTimeS));
    QVERIFY(sameFigure(r.compute.effectiveTflopsBf16, best->mfu * best->plan.gpus() * 989.0));
    QVERIFY(sameFigure(r.compute.modelledMfu, best->mfu));
    // 2e12 tokens at the plan's rate.
    QVERIFY(sameFigure(best->trainingDays, 2e12 / best->tokensPerS / 86400.0));
}

void TestPerformance::fp8TrainingCountsAgainstTheFp8Peak()
{
    // At FP8 the H100's dense peak is 1,979 TFLOPS (not BF16's 989): the
    // achieved FLOP/s are MFU × the plan's GPUs × 1,979.
    Design d = exampleDesign("h100-32-node.cluster.json");
    d.workloads.front().training->precision = TrainingPrecision::Fp8;
    const analysis::AnalysisReport r = analysis::analyze(d);
    const perf::TrainingEstimate* best = r.performance.workloads.front().bestTraining();
    QVERIFY(best);
    QVERIFY(sameFigure(r.compute.effectiveTflopsBf16, best->mfu * best->plan.gpus() * 1979.0));
}

void TestPerformance::withoutWorkloadsTheFittedCurveStays()
{
    Design d = exampleDesign("h100-32-node.cluster.json");
    d.workloads.clear();
    const analysis::AnalysisReport r = analysis::analyze(d);
    QVERIFY(r.performance.workloads.empty());
    QVERIFY(!r.performance.hardware);
    QVERIFY(r.compute.scalingWorkload.empty());
    // The curve for 256 GPUs on a 1:1 fabric, and peak × efficiency.
    QVERIFY(sameFigure(r.compute.scalingEfficiency,
                       analysis::scalingEfficiency(256, 1.0, r.assumptions)));
    QVERIFY(sameFigure(r.compute.effectiveTflopsBf16,
                       r.compute.peakDenseTflops.bf16 * r.compute.scalingEfficiency));
}

void TestPerformance::aPlanThatCannotRunKeepsTheCurve()
{
    // Four RTX 4090s (24 GB each, 86.4 GB together after the 10% reserve) cannot
    // hold a 70B model's 70e9 × 16 B = 1,120 GB of training state: no plan fits,
    // so the compute figures stay the generic curve's.
    Design d = exampleDesign("lab-4x-rtx4090.cluster.json");
    d.workloads = exampleDesign("h100-32-node.cluster.json").workloads;
    const analysis::AnalysisReport r = analysis::analyze(d);
    const analysis::WorkloadPerformance& w = r.performance.workloads.front();
    QVERIFY(w.problem.empty());
    QVERIFY(!w.bestTraining());
    QVERIFY(w.training->doNotFit > 0);
    QVERIFY(r.compute.scalingWorkload.empty());
    QVERIFY(sameFigure(r.compute.scalingEfficiency,
                       analysis::scalingEfficiency(4, 1.0, r.assumptions)));
}

void TestPerformance::servingWorkloadOnTheInferenceExample()
{
    // 8 servers × 8 L40S (48 GB, PCIe) serving Llama 2 70B at FP8 to 256 users.
    const analysis::AnalysisReport r =
        analysis::analyze(exampleDesign("l40s-inference.cluster.json"));
    const analysis::WorkloadPerformance& w = r.performance.workloads.front();
    const perf::InferenceEstimate* best = w.bestInference();
    QVERIFY(best);
    QCOMPARE(best->replicas * best->plan.gpus() <= 64, true);
    QVERIFY(best->interTokenLatencyMs <= 50.0); // interactive: 20 tokens/s per sequence
    // A serving workload leaves the compute figures to the curve.
    QVERIFY(r.compute.scalingWorkload.empty());
}

void TestPerformance::evaluationCarriesThePerformanceBlock()
{
    const Evaluation e = evaluate(exampleDesign("h100-32-node.cluster.json"), {});
    const nlohmann::json j = evaluationToJson(e);
    const nlohmann::json& p = j["performance"];
    QCOMPARE(p["hardware"]["gpu"].get<std::string>(), std::string("NVIDIA H100 SXM5 80GB"));
    QCOMPARE(p["workloads"].size(), std::size_t(1));
    const nlohmann::json& t = p["workloads"][0]["training"];
    QVERIFY(t["best_runs"].get<bool>());
    QVERIFY(!t["plans"].empty());
    QVERIFY(t["plans"][0].contains("breakdown"));
    QCOMPARE(j["compute"]["scaling_source"].get<std::string>(), std::string("performance_model"));
    const QString text = evaluationToText(e);
    const qsizetype at = text.indexOf(QStringLiteral("Workload  Llama 2 70B pre-training"));
    QVERIFY(at > 0);
    QVERIFY(text.mid(at).section(QLatin1Char('\n'), 1, 1).contains(QStringLiteral("bound by")));
    Design plain = exampleDesign("h100-32-node.cluster.json");
    plain.workloads.clear();
    const nlohmann::json none = evaluationToJson(evaluate(plain, {}));
    QVERIFY(none["performance"]["workloads"].empty());
    QCOMPARE(none["compute"]["scaling_source"].get<std::string>(), std::string("generic_estimate"));
    QVERIFY(evaluationToText(evaluate(plain, {})).contains(QStringLiteral("a generic estimate")));
}

// What the network buys, on the H100 example's 70B pre-training: the model may
// find plans that hide a slower network, but a worse network never makes the
// run faster and a better one never slower; the as-built figure is the one
// the workload rules judge.
void TestPerformance::theNetworkVariantsOrderAsTheyShould()
{
    const Design d = exampleDesign("h100-32-node.cluster.json");
    const analysis::AnalysisReport r = analysis::analyze(d);
    QCOMPARE(r.performance.workloads.size(), std::size_t(1));
    const analysis::WorkloadPerformance& w = r.performance.workloads.front();
    QCOMPARE(w.whatIf.size(), std::size_t(6));
    std::map<std::string, double> days;
    for (const analysis::WhatIfOutcome& o : w.whatIf) {
        QVERIFY2(o.trainingDays, perf::keyOf(o.variant));
        days[perf::keyOf(o.variant)] = *o.trainingDays;
    }
    QVERIFY(w.bestTraining());
    QVERIFY(sameFigure(days["as_built"],
                       analysis::calendarTrainingDays(d.workloads.front(), *w.bestTraining())));
    const double slack = 1e-9;
    QVERIFY(days["injection_half"] >= days["as_built"] - slack);
    QVERIFY(days["injection_double"] <= days["as_built"] + slack);
    QVERIFY(days["no_scale_up_domain"] >= days["as_built"] - slack);
    QVERIFY(days["oversubscription_2"] >= days["as_built"] - slack);
    QVERIFY(days["oversubscription_4"] >= days["oversubscription_2"] - slack);
    qInfo("as built %.1f d, no NVLink %.1f, injection x0.5 %.1f, x2 %.1f, 2:1 %.1f, 4:1 %.1f",
          days["as_built"], days["no_scale_up_domain"], days["injection_half"],
          days["injection_double"], days["oversubscription_2"], days["oversubscription_4"]);
}

// No variant moving the result by more than 0.5% means the network is not the
// limit; a variant where no plan fits always moves it.
void TestPerformance::aFlatWhatIfMeansTheNetworkIsNotTheLimit()
{
    analysis::WorkloadPerformance p;
    p.training = perf::PlanSearch{};
    p.whatIf.resize(3);
    p.whatIf[0].trainingDays = 78.2;
    p.whatIf[1].trainingDays = 78.5; // 0.3 / 78.2 = 0.38% more: within 0.5%
    p.whatIf[2].trainingDays = 78.0; // 0.26% less
    QVERIFY(p.networkMovesNothing());
    p.whatIf[1].trainingDays = 78.7; // 0.5 / 78.2 = 0.64% more
    QVERIFY(!p.networkMovesNothing());
    p.whatIf[1].trainingDays.reset(); // no plan fits there
    QVERIFY(!p.networkMovesNothing());
    p.whatIf.clear(); // no what-if at all says nothing
    QVERIFY(!p.networkMovesNothing());
}

// A serving workload compares output tokens/s, not days.
void TestPerformance::aFlatServingWhatIfComparesTokensPerSecond()
{
    analysis::WorkloadPerformance p;
    p.whatIf.resize(2);
    p.whatIf[0].tokensPerSecond = 4610.0;
    p.whatIf[1].tokensPerSecond = 4600.0; // 10 / 4610 = 0.22% fewer
    p.whatIf[1].trainingDays = 1.0;       // ignored for serving
    QVERIFY(p.networkMovesNothing());
    p.whatIf[1].tokensPerSecond = 4500.0; // 110 / 4610 = 2.4% fewer
    QVERIFY(!p.networkMovesNothing());
}

// The H100 example's GPU names the B200 as its next generation (catalog: the
// DGX B200 datasheet). Without the B200's part the what-if has the six network
// variants; given it, a seventh runs the same 32 nodes with B200s (2,250
// dense BF16 TFLOPS against 989, NVLink5 at 1,800 GB/s against 900) on the
// same fabric: the run cannot take longer, and with more than twice the peak
// it takes fewer days. The network variants' verdict ignores it.
void TestPerformance::theNextGpuGenerationRunsOnTheSameNetwork()
{
    const Design d = exampleDesign("h100-32-node.cluster.json");
    QCOMPARE(analysis::analyze(d).performance.workloads.front().whatIf.size(), std::size_t(6));
    const std::vector<Part> catalog{catalogGpu("nvidia-b200-sxm-192gb")};
    const analysis::AnalysisReport r = analysis::analyze(d, analysis::assumptionsFor(d), catalog);
    const analysis::WorkloadPerformance& w = r.performance.workloads.front();
    QCOMPARE(w.whatIf.size(), std::size_t(7));
    const analysis::WhatIfOutcome& next = w.whatIf.back();
    QCOMPARE(next.variant, perf::NetworkVariantKind::NextGpuGeneration);
    QCOMPARE(next.gpu, std::string("NVIDIA B200 (HGX) 180GB"));
    QVERIFY(next.trainingDays && w.whatIf.front().trainingDays);
    QVERIFY(*next.trainingDays < *w.whatIf.front().trainingDays);
    analysis::WorkloadPerformance flat = w;
    for (analysis::WhatIfOutcome& o : flat.whatIf) {
        if (o.variant != perf::NetworkVariantKind::NextGpuGeneration) {
            o.trainingDays = flat.whatIf.front().trainingDays;
        }
    }
    QVERIFY(flat.networkMovesNothing());
    // evaluate --json names the variant and the GPU.
    const nlohmann::json j = evaluationToJson(evaluate(d, {}, catalog));
    const nlohmann::json& last = j["performance"]["workloads"][0]["network_what_if"].back();
    QCOMPARE(last["variant"].get<std::string>(), std::string("next_gpu_generation"));
    QCOMPARE(last["gpu"].get<std::string>(), std::string("NVIDIA B200 (HGX) 180GB"));
}

QTEST_GUILESS_MAIN(TestPerformance)
#include "tst_performance.moc"
