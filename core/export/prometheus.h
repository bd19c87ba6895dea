#pragma once

#include "model/design.h"

#include <string>

namespace cs::exports {

// Thresholds of the alerting rules: named assumptions, each with its source
// (docs/exports.md, Prometheus).
namespace alarm {
// The guides' alarm point: "once a GPU passes 85 degrees, look closely".
inline constexpr double kGpuTemperatureC = 85;
// A GPU drawing this share of its TDP for ten minutes runs at its power cap
// (an assumption: close enough to throttle, far enough from normal peaks).
inline constexpr double kGpuPowerShareOfTdp = 0.95;
// A node whose draw passes this share of what its supplies carry with the
// redundant ones failed is one spike from a trip (an assumption, after the
// guides' "the power supply cannot keep up and the node reboots").
inline constexpr double kPsuShareOfUsable = 0.90;
// DCGM's own limits (NVIDIA DCGM, dcgm_gpu_hardware_limits.h):
// DCGM_LIMIT_MAX_PCIREPLAY_RATE, DCGM_LIMIT_MAX_NVLINK_CRC_ERROR.
inline constexpr double kPcieReplaysPerMinute = 8;
inline constexpr double kNvlinkCrcErrorsPerSecond = 100;
} // namespace alarm

// Two Prometheus rule files for NVIDIA's DCGM exporter (dcgm-exporter's
// metric names, its Hostname label being the host name of hostnames.h).
struct PrometheusRules
{
    // Recording rules stating the design: per GPU node its rack
    // (clustersmith:node:info), its GPU count, its GPUs' TDP and the GPU power
    // its supplies leave room for.
    std::string designRules;
    // Alerting rules joined to clustersmith:node:info, so that every summary
    // names the node and its rack.
    std::string alertRules;
};

// Throws FormatError when the design's analysis assumptions cannot be read.
PrometheusRules prometheusRules(const Design& design);

} // namespace cs::exports
