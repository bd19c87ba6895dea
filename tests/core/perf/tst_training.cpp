// The training step model (core/perf/training.h, plansearch.h) on hand-built
// hardware: parameter counts and FLOPs worked out by hand, plans that cannot
// exist refused with the numbers, and the network changes the issue names
// moving the step time the way the breakdown says.
#include "hardwarefixtures.h"
#include "perf/plansearch.h"
#include "perf/training.h"

#include <QTest>

using namespace cs;
using namespace cs::perf;

class TestTraining : public QObject
{
    Q_OBJECT

private slots:
    void llamaShapeCountsParameters();
    void palmModelFlopsPerToken();
    void impossiblePlansAreNamed();
    void breakdownSumsToTheStep();
    void halvedInjectionSlowsOnlyTheNetworkParts();
    void removedNvlinkSlowsTensorParallelism();
    void oversubscriptionCostsDataParallelTime();
    void searchPutsFittingPlansFirst();
    void mfuOverrideScalesTheStep();
    void givenPlanStaysFirstBeyondTheBatchCap();
    void hugeDegreesAreRefusedNotOverflowed();
    void moeCountsActiveParameters();
};

namespace {

using fixtures::llama70b;

ParallelPlan plan(int tp, int pp, int dp, int mb = 1)
{
    ParallelPlan p;
    p.tp = tp;
    p.pp = pp;
    p.dp = dp;
    p.microBatch = mb;
    return p;
}

} // namespace

// Attention 2·8192·64·128 + 2·8192·8·128 = 134,217,728 + 16,777,216 =
// 150,994,944; gated FFN 3·8192·28672 = 704,643,072; × 80 layers =
// 68,451,041,280 non-embedding; embedding + output 2·32000·8192 = 524,288,000.
void TestTraining::llamaShapeCountsParameters()
{
    const Transformer m = trainingSetupOf(llama70b()).model;
    QVERIFY(m.gated);
    QCOMPARE(m.headDim, 128);
    QCOMPARE(m.attentionParameters(), 150994944.0);
    QCOMPARE(m.nonEmbeddingParameters(), 68451041280.0);
    QCOMPARE(m.embeddingParameters(), 524288000.0);
    QVERIFY(m.estimated.empty());
}

// PaLM: 6·N + 12·L·h·s = 6 × 68,451,041,280 + 12 × 80 × 8192 × 4096 =
// 410,706,247,680 + 32,212,254,720 = 442,918,502,400 FLOPs per token.
void TestTraining::palmModelFlopsPerToken()
{
    const Transformer m = trainingSetupOf(llama70b()).model;
    QCOMPARE(modelFlopsPerToken(m, 4096), 442918502400.0);
}

void TestTraining::impossiblePlansAreNamed()
{
    const TrainingSetup s = trainingSetupOf(llama70b());
    QCOMPARE(planProblem(s, plan(3, 1, 1), 512),
             std::string("tp=3 does not divide the 64 attention heads."));
    QCOMPARE(planProblem(s, plan(16, 1, 1), 512),
             std::string("tp=16 does not divide the 8 key/value heads."));
    QCOMPARE(planProblem(s, plan(8, 7, 1), 512),
             std::string("pp=7 does not divide the 80 layers."));
    QCOMPARE(planProblem(s, plan(8, 4, 32), 512),
             std::string("The plan uses tp × pp × dp × cp = 8 × 4 × 32 × 1 = 1024 GPUs; the "
                         "cluster has 512."));
    QCOMPARE(planProblem(s, plan(8, 2, 8, 3), 512),
             std::string("micro_batch=3 × dp=8 does not divide the global batch of 1024 "
                         "sequences."));
    ParallelPlan interleaved = plan(8, 5, 8);
    interleaved.vp = 2; // 1024 ÷ 8 = 128 micro-batches, not a multiple of 5 stages
    QCOMPARE(planProblem(s, interleaved, 512),
             std::string("vp=2 needs the micro-batches per step (128) to be a multiple of pp=5."));
    ParallelPlan expert = plan(8, 2, 8);
    expert.ep = 2;
    QCOMPARE(planProblem(s, expert, 512),
             std::string("ep=2 needs a mixture-of-experts model (training.moe)."));
    QVERIFY(planProblem(s, plan(8, 4, 16), 512).empty());
}

void TestTraining::breakdownSumsToTheStep()
{
    const HardwareView hw = fixtures::h100Nodes(64);
    const TrainingEstimate e = estimateTraining(hw, trainingSetupOf(llama70b()), plan(8, 4, 16));
    const StepBreakdown& b = e.breakdown;
    QVERIFY(e.stepTimeS > 0 && std::isfinite(e.stepTimeS));
    QCOMPARE(b.totalS(), e.stepTimeS);
    QVERIFY(b.tpCommS > 0 && b.ppBubbleS > 0 && b.optimizerS > 0);
    // 1024 sequences × 4096 tokens ÷ step; MFU = tokens/s × 4.429e11 ÷ (512 × 989e12).
    QVERIFY(std::abs(e.tokensPerS - 1024.0 * 4096 / e.stepTimeS) < 1e-6 * e.tokensPerS);
    QVERIFY(std::abs(e.mfu - e.tokensPerS * 442918502400.0 / (512 * 989e12)) < 1e-9);
    QVERIFY(e.mfu > 0.2 && e.mfu < 0.75);
}

// 400 → 200 Gb/s per GPU: compute and tensor parallelism (inside the node)
// do not move; the pipeline sends and data-parallel reduction do, and the
// step grows by exactly what they grow.
void TestTraining::halvedInjectionSlowsOnlyTheNetworkParts()
{
    const TrainingSetup s = trainingSetupOf(llama70b());
    const ParallelPlan p = plan(8, 4, 16);
    const TrainingEstimate a = estimateTraining(fixtures::h100Nodes(64, 400), s, p);
    const TrainingEstimate b = estimateTraining(fixtures::h100Nodes(64, 200), s, p);
    QCOMPARE(b.breakdown.computeS, a.breakdown.computeS);
    QCOMPARE(b.breakdown.tpCommS, a.breakdown.tpCommS);
    const double network = (b.breakdown.ppBubbleS - a.breakdown.ppBubbleS) +
                           (b.breakdown.dpCommS - a.breakdown.dpCommS);
    QVERIFY(network > 0);
    QVERIFY(std::abs((b.stepTimeS - a.stepTimeS) - network) < 1e-9);
}

// Without NVLink the TP group talks over PCIe: 63 × 0.75 = 47.25 GB/s
// instead of 360, so the bandwidth part of each TP collective takes 360 ÷
// 47.25 = 7.6× as long; the pipeline fill of its 466 KB chunks (7 hops at
// 20 GB/s, 163 µs, beside 163 µs of bandwidth on NVLink) stays about the
// same, so the TP part grows 3.5–7.6×, and the step by at least that growth.
void TestTraining::removedNvlinkSlowsTensorParallelism()
{
    const TrainingSetup s = trainingSetupOf(llama70b());
    const ParallelPlan p = plan(8, 4, 16);
    const HardwareView nvlink = fixtures::h100Nodes(64);
    const TrainingEstimate a = estimateTraining(nvlink, s, p);
    const TrainingEstimate b = estimateTraining(fixtures::withoutNvlink(nvlink), s, p);
    const double ratio = b.breakdown.tpCommS / a.breakdown.tpCommS;
    QVERIFY2(ratio > 3.5 && ratio < 7.7, std::to_string(ratio).c_str());
    QCOMPARE(b.breakdown.computeS, a.breakdown.computeS);
    QVERIFY(b.stepTimeS - a.stepTimeS >= b.breakdown.tpCommS - a.breakdown.tpCommS);
}

// 2:1 beyond a 4-node leaf: the 16-node data-parallel group crosses the
// spine, its reduction takes longer, and only the DP part moves.
void TestTraining::oversubscriptionCostsDataParallelTime()
{
    TrainingProfile t = llama70b();
    t.globalBatchSequences = 128; // few micro-batches: the reduction shows
    const TrainingSetup s = trainingSetupOf(t);
    const ParallelPlan p = plan(8, 1, 16);
    HardwareView flat = fixtures::h100Nodes(16);
    flat.scaleOut.nodesPerLeaf = 4;
    HardwareView blocked = flat;
    blocked.scaleOut.oversubscription = 2;
    const TrainingEstimate a = estimateTraining(flat, s, p);
    const TrainingEstimate b = estimateTraining(blocked, s, p);
    QVERIFY(b.breakdown.dpCommS > a.breakdown.dpCommS);
    QVERIFY(std::abs((b.stepTimeS - a.stepTimeS) - (b.breakdown.dpCommS - a.breakdown.dpCommS)) <
            1e-9);
}

// 70B on 8 GPUs: only plans that shard the states fit (16 B × 70e9 = 1.12 TB
// would need 15.6 GPUs' 72 GB unsharded); the first plan fits, every plan
// behind it says why.
void TestTraining::searchPutsFittingPlansFirst()
{
    const PlanSearch r =
        searchPlans(fixtures::h100Nodes(64), trainingSetupOf(llama70b()), SearchOptions{});
    QVERIFY(!r.plans.empty());
    QVERIFY(r.plans.front().estimate.memory.fits());
    QVERIFY(r.plans.front().whyNotFirst.empty());
    for (std::size_t i = 1; i < r.plans.size(); ++i) {
        QVERIFY(!r.plans[i].whyNotFirst.empty());
        QVERIFY(r.plans[i].estimate.stepTimeS >= r.plans.front().estimate.stepTimeS);
    }
    QVERIFY(r.evaluated > 100);
    const PlanSearch small =
        searchPlans(fixtures::h100Nodes(1), trainingSetupOf(llama70b()), SearchOptions{});
    QVERIFY(!small.plans.empty());
    QVERIFY(small.doNotFit > 0);
}

// mfu 0.30 given: step = 1024 × 4096 × 4.429185024e11 ÷ (512 × 989e12 × 0.30) =
// 1.857735e18 ÷ 1.519104e17 = 12.2291 s, the breakdown scaled to it.
void TestTraining::mfuOverrideScalesTheStep()
{
    TrainingProfile t = llama70b();
    t.mfu = 0.30;
    const TrainingEstimate e =
        estimateTraining(fixtures::h100Nodes(64), trainingSetupOf(t), plan(8, 4, 16));
    QVERIFY(std::abs(e.stepTimeS - 12.2291) < 1e-3);
    QVERIFY(std::abs(e.mfu - 0.30) < 1e-9);
    QVERIFY(std::abs(e.breakdown.totalS() - e.stepTimeS) < 1e-9);
}

// 8 experts of FFN 14336 (gated), 2 per token, hidden 4096, 32 layers
// (Mixtral 8x7B's shape): attention 2·4096·32·128 + 2·4096·8·128 =
// 41,943,040; an expert 3·4096·14336 = 176,160,768. All experts:
// 32 × (41,943,040 + 8 × 176,160,768) = 46,439,333,888; active:
// 32 × (41,943,040 + 2 × 176,160,768) = 12,616,466,432.
void TestTraining::moeCountsActiveParameters()
{
    TrainingProfile t;
    t.parameters = 46.7e9;
    t.shape.layers = 32;
    t.shape.hiddenSize = 4096;
    t.shape.attentionHeads = 32;
    t.shape.kvHeads = 8;
    t.shape.ffnHiddenSize = 14336;
    t.moe = MoeShape{8, 2, std::nullopt, 0, 0, std::nullopt};
    const Transformer m = trainingSetupOf(t).model;
    QCOMPARE(m.nonEmbeddingParameters(), 46439333888.0);
    QCOMPARE(m.activeNonEmbeddingParameters(), 12616466432.0);
}

// The workload leaves the batch to the model (1,024 sequences at 4096
// tokens); dp 256 × micro-batch 8 = 2,048 passes the search's 1.5× cap
// (1,536), but a plan the user gives is evaluated and listed first anyway.
void TestTraining::givenPlanStaysFirstBeyondTheBatchCap()
{
    TrainingProfile t = llama70b();
    t.globalBatchSequences.reset();
    t.shape.layers = 32;
    t.shape.hiddenSize = 4096;
    t.shape.attentionHeads = 32;
    t.shape.ffnHiddenSize.reset();
    SearchOptions o;
    o.fixed = plan(1, 1, 256, 8);
    o.fixed->zeroStage = 3;
    const PlanSearch r = searchPlans(fixtures::h100Nodes(32), trainingSetupOf(t), o);
    QVERIFY(r.problem.empty());
    QVERIFY(!r.plans.empty());
    QCOMPARE(r.plans.front().estimate.plan, *o.fixed);
    QCOMPARE(r.plans.front().estimate.globalBatch, 2048);
}

// 8192 × 524288 = 2³² would wrap a 32-bit product to 0.
void TestTraining::hugeDegreesAreRefusedNotOverflowed()
{
    const TrainingSetup s = trainingSetupOf(llama70b());
    QCOMPARE(planProblem(s, plan(1, 1, 8192, 524288), 8192),
             std::string("micro_batch=524288 × dp=8192 is more than 10000000 sequences a step."));
    ParallelPlan wide = plan(1, 1, 65536);
    wide.cp = 65536;
    QVERIFY(planProblem(s, wide, 8192).find("4294967296 GPUs") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestTraining)
#include "tst_training.moc"
