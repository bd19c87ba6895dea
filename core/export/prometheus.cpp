// Prometheus rules for a design's GPU nodes (docs/exports.md, Prometheus).
#include "prometheus.h"

#include "analysis/designfacts.h"
#include "csvwriter.h"
#include "gpunodes.h"
#include "yamltext.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace cs::exports {

namespace {

constexpr const char* kInfo = "clustersmith:node:info";
constexpr const char* kGpus = "clustersmith:node_gpus:design";
constexpr const char* kGpuLimit = "clustersmith:gpu_power_limit_watts:design";
constexpr const char* kGpuBudget = "clustersmith:node_gpu_power_budget_watts:design";

std::string whole(double x)
{
    return std::to_string(std::llround(x));
}

std::string recordRule(const char* record, const std::string& value,
                       const std::vector<std::pair<const char*, std::string>>& labels)
{
    std::string out = "  - record: " + yamlQuoted(record) +
                      "\n    expr: " + yamlQuoted("vector(" + value + ")") + "\n    labels:\n";
    for (const auto& [name, v] : labels) {
        out += "      " + std::string(name) + ": " + yamlQuoted(v) + "\n";
    }
    return out;
}

// The GPU power the node's supplies leave room for: the share of their usable
// capacity ((count − redundant) × watts) less the node's other parts at their
// peak (the device's peak less its GPUs' TDP). Nothing when a figure is missing.
std::optional<double> gpuBudgetW(const GpuNode& n, const analysis::DeviceFacts& f, double tdpW)
{
    const std::optional<PsuSpec>& psu = n.part->server->psu;
    if (!psu || psu->count <= 0 || tdpW <= 0 || f.maxW <= 0) {
        return std::nullopt;
    }
    const double usableW = std::max(psu->count - psu->redundant, 0) * psu->watts;
    const double othersW = std::max(f.maxW - n.gpus * tdpW, 0.0);
    const double budgetW = alarm::kPsuShareOfUsable * usableW - othersW;
    // No headroom at all (every supply redundant, or the rest of the node
    // above the share) is no budget to alarm on: it would fire for ever.
    if (budgetW <= 0) {
        return std::nullopt;
    }
    return budgetW;
}

std::string nodeRules(const GpuNode& n, const analysis::DeviceFacts& f)
{
    const std::string rack = n.rack ? n.rack->name : std::string("not in a rack");
    std::string out =
        recordRule(kInfo, "1", {{"Hostname", n.host}, {"rack", rack}, {"node_model", n.part->id}});
    out += recordRule(kGpus, std::to_string(n.gpus), {{"Hostname", n.host}});
    const double tdpW = n.gpu->power ? n.gpu->power->max : 0;
    if (tdpW > 0) {
        out += recordRule(kGpuLimit, whole(tdpW), {{"Hostname", n.host}});
    }
    if (const std::optional<double> budget = gpuBudgetW(n, f, tdpW)) {
        out += recordRule(kGpuBudget, whole(*budget), {{"Hostname", n.host}});
    }
    return out;
}

// One alerting rule: a PromQL condition on dcgm-exporter's series that keeps
// their Hostname label; alertRules() joins it to the design's racks.
struct Alert
{
    const char* name;
    std::string condition;
    const char* forDuration;
    const char* severity;
    std::string summary; // after "<GPU or node> (rack R): "
};

std::vector<Alert> alerts()
{
    const std::string gpuTemp = shortest(alarm::kGpuTemperatureC);
    return {
        {"GpuTemperatureHigh", "DCGM_FI_DEV_GPU_TEMP > " + gpuTemp, "2m", "warning",
         "at {{ $value }} °C, above the " + gpuTemp + " °C alarm point."},
        {"GpuPowerNearLimit",
         "DCGM_FI_DEV_POWER_USAGE > on (Hostname) group_left " +
             shortest(alarm::kGpuPowerShareOfTdp) + " * " + kGpuLimit,
         "10m", "warning",
         "draws {{ $value }} W, above " + shortest(std::round(alarm::kGpuPowerShareOfTdp * 100)) +
             "% of its TDP."},
        {"NodePowerNearPsuCapacity",
         "sum by (Hostname) (DCGM_FI_DEV_POWER_USAGE) > on (Hostname) " + std::string(kGpuBudget),
         "5m", "critical",
         "its GPUs draw {{ $value }} W, which with the rest of the node at its peak passes " +
             shortest(std::round(alarm::kPsuShareOfUsable * 100)) +
             "% of what its power supplies carry with the redundant ones failed."},
        {"GpuXidError", "DCGM_FI_DEV_XID_ERRORS > 0", "0m", "critical",
         "reported XID error {{ $value }}."},
        {"NvlinkReplayOrRecoveryErrors",
         "increase(DCGM_FI_DEV_NVLINK_RECOVERY_ERROR_COUNT_TOTAL[5m]) > 0 or "
         "increase(DCGM_FI_DEV_NVLINK_REPLAY_ERROR_COUNT_TOTAL[5m]) > 0",
         "0m", "warning", "NVLink replay or recovery errors in the last 5 minutes."},
        {"NvlinkCrcErrors",
         "rate(DCGM_FI_DEV_NVLINK_CRC_FLIT_ERROR_COUNT_TOTAL[5m]) > " +
             shortest(alarm::kNvlinkCrcErrorsPerSecond),
         "5m", "warning", "{{ $value }} NVLink CRC flit errors per second."},
        {"PcieReplays",
         "rate(DCGM_FI_DEV_PCIE_REPLAY_COUNTER[5m]) * 60 > " +
             shortest(alarm::kPcieReplaysPerMinute),
         "5m", "warning", "{{ $value }} PCIe replays per minute."},
        {"GpuEccDoubleBitErrors", "increase(DCGM_FI_DEV_ECC_DBE_VOL_TOTAL[5m]) > 0", "0m",
         "critical", "uncorrectable (double-bit) ECC errors in the last 5 minutes."},
        {"GpuRowRemapFailure", "DCGM_FI_DEV_ROW_REMAP_FAILURE > 0", "0m", "critical",
         "row remapping failed; the GPU needs replacing."},
        {"NodeGpusMissing",
         "count by (Hostname) (DCGM_FI_DEV_GPU_TEMP) < on (Hostname) " + std::string(kGpus) +
             " or on (Hostname) 0 * (" + kGpus + " unless on (Hostname) DCGM_FI_DEV_GPU_TEMP)",
         "10m", "critical", "reports {{ $value }} GPUs, fewer than the design's."},
    };
}

// Per-GPU alerts name the GPU; node-wide ones (no gpu label) the node alone.
std::string alertRule(const Alert& a)
{
    const bool perNode = std::string(a.name).rfind("Node", 0) == 0;
    const std::string who = perNode ? "{{ $labels.Hostname }} (rack {{ $labels.rack }}): "
                                    : "GPU {{ $labels.gpu }} of {{ $labels.Hostname }} (rack "
                                      "{{ $labels.rack }}): ";
    return "  - alert: " + yamlQuoted(a.name) + "\n    expr: " +
           yamlQuoted("(" + a.condition + ") * on (Hostname) group_left (rack) " + kInfo) +
           "\n    for: " + yamlQuoted(a.forDuration) +
           "\n    labels:\n      severity: " + yamlQuoted(a.severity) +
           "\n    annotations:\n      summary: " + yamlQuoted(who + a.summary) + "\n";
}

std::string alertRules()
{
    std::string out = "groups:\n- name: \"clustersmith-gpu-alerts\"\n  rules:\n";
    for (const Alert& a : alerts()) {
        out += alertRule(a);
    }
    return out;
}

} // namespace

PrometheusRules prometheusRules(const Design& design)
{
    const analysis::DesignFacts facts(design, analysis::assumptionsFor(design));
    std::string rules = designFileHeader(design, "Prometheus recording rules stating the design") +
                        "groups:\n- name: \"clustersmith-design\"\n  rules:\n";
    const std::vector<GpuNode> nodes = gpuNodes(design, hostNamesOf(design));
    for (const GpuNode& n : nodes) {
        rules += nodeRules(n, facts.devices()[std::size_t(facts.indexOf(n.device->id))]);
    }
    if (nodes.empty()) {
        rules.replace(rules.size() - 1, 1, " []\n"); // "rules: []": no GPU nodes
    }
    return {rules,
            designFileHeader(design, "Prometheus alerting rules for NVIDIA's DCGM exporter") +
                alertRules()};
}

} // namespace cs::exports
