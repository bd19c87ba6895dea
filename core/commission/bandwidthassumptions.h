#pragma once

#include "perf/perfconstants.h"

// What the design predicts for a bandwidth benchmark, as named assumptions.
// The raw figures come from the design's catalog parts: the GPU's PCIe
// generation (an x16 host interface, docs/catalog-format.md; its rate is
// perf::pcieX16GBps), its memory bandwidth and scale-up link, and the line
// rate of the GPU node's compute adapter ports.

namespace cs::commission::assumptions {

// PCIe: a DMA copy carries at most the maximum payload (256 bytes on servers)
// per transaction-layer packet, behind 20 bytes of framing, sequence number,
// 3-dword header and LCRC: 256 ÷ (256 + 20) = 0.928 of the link (Intel, AN 456
// "PCI Express High Performance Reference Design", Throughput for Posted
// Writes). Gen5 x16: 63.0 × 0.928 = 58.4 GB/s; H100s measure about 55.
inline constexpr double kPcieTlpEfficiency = 256.0 / (256.0 + 20.0);

// Memory: a copy within one GPU streams at the share of peak memory bandwidth
// the performance model assumes for streaming kernels (0.80; STREAM-like
// copies reach 80–90% on A100/H100/MI300X, perfconstants.h).
inline constexpr double kMemoryCopyAchievable = perf::constants::kMemoryAchievable;
// A copy reads every byte and writes it once, so the memory carries two bytes
// per byte copied: the copy rate is half the memory's. bandwidthTest counts
// both (2 × size ÷ time, bandwidthTest.cu testDeviceToDeviceTransfer);
// nvbandwidth's device_local_copy counts the copy once (size ÷ time).
inline constexpr double kMemoryBytesPerCopiedByte = 2.0;

// NVLink: a peer copy moves the share of the per-direction link rate NCCL
// rates it at (20.0 of 25 GB/s per NVLink 4 link, perfconstants.h).
inline constexpr double kScaleUpCopyAchievable = perf::constants::kScaleUpAchievable;

// RDMA: the share of a port's line rate ib_write_bw reports at its largest
// messages. An EDR port measures 96.6 Gb/s of 100 (ib_write_bw -a
// --report_gbits, forums.developer.nvidia.com/t/273376), and NCCL rates a 100
// Gb/s adapter at 12 of 12.5 GB/s (0.96, perfconstants.h).
inline constexpr double kRdmaAchievable = perf::constants::kNetworkAchievable;

// A figure passes at 0.90 of the prediction or more. Estimate: the
// predictions above are what healthy links measure (H100 host copies at 55 of
// 58.4 GB/s, 0.94); a link trained down to half its lanes or one PCIe
// generation lower, an NDR port at HDR, or a GPU in the wrong slot measures
// half, far below 0.90.
inline constexpr double kBandwidthPassRatio = 0.90;

} // namespace cs::commission::assumptions
