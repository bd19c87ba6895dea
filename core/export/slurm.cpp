#include "slurm.h"

#include "hostlist.h"
#include "hostnames.h"
#include "slurmnodes.h"
#include "yamltext.h"

#include "model/hosts.h"

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

struct Children
{
    int tier = 1;
    std::set<std::string> nodes;
    std::set<std::string> switches;
};

void addLink(const Design& design, const HostNames& names, const Tiers& tiers, const Link& l,
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
        c.switches.insert(names.of(child));
    } else if (aSwitch != bSwitch) {
        const DeviceId sw = aSwitch ? l.a.device : l.b.device;
        const DeviceId end = aSwitch ? l.b.device : l.a.device;
        if (isServer(design, end)) {
            // A rack-scale system's port belongs to one of its trays' hosts;
            // other servers are one host, so no port needs looking up.
            const PortRef& port = aSwitch ? l.b : l.a;
            const int host =
                names.trays.contains(end) ? hostOfPort(design, *design.device(end), port.port) : 0;
            Children& c = children[sw];
            c.tier = aSwitch ? ta->second : tb->second;
            c.nodes.insert(names.of(end, host));
        }
    }
}

std::vector<std::string> naturalOrder(const std::set<std::string>& names)
{
    std::vector<std::string> out(names.begin(), names.end());
    std::sort(out.begin(), out.end(), naturalLess);
    return out;
}

bool isLeaf(const Children& c)
{
    return !c.nodes.empty() && c.switches.empty();
}

// Slurm's topology/tree warns "Multiple leaf switches contain nodes" when a
// node sits under two leaves: it models a tree. Each node stays under the
// first of its leaves in natural order; leaves that keep no node go, and so
// do the links to them from the tier above. Returns, per kept leaf, the
// leaves it now stands for.
std::map<std::string, std::set<std::string>>
keepOneLeafPerNode(const HostNames& names, std::map<DeviceId, Children>& children)
{
    std::vector<std::pair<std::string, DeviceId>> leaves;
    for (const auto& [id, c] : children) {
        if (isLeaf(c)) {
            leaves.emplace_back(names.of(id), id);
        }
    }
    std::sort(leaves.begin(), leaves.end(),
              [](const auto& a, const auto& b) { return naturalLess(a.first, b.first); });
    std::map<std::string, std::string> homeOf; // node → the leaf that lists it
    std::map<std::string, std::set<std::string>> standsFor;
    std::set<std::string> dropped;
    for (const auto& [name, id] : leaves) {
        Children& c = children[id];
        std::set<std::string> kept;
        for (const std::string& node : c.nodes) {
            const auto [home, isNew] = homeOf.emplace(node, name);
            if (isNew) {
                kept.insert(node);
            } else if (home->second != name) {
                standsFor[home->second].insert(name);
            }
        }
        c.nodes = std::move(kept);
        if (c.nodes.empty()) {
            dropped.insert(name);
        }
    }
    for (auto it = children.begin(); it != children.end();) {
        std::erase_if(it->second.switches,
                      [&](const std::string& s) { return dropped.count(s) > 0; });
        const bool empty = it->second.nodes.empty() && it->second.switches.empty();
        it = empty ? children.erase(it) : std::next(it);
    }
    for (auto& [leaf, others] : standsFor) {
        std::erase_if(others, [&](const std::string& s) { return dropped.count(s) == 0; });
    }
    return standsFor;
}

std::string topologyConfText(const Design& design, const std::vector<SlurmSwitch>& switches)
{
    std::string out =
        slurmFileHeader(design, "Slurm network topology (TopologyPlugin=topology/tree)");
    out += "# Compute fabrics only: leaves list their nodes, upper tiers their switches.\n"
           "# topology/tree describes a tree, so a node cabled to several leaves (rails) is\n"
           "# listed under the first of them only; the leaves it names stand for the others.\n";
    for (const SlurmSwitch& s : switches) {
        if (!s.standsFor.empty()) {
            out += "# " + s.name + " also stands for " + compressHostlist(s.standsFor) + "\n";
        }
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
    return designFileHeader(design, what);
}

std::vector<SlurmSwitch> slurmTopology(const Design& design)
{
    return slurmTopology(design, hostNamesOf(design));
}

std::vector<SlurmSwitch> slurmTopology(const Design& design, const HostNames& names)
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
                addLink(design, names, tiers, l, children);
            }
        }
    }
    std::map<std::string, std::set<std::string>> standsFor = keepOneLeafPerNode(names, children);
    std::vector<SlurmSwitch> out;
    for (const auto& [id, c] : children) {
        const std::string& name = names.of(id);
        out.push_back({name, c.tier, naturalOrder(c.nodes), naturalOrder(c.switches),
                       naturalOrder(standsFor[name])});
    }
    std::sort(out.begin(), out.end(), [](const SlurmSwitch& a, const SlurmSwitch& b) {
        return a.tier != b.tier ? a.tier < b.tier : naturalLess(a.name, b.name);
    });
    return out;
}

SlurmConfig slurmConfig(const Design& design)
{
    HostNames names = hostNamesOf(design);
    SlurmNodeFiles nodes = slurmNodeFiles(design, names);
    return {topologyConfText(design, slurmTopology(design, names)), std::move(nodes.nodesConf),
            std::move(nodes.gresConf), std::move(names.renamed)};
}

} // namespace cs::exports
