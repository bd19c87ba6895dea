#pragma once

// The alarm points of the cluster's monitoring: named assumptions, each with
// its source (docs/exports.md, Prometheus). The Prometheus alerting rules
// (export/alertrules.h) and the report's operations page read them from here.
namespace cs::ops::alarm {

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

} // namespace cs::ops::alarm
