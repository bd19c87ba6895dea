#pragma once

#include "model/part.h"

#include <algorithm>
#include <string>
#include <vector>

namespace cs::perf {

// How GPUs inside one scale-up domain reach each other.
enum class ScaleUpKind
{
    NvSwitch, // NVLink or Infinity Fabric between every pair (switched or fully meshed)
    Pcie,     // peer traffic over PCIe through the host
    None      // one GPU per node
};

struct GpuFigures
{
    std::string partId;
    std::string name;
    double bf16Tflops = 0; // dense
    double fp8Tflops = 0;  // dense; 0 when the GPU has no FP8 rate
    // FP64 on the matrix (tensor) units where the GPU has them, else its
    // vector rate: what DGEMM, and so HPL, runs at. 0 without a figure.
    double fp64Tflops = 0;
    double fp32Tflops = 0; // vector; 0 without a figure
    double memoryGb = 0;
    double memoryTBps = 0;
};

struct ScaleUp
{
    ScaleUpKind kind = ScaleUpKind::None;
    int domainGpus = 1;
    double gbytesPerSPerDirection = 0; // per GPU
    double achievable = 0;             // share of it NCCL moves
    bool nvls = false;                 // in-switch reduction (NVLink SHARP)
    double nvlsEfficiency = 0;
    std::string link; // NVLink4, PCIe Gen4 x16, ...
};

struct ScaleOut
{
    double gbitsPerGpu = 0; // from the compute links cabled, per GPU
    double oversubscription = 1;
    int nodesPerLeaf = 0; // nodes a leaf serves before traffic climbs a tier (0: all)
    int tiers = 1;
    int maxHops = 1; // switches on the longest path
    bool rdma = true;
};

// What the performance model knows about a cluster: one GPU's figures, its
// scale-up domain and what the fabric gives each GPU.
struct HardwareView
{
    std::string nodeName;
    int nodes = 0;
    int gpusPerNode = 0;
    GpuFigures gpu;
    ScaleUp scaleUp;
    ScaleOut scaleOut;
    std::vector<std::string> notes; // what was assumed

    int gpus() const { return nodes * gpusPerNode; }
    // GPUs whose traffic to each other stays off the fabric: a node's, or a
    // scale-up domain's when the domain joins several nodes.
    int gpusOffFabric() const;
    // Nodes one such group spans (1 unless the scale-up domain joins nodes).
    int nodesOffFabric() const { return gpusOffFabric() / std::max(1, gpusPerNode); }
    // Achievable GB/s one GPU sends into the fabric.
    double networkGBps() const;
    // Achievable GB/s one GPU sends to a peer in its scale-up domain.
    double scaleUpGBps() const;
};

// Why the model cannot run on this hardware, in one sentence naming the GPU
// and the missing figure; empty when it can.
std::string hardwareProblem(const HardwareView& hw);

// GB/s per direction of a PCIe x16 link of this generation (1–7, clamped):
// PCI-SIG's 2.5, 5, 8, 16, 32, 64 GT/s per lane × 16 lanes ÷ 8 bits, less
// 8b/10b encoding up to Gen2 and 128b/130b from Gen3 (Gen4: 16 × 16 × 128/130
// ÷ 8 = 31.5); Gen6 and Gen7 after FLIT framing (242 of 256 bytes).
double pcieX16GBps(int generation);

// One GPU's figures as the model reads them from the catalog.
GpuFigures gpuFiguresOf(const Part& gpu);

// Nodes of this server joined in one scale-up domain, among `nodes` of them:
// 1 unless the server declares a domain larger than itself (a CloudMatrix 384
// node: 384 NPUs over UB, 48 nodes of 8). Then the nodes fill domains of that
// many, all of them in one when they are fewer (47 nodes: one domain of 47).
// The model treats every domain alike, so a remainder (50 nodes: 48 + 2) is
// taken as full — slightly kind to the 2.
int nodesPerScaleUpDomain(const ServerSpec& server, int gpusPerNode, int nodes);

// GPUs in one such domain: the server's declared domain, or its own GPUs when
// it declares none, as far as the `nodes` it joins hold them.
int scaleUpDomainGpus(const ServerSpec& server, int gpusPerNode, int nodes);

// The scale-up domain of `nodes` nodes of `gpusPerNode` GPUs: NVLink (or an
// equivalent) where the GPU has a scale-up link and the server a domain —
// spanning nodes where the server's domain does —, else PCIe peer traffic at
// the GPU's generation (Gen4 assumed, with a note, when the catalog has none).
ScaleUp scaleUpOf(const Part& gpu, const ServerSpec& server, int gpusPerNode, int nodes,
                  std::vector<std::string>& notes);

// A catalog GPU server × count, cabled on every compute port to a non-blocking
// fabric. Throws std::invalid_argument naming the part when it carries no GPU.
HardwareView hardwareFromCatalog(const Part& node, int nodes, const PartMap& parts);

} // namespace cs::perf
