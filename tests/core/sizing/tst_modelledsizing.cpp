// Sizing's second stage (core/sizing/modelled.cpp): the performance model run
// on each option, on the bundled catalog and the shipped example workloads.
// Expected figures are worked out from the catalog in the comments; the
// model's own predictions are checked against the rules that use them (days
// within the target, the fewest nodes, the viability share), not copied.
#include "../exampledesigns.h"
#include "io/formaterror.h"
#include "perf/plansearch.h"
#include "sizing/sizing.h"
#include "sizing/sizingreport.h"
#include "sizingfixtures.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cs;
using namespace cs::sizing;

namespace {

const SizingOption* optionFor(const SizingReport& r, const std::string& gpuId)
{
    auto it = std::find_if(r.options.begin(), r.options.end(),
                           [&](const SizingOption& o) { return o.gpuPartId == gpuId; });
    return it == r.options.end() ? nullptr : &*it;
}

PartMap byId(const std::vector<Part>& parts)
{
    PartMap map;
    for (const Part& p : parts) {
        map.emplace(p.id, p);
    }
    return map;
}

// The model's days for `node` × `nodes`, straight from core/perf.
double modelDays(const Workload& w, const Part& node, int nodes, const PartMap& parts)
{
    const perf::HardwareView hw = perf::hardwareFromCatalog(node, nodes, parts);
    perf::SearchOptions options;
    options.top = 1;
    const perf::PlanSearch s = perf::searchPlans(hw, perf::trainingSetupOf(*w.training), options);
    const perf::TrainingEstimate& e = s.plans.front().estimate;
    return e.possible && e.memory.fits() ? e.trainingDays : INFINITY;
}

} // namespace

class TestModelledSizing : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void workstationsOnEthernetAreNotRecommended();
    void datacentreGpusMeetTheTargetWithTheFewestNodes();
    void viableBeforeNotViableInRankAndOutput();
    void aMeasuredMfuIsTakenAsGiven();
    void nodesWithoutANetworkCannotTrainTogether();
    void servingMeetsTheTargetAndLatency();

private:
    std::vector<Part> mCatalog;
    PartMap mParts;
    Workload mTraining;
    SizingReport mReport;
};

void TestModelledSizing::initTestCase()
{
    mCatalog = bundledParts();
    mParts = byId(mCatalog);
    mTraining = exampleWorkload("llama-70b-training.workload.json");
    mReport = sizeWorkload(mTraining, mCatalog);
    QCOMPARE(mReport.method, SizingMethod::Modelled);
}

void TestModelledSizing::workstationsOnEthernetAreNotRecommended()
{
    // The lab workstation: four RTX 4090s over PCIe and one ConnectX-6 Lx with
    // 2 × 25 GbE, so 50 ÷ 4 = 12.5 Gb/s per GPU into the fabric. A 70B model's
    // gradients (and its pipeline sends) crawl over that: the model's
    // throughput per GPU falls below half of the first estimate's 40% MFU.
    const SizingOption* rtx = optionFor(mReport, "nvidia-rtx-4090-24gb");
    QVERIFY(rtx);
    QVERIFY(!rtx->viable());
    QCOMPARE(rtx->rank, 0);
    QVERIFY(rtx->modelled);
    QCOMPARE(rtx->modelled->networkGbitsPerGpu, 12.5);
    QVERIFY(rtx->modelled->shareOfFirstEstimate < kViableShareOfFirstEstimate);
    QVERIFY2(rtx->notViable.contains(QStringLiteral("12.5 Gb/s")), qPrintable(rtx->notViable));
    QVERIFY(mReport.options.front().viable());
    QVERIFY(mReport.options.front().gpuPartId != rtx->gpuPartId);
}

void TestModelledSizing::datacentreGpusMeetTheTargetWithTheFewestNodes()
{
    // H100 first-estimate rate: 989e12 × 0.40 ÷ (6 × 70e9) = 941.905 tokens/s per GPU.
    // DGX H100: 2 × CX-7 modules of 4 × 400G = 3,200 Gb/s ÷ 8 GPUs = 400 Gb/s per GPU.
    struct Expected
    {
        const char* gpu;
        double firstRatePerGpu;
        double gbitsPerGpu;
    };
    const Expected cases[] = {
        {"nvidia-h100-sxm5-80gb", 989e12 * 0.40 / 4.2e11, 400},
        {"nvidia-h200-sxm-141gb", 989e12 * 0.40 / 4.2e11, 400},
    };
    for (const Expected& c : cases) {
        const SizingOption* o = optionFor(mReport, c.gpu);
        QVERIFY2(o && o->viable() && o->modelled && o->modelled->training, c.gpu);
        const ModelledRun& r = *o->modelled;
        QVERIFY(r.meetsTarget);
        QCOMPARE(r.networkGbitsPerGpu, c.gbitsPerGpu);
        QVERIFY(*o->trainingDays <= 60.0);
        // Days = 2e12 tokens ÷ tokens/s ÷ 86,400 (training has all the hours).
        QVERIFY(std::abs(*o->trainingDays - 2e12 / r.training->tokensPerS / 86400) < 1e-6);
        QVERIFY(std::abs(r.shareOfFirstEstimate -
                         r.training->tokensPerSPerGpu / c.firstRatePerGpu) < 1e-9);
        // The fewest nodes: one node fewer misses the 60 days.
        const Part& node = mParts.at(o->node.partId);
        QVERIFY2(modelDays(mTraining, node, o->nodes - 1, mParts) > 60.0, c.gpu);
        QCOMPARE(o->gpus, o->nodes * o->node.gpusPerNode);
    }
    const SizingOption* b200 = optionFor(mReport, "nvidia-b200-sxm-192gb");
    QVERIFY(b200 && b200->viable() && *b200->trainingDays <= 60.0);
}

void TestModelledSizing::viableBeforeNotViableInRankAndOutput()
{
    bool seenNotViable = false;
    int rank = 0;
    for (const SizingOption& o : mReport.options) {
        if (!o.viable()) {
            seenNotViable = true;
            QCOMPARE(o.rank, 0);
            QVERIFY(!o.notViable.isEmpty());
            continue;
        }
        QVERIFY(!seenNotViable); // no viable option after a not-viable one
        QCOMPARE(o.rank, ++rank);
    }
    QCOMPARE(mReport.viableOptions(), rank);
    const nlohmann::json j = sizingReportToJson(mReport, 1);
    QCOMPARE(j["format_version"].get<int>(), 2);
    QCOMPARE(j["method"].get<std::string>(), std::string("modelled"));
    // --top 1: one recommended option and every one not recommended.
    const std::size_t notViable = mReport.options.size() - std::size_t(rank);
    QCOMPARE(j["options"].size(), 1 + notViable);
    const nlohmann::json& last = j["options"].back();
    QCOMPARE(last["viable"].get<bool>(), false);
    QCOMPARE(last["rank"].get<int>(), 0);
    QVERIFY(!last["not_viable_reason"].get<std::string>().empty());
    QVERIFY(j["options"][0]["modelled"]["training_plan"].contains("tp"));
    const QString text = sizingReportToText(mReport, 3, false);
    QVERIFY(text.contains(QStringLiteral("Not recommended:")));
    QVERIFY(text.contains(QStringLiteral("NVIDIA GeForce RTX 4090 24GB (")));
}

void TestModelledSizing::aMeasuredMfuIsTakenAsGiven()
{
    // A workload that gives mfu has measured it: the model keeps its step
    // structure but scales the step to that MFU, so the H100 option reports
    // exactly 0.30 and, at a lower MFU than the model predicts, needs more
    // nodes than without it.
    Workload measured = mTraining;
    measured.training->mfu = 0.30;
    const SizingReport r = sizeWorkload(measured, mCatalog);
    const SizingOption* h100 = optionFor(r, "nvidia-h100-sxm5-80gb");
    QVERIFY(h100 && h100->viable() && h100->modelled);
    QVERIFY(std::abs(h100->modelled->training->mfu - 0.30) < 1e-9);
    const SizingOption* predicted = optionFor(mReport, "nvidia-h100-sxm5-80gb");
    QVERIFY(predicted->modelled->training->mfu > 0.30);
    QVERIFY(h100->gpus > predicted->gpus);
}

void TestModelledSizing::nodesWithoutANetworkCannotTrainTogether()
{
    // One H100-class GPU per node and no compute port: a 7B run that needs
    // 41 GPUs by its first estimate (4.2e22 FLOPs ÷ (989e12 × 0.40 × 2.592e6 s))
    // can only run as single-GPU plans, which do not fit 112 GB of states in
    // 80 GB. Doubling the nodes does not help: it is not recommended.
    const Part gpu = h100Like();
    Part node;
    node.id = "island";
    node.kind = PartKind::GpuServer;
    node.name = "island";
    ServerSpec s;
    s.gpuPartId = gpu.id;
    s.gpuCount = 1;
    node.server = s;
    Workload w;
    TrainingProfile t;
    t.parameters = 7e9;
    t.trainingTokens = 1e12;
    t.targetDays = 30;
    w.training = t;
    const SizingReport r = sizeWorkload(w, {gpu, node});
    QCOMPARE(r.options.size(), std::size_t(1));
    const SizingOption& o = r.options.front();
    QCOMPARE(o.gpusByCompute, 41);
    QVERIFY(!o.viable());
    QCOMPARE(r.viableOptions(), 0);
    QVERIFY2(o.notViable.contains(QStringLiteral("need a network the nodes lack")),
             qPrintable(o.notViable));
}

void TestModelledSizing::servingMeetsTheTargetAndLatency()
{
    // 20,000 output tokens/s for 256 interactive users: every recommended
    // option's model meets the rate and decodes a token within 50 ms.
    const Workload serving = exampleWorkload("llama-70b-inference.workload.json");
    const SizingReport r = sizeWorkload(serving, mCatalog);
    QVERIFY(r.viableOptions() > 0);
    for (const SizingOption& o : r.options) {
        if (!o.viable()) {
            continue;
        }
        QVERIFY(o.modelled && o.modelled->inference);
        QVERIFY(*o.servedTokensPerSecond >= 20000.0);
        QVERIFY(o.modelled->inference->meetsLatency);
        QVERIFY(o.modelled->inference->interTokenLatencyMs <= 50.0);
    }
}

QTEST_GUILESS_MAIN(TestModelledSizing)
#include "tst_modelledsizing.moc"
