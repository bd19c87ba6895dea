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
        node.gpu = design.part(d.config.gpuPartId.value_or(p->server->gpuPartId));
        node.deviceGpus = d.config.gpuCount.value_or(p->server->gpuCount);
        if (!node.gpu || node.deviceGpus <= 0) {
            continue;
        }
        place(design, d, node);
        const std::vector<std::string> hosts = names.hostsOf(d.id);
        for (std::size_t h = 0; h < hosts.size(); ++h) {
            node.host = hosts[h];
            node.gpus = shareOfHost(node.deviceGpus, int(hosts.size()), int(h));
            const auto leaf = leaves.find(node.host);
            node.leaf = leaf == leaves.end() ? std::string() : leaf->second;
            if (node.gpus > 0) {
                out.push_back(node);
            }
        }
    }
    std::sort(out.begin(), out.end(),
              [](const GpuNode& a, const GpuNode& b) { return naturalLess(a.host, b.host); });
    return out;
}

} // namespace cs::exports
