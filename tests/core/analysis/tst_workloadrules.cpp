// The workload rules (core/analysis/rules_workload.cpp) on the shipped
// examples: each fires on one design and stays silent on a near miss. The
// values the rules report are the performance model's; what is checked here
// is that each rule compares the right figure with the right threshold, and
// the thresholds are worked out by hand.
#include "../exampledesigns.h"
#include "analysis/analysis.h"
#include "analysis/rules.h"
#include "i18n/translation.h"

#include <QTest>
#include <QTranslator>

#include <algorithm>
#include <cmath>
#include <set>

using namespace cs;
using namespace cs::analysis;

namespace {

std::set<std::string> workloadCodes(const AnalysisReport& r)
{
    std::set<std::string> codes;
    for (const Finding& f : r.findings) {
        if (f.code.rfind("WORKLOAD_", 0) == 0) {
            codes.insert(f.code);
        }
    }
    return codes;
}

const Finding* findingOf(const AnalysisReport& r, const std::string& code)
{
    const auto it = std::find_if(r.findings.begin(), r.findings.end(),
                                 [&](const Finding& f) { return f.code == code; });
    return it == r.findings.end() ? nullptr : &*it;
}

Workload training(double parameters, double days)
{
    Workload w;
    w.name = "run";
    TrainingProfile t;
    t.parameters = parameters;
    t.trainingTokens = 1e11;
    t.targetDays = days;
    w.training = t;
    return w;
}

// Llama 2 7B's shape with a small global batch: 16 sequences over 64 GPUs
// leave each GPU one micro-batch at most, nothing to hide the gradient
// reduction behind.
Workload smallBatch7B(int globalBatch)
{
    Workload w = training(7e9, 1000);
    w.training->globalBatchSequences = globalBatch;
    w.training->shape.layers = 32;
    w.training->shape.hiddenSize = 4096;
    w.training->shape.attentionHeads = 32;
    return w;
}

Workload serving(double parameters, InferencePrecision precision, double target)
{
    Workload w;
    w.name = "serve";
    InferenceProfile p;
    p.parameters = parameters;
    p.precision = precision;
    p.contextLength = 4096;
    p.concurrentSequences = 1;
    p.targetTokensPerSecond = target;
    w.inference = p;
    return w;
}

// Image tagging at 3,000 images/s measured on one H100 SXM.
Workload tagging(double bytesPerImage, double targetDays)
{
    Workload w;
    w.name = "tagging";
    ThroughputProfile t;
    t.unit = "images";
    t.work = 1e10;
    t.targetDays = targetDays;
    t.rates = {{"nvidia-h100-sxm5-80gb", 3000, std::nullopt}};
    t.bytesPerUnit = bytesPerImage;
    w.throughput = t;
    return w;
}

} // namespace

class TestWorkloadRules : public QObject
{
    Q_OBJECT

private slots:
    void trainingMissesItsTarget();
    void noTrainingPlanFitsTheLab();
    void noServingPlanFitsTheLab();
    void tensorParallelismBeyondTheScaleUpDomain();
    void servingAcrossScaleUpDomains();
    void networkBoundTraining();
    void theBoundReadsInTheFindingsLanguage();
    void interactiveLatencyMissed();
    void servingBelowItsTarget();
    void checkpointWriteTooSlow();
    void simulationMissesItsTarget();
    void dataLoaderStarvesTheGpus();
    void tooFewCpuCoresStarveTheGpus();
    void aJobWithoutARateOnTheDesignsGpuIsAProblemNotAFinding();
    void servingOnlyDesignsGetNoTrainingWarnings();
    void everyFindingNamesItsWorkload();
};

void TestWorkloadRules::trainingMissesItsTarget()
{
    // The H100 example's 70B run: the model's days against the 60-day target.
    Design d = exampleDesign("h100-32-node.cluster.json");
    const AnalysisReport r = analyze(d);
    const Finding* f = findingOf(r, "WORKLOAD_TRAINING_MISSES_TARGET");
    QVERIFY(f);
    QCOMPARE(f->threshold, 60.0);
    const perf::TrainingEstimate* best = r.performance.workloads.front().bestTraining();
    QCOMPARE(f->value, best->trainingDays); // training has all the hours
    QVERIFY(f->value > 60.0);
    d.workloads.front().training->targetDays = std::ceil(f->value) + 1;
    QVERIFY(workloadCodes(analyze(d)).empty());
}

void TestWorkloadRules::noTrainingPlanFitsTheLab()
{
    // Four RTX 4090s hold 4 × 24 GB × 0.9 = 86.4 GB; a 70B model's training
    // state is 70e9 × 16 B = 1,120 GB. A 1B model's 16 GB fits.
    Design d = exampleDesign("lab-4x-rtx4090.cluster.json");
    d.workloads = {training(70e9, 1000)};
    const AnalysisReport r = analyze(d);
    const Finding* f = findingOf(r, "WORKLOAD_NO_PLAN_FITS");
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Error);
    QCOMPARE(f->value, 1120.0);
    QVERIFY(std::abs(f->threshold - 86.4) < 1e-9);
    QCOMPARE(workloadCodes(r), std::set<std::string>{"WORKLOAD_NO_PLAN_FITS"});
    d.workloads = {training(1e9, 1000)};
    QVERIFY(workloadCodes(analyze(d)).empty());
}

// A shape the search cannot split without wide tensor parallelism: one
// layer (no pipeline stages), 1,024-token sequences (no context parallelism)
// and a global batch of one sequence (no data parallelism, so no sharded
// optimizer). Its 12 × 61,440² + 2 × 32,000 × 61,440 = 49.2e9 parameters
// carry 16 B each of state: 786 GB. Inside a DGX H100's 8-GPU domain that is
// 98 GB a GPU against 80 × 0.9 = 72 GB usable; TP 16 over two domains halves
// it to 49 GB.
Workload wideOneLayerModel()
{
    Workload w = training(49.2e9, 1000);
    w.training->globalBatchSequences = 1;
    w.training->sequenceLength = 1024;
    w.training->shape.layers = 1;
    w.training->shape.hiddenSize = 61440;
    w.training->shape.attentionHeads = 480;
    w.training->shape.kvHeads = 16;
    w.training->shape.ffnHiddenSize = 4 * 61440;
    w.training->shape.vocabSize = 32000;
    return w;
}

void TestWorkloadRules::tensorParallelismBeyondTheScaleUpDomain()
{
    Design d = exampleDesign("h100-32-node.cluster.json");
    d.workloads = {wideOneLayerModel()};
    AnalysisReport r = analyze(d);
    QVERIFY(!r.performance.workloads.front().bestTraining());
    const Finding* f = findingOf(r, "WORKLOAD_TP_OUTSIDE_SCALE_UP");
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Warning);
    QCOMPARE(f->threshold, 8.0);
    QCOMPARE(f->value, 16.0);
    QVERIFY(f->message.contains("\"run\""));
    QVERIFY(!findingOf(r, "WORKLOAD_NO_PLAN_FITS"));

    // Half the hidden size holds a quarter of the state: 197 GB ÷ 8 = 25 GB a
    // GPU fits inside the domain.
    d.workloads.front().training->parameters = 12.3e9;
    d.workloads.front().training->shape.hiddenSize = 30720;
    d.workloads.front().training->shape.ffnHiddenSize = 4 * 30720;
    d.workloads.front().training->shape.attentionHeads = 240;
    r = analyze(d);
    QVERIFY(r.performance.workloads.front().bestTraining());
    QVERIFY(!findingOf(r, "WORKLOAD_TP_OUTSIDE_SCALE_UP"));
}

void TestWorkloadRules::servingAcrossScaleUpDomains()
{
    // Llama 3.1 405B in 16-bit weights holds 405e9 × 2 B = 810 GB of weights, more than
    // a DGX H100's 8 × 72 GB = 576 GB: each replica spans two nodes. In FP8
    // its 405 GB fit one node.
    Design d = exampleDesign("h100-32-node.cluster.json");
    d.workloads = {serving(405e9, InferencePrecision::Fp16, 1)};
    d.workloads.front().inference->shape.layers = 126;
    d.workloads.front().inference->shape.hiddenSize = 16384;
    d.workloads.front().inference->shape.attentionHeads = 128;
    d.workloads.front().inference->shape.kvHeads = 8;
    AnalysisReport r = analyze(d);
    const Finding* f = findingOf(r, "WORKLOAD_SERVING_SPANS_SCALE_UP");
    QVERIFY(f);
    QCOMPARE(f->threshold, 8.0);
    QVERIFY(f->value >= 16);
    QVERIFY(f->message.contains("\"serve\""));
    d.workloads.front().inference->precision = InferencePrecision::Fp8;
    r = analyze(d);
    QVERIFY(r.performance.workloads.front().bestInference());
    QVERIFY(!findingOf(r, "WORKLOAD_SERVING_SPANS_SCALE_UP"));
}

void TestWorkloadRules::noServingPlanFitsTheLab()
{
    // FP16 weights: 70e9 × 2 B = 140 GB > 86.4 GB; 35e9 × 2 B = 70 GB fits.
    Design d = exampleDesign("lab-4x-rtx4090.cluster.json");
    d.workloads = {serving(70e9, InferencePrecision::Fp16, 1)};
    const AnalysisReport r = analyze(d);
    const Finding* f = findingOf(r, "WORKLOAD_NO_PLAN_FITS");
    QVERIFY(f);
    QCOMPARE(f->value, 140.0);
    d.workloads = {serving(35e9, InferencePrecision::Fp16, 1)};
    QVERIFY(workloadCodes(analyze(d)).empty());
}

void TestWorkloadRules::networkBoundTraining()
{
    // 64 L40S on 200 Gb/s per GPU: a 16-sequence batch leaves the gradient
    // exchange exposed; a 256-sequence batch hides it behind four times the
    // compute. The threshold is the assumption's 0.25; raised above the
    // reported share, the rule stays silent.
    Design d = exampleDesign("l40s-inference.cluster.json");
    d.workloads = {smallBatch7B(16)};
    const AnalysisReport r = analyze(d);
    const Finding* f = findingOf(r, "WORKLOAD_NETWORK_BOUND");
    QVERIFY(f);
    QCOMPARE(f->threshold, 0.25);
    const perf::TrainingEstimate* best = r.performance.workloads.front().bestTraining();
    const double share =
        (best->breakdown.exposedCommS() + best->breakdown.ppBubbleS) / best->stepTimeS;
    QCOMPARE(f->value, share);
    QVERIFY(share > 0.25);
    d.analysisAssumptions.values.maxExposedCommunicationShare = std::min(1.0, share + 0.01);
    QVERIFY(!findingOf(analyze(d), "WORKLOAD_NETWORK_BOUND"));
    d.analysisAssumptions = {};
    d.workloads = {smallBatch7B(256)};
    QVERIFY(workloadCodes(analyze(d)).empty());
}

void TestWorkloadRules::theBoundReadsInTheFindingsLanguage()
{
    // The network-bound run above, read in Chinese: the finding names what
    // bounds the plan in Chinese too ("计算（通信占每步四分之一或以上）", the
    // translation of the model's "compute, with communication a quarter or
    // more of the step"), not in the model's English.
    Design d = exampleDesign("l40s-inference.cluster.json");
    d.workloads = {smallBatch7B(16)};
    std::unique_ptr<QTranslator> zh =
        i18n::loadTranslation(QStringLiteral("zh_CN"),
                              {QStringLiteral(CS_BIN_DIR "/../share/clustersmith/translations")});
    QVERIFY(zh);
    QVERIFY(QCoreApplication::installTranslator(zh.get()));
    const AnalysisReport r = analyze(d);
    QCoreApplication::removeTranslator(zh.get());
    const Finding* f = findingOf(r, "WORKLOAD_NETWORK_BOUND");
    QVERIFY(f);
    QCOMPARE(r.performance.workloads.front().bestTraining()->bound,
             std::string("compute, with communication a quarter or more of the step"));
    QVERIFY(f->message.contains(QStringLiteral("计算（通信占每步四分之一或以上）")));
    QVERIFY(!f->message.contains(QLatin1String("communication")));
}

void TestWorkloadRules::interactiveLatencyMissed()
{
    // 300e9 × 2 B = 600 GB of FP16 weights spread over the 64 L40S: every token
    // crosses the pipeline's stages, far beyond 50 ms. A 35B model is quick.
    Design d = exampleDesign("l40s-inference.cluster.json");
    d.workloads = {serving(300e9, InferencePrecision::Fp16, 1)};
    const AnalysisReport r = analyze(d);
    const Finding* f = findingOf(r, "WORKLOAD_INFERENCE_MISSES_LATENCY");
    QVERIFY(f);
    QCOMPARE(f->threshold, 50.0);
    QVERIFY(f->value > 50.0);
    d.workloads = {serving(35e9, InferencePrecision::Fp16, 1)};
    QVERIFY(workloadCodes(analyze(d)).empty());
}

void TestWorkloadRules::servingBelowItsTarget()
{
    // The L40S example's 20,000 tokens/s target; lowered to below what the
    // model predicts, the rule is silent.
    Design d = exampleDesign("l40s-inference.cluster.json");
    const AnalysisReport r = analyze(d);
    const Finding* f = findingOf(r, "WORKLOAD_INFERENCE_MISSES_TARGET");
    QVERIFY(f);
    QCOMPARE(f->threshold, 20000.0);
    QVERIFY(f->value < 20000.0);
    d.workloads.front().inference->targetTokensPerSecond = std::floor(f->value);
    QVERIFY(workloadCodes(analyze(d)).empty());
}

void TestWorkloadRules::checkpointWriteTooSlow()
{
    // The L40S example's NVMe storage server writes 25 GB/s. A 70B model's
    // state is 70e9 × 16 B = 1,120 GB: 1,120 ÷ 25 = 44.8 s = 0.7467 minutes,
    // within the default 10 minutes; against a 0.5-minute limit it fires, and
    // against 1 minute it does not.
    Design d = exampleDesign("l40s-inference.cluster.json");
    Workload w = training(70e9, 1e6);
    w.training->shape.layers = 80;
    w.training->shape.hiddenSize = 8192;
    w.training->shape.attentionHeads = 64;
    d.workloads = {w};
    QVERIFY(!findingOf(analyze(d), "WORKLOAD_CHECKPOINT_SLOW"));
    d.analysisAssumptions.values.maxCheckpointWriteMinutes = 0.5;
    const AnalysisReport r = analyze(d);
    const Finding* f = findingOf(r, "WORKLOAD_CHECKPOINT_SLOW");
    QVERIFY(f);
    QVERIFY(std::abs(f->value - 1120.0 / 25.0 / 60.0) < 1e-9);
    QCOMPARE(f->threshold, 0.5);
    d.analysisAssumptions.values.maxCheckpointWriteMinutes = 1.0;
    QVERIFY(!findingOf(analyze(d), "WORKLOAD_CHECKPOINT_SLOW"));
}

void TestWorkloadRules::simulationMissesItsTarget()
{
    // The H100 example's 256 GPUs at 67 TFLOPS FP64 tensor × 0.65 = 43.55
    // TFLOP/s each: 1.11488e16 FLOP/s. 1e22 FLOPs take 8.9696e5 s = 10.381
    // days: beyond a 10-day target, within an 11-day one. Meeting 10 days
    // needs 1e22 ÷ (43.55e12 × 864,000) = 265.77 → 266 GPUs.
    Design d = exampleDesign("h100-32-node.cluster.json");
    Workload w;
    w.name = "climate";
    w.hpc = HpcProfile{};
    w.hpc->work = 1e22;
    w.hpc->targetDays = 10;
    d.workloads = {w};
    const AnalysisReport r = analyze(d);
    const Finding* f = findingOf(r, "WORKLOAD_WORK_MISSES_TARGET");
    QVERIFY(f);
    QVERIFY(std::abs(f->value - 10.381) < 0.001);
    QCOMPARE(f->threshold, 10.0);
    QVERIFY2(f->message.contains(QStringLiteral("about 266 GPUs")), qPrintable(f->message));
    QVERIFY(r.performance.workloads.front().whatIf.empty()); // no network term, no what-if
    d.workloads.front().hpc->targetDays = 11;
    QVERIFY(workloadCodes(analyze(d)).empty());
}

void TestWorkloadRules::dataLoaderStarvesTheGpus()
{
    // 256 H100s at 3,000 images/s: 768,000 images/s. At 110 KB an image
    // (ImageNet's average JPEG) that is 84.48 GB/s, within the two DDN
    // AI400X2's 2 × 90 = 180 GB/s of reads; at 500 KB it is 384 GB/s, 2.13×
    // what the storage reads.
    Design d = exampleDesign("h100-32-node.cluster.json");
    d.workloads = {tagging(110e3, 30)};
    const AnalysisReport fed = analyze(d);
    QVERIFY(workloadCodes(fed).empty());
    QCOMPARE(fed.performance.workloads.front().work->bound, std::string("measured rate"));
    d.workloads = {tagging(500e3, 30)};
    const AnalysisReport r = analyze(d);
    const Finding* f = findingOf(r, "WORKLOAD_DATA_LOADER_STARVED");
    QVERIFY(f);
    QVERIFY(std::abs(f->value - 384.0) < 1e-6);
    QCOMPARE(f->threshold, 180.0);
    QVERIFY2(f->message.contains(QStringLiteral("2.1×")), qPrintable(f->message));
    // The storage sets the pace: 180e9 ÷ 500e3 = 360,000 images/s, so 1e10
    // images take 27,778 s = 0.3215 days instead of 13,021 s at the GPUs' rate.
    const perf::WorkEstimate& e = *r.performance.workloads.front().work;
    QCOMPARE(e.bound, std::string("storage read bandwidth"));
    QVERIFY(std::abs(e.clusterRate() - 360000.0) < 1e-6);
    QVERIFY(std::abs(e.days - 1e10 / 360000.0 / 86400) < 1e-9);
}

void TestWorkloadRules::tooFewCpuCoresStarveTheGpus()
{
    // A DGX H100 has 2 × 56 cores for 8 GPUs: 14 per GPU. An input pipeline
    // measured at 21 cores per GPU runs at 14 ÷ 21 = 2/3 of the GPUs' 3,000
    // images/s: 256 × 2,000 = 512,000 images/s, and 1e10 images take
    // 1e10 ÷ 512,000 = 19,531 s = 0.226 days. At 1 kB an image the storage
    // (2 × 90 GB/s) is far from limiting. At 12 cores the GPUs set the pace:
    // 1e10 ÷ 768,000 = 13,021 s.
    Design d = exampleDesign("h100-32-node.cluster.json");
    d.workloads = {tagging(1e3, 0.01)};
    d.workloads.front().throughput->rates.front().cpuCoresPerGpu = 21;
    AnalysisReport r = analyze(d);
    const Finding* f = findingOf(r, "WORKLOAD_HOST_CPU_STARVED");
    QVERIFY(f);
    QCOMPARE(f->value, 21.0);
    QCOMPARE(f->threshold, 14.0);
    QVERIFY(f->message.contains(QStringLiteral("\"tagging\"")));
    QVERIFY(f->message.contains(QStringLiteral("67%")));
    const perf::WorkEstimate& e = *r.performance.workloads.front().work;
    QCOMPARE(e.bound, std::string("host CPU cores"));
    QVERIFY(std::abs(e.seconds - 1e10 / 512000.0) < 1e-6 * e.seconds);
    QVERIFY(!findingOf(r, "WORKLOAD_DATA_LOADER_STARVED"));

    d.workloads.front().throughput->rates.front().cpuCoresPerGpu = 12;
    r = analyze(d);
    QVERIFY(!findingOf(r, "WORKLOAD_HOST_CPU_STARVED"));
    QCOMPARE(r.performance.workloads.front().work->bound, std::string("measured rate"));
    QVERIFY(std::abs(r.performance.workloads.front().work->seconds - 1e10 / 768000.0) < 1e-3);
}

void TestWorkloadRules::aJobWithoutARateOnTheDesignsGpuIsAProblemNotAFinding()
{
    // The L40S example has no H100: the model does not guess a rate.
    Design d = exampleDesign("l40s-inference.cluster.json");
    d.workloads = {tagging(500e3, 0.01)};
    const AnalysisReport r = analyze(d);
    QVERIFY(workloadCodes(r).empty());
    QVERIFY(QString::fromStdString(r.performance.workloads.front().problem)
                .contains(QStringLiteral("No rate was measured")));
}

void TestWorkloadRules::servingOnlyDesignsGetNoTrainingWarnings()
{
    // Eight PCIe-only L40S nodes: the multi-node training warning fires for a
    // design that says nothing of its work or trains, not for one that serves.
    Design d = exampleDesign("l40s-inference.cluster.json");
    QVERIFY(!findingOf(analyze(d), "COMPUTE_PCIE_ONLY_MULTINODE"));
    d.workloads.clear();
    QVERIFY(findingOf(analyze(d), "COMPUTE_PCIE_ONLY_MULTINODE"));
    d.workloads = {smallBatch7B(256)};
    QVERIFY(findingOf(analyze(d), "COMPUTE_PCIE_ONLY_MULTINODE"));
}

void TestWorkloadRules::everyFindingNamesItsWorkload()
{
    const std::set<std::string> known(workloadRuleCodes().begin(), workloadRuleCodes().end());
    QCOMPARE(known.size(), std::size_t(11));
    Design d = exampleDesign("l40s-inference.cluster.json");
    d.workloads = {smallBatch7B(16), serving(300e9, InferencePrecision::Fp16, 1)};
    d.workloads[1].name = "big model";
    const AnalysisReport r = analyze(d);
    int seen = 0;
    for (const Finding& f : r.findings) {
        if (f.code.rfind("WORKLOAD_", 0) != 0) {
            continue;
        }
        ++seen;
        QVERIFY(known.count(f.code));
        QVERIFY(f.message.contains(QStringLiteral("\"run\"")) ||
                f.message.contains(QStringLiteral("\"big model\"")));
        QVERIFY(!f.source.isEmpty());
    }
    // The 7B run's network finding, the 300B model's missed latency, and its
    // 600 GB of 16-bit weights spanning two of the L40S nodes' 8 × 43.2 GB.
    QCOMPARE(seen, 3);
}

QTEST_GUILESS_MAIN(TestWorkloadRules)
#include "tst_workloadrules.moc"
