// slurm-nodes.conf and gres.conf: the nodes of the design as Slurm defines them.
#include "slurmnodes.h"

#include "hostlist.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <unordered_set>

namespace cs::exports {

namespace {

// What a NodeName line states about one node.
struct NodeShape
{
    std::string attributes; // "CPUs=… RealMemory=… Gres=…"
    std::string gpuType;    // empty without GPUs
    int gpus = 0;
    std::string gpuVendor;
};

std::string lower(std::string s)
{
    for (char& c : s) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return s;
}

// "nvidia-h100-sxm5-80gb" from NVIDIA → "h100-sxm5-80gb".
std::string gresType(const Part& gpu)
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

std::string cpuAttributes(const Design& design, const ServerSpec& s, const DeviceConfig& c)
{
    const Part* cpu = design.part(c.cpuPartId.value_or(s.cpuPartId));
    const int sockets = c.cpuCount.value_or(s.cpuCount);
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

NodeShape shapeOf(const Design& design, const Device& d)
{
    NodeShape n;
    const Part* p = design.part(d.partId);
    if (!p || !p->server) {
        n.attributes = "State=UNKNOWN";
        return n;
    }
    const ServerSpec& s = *p->server;
    n.attributes = cpuAttributes(design, s, d.config);
    const double ramGb = d.config.ramGb.value_or(s.ramGb);
    if (ramGb > 0) {
        n.attributes += "RealMemory=" + std::to_string(std::llround(ramGb * 1024)) + " ";
    }
    const Part* gpu = design.part(d.config.gpuPartId.value_or(s.gpuPartId));
    n.gpus = d.config.gpuCount.value_or(s.gpuCount);
    if (gpu && n.gpus > 0) {
        n.gpuType = gresType(*gpu);
        n.gpuVendor = gpu->vendor;
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

std::vector<NodeGroup> nodeGroups(const Design& design)
{
    std::map<std::string, NodeGroup> byShape;
    const std::unordered_set<DeviceId> cabled = cabledIntoComputeFabrics(design);
    for (const Device& d : design.devices()) {
        const Part* p = design.part(d.partId);
        const bool node = p && (p->kind == PartKind::GpuServer ||
                                (p->kind == PartKind::Server && cabled.count(d.id)));
        if (node) {
            NodeShape shape = shapeOf(design, d);
            NodeGroup& g = byShape[shape.attributes];
            g.shape = std::move(shape);
            g.names.push_back(slurmName(d.name));
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

std::string nodesConfText(const Design& design, const std::vector<NodeGroup>& groups)
{
    std::string out = slurmFileHeader(design, "Slurm nodes and partitions");
    out += "# Include it from slurm.conf (Include slurm-nodes.conf); slurm.conf also needs\n"
           "# GresTypes=gpu, and TopologyPlugin=topology/tree for topology.conf.\n"
           "# RealMemory is the installed memory: lower it by what the operating system\n"
           "# keeps, or slurmd will refuse to register the node.\n";
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
    // links from it; nodes of other vendors keep the counts below.
    if (vendors.size() == 1 && *vendors.begin() == "nvidia") {
        out += "AutoDetect=nvml\n";
    } else if (vendors.size() == 1 && *vendors.begin() == "amd") {
        out += "AutoDetect=rsmi\n";
    }
    for (const NodeGroup& g : groups) {
        if (g.shape.gpus > 0) {
            out += "NodeName=" + compressHostlist(g.names) + " Name=gpu Type=" + g.shape.gpuType +
                   " Count=" + std::to_string(g.shape.gpus) + "\n";
        }
    }
    return out;
}

} // namespace

SlurmNodeFiles slurmNodeFiles(const Design& design)
{
    const std::vector<NodeGroup> groups = nodeGroups(design);
    return {nodesConfText(design, groups), gresConfText(design, groups)};
}

} // namespace cs::exports
