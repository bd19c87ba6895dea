// slurm-nodes.conf and gres.conf: the nodes of the design as Slurm defines them.
#include "slurmnodes.h"

#include "hostlist.h"

#include "model/hosts.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <unordered_set>
#include <vector>

namespace cs::exports {

namespace {

// What a NodeName line states about one node.
struct NodeShape
{
    std::string attributes; // "CPUs=… RealMemory=… Gres=…"
    std::string gpuType;    // empty without GPUs
    int gpus = 0;
    std::string gpuVendor;
    bool detectable = false; // the GPU's driver name is known, so AutoDetect can match it
};

// Slurm keeps this share of installed RAM out of RealMemory: the kernel, the
// firmware and the node's daemons hold 2–5% of it (an estimate), and slurmd
// drains a node that reports less memory than configured. `slurmd -C` on the
// node prints the exact figure to use.
constexpr double kRealMemoryReserve = 0.05;

std::string lower(std::string s)
{
    for (char& c : s) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return s;
}

// "nvidia-h100-sxm5-80gb" from NVIDIA → "h100-sxm5-80gb", for GPUs whose
// driver name the catalog does not know.
std::string typeFromId(const Part& gpu)
{
    std::string vendor;
    for (char c : lower(gpu.vendor)) {
        vendor += std::isalnum(static_cast<unsigned char>(c)) ? std::string(1, c) : std::string();
    }
    const std::string prefix = vendor + "-";
    const bool strip =
        !vendor.empty() && gpu.id.rfind(prefix, 0) == 0 && gpu.id.size() > prefix.size();
    return slurmName(strip ? gpu.id.substr(prefix.size()) : gpu.id);
}

} // namespace

std::string gresType(const Part& gpu)
{
    return gpu.gpu && !gpu.gpu->nvmlName.empty() ? gresTypeFromDriverName(gpu.gpu->nvmlName)
                                                 : typeFromId(gpu);
}

namespace {

// Which host of how many a node line describes: a rack-scale system's tray.
struct HostOf
{
    int index = 0;
    int count = 1;
};

std::string cpuAttributes(const Design& design, const ServerSpec& s, const DeviceConfig& c,
                          HostOf host)
{
    const Part* cpu = design.part(c.cpuPartId.value_or(s.cpuPartId));
    const int sockets = shareOfHost(c.cpuCount.value_or(s.cpuCount), host.count, host.index);
    if (!cpu || !cpu->cpu || sockets <= 0 || cpu->cpu->cores <= 0) {
        return {};
    }
    const int cores = cpu->cpu->cores;
    const std::optional<int> threads = cpu->cpu->threads;
    if (!threads || *threads % cores != 0) {
        return "Sockets=" + std::to_string(sockets) + " CoresPerSocket=" + std::to_string(cores) +
               " ";
    }
    const int perCore = *threads / cores;
    return "CPUs=" + std::to_string(sockets * cores * perCore) +
           " Sockets=" + std::to_string(sockets) + " CoresPerSocket=" + std::to_string(cores) +
           " ThreadsPerCore=" + std::to_string(perCore) + " ";
}

// One host of the device: a rack-scale system's tray has its share of the
// sockets, memory and GPUs (an NVL72 tray: 2 Grace, 4 GPUs).
NodeShape shapeOf(const Design& design, const Device& d, HostOf host)
{
    NodeShape n;
    const Part* p = design.part(d.partId);
    if (!p || !p->server) {
        n.attributes = "State=UNKNOWN";
        return n;
    }
    const ServerSpec& s = *p->server;
    n.attributes = cpuAttributes(design, s, d.config, host);
    const double ramGb = d.config.ramGb.value_or(s.ramGb) / host.count;
    if (ramGb > 0) {
        const double usableMib = std::floor(ramGb * 1024 * (1 - kRealMemoryReserve));
        n.attributes += "RealMemory=" + std::to_string(static_cast<long long>(usableMib)) + " ";
    }
    const Part* gpu = design.part(d.config.gpuPartId.value_or(s.gpuPartId));
    n.gpus = shareOfHost(d.config.gpuCount.value_or(s.gpuCount), host.count, host.index);
    if (gpu && n.gpus > 0) {
        n.gpuType = gresType(*gpu);
        n.gpuVendor = gpu->vendor;
        n.detectable = gpu->gpu && !gpu->gpu->nvmlName.empty();
        n.attributes += "Gres=gpu:" + n.gpuType + ":" + std::to_string(n.gpus) + " ";
    }
    n.attributes += "State=UNKNOWN";
    return n;
}

std::unordered_set<DeviceId> cabledIntoComputeFabrics(const Design& design)
{
    std::unordered_set<DeviceId> out;
    for (const Link& l : design.links()) {
        const Fabric* f = design.fabric(l.fabric);
        if (f && f->role == NetworkRole::Compute) {
            out.insert(l.a.device);
            out.insert(l.b.device);
        }
    }
    return out;
}

// Nodes of one shape, by their Slurm names.
struct NodeGroup
{
    NodeShape shape;
    std::vector<std::string> names;
};

std::vector<NodeGroup> nodeGroups(const Design& design, const HostNames& names)
{
    std::map<std::string, NodeGroup> byShape;
    const std::unordered_set<DeviceId> cabled = cabledIntoComputeFabrics(design);
    for (const Device& d : design.devices()) {
        const Part* p = design.part(d.partId);
        const bool node = p && (p->kind == PartKind::GpuServer ||
                                (p->kind == PartKind::Server && cabled.count(d.id)));
        if (!node) {
            continue;
        }
        const std::vector<std::string> hosts = names.hostsOf(d.id);
        for (std::size_t h = 0; h < hosts.size(); ++h) {
            NodeShape shape = shapeOf(design, d, HostOf{int(h), int(hosts.size())});
            NodeGroup& g = byShape[shape.attributes];
            g.shape = std::move(shape);
            g.names.push_back(hosts[h]);
        }
    }
    std::vector<NodeGroup> out;
    for (auto& [key, g] : byShape) {
        std::sort(g.names.begin(), g.names.end(), naturalLess);
        out.push_back(std::move(g));
    }
    std::sort(out.begin(), out.end(), [](const NodeGroup& a, const NodeGroup& b) {
        return naturalLess(a.names.front(), b.names.front());
    });
    return out;
}

std::string nodesConfText(const Design& design, const HostNames& names,
                          const std::vector<NodeGroup>& groups)
{
    std::string out = slurmFileHeader(design, "Slurm nodes and partitions");
    out += renamedComment(names);
    out += "# Include it from slurm.conf (Include slurm-nodes.conf); slurm.conf also needs\n"
           "# GresTypes=gpu, and TopologyPlugin=topology/tree for topology.conf.\n"
           "# RealMemory is 95% of the installed memory (in MiB): the kernel, firmware and\n"
           "# daemons keep the rest, and slurmd drains a node that reports less than this.\n"
           "# Check with `slurmd -C` on a node and lower it if that prints less.\n";
    std::vector<std::string> gpuNodes;
    std::vector<std::string> cpuNodes;
    for (const NodeGroup& g : groups) {
        out += "NodeName=" + compressHostlist(g.names) + " " + g.shape.attributes + "\n";
        auto& into = g.shape.gpus > 0 ? gpuNodes : cpuNodes;
        into.insert(into.end(), g.names.begin(), g.names.end());
    }
    if (!gpuNodes.empty()) {
        out += "PartitionName=gpu Nodes=" + compressHostlist(gpuNodes) +
               " Default=YES MaxTime=INFINITE State=UP\n";
    }
    if (!cpuNodes.empty()) {
        out += "PartitionName=cpu Nodes=" + compressHostlist(cpuNodes) +
               " Default=" + (gpuNodes.empty() ? "YES" : "NO") + " MaxTime=INFINITE State=UP\n";
    }
    return out;
}

std::string gresConfText(const Design& design, const std::vector<NodeGroup>& groups)
{
    std::string out = slurmFileHeader(design, "Slurm generic resources (GPUs)");
    std::set<std::string> vendors;
    for (const NodeGroup& g : groups) {
        if (g.shape.gpus > 0) {
            vendors.insert(lower(g.shape.gpuVendor));
        }
    }
    // One detection library for the whole file: slurmd reads device files and
    // links from it; nodes of other vendors keep the counts below. NVML
    // detection needs every NVIDIA GPU's driver name: slurmd drops configured
    // GPUs whose Type is not part of the name the driver reports.
    const bool allDetectable = std::all_of(groups.begin(), groups.end(), [](const NodeGroup& g) {
        return g.shape.gpus == 0 || lower(g.shape.gpuVendor) != "nvidia" || g.shape.detectable;
    });
    const bool nvml = vendors.size() == 1 && *vendors.begin() == "nvidia" && allDetectable;
    if (nvml) {
        out += "# Type is the part of the driver's device name (NVML) that slurmd matches, e.g.\n"
               "# h100 in \"NVIDIA H100 80GB HBM3\" (lower case, spaces as underscores).\n"
               "AutoDetect=nvml\n";
    } else if (vendors.size() == 1 && *vendors.begin() == "amd") {
        out += "AutoDetect=rsmi\n";
    } else if (vendors.count("nvidia")) {
        out += "# No AutoDetect: the driver name of some GPU is not in the catalog, so the\n"
               "# device files are listed instead.\n";
    }
    for (const NodeGroup& g : groups) {
        if (g.shape.gpus > 0) {
            out += "NodeName=" + compressHostlist(g.names) + " Name=gpu Type=" + g.shape.gpuType +
                   " Count=" + std::to_string(g.shape.gpus);
            if (!nvml && lower(g.shape.gpuVendor) == "nvidia") {
                out += " File=/dev/nvidia" + (g.shape.gpus == 1
                                                  ? std::string("0")
                                                  : "[0-" + std::to_string(g.shape.gpus - 1) + "]");
            }
            out += "\n";
        }
    }
    return out;
}

} // namespace

std::string gresTypeFromDriverName(const std::string& driverName)
{
    // "NVIDIA GeForce RTX 4090" → nvidia_geforce_rtx_4090 → rtx_4090;
    // "NVIDIA A100-SXM4-80GB" → a100; "NVIDIA H100 80GB HBM3" → h100.
    std::vector<std::string> words;
    std::string word;
    for (char c : lower(driverName) + " ") {
        if (c == ' ' || c == '_' || c == '-') {
            if (!word.empty()) {
                words.push_back(word);
            }
            word.clear();
        } else {
            word += c;
        }
    }
    static const std::set<std::string> brands{"nvidia", "geforce", "tesla", "amd", "instinct"};
    auto it = std::find_if(words.begin(), words.end(),
                           [](const std::string& w) { return !brands.count(w); });
    if (it == words.end()) {
        return slurmName(lower(driverName));
    }
    // A series word ("rtx 4090", "rtx a6000") needs the model after it.
    const bool series = (*it == "rtx" || *it == "quadro") && it + 1 != words.end();
    return series ? *it + "_" + *(it + 1) : *it;
}

SlurmNodeFiles slurmNodeFiles(const Design& design, const HostNames& names)
{
    const std::vector<NodeGroup> groups = nodeGroups(design, names);
    return {nodesConfText(design, names, groups), gresConfText(design, groups)};
}

} // namespace cs::exports
