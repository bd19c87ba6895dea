// Full design analysis on synthetic clusters of 1,024, 16,384 and 131,072
// GPUs: time, nanoseconds per entity, memory, and the ratio to a bare loop
// that touches the same entities once (the floor no analysis can beat).
// Targets (2-core machine): 16,384 GPUs < 10 ms; 131,072 GPUs < 100 ms and
// < 1 GB; ratio to the floor < 10x. A second line per size analyses the same
// design carrying two workloads (70B pre-training and 70B serving), so the
// performance model's share of an edit's analysis shows as a ratio.
#include "analysis/analysis.h"
#include "benchutil.h"
#include "syntheticcluster.h"

#include <cstdio>
#include <cstdlib>

using namespace cs;

namespace {

// Llama 2 70B's shape (Touvron et al. 2023) for both workloads.
ModelShape llama70bShape()
{
    ModelShape s;
    s.layers = 80;
    s.hiddenSize = 8192;
    s.attentionHeads = 64;
    s.kvHeads = 8;
    s.headDim = 128;
    s.ffnHiddenSize = 28672;
    s.vocabSize = 32000;
    return s;
}

Workload seventyBTraining()
{
    Workload w;
    w.name = "70B pre-training";
    TrainingProfile t;
    t.parameters = 70e9;
    t.trainingTokens = 2e12;
    t.targetDays = 60;
    t.shape = llama70bShape();
    w.training = t;
    return w;
}

Workload seventyBServing()
{
    Workload w;
    w.name = "70B serving";
    InferenceProfile p;
    p.parameters = 70e9;
    p.precision = InferencePrecision::Fp8;
    p.contextLength = 8192;
    p.concurrentSequences = 256;
    p.targetTokensPerSecond = 20000;
    p.shape = llama70bShape();
    w.inference = p;
    return w;
}

// Touches every rack, device and link once, as cheaply as a loop can.
double floorLoop(const Design& d)
{
    double sum = 0;
    for (const Rack& r : d.racks()) {
        sum += r.powerBudgetKw;
    }
    for (const Device& dev : d.devices()) {
        sum += dev.placement ? dev.placement->bottomU : 0;
    }
    for (const Link& l : d.links()) {
        sum += l.lengthM;
    }
    return sum;
}

void run(int gpus)
{
    Design design;
    const double buildMs = bench::millisecondsOf([&] { design = bench::syntheticCluster(gpus); });
    const double entities =
        double(design.racks().size() + design.devices().size() + design.links().size());
    const int runs = gpus > 20000 ? 5 : 20;
    volatile double sink = 0;
    const double floorMs =
        bench::bestMillisecondsOf(runs, [&] { sink = sink + floorLoop(design); });
    const double baseline = bench::rssMiB();
    bench::resetPeakRss();
    analysis::AnalysisReport report;
    const double analysisMs =
        bench::bestMillisecondsOf(runs, [&] { report = analysis::analyze(design); });
    const double peak = bench::peakRssMiB();
    Design withWork = design;
    withWork.workloads = {seventyBTraining(), seventyBServing()};
    const double workMs =
        bench::bestMillisecondsOf(runs, [&] { report = analysis::analyze(withWork); });
    std::printf(
        "%7d GPUs | %6zu racks %7zu devices %7zu links | build %8.1f ms | analysis %8.2f ms "
        "(%6.1f ns/entity) | floor %6.3f ms | ratio %6.1fx | RSS %7.1f MiB, analysis peak +%6.1f "
        "MiB "
        "| %zu findings, %d GPUs seen\n",
        gpus, design.racks().size(), design.devices().size(), design.links().size(), buildMs,
        analysisMs, analysisMs * 1e6 / entities, floorMs, analysisMs / floorMs, baseline,
        peak - baseline, report.findings.size(), report.compute.gpus);
    std::printf("%7d GPUs | with 2 workloads: analysis %8.2f ms, %5.2fx the plain analysis, "
                "%zu findings\n",
                gpus, workMs, workMs / analysisMs, report.findings.size());
}

} // namespace

int main(int argc, char** argv)
{
    bench::startLikeThePrograms(argv);
    if (argc > 1) {
        run(std::atoi(argv[1]));
        return 0;
    }
    for (int gpus : {1024, 16384, 131072}) {
        run(gpus);
    }
    return 0;
}
