#include "analysis.h"

#include "rules.h"
#include "runcount.h"

#include <algorithm>

namespace cs::analysis {

namespace {

// The compute fabric's end-to-end oversubscription (worst fabric), 1 when none.
double computeOversubscription(const NetworkReport& network)
{
    double worst = 1.0;
    for (const FabricReport& f : network.fabrics) {
        if (f.role == NetworkRole::Compute) {
            worst = std::max(worst, f.endToEndOversubscription);
        }
    }
    return worst;
}

HeadroomReport headroomOf(const AnalysisReport& r)
{
    HeadroomReport h;
    bool first = true;
    for (const FabricReport& f : r.network.fabrics) {
        if (f.role == NetworkRole::Compute) {
            h.nodesAddableWithoutNewTier =
                first ? f.nodesAddableWithoutNewTier
                      : std::min(h.nodesAddableWithoutNewTier, f.nodesAddableWithoutNewTier);
            first = false;
        }
    }
    h.freeU = r.space.freeU;
    for (const RackPower& p : r.power.racks) {
        h.freePowerKw += std::max(0.0, p.usableBudgetKw - p.maxKw);
    }
    for (const RackCooling& c : r.cooling.racks) {
        h.freeCoolingKw += std::max(0.0, c.limitKw - c.heatKw);
    }
    return h;
}

// A throughput job reads every piece from shared storage and prepares it on
// the host CPUs: when the GPUs would process more pieces per second than
// either can supply, that one sets the pace (the guides' starved sprinters)
// and the days follow it. WORKLOAD_DATA_LOADER_STARVED and
// WORKLOAD_HOST_CPU_STARVED say so and by how much.
void feedThroughputJobs(const Design& design, const MemoryReport& memory,
                        PerformanceReport& performance)
{
    const double readBytesPerS = memory.storageReadGBps * 1e9;
    const double cores = memory.fewestCpuCoresPerGpu();
    for (std::size_t i = 0; i < performance.workloads.size() && i < design.workloads.size(); ++i) {
        const Workload& w = design.workloads[i];
        std::optional<perf::WorkEstimate>& e = performance.workloads[i].work;
        if (!w.throughput || !e || !e->runs() || !performance.hardware) {
            continue;
        }
        if (w.throughput->bytesPerUnit && readBytesPerS > 0) {
            perf::capWorkRate(*e, w.throughput->work, readBytesPerS / *w.throughput->bytesPerUnit,
                              "storage read bandwidth");
        }
        const MeasuredRate* rate = w.throughput->rateOn(performance.hardware->gpu.partId);
        if (rate && rate->cpuCoresPerGpu && cores > 0) {
            const double share = cores / *rate->cpuCoresPerGpu;
            perf::capWorkRate(*e, w.throughput->work, e->gpuRatePerGpu * e->gpus * share,
                              "host CPU cores");
        }
    }
}

} // namespace

bool AnalysisReport::hasErrors() const
{
    return std::any_of(findings.begin(), findings.end(),
                       [](const Finding& f) { return f.severity == Severity::Error; });
}

AnalysisReport analyze(const Design& design)
{
    return analyze(design, assumptionsFor(design));
}

AnalysisReport analyze(const Design& design, const Assumptions& assumptions,
                       const std::vector<Part>& catalog)
{
    detail::countAnalysis();
    const DesignFacts facts(design, assumptions);
    AnalysisReport r;
    r.assumptions = assumptions;
    r.network = analyzeNetwork(facts);
    r.performance = analyzePerformance(facts, r.network, catalog);
    r.compute = analyzeCompute(facts, computeOversubscription(r.network));
    applyModelledScaling(r.performance, r.compute);
    r.memory = analyzeMemory(facts, r.network);
    feedThroughputJobs(design, r.memory, r.performance);
    r.power = analyzePower(facts);
    r.cooling = analyzeCooling(facts, r.power);
    r.space = analyzeSpace(facts);
    r.headroom = headroomOf(r);
    r.findings = checkRules(facts, r);
    return r;
}

} // namespace cs::analysis
