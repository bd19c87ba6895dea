// The first estimate of workload sizing (core/sizing/sizing.h) against
// hand-built parts whose figures make the arithmetic easy to follow; every
// expected value is worked out in the comment beside it. One test runs the
// bundled catalog. The performance model's stage is in tst_modelledsizing.
#include "sizing/sizing.h"
#include "sizing/sizingreport.h"
#include "sizingfixtures.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cs;
using namespace cs::sizing;

namespace {

// A GPU with round figures and no FP8: 100 GB, 2 TB/s, 500 TFLOPS BF16.
Part plainGpu(const std::string& id, double bf16Tflops = 500)
{
    Part p;
    p.id = id;
    p.kind = PartKind::Gpu;
    p.name = id;
    GpuSpec g;
    g.memoryGb = 100;
    g.memoryBandwidthTBps = 2;
    g.denseTflops.bf16 = bf16Tflops;
    p.gpu = g;
    return p;
}

Part node(const std::string& id, const std::string& gpuId, int gpus, std::optional<double> usd)
{
    Part p;
    p.id = id;
    p.kind = PartKind::GpuServer;
    p.name = id;
    ServerSpec s;
    s.gpuPartId = gpuId;
    s.gpuCount = gpus;
    p.server = s;
    if (usd) {
        p.price = Price{*usd, "USD", "2024-01", "unit", "test", true};
    }
    return p;
}

// 7B parameters on 1T tokens in 30 days at BF16, 40% MFU, Adam (16 bytes per
// parameter), with the shape of Llama 2 7B and full recomputation.
TrainingProfile sevenB()
{
    TrainingProfile t;
    t.parameters = 7e9;
    t.trainingTokens = 1e12;
    t.targetDays = 30;
    t.shape.layers = 32;
    t.shape.hiddenSize = 4096;
    return t;
}

// 70B at FP8 with grouped-query attention (8 K/V heads of 128), 8K context,
// 64 sequences, 10,000 tokens/s, interactive.
InferenceProfile seventyBServing()
{
    InferenceProfile p;
    p.parameters = 70e9;
    p.precision = InferencePrecision::Fp8;
    p.contextLength = 8192;
    p.concurrentSequences = 64;
    p.targetTokensPerSecond = 10000;
    p.shape.layers = 80;
    p.shape.hiddenSize = 8192;
    p.shape.kvHeads = 8;
    p.shape.headDim = 128;
    return p;
}

Workload trainingOnly(const TrainingProfile& t)
{
    Workload w;
    w.name = "test";
    w.training = t;
    return w;
}

bool close(double actual, double expected, double relative = 1e-4)
{
    return std::abs(actual - expected) <= relative * std::abs(expected);
}

const SizingOption* optionFor(const SizingReport& r, const std::string& gpuId)
{
    auto it = std::find_if(r.options.begin(), r.options.end(),
                           [&](const SizingOption& o) { return o.gpuPartId == gpuId; });
    return it == r.options.end() ? nullptr : &*it;
}

bool anyLineContains(const QStringList& lines, const QString& text)
{
    return std::any_of(lines.begin(), lines.end(),
                       [&](const QString& l) { return l.contains(text); });
}

} // namespace

class TestSizing : public QObject
{
    Q_OBJECT

private slots:
    void wholeGpusRoundsUp();
    void training7BComputeBound();
    void trainingMemoryBound();
    void trainingActivationsFillTheGpu();
    void trainingWithoutPrecisionFigure();
    void inferenceBandwidthBound();
    void inferenceInteractivePacing();
    void inferenceEstimatedShape();
    void mixedWorkload();
    void cheapestNodeForTheCount();
    void rankingByCost();
    void specForGenerator();
    void reportJsonAndText();
    void bundledCatalog();
    void simulationOnTheBundledCatalog();
    void throughputOnlyWhereARateWasMeasured();
};

void TestSizing::wholeGpusRoundsUp()
{
    QCOMPARE(wholeGpus(40.96), 41);
    QCOMPARE(wholeGpus(2.0000000001), 2); // floating-point noise, not a third GPU
    QCOMPARE(wholeGpus(2.001), 3);
    QCOMPARE(wholeGpus(0.2), 1);
}

void TestSizing::training7BComputeBound()
{
    const SizingReport r =
        sizeWorkload(trainingOnly(sevenB()), {h100Like(), node("test-dgx", "test-h100", 8, 199000)},
                     SizingMethod::FirstEstimate);
    QCOMPARE(r.options.size(), std::size_t(1));
    const SizingOption& o = r.options.front();
    const TrainingNeed& n = *o.training;
    // 6 × 7e9 × 1e12 = 4.2e22 FLOPs
    QVERIFY(close(n.flops, 4.2e22));
    // 989 TFLOPS × 1e12 × 0.40 = 3.956e14 FLOP/s per GPU
    QVERIFY(close(n.flopsPerGpu, 3.956e14));
    // 30 days × 86,400 s = 2.592e6 s
    QCOMPARE(n.seconds, 2.592e6);
    // 4.2e22 ÷ 3.956e14 = 1.0617e8 GPU-seconds; ÷ 2.592e6 s = 40.96 → 41 GPUs
    QVERIFY(close(n.gpusExact, 40.96, 1e-3));
    QCOMPARE(n.gpusByCompute, 41);
    // States: 7e9 × 16 B = 112 GB. Activations with recomputation:
    // 2 × 4096 tokens × 1 sequence × 4096 hidden × 32 layers = 1,073,741,824 B = 1.0737 GB.
    // Per GPU: 80 − 8 (10% reserve) − 1.0737 = 70.926 GB; 112 ÷ 70.926 = 1.58 → 2 GPUs.
    QVERIFY(close(n.statesGb, 112));
    QVERIFY(close(n.activationGbPerGpu, 1.073741824));
    QVERIFY(n.activationEstimated);
    QVERIFY(!n.shapeEstimated);
    QVERIFY(close(n.statesGbPerGpu, 70.926258176));
    QCOMPARE(n.gpusByMemory, 2);
    // Compute binds: 41 GPUs → ⌈41 ÷ 8⌉ = 6 nodes = 48 GPUs.
    QCOMPARE(o.binding, Constraint::Compute);
    QCOMPARE(o.gpusNeeded, 41);
    QCOMPARE(o.nodes, 6);
    QCOMPARE(o.gpus, 48);
    // 4.2e22 ÷ (48 × 3.956e14) = 2,211,831 s = 25.60 days
    QVERIFY(close(*o.trainingDays, 25.5999));
    // 6 × 199,000 USD = 1,194,000 USD
    QCOMPARE(*o.hardwareCost, 1194000.0);
    QCOMPARE(o.rank, 1);
    QVERIFY(anyLineContains(o.explanation, QStringLiteral("4.2e22 FLOPs")));
    QVERIFY(anyLineContains(o.explanation, QStringLiteral("40.96 → 41 GPUs by compute")));
    QVERIFY(anyLineContains(o.explanation, QStringLiteral("Compute binds: 41 GPUs")));
    QVERIFY(anyLineContains(o.explanation, QStringLiteral("= 1,194,000 USD")));
}

void TestSizing::trainingMemoryBound()
{
    // 70B on only 1e9 tokens: compute 6 × 7e10 × 1e9 = 4.2e20 FLOPs ÷ (3.956e14 × 2.592e6)
    // = 0.41 → 1 GPU. States 7e10 × 16 B = 1,120 GB; 12 GB of activations given:
    // 80 − 8 − 12 = 60 GB per GPU; 1,120 ÷ 60 = 18.67 → 19 GPUs → 3 nodes = 24 GPUs.
    TrainingProfile t = sevenB();
    t.parameters = 70e9;
    t.trainingTokens = 1e9;
    t.activationGbPerGpu = 12;
    const SizingReport r =
        sizeWorkload(trainingOnly(t), {h100Like(), node("test-dgx", "test-h100", 8, 199000)},
                     SizingMethod::FirstEstimate);
    const SizingOption& o = r.options.front();
    QCOMPARE(o.training->gpusByCompute, 1);
    QVERIFY(!o.training->activationEstimated);
    QVERIFY(close(o.training->statesGbPerGpu, 60));
    QCOMPARE(o.gpusByMemory, 19);
    QCOMPARE(o.binding, Constraint::Memory);
    QCOMPARE(o.nodes, 3);
    QCOMPARE(o.gpus, 24);
    QVERIFY(anyLineContains(o.explanation, QStringLiteral("Memory binds: 19 GPUs")));
}

void TestSizing::trainingActivationsFillTheGpu()
{
    // Without recomputation: 34 × 4096 × 1 × 4096 × 32 = 18.25 GB still fits (72 GB usable),
    // but 8 sequences per micro-batch make 146 GB, more than the GPU holds.
    TrainingProfile t = sevenB();
    t.recomputation = false;
    t.microBatchSequences = 8;
    const SizingReport r =
        sizeWorkload(trainingOnly(t), {h100Like(), node("test-dgx", "test-h100", 8, 199000)},
                     SizingMethod::FirstEstimate);
    QVERIFY(r.options.empty());
    QCOMPARE(r.skipped.size(), std::size_t(1));
    QVERIFY(r.skipped.front().reason.contains(QStringLiteral("recomputation")));
}

void TestSizing::trainingWithoutPrecisionFigure()
{
    TrainingProfile t = sevenB();
    t.precision = TrainingPrecision::Fp8;
    const SizingReport r = sizeWorkload(trainingOnly(t),
                                        {h100Like(), node("test-dgx", "test-h100", 8, 199000),
                                         plainGpu("old"), node("old-node", "old", 8, 100000)},
                                        SizingMethod::FirstEstimate);
    QCOMPARE(r.options.size(), std::size_t(1));
    QCOMPARE(r.options.front().gpuPartId, std::string("test-h100"));
    // FP8: 1979 × 1e12 × 0.4 = 7.916e14 FLOP/s; 4.2e22 ÷ 7.916e14 ÷ 2.592e6 = 20.47 → 21
    QCOMPARE(r.options.front().gpusByCompute, 21);
    QCOMPARE(r.skipped.size(), std::size_t(1));
    QCOMPARE(r.skipped.front().gpuPartId, std::string("old"));
    QVERIFY(r.skipped.front().reason.contains(QStringLiteral("FP8")));
}

void TestSizing::inferenceBandwidthBound()
{
    Workload w;
    w.inference = seventyBServing();
    const SizingReport r = sizeWorkload(w, {h100Like(), node("test-dgx", "test-h100", 8, 199000)},
                                        SizingMethod::FirstEstimate);
    const SizingOption& o = r.options.front();
    const InferenceNeed& n = *o.inference;
    // Interactive pacing 64 × 20 = 1,280 tokens/s is below the 10,000 target.
    QCOMPARE(n.tokensPerSecond, 10000.0);
    // Compute: 2 × 7e10 × 1e4 = 1.4e15 FLOP/s ÷ (1979e12 × 0.4 = 7.916e14) = 1.77 → 2
    QVERIFY(close(n.flopsPerSecond, 1.4e15));
    QCOMPARE(n.gpusByCompute, 2);
    // Weights 7e10 × 1 B = 70 GB; KV cache 2 × 80 layers × (8 × 128 = 1024) × 1 B × 8192
    // × 64 = 85,899,345,920 B = 85.90 GB; total 155.90 GB ÷ 72 GB usable = 2.17 → 3
    QVERIFY(close(n.weightsGb, 70));
    QCOMPARE(n.kvWidth, 1024);
    QVERIFY(close(n.kvCacheGb, 85.89934592));
    QCOMPARE(n.gpusByMemory, 3);
    // Bandwidth: 10,000 ÷ 64 = 156.25 steps/s × 155.90 GB = 2.4359e13 B/s
    // ÷ (3.35e12 × 0.8 = 2.68e12) = 9.09 → 10 GPUs
    QVERIFY(close(n.bytesPerSecond, 2.43592728e13));
    QCOMPARE(n.gpusByBandwidth, 10);
    QCOMPARE(o.binding, Constraint::Bandwidth);
    // 10 GPUs → 2 nodes = 16 GPUs.
    QCOMPARE(o.nodes, 2);
    QCOMPARE(o.gpus, 16);
    // Served: compute 16 × 7.916e14 ÷ 1.4e11 = 90,469 tokens/s; bandwidth
    // 16 × 2.68e12 ÷ 155.90e9 = 275.05 steps/s × 64 = 17,603.15 tokens/s; the lower wins.
    QVERIFY(close(*o.servedTokensPerSecond, 17603.15));
    QVERIFY(!o.trainingDays);
    QVERIFY(anyLineContains(o.explanation, QStringLiteral("Memory bandwidth binds: 10 GPUs")));
}

void TestSizing::inferenceInteractivePacing()
{
    // 1,000 sequences × 20 tokens/s = 20,000 tokens/s when interactive, above the
    // 5,000 target; batch serving only needs the target.
    InferenceProfile p = seventyBServing();
    p.concurrentSequences = 1000;
    p.targetTokensPerSecond = 5000;
    QCOMPARE(sizeInference(p, h100Like())->tokensPerSecond, 20000.0);
    p.latencyClass = LatencyClass::Batch;
    QCOMPARE(sizeInference(p, h100Like())->tokensPerSecond, 5000.0);
}

void TestSizing::inferenceEstimatedShape()
{
    // No shape: layers = round(∛(7e9 ÷ (12 × 128²))) = round(∛35,603.6) = round(32.89) = 33,
    // hidden = 128 × 33 = 4224, and the K/V width is the hidden size.
    // FP16 KV cache: 2 × 33 × 4224 × 2 B × 4096 × 16 = 36,540,776,448 B = 36.54 GB.
    InferenceProfile p;
    p.parameters = 7e9;
    p.contextLength = 4096;
    p.concurrentSequences = 16;
    p.targetTokensPerSecond = 1000;
    const InferenceNeed n = *sizeInference(p, h100Like());
    QVERIFY(n.shapeEstimated);
    QCOMPARE(n.layers, 33);
    QCOMPARE(n.hiddenSize, 4224);
    QCOMPARE(n.kvWidth, 4224);
    QVERIFY(close(n.kvCacheGb, 36.540776448));
    // Weights 7e9 × 2 B = 14 GB; (14 + 36.54) ÷ 72 = 0.70 → 1 GPU
    QCOMPARE(n.gpusByMemory, 1);
}

void TestSizing::mixedWorkload()
{
    // Training gets half the hours: 30 days × 0.5 = 1.296e6 s;
    // 4.2e22 ÷ (3.956e14 × 1.296e6) = 81.92 → 82 GPUs by compute.
    // Inference (batch, 1,000 tokens/s of the 70B model at FP8) needs 3 by memory and
    // 1,000 ÷ 64 = 15.625 steps/s × 155.9 GB = 2.436e12 B/s ÷ 2.68e12 = 0.91 → 1 by bandwidth.
    // The same GPUs take turns, so the larger need counts: 82 → 11 nodes = 88 GPUs.
    Workload w = trainingOnly(sevenB());
    InferenceProfile p = seventyBServing();
    p.latencyClass = LatencyClass::Batch;
    p.targetTokensPerSecond = 1000;
    w.inference = p;
    w.trainingHoursShare = 0.5;
    const SizingReport r = sizeWorkload(w, {h100Like(), node("test-dgx", "test-h100", 8, 199000)},
                                        SizingMethod::FirstEstimate);
    const SizingOption& o = r.options.front();
    QCOMPARE(o.training->gpusByCompute, 82);
    QCOMPARE(o.inference->gpusByMemory, 3);
    QCOMPARE(o.inference->gpusByBandwidth, 1);
    QCOMPARE(o.gpusByCompute, 82);
    QCOMPARE(o.gpusByMemory, 3);
    QCOMPARE(o.binding, Constraint::Compute);
    QCOMPARE(o.nodes, 11);
    QCOMPARE(o.gpus, 88);
    // 4.2e22 ÷ (88 × 3.956e14) = 1,206,453 s of training, at half the hours
    // 2,412,906 s = 27.93 days of wall-clock time.
    QVERIFY(close(*o.trainingDays, 27.9272, 1e-4));
    QVERIFY(o.servedTokensPerSecond);
    QVERIFY(anyLineContains(o.explanation, QStringLiteral("Training gets 50% of 30 days")));
}

void TestSizing::cheapestNodeForTheCount()
{
    // 41 GPUs: 6 × 8-GPU nodes at 200,000 = 1,200,000, or 11 × 4-GPU nodes at
    // 90,000 = 990,000: the 4-GPU node is cheaper for this count. An unpriced
    // 8-GPU node is not picked while a priced one exists.
    const SizingReport r = sizeWorkload(trainingOnly(sevenB()),
                                        {h100Like(), node("eight", "test-h100", 8, 200000),
                                         node("four", "test-h100", 4, 90000),
                                         node("unpriced", "test-h100", 8, std::nullopt)},
                                        SizingMethod::FirstEstimate);
    const SizingOption& o = r.options.front();
    QCOMPARE(o.node.partId, std::string("four"));
    QCOMPARE(o.nodes, 11);
    QCOMPARE(o.gpus, 44);
    QCOMPARE(*o.hardwareCost, 990000.0);
}

void TestSizing::rankingByCost()
{
    // BF16 compute need 4.2e22 ÷ (TFLOPS × 1e12 × 0.4 × 2.592e6):
    //   fast 1000 TFLOPS → 40.51 → 41 GPUs → 6 nodes × 300,000 = 1,800,000
    //   slow  250 TFLOPS → 162.04 → 163 GPUs → 21 nodes × 50,000 = 1,050,000
    //   test-h100 → 41 GPUs → 6 nodes × 199,000 = 1,194,000
    //   unpriced 500 TFLOPS → 81.02 → 82 GPUs, no price: ranked last
    const SizingReport r = sizeWorkload(
        trainingOnly(sevenB()),
        {plainGpu("fast", 1000), node("fast-node", "fast", 8, 300000), plainGpu("slow", 250),
         node("slow-node", "slow", 8, 50000), h100Like(), node("dgx", "test-h100", 8, 199000),
         plainGpu("unpriced", 500), node("unpriced-node", "unpriced", 8, std::nullopt),
         plainGpu("no-node", 5000)},
        SizingMethod::FirstEstimate);
    QCOMPARE(r.options.size(), std::size_t(4)); // "no-node" has no server carrying it
    const std::vector<std::string> order{"slow", "test-h100", "fast", "unpriced"};
    for (std::size_t i = 0; i < order.size(); ++i) {
        QCOMPARE(r.options[i].gpuPartId, order[i]);
        QCOMPARE(r.options[i].rank, static_cast<int>(i) + 1);
    }
    QCOMPARE(*r.options[0].hardwareCost, 1050000.0);
    QCOMPARE(r.options[0].gpusByCompute, 163);
    QVERIFY(!r.options[3].hardwareCost);
    QCOMPARE(r.options[3].gpusByCompute, 82);
    QVERIFY(anyLineContains(r.options[3].explanation, QStringLiteral("Hardware cost unknown")));
}

void TestSizing::specForGenerator()
{
    const SizingReport r =
        sizeWorkload(trainingOnly(sevenB()), {h100Like(), node("test-dgx", "test-h100", 8, 199000)},
                     SizingMethod::FirstEstimate);
    Workload w = trainingOnly(sevenB());
    w.name = "7B run";
    const generator::ClusterSpec spec = clusterSpecFor(r.options.front(), w);
    QCOMPARE(spec.nodePartId, std::string("test-dgx"));
    QCOMPARE(*spec.nodes, 6);
    QVERIFY(!spec.gpus);
    QCOMPARE(spec.name, std::string("7B run"));
    // Shared storage for the run: 1e12 tokens × (4 raw + 4 tokenised) bytes =
    // 8 TB of data; 5 checkpoints of 7e9 × 16 bytes = 0.56 TB; ⌈8.56⌉ = 9 TB.
    QCOMPARE(spec.storageTb, 9.0);
    // Inference alone keeps no dataset or checkpoints.
    Workload serving;
    serving.inference = InferenceProfile{};
    QCOMPARE(trainingStorageTb(serving), 0.0);
}

void TestSizing::reportJsonAndText()
{
    const SizingReport r =
        sizeWorkload(trainingOnly(sevenB()),
                     {h100Like(), node("test-dgx", "test-h100", 8, 199000), plainGpu("slow", 250),
                      node("slow-node", "slow", 8, 50000)},
                     SizingMethod::FirstEstimate);
    const nlohmann::json j = sizingReportToJson(r, 1);
    QCOMPARE(j["options"].size(), std::size_t(1));
    const nlohmann::json& best = j["options"][0];
    QVERIFY(best["gpu"] == nlohmann::json("slow"));
    QVERIFY(best["binding"] == nlohmann::json("compute"));
    QVERIFY(best["hardware_cost"]["currency"] == nlohmann::json("USD"));
    QVERIFY(best["hardware_cost"]["estimate"] == nlohmann::json(true));
    QVERIFY(best["explanation"].is_array() && !best["explanation"].empty());
    const QString text = sizingReportToText(r, 10, false);
    QVERIFY(text.contains(QStringLiteral("Test H100")));
    QVERIFY(text.contains(QStringLiteral("1,050,000 USD")));
    QVERIFY(text.contains(QStringLiteral("How option 1, slow, was sized")));
    // Both priced options carry estimated prices (the test nodes' prices are flagged).
    QVERIFY2(text.contains(QStringLiteral("2 of these 2 hardware costs rest on estimated prices")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("rests on that estimated price")));
}

void TestSizing::bundledCatalog()
{
    const std::vector<Part> catalog = bundledParts();
    TrainingProfile t;
    t.parameters = 70e9;
    t.trainingTokens = 2e12;
    t.targetDays = 90;
    t.shape.layers = 80;
    t.shape.hiddenSize = 8192;
    const SizingReport r = sizeWorkload(trainingOnly(t), catalog, SizingMethod::FirstEstimate);
    for (const char* id :
         {"nvidia-h100-sxm5-80gb", "nvidia-h200-sxm-141gb", "nvidia-b200-sxm-192gb"}) {
        const SizingOption* o = optionFor(r, id);
        QVERIFY2(o, id);
        QVERIFY(o->rank >= 1);
        QVERIFY(o->gpus >= o->gpusNeeded && o->gpus % o->node.gpusPerNode == 0);
        QVERIFY(!o->explanation.isEmpty());
    }
    // The H100 and H200 have the same BF16 peak, so the same compute need; the
    // DGX H100 at 199,000 is the cheapest H100 node.
    const SizingOption* h100 = optionFor(r, "nvidia-h100-sxm5-80gb");
    const SizingOption* h200 = optionFor(r, "nvidia-h200-sxm-141gb");
    QCOMPARE(h100->gpusByCompute, h200->gpusByCompute);
    QCOMPARE(h100->node.partId, std::string("nvidia-dgx-h100"));
    QVERIFY(h100->rank < h200->rank);
    // Ranks are 1..n, priced options cheapest first, unpriced ones after.
    for (std::size_t i = 0; i + 1 < r.options.size(); ++i) {
        const SizingOption& a = r.options[i];
        const SizingOption& b = r.options[i + 1];
        QCOMPARE(a.rank, static_cast<int>(i) + 1);
        QVERIFY(a.hardwareCost || !b.hardwareCost);
        if (a.hardwareCost && b.hardwareCost) {
            QVERIFY(*a.hardwareCost <= *b.hardwareCost);
        }
    }
}

void TestSizing::simulationOnTheBundledCatalog()
{
    // 1e21 FP64 FLOPs in 5 days. H100 SXM (67 TFLOPS FP64 tensor × 0.65 =
    // 43.55 TFLOP/s): 1e21 ÷ (43.55e12 × 432,000) = 53.15 → 54 GPUs, 7
    // eight-GPU nodes = 56 GPUs, which take 1e21 ÷ (56 × 43.55e12) = 410,039
    // s = 4.746 days. The RTX 4090 (FP64 1.3 TFLOPS vector, no matrix
    // rate) needs 1e21 ÷ (1.3e12 × 0.65 × 432,000) = 2,739.4 → 2,740.
    Workload w;
    w.name = "simulation";
    w.hpc = HpcProfile{};
    w.hpc->work = 1e21;
    w.hpc->targetDays = 5;
    const SizingReport r = sizeWorkload(w, bundledParts());
    const SizingOption* h100 = optionFor(r, "nvidia-h100-sxm5-80gb");
    QVERIFY(h100 && h100->work);
    QCOMPARE(h100->gpusNeeded, 54);
    QCOMPARE(h100->gpus, 56);
    QVERIFY(close(h100->work->days, 4.746, 1e-3));
    QVERIFY(!h100->modelled); // the closed form is the whole model for this work
    QVERIFY(anyLineContains(h100->explanation, QStringLiteral("= 53.15 GPUs exactly")));
    const SizingOption* rtx = optionFor(r, "nvidia-rtx-4090-24gb");
    QVERIFY(rtx);
    QCOMPARE(rtx->gpusNeeded, 2740);
    QVERIFY(rtx->work->sharedDefault);
}

void TestSizing::throughputOnlyWhereARateWasMeasured()
{
    // 1e10 images in 3 days at 3,000 images/s per H100: 1e10 ÷ (3,000 ×
    // 259,200) = 12.86 → 13 GPUs, 2 nodes. Every other GPU is skipped.
    Workload w;
    w.name = "tagging";
    w.throughput = ThroughputProfile{};
    w.throughput->unit = "images";
    w.throughput->work = 1e10;
    w.throughput->targetDays = 3;
    w.throughput->rates = {{"nvidia-h100-sxm5-80gb", 3000, std::nullopt}};
    const SizingReport r = sizeWorkload(w, bundledParts());
    QCOMPARE(r.options.size(), std::size_t(1));
    QCOMPARE(r.options.front().gpusNeeded, 13);
    QCOMPARE(r.options.front().nodes, 2);
    QCOMPARE(r.options.front().rank, 1);
    QVERIFY(!r.skipped.empty());
    for (const SkippedAccelerator& s : r.skipped) {
        QVERIFY2(s.reason.startsWith(QStringLiteral("No rate was measured on")),
                 qPrintable(s.reason));
    }
    const nlohmann::json j = sizingReportToJson(r, 10);
    QVERIFY(close(j["options"][0]["days"].get<double>(), 1e10 / (16 * 3000.0) / 86400));
}

QTEST_GUILESS_MAIN(TestSizing)
#include "tst_sizing.moc"
