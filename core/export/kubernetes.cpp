// Node labels and Kueue's topology for a design (docs/exports.md, Kubernetes).
#include "kubernetes.h"

#include "gpunodes.h"
#include "kubelabels.h"
#include "slurmnodes.h"
#include "yamltext.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace cs::exports {

namespace {

constexpr const char* kTopologyName = "clustersmith";

bool isNvidia(const Part& gpu)
{
    std::string vendor = gpu.vendor;
    std::transform(vendor.begin(), vendor.end(), vendor.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return vendor == "nvidia";
}

// Rack and row names as label values, distinct per rack and per row.
struct PlaceValues
{
    std::unordered_map<std::uint32_t, std::string> racks;
    std::unordered_map<std::uint32_t, std::string> rows;
};

PlaceValues placeValues(const Design& design)
{
    NamedIds racks;
    for (const Rack& r : design.racks()) {
        racks.emplace_back(r.id.value, r.name);
    }
    NamedIds rows;
    for (const Row& r : design.rows()) {
        rows.emplace_back(r.id.value, r.name);
    }
    return {uniqueLabelValues(racks, "rack"), uniqueLabelValues(rows, "row")};
}

std::vector<KubeLabel> gpuLabels(const GpuNode& n)
{
    std::vector<KubeLabel> out{{kubelabel::kGpuType, labelValueOf(gresType(*n.gpu))}};
    if (isNvidia(*n.gpu)) {
        out.push_back({"nvidia.com/gpu.count", std::to_string(n.gpus)});
        out.push_back({"nvidia.com/gpu.present", "true"});
        if (n.gpu->gpu && !n.gpu->gpu->nvmlName.empty()) {
            out.push_back({"nvidia.com/gpu.product", gfdProduct(n.gpu->gpu->nvmlName)});
        }
    }
    return out;
}

std::vector<KubeLabel> topologyLabels(const GpuNode& n, const PlaceValues& places)
{
    std::vector<KubeLabel> out;
    std::string block;
    if (n.rack) {
        block = places.racks.at(n.rack->id.value);
        out.push_back({kubelabel::kRack, block});
    }
    if (n.row) {
        block = places.rows.at(n.row->id.value);
        out.push_back({kubelabel::kRow, block});
    }
    if (!n.leaf.empty()) {
        block = n.leaf;
        out.push_back({kubelabel::kLeaf, block});
    }
    if (!block.empty()) {
        out.push_back({kubelabel::kBlock, block});
    }
    return out;
}

std::string nodeManifest(const KubeNode& n)
{
    std::string out =
        "---\napiVersion: v1\nkind: Node\nmetadata:\n  name: " + yamlQuoted(n.name) +
        "\n  annotations:\n    clustersmith.io/device-name: " + yamlQuoted(n.deviceName) +
        "\n  labels:\n";
    for (const KubeLabel& l : n.labels) {
        out += "    " + yamlQuoted(l.key) + ": " + yamlQuoted(l.value) + "\n";
    }
    return out;
}

std::string topologyManifest()
{
    return std::string("---\napiVersion: kueue.x-k8s.io/v1alpha1\nkind: Topology\nmetadata:\n"
                       "  name: ") +
           yamlQuoted(kTopologyName) +
           "\nspec:\n  levels:\n  - nodeLabel: " + yamlQuoted(kubelabel::kBlock) +
           "\n  - nodeLabel: " + yamlQuoted(kubelabel::kRack) +
           "\n  - nodeLabel: " + yamlQuoted(kubelabel::kHost) + "\n";
}

// One flavor per GPU type: a DNS subdomain made of the type.
std::string flavorManifests(const std::vector<KubeNode>& nodes)
{
    std::set<std::string> types;
    for (const KubeNode& n : nodes) {
        const auto type = std::find_if(n.labels.begin(), n.labels.end(), [](const KubeLabel& l) {
            return l.key == kubelabel::kGpuType;
        });
        types.insert(type == n.labels.end() ? std::string() : type->value);
    }
    std::string out;
    std::unordered_set<std::string> taken;
    std::uint32_t index = 0;
    for (const std::string& type : types) {
        std::string name = "clustersmith-" + (type.empty() ? std::string("gpu") : type);
        std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) {
            // Letters and digits only: a '.' beside a '-' ("x.-y") is no DNS name.
            return std::isalnum(c) ? static_cast<char>(std::tolower(c)) : '-';
        });
        name = firstFreeName(name, ++index, taken);
        taken.insert(name);
        out +=
            "---\napiVersion: kueue.x-k8s.io/v1beta1\nkind: ResourceFlavor\nmetadata:\n  name: " +
            yamlQuoted(name) + "\nspec:\n  nodeLabels:\n    " + yamlQuoted(kubelabel::kGpuType) +
            ": " + yamlQuoted(type) + "\n  topologyName: " + yamlQuoted(kTopologyName) + "\n";
    }
    return out;
}

std::vector<KubeNode> nodesOf(const Design& design, const HostNames& names)
{
    const PlaceValues places = placeValues(design);
    std::vector<KubeNode> out;
    for (const GpuNode& n : gpuNodes(design, names)) {
        KubeNode node{n.host, n.device->name, gpuLabels(n)};
        for (KubeLabel& l : topologyLabels(n, places)) {
            node.labels.push_back(std::move(l));
        }
        std::sort(node.labels.begin(), node.labels.end(),
                  [](const KubeLabel& a, const KubeLabel& b) { return a.key < b.key; });
        out.push_back(std::move(node));
    }
    return out;
}

} // namespace

std::string gfdProduct(const std::string& driverName)
{
    std::string product = driverName;
    std::replace(product.begin(), product.end(), ' ', '-');
    return labelValueOf(product);
}

std::vector<KubeNode> kubernetesNodes(const Design& design)
{
    return nodesOf(design, hostNamesOf(design));
}

KubernetesFiles kubernetesFiles(const Design& design)
{
    HostNames names = hostNamesOf(design);
    const std::vector<KubeNode> nodes = nodesOf(design, names);
    KubernetesFiles files;
    files.nodesYaml = designFileHeader(design, "Kubernetes node labels",
                                       "Apply with kubectl apply -f nodes.yaml once the nodes have "
                                       "joined.") +
                      renamedComment(names);
    for (const KubeNode& n : nodes) {
        files.nodesYaml += nodeManifest(n);
    }
    files.kueueYaml = designFileHeader(design, "Kueue topology and resource flavors",
                                       "Needs Kueue's TopologyAwareScheduling feature gate.") +
                      topologyManifest() + flavorManifests(nodes);
    files.renamed = std::move(names.renamed);
    return files;
}

} // namespace cs::exports
