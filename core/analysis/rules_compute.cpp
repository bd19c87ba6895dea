#include "rulecontext.h"

#include <algorithm>

namespace cs::analysis::rules {

// ---- compute ---------------------------------------------------------------

void computeRules(const Context& c)
{
    const ComputeReport& r = c.report.compute;
    if (r.gpus == 0) {
        c.add("COMPUTE_NO_GPUS", Severity::Info, "design", {}, 0, 1,
              RuleText::tr("The design has no GPUs yet; add GPU servers from the catalog."),
              RuleText::tr("Clustersmith sizes designs around their accelerators."));
        return;
    }
    if (r.byModel.size() > 1) {
        c.add(
            "COMPUTE_MIXED_GPU_MODELS", Severity::Info, "design", {}, double(r.byModel.size()), 1,
            RuleText::tr("The design mixes %1 GPU models; one training job runs at the pace of the "
                         "slowest, so keep models in separate partitions.")
                .arg(r.byModel.size()),
            RuleText::tr("Synchronous data-parallel training waits for the slowest worker."));
    }
    // A design whose workloads only serve runs no job across its nodes: the
    // multi-node training warnings have nothing to judge there.
    const std::vector<Workload>& work = c.design().workloads;
    const bool trains =
        work.empty() || std::any_of(work.begin(), work.end(),
                                    [](const Workload& w) { return w.training.has_value(); });
    const bool multiNode = trains && r.nodes > 1 && r.gpus > r.scaleUpDomainGpus;
    if (multiNode && !r.allGpusHaveScaleUpLink) {
        c.add(
            "COMPUTE_PCIE_ONLY_MULTINODE", Severity::Warning, "design", {}, r.scaleUpDomainGpus, 2,
            RuleText::tr(
                "GPUs without NVLink-class links are spread over %1 nodes; every gradient "
                "exchange crosses PCIe and the network. Use SXM/OAM GPUs for multi-node training, "
                "or keep these for inference.")
                .arg(r.nodes),
            RuleText::tr(
                "Design guides: single-node multi-GPU needs NVLink, far faster than PCIe."));
    }
    if (trains && r.gpus > 1 && r.scalingEfficiency < 0.5) {
        c.add("COMPUTE_LOW_SCALING_EFFICIENCY", Severity::Warning, "design", {},
              r.scalingEfficiency, 0.5,
              RuleText::tr(
                  "Expected scaling efficiency of one job across all %1 GPUs is %2%; plan for "
                  "diminishing returns, or run several smaller jobs.")
                  .arg(r.gpus)
                  .arg(r.scalingEfficiency * 100, 0, 'f', 0),
              RuleText::tr(
                  "Scaling model: 4 GPUs ≈ 3.5× one GPU (design guides); ≈89% kept from 768 to "
                  "3,584 GPUs (MLPerf Training v3.0)."));
    }
}

// ---- memory and balance ----------------------------------------------------

namespace {

// what(n) words the finding for n nodes; the count picks the plural form.
void balanceRule(const Context& c, const char* code, double NodeBalance::*field, double threshold,
                 QString (*what)(int nodes), const QString& source)
{
    std::vector<std::uint32_t> ids;
    double worst = threshold;
    for (const NodeBalance& b : c.report.memory.nodes) {
        if (b.*field < threshold) {
            ids.push_back(b.device.value);
            worst = std::min(worst, b.*field);
        }
    }
    if (!ids.empty()) {
        c.add(code, Severity::Warning, "device", ids, worst, threshold,
              what(int(ids.size())).arg(worst, 0, 'f', 2).arg(threshold, 0, 'g', 4), source);
    }
}

} // namespace

void memoryRules(const Context& c)
{
    const Assumptions& a = c.a();
    balanceRule(
        c, "MEMORY_HOST_RAM_BELOW_GPU_MEMORY_RATIO", &NodeBalance::hostRamToGpuMemory,
        a.minHostRamToGpuMemory,
        [](int n) {
            return RuleText::tr(
                "%n nodes have host RAM only %1× their GPU memory (want ≥ %2×); add RAM so data "
                "loading and checkpointing do not starve the GPUs.",
                nullptr, n);
        },
        RuleText::tr("Host RAM ≥ 2× GPU memory: rule of thumb in the design guides; NVIDIA's "
                     "enterprise reference architecture asks ≥ 128 GB per GPU."));
    balanceRule(
        c, "MEMORY_HOST_RAM_PER_GPU_LOW", &NodeBalance::hostRamPerGpuGb, a.minHostRamPerGpuGb,
        [](int n) {
            return RuleText::tr("%n nodes have %1 GB of host RAM per GPU (want ≥ %2 GB); add RAM.",
                                nullptr, n);
        },
        RuleText::tr(
            "NVIDIA Enterprise Reference Architecture: at least 128 GB system RAM per GPU."));
    balanceRule(
        c, "MEMORY_CPU_CORES_PER_GPU_LOW", &NodeBalance::cpuCoresPerGpu, a.minCpuCoresPerGpu,
        [](int n) {
            return RuleText::tr("%n nodes have %1 CPU cores per GPU (want ≥ %2); pick CPUs with "
                                "more cores so data loading keeps up.",
                                nullptr, n);
        },
        RuleText::tr("NVIDIA Enterprise Reference Architecture: at least 7 physical cores per GPU; "
                     "DGX H100/B200 ship 14."));
    std::vector<std::uint32_t> noNvme;
    for (const DeviceFacts& d : c.facts.devices()) {
        if (d.isNode() && d.gpus > 0 && d.localNvmeTb <= 0) {
            noNvme.push_back(d.device->id.value);
        }
    }
    if (!noNvme.empty()) {
        c.add("MEMORY_NO_LOCAL_NVME", Severity::Info, "device", noNvme, 0, 0,
              RuleText::tr(
                  "%n GPU nodes have no local NVMe for datasets and checkpoints; add NVMe drives.",
                  nullptr, int(noNvme.size())),
              RuleText::tr(
                  "Design guides: slow storage starves GPUs; local NVMe caches the working set."));
    }
}

void storageRules(const Context& c)
{
    const MemoryReport& m = c.report.memory;
    const int gpus = c.report.compute.gpus;
    if (gpus >= 16 && m.storageReadGBps <= 0) {
        c.add("STORAGE_NONE", Severity::Warning, "design", {}, 0, c.a().minStorageReadGBpsPerGpu,
              RuleText::tr(
                  "%n GPUs have no shared storage; add a storage system sized for the datasets.",
                  nullptr, int(gpus)),
              RuleText::tr("Design guides: storage is one of the three supports GPUs stand on."));
    } else if (gpus > 0 && m.storageReadGBps > 0 &&
               m.storageReadGBpsPerGpu < c.a().minStorageReadGBpsPerGpu) {
        c.add("STORAGE_BANDWIDTH_LOW", Severity::Warning, "design", {}, m.storageReadGBpsPerGpu,
              c.a().minStorageReadGBpsPerGpu,
              RuleText::tr(
                  "Shared storage reads %1 GB/s per GPU (want ≥ %2); add storage nodes or faster "
                  "ones.")
                  .arg(m.storageReadGBpsPerGpu, 0, 'f', 3)
                  .arg(c.a().minStorageReadGBpsPerGpu),
              RuleText::tr("Estimate: a rule of thumb for training reads; adjust per workload."));
    }
}

} // namespace cs::analysis::rules
