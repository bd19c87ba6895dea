#include "compute.h"

#include "perf/hardware.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace cs::analysis {

namespace {

void addTflops(PrecisionTotals& totals, const PrecisionTflops& perGpu, int gpus)
{
    totals.fp64 += perGpu.fp64.value_or(0) * gpus;
    totals.fp32 += perGpu.fp32.value_or(0) * gpus;
    totals.tf32 += perGpu.tf32.value_or(0) * gpus;
    totals.bf16 += perGpu.bf16.value_or(0) * gpus;
    totals.fp8 += perGpu.fp8.value_or(0) * gpus;
    totals.int8 += perGpu.int8.value_or(0) * gpus;
    totals.fp4 += perGpu.fp4.value_or(0) * gpus;
}

bool hasScaleUpLink(const GpuSpec& gpu)
{
    return !gpu.scaleUpLink.empty() && gpu.scaleUpLink != "none";
}

// GPUs that share one scale-up (NVLink-class) domain with this node's, among
// `alike` nodes of its model: the node's own, or several nodes' where the
// part's domain joins nodes, as the performance model counts them.
int scaleUpDomainOf(const DeviceFacts& node, int alike)
{
    if (!node.gpu || !hasScaleUpLink(*node.gpu->gpu)) {
        return std::min(node.gpus, 1);
    }
    if (!node.part->server) {
        return node.gpus;
    }
    return perf::scaleUpDomainGpus(*node.part->server, node.gpus, alike);
}

using ModelKey = std::tuple<const Part*, const Part*, int>;

ModelKey modelKey(const DeviceFacts& d)
{
    return {d.part, d.gpu, d.gpus};
}

} // namespace

double scalingEfficiency(int gpus, double oversubscription, const Assumptions& a)
{
    if (gpus <= 1) {
        return 1.0;
    }
    const double at4 = a.speedupAt4Gpus / 4.0;
    const double log2n = std::log2(static_cast<double>(gpus));
    double efficiency = 0;
    if (gpus <= 4) {
        efficiency = 1.0 + (at4 - 1.0) * log2n / 2.0;
    } else {
        // Geometric decay per doubling, fitted so that growing from
        // scalingFromGpus to scalingToGpus keeps largeScaleEfficiency.
        const double doublings = std::log2(double(a.scalingToGpus) / double(a.scalingFromGpus));
        const double perDoubling = std::pow(a.largeScaleEfficiency, 1.0 / doublings);
        efficiency = at4 * std::pow(perDoubling, log2n - 2.0);
    }
    // Oversubscription r stretches the communication share c of each step:
    // step time (1 − c) + c·r instead of 1.
    const double r = std::max(1.0, oversubscription);
    const double c = a.communicationShare;
    return efficiency / ((1.0 - c) + c * r);
}

ComputeReport analyzeCompute(const DesignFacts& facts, double computeOversubscription)
{
    ComputeReport r;
    std::map<std::string, GpuModelCount> models;
    std::map<ModelKey, int> alike;
    for (const DeviceFacts& d : facts.devices()) {
        if (d.isNode()) {
            ++alike[modelKey(d)];
        }
    }
    for (const DeviceFacts& d : facts.devices()) {
        if (!d.isNode()) {
            continue;
        }
        r.nodes += 1;
        r.gpus += d.gpus;
        if (!d.gpu || d.gpus == 0) {
            continue;
        }
        const GpuSpec& g = *d.gpu->gpu;
        r.gpuMemoryGb += g.memoryGb * d.gpus;
        addTflops(r.peakDenseTflops, g.denseTflops, d.gpus);
        addTflops(r.peakSparseTflops, g.sparseTflops, d.gpus);
        r.scaleUpDomainGpus = std::max(r.scaleUpDomainGpus, scaleUpDomainOf(d, alike[modelKey(d)]));
        r.allGpusHaveScaleUpLink = r.allGpusHaveScaleUpLink && hasScaleUpLink(g);
        GpuModelCount& m = models[d.gpu->id];
        m.gpuPartId = d.gpu->id;
        m.name = d.gpu->name;
        m.gpus += d.gpus;
        m.bf16Tflops += g.denseTflops.bf16.value_or(0) * d.gpus;
    }
    // Traffic inside one scale-up domain never crosses the fabric.
    const bool crossesFabric = r.gpus > std::max(r.scaleUpDomainGpus, 1);
    r.scalingEfficiency = scalingEfficiency(r.gpus, crossesFabric ? computeOversubscription : 1.0,
                                            facts.assumptions());
    r.effectiveTflopsBf16 = r.peakDenseTflops.bf16 * r.scalingEfficiency;
    for (auto& entry : models) {
        r.byModel.push_back(std::move(entry.second));
    }
    return r;
}

} // namespace cs::analysis
