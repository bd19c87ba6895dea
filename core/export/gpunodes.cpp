#include "gpunodes.h"

#include "hostlist.h"
#include "slurm.h"

#include "model/hosts.h"

#include <algorithm>
#include <unordered_map>

namespace cs::exports {

namespace {

// Each node's leaf: the one topology.conf lists it under.
std::unordered_map<std::string, std::string> leafOfHost(const Design& design,
                                                        const HostNames& names)
{
    std::unordered_map<std::string, std::string> out;
    for (const SlurmSwitch& s : slurmTopology(design, names)) {
        for (const std::string& node : s.nodes) {
            out.emplace(node, s.name);
        }
    }
    return out;
}

void place(const Design& design, const Device& d, GpuNode& node)
{
    node.rack = d.placement ? design.rack(d.placement->rack) : nullptr;
    if (node.rack && node.rack->position) {
        node.row = design.row(node.rack->position->row);
    }
}

} // namespace

std::vector<GpuNode> gpuNodes(const Design& design, const HostNames& names)
{
    const std::unordered_map<std::string, std::string> leaves = leafOfHost(design, names);
    std::vector<GpuNode> out;
    for (const Device& d : design.devices()) {
        const Part* p = design.part(d.partId);
        if (!p || !p->server) {
            continue;
        }
        GpuNode node;
        node.device = &d;
        node.part = p;
        node.hosts = hostCount(design, d);
        node.gpu = design.part(d.config.gpuPartId.value_or(p->server->gpuPartId));
        node.gpus = d.config.gpuCount.value_or(p->server->gpuCount) / node.hosts;
        if (!node.gpu || node.gpus <= 0) {
            continue;
        }
        place(design, d, node);
        for (const std::string& host : names.hostsOf(d.id)) {
            node.host = host;
            const auto leaf = leaves.find(host);
            node.leaf = leaf == leaves.end() ? std::string() : leaf->second;
            out.push_back(node);
        }
    }
    std::sort(out.begin(), out.end(),
              [](const GpuNode& a, const GpuNode& b) { return naturalLess(a.host, b.host); });
    return out;
}

} // namespace cs::exports
