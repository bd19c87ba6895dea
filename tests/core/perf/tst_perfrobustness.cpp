// Whatever plan and hardware the model is given, every figure it returns is
// finite and not negative: no NaN, no infinite or negative time (the issue's
// bad-input rule). Hardware the model cannot use is refused by name.
#include "hardwarefixtures.h"
#include "perf/inference.h"
#include "perf/plansearch.h"

#include <QTest>

#include <cmath>

using namespace cs;
using namespace cs::perf;

class TestPerfRobustness : public QObject
{
    Q_OBJECT

private slots:
    void everyPlanGivesFiniteFigures();
    void inferenceFiguresAreFinite();
    void unusableHardwareIsNamed();
};

namespace {

bool sane(double v)
{
    return std::isfinite(v) && v >= 0;
}

TrainingProfile model(int layers, int hidden, int heads, bool moe)
{
    TrainingProfile t;
    t.parameters = 12.0 * layers * double(hidden) * hidden;
    t.trainingTokens = 1e12;
    t.sequenceLength = 4096;
    t.shape.layers = layers;
    t.shape.hiddenSize = hidden;
    t.shape.attentionHeads = heads;
    if (moe) {
        t.moe = MoeShape{16, 2, std::nullopt, 1, 1, std::nullopt};
    }
    return t;
}

std::vector<HardwareView> hardware()
{
    HardwareView slow = fixtures::h100Nodes(64, 1); // 1 Gb/s per GPU
    HardwareView pcie = fixtures::withoutNvlink(fixtures::h100Nodes(8));
    HardwareView disconnected = fixtures::h100Nodes(4, 0);
    HardwareView tinyMemory = fixtures::h100Nodes(16);
    tinyMemory.gpu.memoryGb = 1;
    return {fixtures::h100Nodes(1), slow, pcie, disconnected, tinyMemory};
}

} // namespace

void TestPerfRobustness::everyPlanGivesFiniteFigures()
{
    int checked = 0;
    for (const HardwareView& hw : hardware()) {
        for (bool moe : {false, true}) {
            const TrainingSetup s = trainingSetupOf(model(32, 4096, 32, moe));
            const PlanSearch search = searchPlans(hw, s, SearchOptions{{}, false, 1000, false});
            for (const RankedPlan& r : search.plans) {
                const TrainingEstimate& e = r.estimate;
                ++checked;
                QVERIFY(sane(e.stepTimeS) && e.stepTimeS > 0);
                QVERIFY(sane(e.tokensPerS) && sane(e.mfu) && sane(e.trainingDays));
                QVERIFY(sane(e.memory.totalGb));
                const StepBreakdown& b = e.breakdown;
                for (double part : {b.computeS, b.tpCommS, b.cpCommS, b.epCommS, b.ppBubbleS,
                                    b.dpCommS, b.optimizerS}) {
                    QVERIFY(sane(part));
                }
                // Plans across nodes without a network are marked, never timed as free.
                if (hw.networkGBps() == 0 && e.plan.gpus() > hw.gpusPerNode) {
                    QVERIFY(!e.possible);
                }
            }
        }
    }
    QVERIFY(checked > 500);
}

void TestPerfRobustness::inferenceFiguresAreFinite()
{
    InferenceProfile p;
    p.parameters = 70e9;
    p.contextLength = 8192;
    p.concurrentSequences = 100000;
    p.targetTokensPerSecond = 1;
    p.shape.layers = 80;
    p.shape.hiddenSize = 8192;
    p.shape.attentionHeads = 64;
    p.shape.kvHeads = 8;
    for (const HardwareView& hw : hardware()) {
        for (const InferenceEstimate& e :
             searchInference(hw, inferenceSetupOf(p), std::nullopt, 1000)) {
            QVERIFY(sane(e.outputTokensPerS) && sane(e.timeToFirstTokenMs) &&
                    sane(e.interTokenLatencyMs));
            QVERIFY(e.batch <= std::max(e.maxBatch, 0));
        }
    }
}

void TestPerfRobustness::unusableHardwareIsNamed()
{
    HardwareView hw = fixtures::h100Nodes(2);
    QVERIFY(hardwareProblem(hw).empty());
    hw.gpu.partId = "odd-gpu";
    hw.gpu.memoryTBps = 0;
    QCOMPARE(hardwareProblem(hw),
             std::string("odd-gpu has no memory bandwidth (gpu.memory_bandwidth_tbps) in the "
                         "catalog."));
    hw = fixtures::h100Nodes(2);
    hw.gpu.partId = "odd-gpu";
    hw.gpu.bf16Tflops = 0;
    QCOMPARE(hardwareProblem(hw),
             std::string("odd-gpu has no dense BF16 figure (gpu.dense_tflops.bf16) in the "
                         "catalog."));
}

QTEST_GUILESS_MAIN(TestPerfRobustness)
#include "tst_perfrobustness.moc"
