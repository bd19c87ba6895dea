#include "slurm.h"

#include "hostlist.h"
#include "slurmnodes.h"
#include "version.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

namespace cs::exports {

namespace {

using Tiers = std::unordered_map<DeviceId, int>;

bool isServer(const Design& design, DeviceId id)
{
    const Device* d = design.device(id);
    const Part* p = d ? design.part(d->partId) : nullptr;
    return p && (p->kind == PartKind::GpuServer || p->kind == PartKind::Server);
}

std::string nameOf(const Design& design, DeviceId id)
{
    const Device* d = design.device(id);
    return slurmName(d ? d->name : std::to_string(id.value));
}

struct Children
{
    int tier = 1;
    std::set<std::string> nodes;
    std::set<std::string> switches;
};

void addLink(const Design& design, const Tiers& tiers, const Link& l,
             std::map<DeviceId, Children>& children)
{
    const auto ta = tiers.find(l.a.device);
    const auto tb = tiers.find(l.b.device);
    const bool aSwitch = ta != tiers.end();
    const bool bSwitch = tb != tiers.end();
    if (aSwitch && bSwitch) {
        if (ta->second == tb->second) {
            return; // a peer link between switches of one tier
        }
        const bool aHigher = ta->second > tb->second;
        const DeviceId parent = aHigher ? l.a.device : l.b.device;
        const DeviceId child = aHigher ? l.b.device : l.a.device;
        Children& c = children[parent];
        c.tier = std::max(ta->second, tb->second);
        c.switches.insert(nameOf(design, child));
    } else if (aSwitch != bSwitch) {
        const DeviceId sw = aSwitch ? l.a.device : l.b.device;
        const DeviceId end = aSwitch ? l.b.device : l.a.device;
        if (isServer(design, end)) {
            Children& c = children[sw];
            c.tier = aSwitch ? ta->second : tb->second;
            c.nodes.insert(nameOf(design, end));
        }
    }
}

std::vector<std::string> naturalOrder(const std::set<std::string>& names)
{
    std::vector<std::string> out(names.begin(), names.end());
    std::sort(out.begin(), out.end(), naturalLess);
    return out;
}

std::string topologyConfText(const Design& design, const std::vector<SlurmSwitch>& switches)
{
    std::string out =
        slurmFileHeader(design, "Slurm network topology (TopologyPlugin=topology/tree)");
    out += "# Compute fabrics only: leaves list their nodes, upper tiers their switches.\n";
    for (const SlurmSwitch& s : switches) {
        out += "SwitchName=" + s.name;
        if (!s.nodes.empty()) {
            out += " Nodes=" + compressHostlist(s.nodes);
        }
        if (!s.switches.empty()) {
            out += " Switches=" + compressHostlist(s.switches);
        }
        out += "\n";
    }
    return out;
}

} // namespace

std::string slurmFileHeader(const Design& design, const char* what)
{
    // Names with line breaks would end the comment early.
    std::string name = design.name;
    std::replace_if(
        name.begin(), name.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
    return std::string("# ") + what + " for the Clustersmith design \"" + name +
           "\",\n# written by Clustersmith " CLUSTERSMITH_VERSION " from the design file.\n";
}

std::vector<SlurmSwitch> slurmTopology(const Design& design)
{
    std::map<DeviceId, Children> children;
    for (const Fabric& f : design.fabrics()) {
        if (f.role != NetworkRole::Compute) {
            continue;
        }
        Tiers tiers;
        for (const FabricSwitch& s : f.switches) {
            tiers[s.device] = s.tier;
        }
        for (const Link& l : design.links()) {
            if (l.fabric == f.id) {
                addLink(design, tiers, l, children);
            }
        }
    }
    std::vector<SlurmSwitch> out;
    for (const auto& [id, c] : children) {
        out.push_back(
            {nameOf(design, id), c.tier, naturalOrder(c.nodes), naturalOrder(c.switches)});
    }
    std::sort(out.begin(), out.end(), [](const SlurmSwitch& a, const SlurmSwitch& b) {
        return a.tier != b.tier ? a.tier < b.tier : naturalLess(a.name, b.name);
    });
    return out;
}

SlurmConfig slurmConfig(const Design& design)
{
    SlurmNodeFiles nodes = slurmNodeFiles(design);
    return {topologyConfText(design, slurmTopology(design)), std::move(nodes.nodesConf),
            std::move(nodes.gresConf)};
}

} // namespace cs::exports
