#include "hardware.h"

#include "perfconstants.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cs::perf {

double pcieX16GBps(int generation)
{
    static const double kRates[] = {0, 4.0, 8.0, 15.75, 31.5, 63.0, 121.0, 242.0};
    return kRates[std::clamp(generation, 1, 7)];
}

namespace {

bool hasScaleUpLink(const GpuSpec& g)
{
    return !g.scaleUpLink.empty() && g.scaleUpLink != "none" && g.scaleUpGBps.value_or(0) > 0;
}

double nvlsEfficiencyOf(const std::string& link)
{
    if (link == "NVLink4") {
        return constants::kNvlsEfficiencyNvlink4;
    }
    if (link == "NVLink5") {
        return constants::kNvlsEfficiencyNvlink5;
    }
    return 0;
}

bool carriesCompute(const std::string& role)
{
    return role == "compute" || role == "any" || role.empty();
}

// Compute-port Gb/s a catalog server offers: its compute NICs and its own
// compute ports (accelerators with on-die network ports).
double computeGbpsOf(const Part& node, const PartMap& parts)
{
    double total = 0;
    for (const NicConfig& nic : node.server->nics) {
        const auto it = parts.find(nic.partId);
        if (it == parts.end() || !carriesCompute(nic.role)) {
            continue;
        }
        for (const PortGroup& g : it->second.ports) {
            total += nic.count * g.count * g.gbps;
        }
    }
    for (const PortGroup& g : node.ports) {
        if (g.role == "compute") {
            total += g.count * g.gbps;
        }
    }
    return total;
}

const Part& gpuOf(const Part& node, const PartMap& parts)
{
    if (!node.server || node.server->gpuCount <= 0) {
        throw std::invalid_argument(node.id + " carries no GPU.");
    }
    const auto it = parts.find(node.server->gpuPartId);
    if (it == parts.end() || !it->second.gpu) {
        throw std::invalid_argument(node.id + ": its GPU part \"" + node.server->gpuPartId +
                                    "\" is not in the catalog.");
    }
    return it->second;
}

// A fat tree of 64-port switches, half of each leaf's ports down: 32 nodes per
// rail leaf, 1,024 per two tiers (an estimate for a design not yet drawn).
constexpr int kAssumedNodesPerLeaf = 32;

void estimateTiers(ScaleOut& out, int nodes)
{
    out.nodesPerLeaf = kAssumedNodesPerLeaf;
    out.tiers = nodes <= kAssumedNodesPerLeaf                          ? 1
                : nodes <= kAssumedNodesPerLeaf * kAssumedNodesPerLeaf ? 2
                                                                       : 3;
    out.maxHops = 2 * out.tiers - 1;
}

} // namespace

GpuFigures gpuFiguresOf(const Part& gpu)
{
    GpuFigures f;
    f.partId = gpu.id;
    f.name = gpu.name;
    f.bf16Tflops = gpu.gpu->denseTflops.bf16.value_or(0);
    f.fp8Tflops = gpu.gpu->denseTflops.fp8.value_or(0);
    const PrecisionTflops& t = gpu.gpu->denseTflops;
    f.fp64Tflops = t.fp64Tensor.value_or(t.fp64.value_or(0));
    f.fp32Tflops = t.fp32.value_or(0);
    f.memoryGb = gpu.gpu->memoryGb;
    f.memoryTBps = gpu.gpu->memoryBandwidthTBps.value_or(0);
    return f;
}

int nodesPerScaleUpDomain(const ServerSpec& server, int gpusPerNode, int nodes)
{
    if (gpusPerNode < 1 || server.scaleUpDomainGpus <= gpusPerNode) {
        return 1;
    }
    return std::clamp(nodes, 1, server.scaleUpDomainGpus / gpusPerNode);
}

int scaleUpDomainGpus(const ServerSpec& server, int gpusPerNode, int nodes)
{
    const int declared = server.scaleUpDomainGpus > 0 ? server.scaleUpDomainGpus : gpusPerNode;
    return std::min(declared, gpusPerNode * nodesPerScaleUpDomain(server, gpusPerNode, nodes));
}

ScaleUp scaleUpOf(const Part& gpu, const ServerSpec& server, int gpusPerNode, int nodes,
                  std::vector<std::string>& notes)
{
    ScaleUp s;
    const GpuSpec& g = *gpu.gpu;
    const int declared = server.scaleUpDomainGpus > 0 ? server.scaleUpDomainGpus : gpusPerNode;
    const int joined = nodesPerScaleUpDomain(server, gpusPerNode, nodes);
    if (gpusPerNode * joined <= 1) {
        return s;
    }
    if (hasScaleUpLink(g) && declared > 1) {
        s.kind = ScaleUpKind::NvSwitch;
        s.domainGpus = scaleUpDomainGpus(server, gpusPerNode, nodes);
        if (joined > 1) {
            notes.push_back(std::to_string(joined) + " nodes share one " + g.scaleUpLink +
                            " domain of " + std::to_string(s.domainGpus) + " GPUs (the part's " +
                            std::to_string(declared) + "); their traffic stays off the fabric.");
        }
        s.gbytesPerSPerDirection = *g.scaleUpGBps / 2.0;
        s.achievable = constants::kScaleUpAchievable;
        s.link = g.scaleUpLink;
        s.nvlsEfficiency = nvlsEfficiencyOf(g.scaleUpLink);
        s.nvls = s.nvlsEfficiency > 0 && s.domainGpus > 2;
        return s;
    }
    int gen = g.pcieGen.value_or(0);
    if (gen == 0) {
        gen = 4;
        notes.push_back(gpu.id + ": no PCIe generation in the catalog; Gen4 x16 assumed.");
    }
    s.kind = ScaleUpKind::Pcie;
    s.domainGpus = gpusPerNode;
    s.gbytesPerSPerDirection = pcieX16GBps(gen);
    s.achievable = constants::kPcieAchievable;
    s.link = "PCIe Gen" + std::to_string(gen) + " x16";
    return s;
}

int HardwareView::gpusOffFabric() const
{
    return std::max(gpusPerNode, scaleUp.domainGpus);
}

double HardwareView::networkGBps() const
{
    const double share = scaleOut.rdma ? 1.0 : constants::kSocketTransportShare;
    return scaleOut.gbitsPerGpu / 8.0 * constants::kNetworkAchievable * share;
}

double HardwareView::scaleUpGBps() const
{
    return scaleUp.gbytesPerSPerDirection * scaleUp.achievable;
}

std::string hardwareProblem(const HardwareView& hw)
{
    const std::string gpu = hw.gpu.partId.empty() ? hw.gpu.name : hw.gpu.partId;
    if (hw.nodes < 1 || hw.gpusPerNode < 1) {
        return "The cluster has no GPU.";
    }
    if (!(hw.gpu.bf16Tflops > 0)) {
        return gpu + " has no dense BF16 figure (gpu.dense_tflops.bf16) in the catalog.";
    }
    if (!(hw.gpu.memoryTBps > 0)) {
        return gpu + " has no memory bandwidth (gpu.memory_bandwidth_tbps) in the catalog.";
    }
    if (!(hw.gpu.memoryGb > 0)) {
        return gpu + " has no memory size (gpu.memory_gb) in the catalog.";
    }
    if (hw.gpusPerNode > 1 && !(hw.scaleUpGBps() > 0)) {
        return gpu + ": the GPUs of a node have no path to each other.";
    }
    return {};
}

HardwareView hardwareFromCatalog(const Part& node, int nodes, const PartMap& parts)
{
    const Part& gpu = gpuOf(node, parts);
    HardwareView v;
    v.nodeName = node.name;
    v.nodes = nodes;
    v.gpusPerNode = node.server->gpuCount;
    v.gpu = gpuFiguresOf(gpu);
    v.scaleUp = scaleUpOf(gpu, *node.server, v.gpusPerNode, nodes, v.notes);
    v.scaleOut.gbitsPerGpu = computeGbpsOf(node, parts) / v.gpusPerNode;
    estimateTiers(v.scaleOut, nodes);
    v.notes.push_back("Every compute port cabled to a non-blocking fat tree (estimated " +
                      std::to_string(v.scaleOut.tiers) + " tier(s)).");
    return v;
}

} // namespace cs::perf
