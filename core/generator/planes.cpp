#include "buildcontext.h"

#include "generatortext.h"

#include <algorithm>

namespace cs::generator::detail {

namespace {

// A group's compute ports, each cage split into one port per plane: the
// breakout mode the catalog documents with `planes` times the ports and
// `planes` times the ports per cage (a ConnectX-8's one 800G cage as two
// 400GbE ports). Empty when the group documents none.
std::optional<PortGroup> splitAcross(const PortGroup& g, int planes)
{
    if (!g.breakout) {
        return std::nullopt;
    }
    const int perCage = std::max(1, g.portsPerCage);
    for (const PortMode& m : *g.breakout) {
        if (m.count == g.count * planes && m.portsPerCage == perCage * planes) {
            PortGroup out = g;
            out.count = m.count;
            out.gbps = m.gbps;
            out.portsPerCage = m.portsPerCage;
            out.protocol = m.protocol.empty() ? g.protocol : m.protocol;
            out.breakout.reset();
            return out;
        }
    }
    return std::nullopt;
}

[[noreturn]] void noSplit(const Build& b, const std::string& part)
{
    throw GeneratorError(
        "planes",
        GeneratorText::tr("The compute ports of \"%1\" (on \"%2\") document no mode that splits "
                          "each cage into %3 ports, one per plane; ask for one plane.")
            .arg(q(b.spec.nodePartId), q(part))
            .arg(b.spec.planes));
}

// Splits every port group of `p` that `pick` chooses; refuses (field
// "planes") a chosen group with no mode to split into. False when none is chosen.
template <typename Pick> bool splitGroups(const Build& b, Part& p, Pick pick)
{
    bool split = false;
    for (PortGroup& g : p.ports) {
        if (!pick(g)) {
            continue;
        }
        const std::optional<PortGroup> inPlanes = splitAcross(g, b.spec.planes);
        if (!inPlanes) {
            noSplit(b, p.id);
        }
        g = *inPlanes;
        split = true;
    }
    return split;
}

// The NIC with its compute ports split across the planes, embedded under
// "<catalog id>.<count>x<gbps>g" as a breakout mode of a switch is.
const std::string& splitNic(Build& b, const Part& nic)
{
    Part p = nic;
    if (!splitGroups(b, p, [](const PortGroup& g) { return g.role != "management"; })) {
        noSplit(b, nic.id);
    }
    const PortGroup& split = *std::find_if(
        p.ports.begin(), p.ports.end(), [](const PortGroup& g) { return g.role != "management"; });
    const std::string tag = breakoutTag(split.count, split.gbps);
    p.id += "." + tag;
    p.name += " as " + tag;
    p.notes =
        "Breakout mode of the catalog part " + nic.id + ", one port per compute plane. " + p.notes;
    return b.parts.all.try_emplace(p.id, std::move(p)).first->first;
}

bool isComputeNic(const NicConfig& nic, const Part& part)
{
    if (nic.role == "compute") {
        return true;
    }
    const bool asGroups = nic.role.empty() || nic.role == "any";
    return asGroups && std::any_of(part.ports.begin(), part.ports.end(),
                                   [](const PortGroup& g) { return g.role == "compute"; });
}

} // namespace

void splitNodeIntoPlanes(Build& b)
{
    Part node = *b.parts.node;
    // Whether the node has a compute port at all.
    bool split = splitGroups(b, node, [](const PortGroup& g) { return g.role == "compute"; });
    if (node.server) {
        for (NicConfig& nic : node.server->nics) {
            const Part& part = b.parts.all.at(nic.partId);
            if (isComputeNic(nic, part)) {
                nic.partId = splitNic(b, part);
                split = true;
            }
        }
    }
    if (!split) {
        noSplit(b, node.id);
    }
    node.id += "." + std::to_string(b.spec.planes) + "-plane";
    node.name += " (" + std::to_string(b.spec.planes) + " compute planes)";
    node.notes = "The catalog part " + b.parts.node->id + " with every compute port split across " +
                 std::to_string(b.spec.planes) + " planes. " + node.notes;
    auto it = b.parts.all.try_emplace(node.id, std::move(node)).first;
    b.parts.layouts.try_emplace(it->first,
                                PortLayout(it->second, [&](const std::string& nic) -> const Part& {
                                    return b.parts.all.at(nic);
                                }));
    b.parts.node = &it->second;
}

} // namespace cs::generator::detail
