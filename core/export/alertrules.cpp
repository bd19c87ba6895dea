// The alerts of the Prometheus export (docs/exports.md, Prometheus), which the
// report's operations page lists with their thresholds.
#include "alertrules.h"

#include "csvwriter.h"
#include "exporttext.h"

#include <cmath>

namespace cs::exports {

namespace {

using namespace ops;

std::string percentOf(double share)
{
    return shortest(std::round(share * 100));
}

AlertRule gpuTemperature()
{
    const std::string limit = shortest(alarm::kGpuTemperatureC);
    return {"GpuTemperatureHigh",
            AlertScope::Gpu,
            "DCGM_FI_DEV_GPU_TEMP > " + limit,
            2,
            "warning",
            "at {{ $value }} °C, above the " + limit + " °C alarm point.",
            QT_TRANSLATE_NOOP("ExportText", "GPU temperature"),
            {alarm::kGpuTemperatureC, QT_TRANSLATE_NOOP("ExportText", "above %1 °C")},
            QT_TRANSLATE_NOOP("ExportText",
                              "The guides' alarm point: once a GPU passes it, look closely "
                              "(GPU server guide, operations).")};
}

AlertRule gpuPower()
{
    return {"GpuPowerNearLimit",
            AlertScope::Gpu,
            "DCGM_FI_DEV_POWER_USAGE > on (Hostname) group_left " +
                shortest(alarm::kGpuPowerShareOfTdp) + " * " + series::kGpuPowerLimit,
            10,
            "warning",
            "draws {{ $value }} W, above " + percentOf(alarm::kGpuPowerShareOfTdp) +
                "% of its TDP.",
            QT_TRANSLATE_NOOP("ExportText", "GPU power draw"),
            {std::round(alarm::kGpuPowerShareOfTdp * 100),
             QT_TRANSLATE_NOOP("ExportText", "above %1% of the GPU's TDP")},
            QT_TRANSLATE_NOOP("ExportText", "An assumption: close enough to the power cap to "
                                            "throttle, far enough from normal peaks.")};
}

AlertRule nodePower()
{
    return {"NodePowerNearPsuCapacity",
            AlertScope::Node,
            "sum by (Hostname) (DCGM_FI_DEV_POWER_USAGE) > on (Hostname) " +
                std::string(series::kNodeGpuBudget),
            5,
            "critical",
            "its GPUs draw {{ $value }} W, which with the rest of the node at its peak passes " +
                percentOf(alarm::kPsuShareOfUsable) +
                "% of what its power supplies carry with the redundant ones failed.",
            QT_TRANSLATE_NOOP("ExportText", "A node's GPU power against its power supplies"),
            {std::round(alarm::kPsuShareOfUsable * 100),
             QT_TRANSLATE_NOOP("ExportText",
                               "GPUs plus the rest of the node at its peak above %1% of what "
                               "the supplies carry with the redundant ones failed")},
            QT_TRANSLATE_NOOP("ExportText",
                              "An assumption, after the guides' warning that a supply that "
                              "cannot keep up reboots the node.")};
}

std::vector<AlertRule> powerAndHeat()
{
    return {gpuTemperature(), gpuPower(), nodePower()};
}

std::vector<AlertRule> faultCounters()
{
    return {
        {"GpuXidError",
         AlertScope::Gpu,
         "DCGM_FI_DEV_XID_ERRORS > 0",
         0,
         "critical",
         "reported XID error {{ $value }}.",
         QT_TRANSLATE_NOOP("ExportText", "XID errors (GPU faults the driver reports)"),
         {0, QT_TRANSLATE_NOOP("ExportText", "any XID error")},
         QT_TRANSLATE_NOOP("ExportText",
                           "Every XID is the driver's record of a GPU fault; the alert's value "
                           "is the last XID.")},
        {"NvlinkReplayOrRecoveryErrors",
         AlertScope::Gpu,
         "increase(DCGM_FI_DEV_NVLINK_RECOVERY_ERROR_COUNT_TOTAL[5m]) > 0 or "
         "increase(DCGM_FI_DEV_NVLINK_REPLAY_ERROR_COUNT_TOTAL[5m]) > 0",
         0,
         "warning",
         "NVLink replay or recovery errors in the last 5 minutes.",
         QT_TRANSLATE_NOOP("ExportText", "NVLink replay and recovery errors"),
         {0, QT_TRANSLATE_NOOP("ExportText", "any in 5 minutes")},
         QT_TRANSLATE_NOOP("ExportText", "DCGM's limit DCGM_LIMIT_MAX_NVLINK_ERROR (NVIDIA DCGM, "
                                         "dcgm_gpu_hardware_limits.h).")},
        {"NvlinkCrcErrors",
         AlertScope::Gpu,
         "rate(DCGM_FI_DEV_NVLINK_CRC_FLIT_ERROR_COUNT_TOTAL[5m]) > " +
             shortest(alarm::kNvlinkCrcErrorsPerSecond),
         5,
         "warning",
         "{{ $value }} NVLink CRC flit errors per second.",
         QT_TRANSLATE_NOOP("ExportText", "NVLink CRC flit errors"),
         {alarm::kNvlinkCrcErrorsPerSecond, QT_TRANSLATE_NOOP("ExportText", "above %1 per second")},
         QT_TRANSLATE_NOOP("ExportText",
                           "DCGM's limit DCGM_LIMIT_MAX_NVLINK_CRC_ERROR (NVIDIA DCGM).")},
        {"PcieReplays",
         AlertScope::Gpu,
         "rate(DCGM_FI_DEV_PCIE_REPLAY_COUNTER[5m]) * 60 > " +
             shortest(alarm::kPcieReplaysPerMinute),
         5,
         "warning",
         "{{ $value }} PCIe replays per minute.",
         QT_TRANSLATE_NOOP("ExportText", "PCIe replays"),
         {alarm::kPcieReplaysPerMinute, QT_TRANSLATE_NOOP("ExportText", "above %1 per minute")},
         QT_TRANSLATE_NOOP("ExportText",
                           "DCGM's limit DCGM_LIMIT_MAX_PCIREPLAY_RATE (NVIDIA DCGM).")},
    };
}

std::vector<AlertRule> gpuHealth()
{
    const std::string gpus = series::kNodeGpus;
    return {
        {"GpuEccDoubleBitErrors",
         AlertScope::Gpu,
         "increase(DCGM_FI_DEV_ECC_DBE_VOL_TOTAL[5m]) > 0",
         0,
         "critical",
         "uncorrectable (double-bit) ECC errors in the last 5 minutes.",
         QT_TRANSLATE_NOOP("ExportText", "Uncorrectable (double-bit) ECC errors"),
         {0, QT_TRANSLATE_NOOP("ExportText", "any in 5 minutes")},
         QT_TRANSLATE_NOOP("ExportText", "An uncorrectable error corrupts data: one is too many.")},
        {"GpuRowRemapFailure",
         AlertScope::Gpu,
         "DCGM_FI_DEV_ROW_REMAP_FAILURE > 0",
         0,
         "critical",
         "row remapping failed; the GPU needs replacing.",
         QT_TRANSLATE_NOOP("ExportText", "GPU memory row remapping"),
         {0, QT_TRANSLATE_NOOP("ExportText", "any failed remap")},
         QT_TRANSLATE_NOOP("ExportText",
                           "A failed remap leaves bad memory in use: the GPU needs replacing.")},
        {"NodeGpusMissing",
         AlertScope::Node,
         "count by (Hostname) (DCGM_FI_DEV_GPU_TEMP) < on (Hostname) " + gpus +
             " or on (Hostname) 0 * (" + gpus + " unless on (Hostname) DCGM_FI_DEV_GPU_TEMP)",
         10,
         "critical",
         "reports {{ $value }} GPUs, fewer than the design's.",
         QT_TRANSLATE_NOOP("ExportText", "The GPUs a node reports"),
         {0, QT_TRANSLATE_NOOP("ExportText", "fewer than the design gives the node")},
         QT_TRANSLATE_NOOP("ExportText",
                           "A GPU that falls off the bus stops reporting; the design states how "
                           "many each node has.")},
    };
}

std::vector<AlertRule> allRules()
{
    std::vector<AlertRule> rules = powerAndHeat();
    for (const std::vector<AlertRule>& group : {faultCounters(), gpuHealth()}) {
        rules.insert(rules.end(), group.begin(), group.end());
    }
    return rules;
}

} // namespace

const std::vector<AlertRule>& alertRules()
{
    static const std::vector<AlertRule> rules = allRules();
    return rules;
}

QString watchesText(const AlertRule& rule)
{
    return ExportText::tr(rule.watches);
}

QString thresholdText(const AlertRule& rule, const QLocale& locale)
{
    const QString pattern = ExportText::tr(rule.threshold.pattern);
    return pattern.contains(QLatin1String("%1"))
               ? pattern.arg(locale.toString(rule.threshold.value))
               : pattern;
}

QString severityText(const AlertRule& rule)
{
    return std::string(rule.severity) == "critical" ? ExportText::tr("critical")
                                                    : ExportText::tr("warning");
}

QString whyText(const AlertRule& rule)
{
    return ExportText::tr(rule.why);
}

} // namespace cs::exports
