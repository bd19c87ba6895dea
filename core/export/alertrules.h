#pragma once

#include "ops/alarms.h"

#include <QLocale>
#include <QString>

#include <string>
#include <vector>

namespace cs::exports {

// Series of the design's recording rules (prometheus.h) that the alerts join on.
namespace series {
inline constexpr const char* kNodeInfo = "clustersmith:node:info";
inline constexpr const char* kNodeGpus = "clustersmith:node_gpus:design";
inline constexpr const char* kGpuPowerLimit = "clustersmith:gpu_power_limit_watts:design";
inline constexpr const char* kNodeGpuBudget = "clustersmith:node_gpu_power_budget_watts:design";
} // namespace series

// Whose alarm it is: one GPU's, or a whole node's.
enum class AlertScope
{
    Gpu,
    Node
};

// The threshold as people read it: `pattern` is a translatable text (context
// ExportText) with %1 where `value` goes, or none when the threshold is "any".
struct AlertThreshold
{
    double value = 0;
    const char* pattern = nullptr;
};

// One alerting rule on dcgm-exporter's series: what Prometheus evaluates and
// what the report tells the people who answer it. The condition keeps the
// series' Hostname label, so the file writer can join it to the design's racks.
struct AlertRule
{
    const char* name;
    AlertScope scope;
    std::string condition; // PromQL
    int forMinutes;        // how long the condition holds before the alert fires
    const char* severity;  // "warning" or "critical", as Prometheus labels it
    std::string summary;   // English, after "<GPU or node> (rack R): "
    const char* watches;   // translatable (ExportText)
    AlertThreshold threshold;
    const char* why; // translatable (ExportText): why this threshold, and its source
};

// Every alert of the Prometheus export, in the order the file lists them.
const std::vector<AlertRule>& alertRules();

// The rule's texts in the running language; numbers in `locale`.
QString watchesText(const AlertRule& rule);
QString thresholdText(const AlertRule& rule, const QLocale& locale);
QString severityText(const AlertRule& rule);
QString whyText(const AlertRule& rule);

} // namespace cs::exports
