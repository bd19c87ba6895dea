#pragma once

#include "model/design.h"

#include <string>
#include <utility>
#include <vector>

namespace cs::exports {

// Label keys the Kubernetes export writes. The topology keys are
// Clustersmith's own (docs/exports.md); nvidia.com/gpu.* are the labels
// NVIDIA's GPU feature discovery sets, with its value format.
namespace kubelabel {
inline constexpr const char* kBlock = "topology.clustersmith.io/block";
inline constexpr const char* kLeaf = "topology.clustersmith.io/leaf";
inline constexpr const char* kRack = "topology.clustersmith.io/rack";
inline constexpr const char* kRow = "topology.clustersmith.io/row";
inline constexpr const char* kGpuType = "clustersmith.io/gpu-type";
inline constexpr const char* kHost = "kubernetes.io/hostname";
} // namespace kubelabel

struct KubeLabel
{
    std::string key;
    std::string value;
    bool operator==(const KubeLabel&) const = default;
};

// A GPU node as a Kubernetes Node: its host name (the Slurm files' name) and
// its labels, sorted by key, every key and value valid (kubelabels.h).
struct KubeNode
{
    std::string name;
    std::string deviceName; // the name in the design, kept as an annotation
    std::vector<KubeLabel> labels;
};

// The GPU nodes (gpunodes.h) with their labels: the GPU model and count as
// GPU feature discovery names them (NVIDIA GPUs; the product only where the
// catalog knows the driver's name), the gres type as clustersmith.io/gpu-type,
// and rack, row, compute leaf and block (the leaf, else the row, else the
// rack) as topology labels, each left out where the design has none.
std::vector<KubeNode> kubernetesNodes(const Design& design);

// The GFD product label for a GPU the driver names `driverName`: spaces as
// '-' ("NVIDIA H100 80GB HBM3" → "NVIDIA-H100-80GB-HBM3"), made a valid value.
std::string gfdProduct(const std::string& driverName);

struct KubernetesFiles
{
    std::string nodesYaml; // nodes.yaml: one Node manifest per GPU node
    std::string kueueYaml; // kueue.yaml: the Topology and one ResourceFlavor per GPU type
    std::vector<std::pair<std::string, std::string>> renamed; // as SlurmConfig::renamed
};

KubernetesFiles kubernetesFiles(const Design& design);

} // namespace cs::exports
