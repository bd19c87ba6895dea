// Prometheus rules for a design's GPU nodes (docs/exports.md, Prometheus).
#include "prometheus.h"

#include "alertrules.h"
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

using series::kGpuPowerLimit;
using series::kNodeGpuBudget;
using series::kNodeGpus;
using series::kNodeInfo;

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
// peak (the device's peak less its GPUs' TDP). A tray of a rack-scale system
// has its GPUs' share of what the power shelves leave the system's GPUs (the
// shelves feed every tray). Nothing when a figure is missing.
std::optional<double> gpuBudgetW(const GpuNode& n, const analysis::DeviceFacts& f, double tdpW)
{
    const std::optional<PsuSpec>& psu = n.part->server->psu;
    if (!psu || psu->count <= 0 || tdpW <= 0 || f.maxW <= 0) {
        return std::nullopt;
    }
    const double usableW = std::max(psu->count - psu->redundant, 0) * psu->watts;
    const double othersW = std::max(f.maxW - n.deviceGpus * tdpW, 0.0);
    const double systemW = ops::alarm::kPsuShareOfUsable * usableW - othersW;
    const double budgetW = systemW * n.gpus / n.deviceGpus;
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
    std::string out = recordRule(
        kNodeInfo, "1", {{"Hostname", n.host}, {"rack", rack}, {"node_model", n.part->id}});
    out += recordRule(kNodeGpus, std::to_string(n.gpus), {{"Hostname", n.host}});
    const double tdpW = n.gpu->power ? n.gpu->power->max : 0;
    if (tdpW > 0) {
        out += recordRule(kGpuPowerLimit, whole(tdpW), {{"Hostname", n.host}});
    }
    if (const std::optional<double> budget = gpuBudgetW(n, f, tdpW)) {
        out += recordRule(kNodeGpuBudget, whole(*budget), {{"Hostname", n.host}});
    }
    return out;
}

// Per-GPU alerts name the GPU; node-wide ones (no gpu label) the node alone.
std::string alertRule(const AlertRule& a)
{
    const std::string who = a.scope == AlertScope::Node
                                ? "{{ $labels.Hostname }} (rack {{ $labels.rack }}): "
                                : "GPU {{ $labels.gpu }} of {{ $labels.Hostname }} (rack "
                                  "{{ $labels.rack }}): ";
    return "  - alert: " + yamlQuoted(a.name) + "\n    expr: " +
           yamlQuoted("(" + a.condition + ") * on (Hostname) group_left (rack) " + kNodeInfo) +
           "\n    for: " + yamlQuoted(std::to_string(a.forMinutes) + "m") +
           "\n    labels:\n      severity: " + yamlQuoted(a.severity) +
           "\n    annotations:\n      summary: " + yamlQuoted(who + a.summary) + "\n";
}

std::string alertFile()
{
    std::string out = "groups:\n- name: \"clustersmith-gpu-alerts\"\n  rules:\n";
    for (const AlertRule& a : alertRules()) {
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
                alertFile()};
}

} // namespace cs::exports
