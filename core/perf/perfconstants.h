#pragma once

// The performance model's named assumptions. Each is the same for every
// accelerator, network and workload; docs/performance-model.md lists them with
// their sources. None is fitted to a reference row.

namespace cs::perf::constants {

// --- Collectives (NCCL's own cost model, src/graph/topo.h and tuning.cc) ---

// NCCL rates one NVLink 3/4/5 link at 20.0 / 20.6 / 40.1 GB/s of its 25 / 25 / 50
// GB/s per direction: 80% of the link is what its ring and tree kernels move.
inline constexpr double kScaleUpAchievable = 0.80;
// NCCL rates a PCIe Gen3 x16 path at 12 GB/s of 16 (75%).
inline constexpr double kPcieAchievable = 0.75;
// NCCL rates a 100 Gb/s NIC at 12 GB/s of 12.5 (96%).
inline constexpr double kNetworkAchievable = 0.96;
// NCCL's NVLink SHARP (in-switch reduction) efficiency: Hopper 0.85, Blackwell 0.74.
inline constexpr double kNvlsEfficiencyNvlink4 = 0.85;
inline constexpr double kNvlsEfficiencyNvlink5 = 0.74;
// NCCL's protocols: LL moves 8 bytes of data per 16 (50%), LL128 120 of 128
// (tuning.cc rounds it to 0.92), Simple all of it.
inline constexpr double kLlBandwidthShare = 0.5;
inline constexpr double kLl128BandwidthShare = 0.92;
// NCCL's latencies in microseconds (tuning.cc, ring): base per protocol and per
// step on NVLink, PCIe and the network, for LL / LL128 / Simple.
inline constexpr double kBaseLatencyUs[3] = {6.6, 14.0, 8.4};
inline constexpr double kNvlinkStepUs[3] = {0.6, 1.9, 3.4};
inline constexpr double kPcieStepUs[3] = {1.0, 2.5, 5.7};
inline constexpr double kNetworkStepUs[3] = {2.7, 4.0, 14.0};
// NVLS: 25 us on NVLink, 20.9 us per network tree level (NVLS tree).
inline constexpr double kNvlsLatencyUs = 25.0;
inline constexpr double kNvlsTreeNetworkUs = 20.9;
// A ring pipelines its buffer in chunks: NCCL_BUFFSIZE (4 MiB) ÷ NCCL_STEPS
// (8) = 512 KiB per channel and step; the first chunk crosses every link of
// the ring before all links are busy. NCCL runs about one channel per NVLink
// link (topo.h rates a channel at the link's 20.0 GB/s, 40.1 on NVLink 5) and
// two per PCIe path or NIC.
inline constexpr double kChunkBytes = 4.0 * 1024 * 1024 / 8;
inline constexpr double kNvlinkChannelGBps = 20.0;
inline constexpr double kNvlink5ChannelGBps = 40.1;
inline constexpr int kChannelsPerPathOrNic = 2;
// Estimate: one switch traversal of a cut-through InfiniBand or Ethernet switch.
inline constexpr double kSwitchHopUs = 0.3;
// Estimate: NCCL over TCP sockets (no RDMA) keeps about half the link.
inline constexpr double kSocketTransportShare = 0.5;

// --- Compute ---

// Estimate: share of the dense tensor peak a large BF16/FP8 GEMM sustains
// under a training framework (cuBLAS/CUTLASS reach 70-80% on A100 and H100 for
// the matrix sizes of billion-parameter layers).
inline constexpr double kMatmulEfficiency = 0.75;
// Estimate: share of peak HBM bandwidth streaming kernels sustain (STREAM-like
// copies reach 80-90% on A100/H100/MI300X; BabelStream's triad measured 2.97
// of 3.35 TB/s on H100 SXM, 88.7%, and 1.70 of 2.04 TB/s on A100 80GB, 83.4%,
// Azure AI benchmarking guide). Also the default sustained share of a
// memory-bound HPC simulation.
inline constexpr double kMemoryAchievable = 0.80;
// Bytes moved by element-wise kernels per byte of stored activation in one
// pass: each stored tensor is written once and read once.
inline constexpr double kElementwiseBytesPerActivationByte = 2.0;
// Adam with FP32 master weights, per parameter and step: read gradient (4),
// master (4), two moments (8); write master (4), moments (8), BF16 weight (2).
inline constexpr double kOptimizerBytesPerParameter = 30.0;

// --- HPC simulations ---

// The sustained share of the FP64 peak of a compute-bound simulation, unless
// the workload gives its own: HPL's Rmax ÷ Rpeak on the largest GPU systems of
// the TOP500 (Frontier 1.353 ÷ 2.055 EF = 0.658, Nov 2024; El Capitan 1.742 ÷
// 2.746 EF = 0.634, Nov 2024; Eagle 561.2 ÷ 846.8 PF = 0.663 and Eos 121.4 ÷
// 188.65 PF = 0.644, Nov 2023). HPL is the friendliest code there is: a real
// application sustains less, so this is a ceiling, not a forecast.
inline constexpr double kHplSustainedShare = 0.65;

// --- Memory ---

// Share of device memory kept for the CUDA context, communication buffers and
// fragmentation (the sizing's reserve, docs/workload-format.md).
inline constexpr double kMemoryReserve = 0.10;

// --- Serving ---

// Interactive serving: every sequence decodes at least 20 tokens/s.
inline constexpr double kInteractiveTokenLatencyS = 0.050;

} // namespace cs::perf::constants
