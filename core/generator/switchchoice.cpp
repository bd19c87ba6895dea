#include "switchchoice.h"

#include "clusterspec.h"

#include "generatortext.h"

#include <cmath>
#include <optional>
#include <tuple>

namespace cs::generator {

namespace {

QString protocolName(const std::string& protocol)
{
    return protocol == "infiniband" ? QStringLiteral("InfiniBand")
           : protocol == "ethernet" ? QStringLiteral("Ethernet")
                                    : q(protocol);
}

const std::string& switchProtocol(const Part& p)
{
    static const std::string none;
    return p.networkSwitch ? p.networkSwitch->protocol : none;
}

const PortGroup* fabricGroup(const Part& part)
{
    const PortGroup* best = nullptr;
    for (const PortGroup& g : part.ports) {
        if (g.role != "management" && (!best || g.count > best->count)) {
            best = &g;
        }
    }
    return best;
}

bool sameSpeed(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

// Lower is better; see chooseSwitch.
using Rank = std::tuple<int, int, int, std::string, int>;

Rank rankOf(const SwitchChoice& c, const EndpointPorts& ports)
{
    const bool eitherProtocol = ports.protocol.empty() || ports.protocol == "any";
    const int protocolPenalty =
        eitherProtocol && switchProtocol(*c.mode.part) != "infiniband" ? 1 : 0;
    return {protocolPenalty, c.plan.tiers, c.plan.switches(), c.mode.part->id, c.mode.breakout};
}

[[noreturn]] void noMatch(const std::vector<const Part*>& candidates, const EndpointPorts& ports,
                          const std::string& nodeName, bool named, bool protocolFits)
{
    const QString node = q(nodeName);
    if (named && !protocolFits) {
        const Part& p = *candidates.front();
        throw GeneratorError(
            "switch",
            GeneratorText::tr("The switch \"%1\" runs %2, but the compute ports of \"%3\" run %4; "
                              "pick a %4 switch or leave the switch unset.")
                .arg(q(p.id), protocolName(switchProtocol(p)), node, protocolName(ports.protocol)));
    }
    if (named) {
        throw GeneratorError(
            "switch",
            GeneratorText::tr("The switch \"%1\" has no %2 Gb/s port mode for the compute ports of "
                              "\"%3\"; pick another switch or leave the switch unset.")
                .arg(q(candidates.front()->id))
                .arg(ports.gbps)
                .arg(node));
    }
    const QString protocol = ports.protocol.empty() || ports.protocol == "any"
                                 ? GeneratorText::tr("InfiniBand or Ethernet")
                                 : protocolName(ports.protocol);
    throw GeneratorError(
        "switch", GeneratorText::tr(
                      "The catalog has no %1 switch with %2 Gb/s ports for the compute ports of "
                      "\"%3\"; add one to the user catalog and name it as the switch.")
                      .arg(protocol)
                      .arg(ports.gbps)
                      .arg(node));
}

} // namespace

std::vector<SwitchMode> portModesOf(const Part& part)
{
    std::vector<SwitchMode> modes;
    const PortGroup* g = fabricGroup(part);
    if (!g) {
        return modes;
    }
    modes.push_back(
        SwitchMode{&part, -1, g->count, g->gbps, std::max(1, g->portsPerCage), g->cage});
    if (g->breakout) {
        for (int i = 0; i < static_cast<int>(g->breakout->size()); ++i) {
            const PortMode& m = (*g->breakout)[static_cast<std::size_t>(i)];
            modes.push_back(
                SwitchMode{&part, i, m.count, m.gbps, std::max(1, m.portsPerCage), g->cage});
        }
    }
    return modes;
}

bool protocolServes(const std::string& switchProto, const std::string& portProtocol)
{
    return portProtocol.empty() || portProtocol == "any" || switchProto == portProtocol;
}

namespace {

[[noreturn]] void noOptics(const SwitchMode& mode, const SwitchQuery& query)
{
    throw GeneratorError(
        "supply_parts",
        GeneratorText::tr(
            "The %1 switch \"%2\" runs its ports at %3 Gb/s for the compute ports of \"%4\", but "
            "the supply parts hold no transceiver for its %5 cages at that speed; add one to the "
            "user catalog.")
            .arg(protocolName(switchProtocol(*mode.part)), q(mode.part->id))
            .arg(mode.gbps)
            .arg(q(query.nodeName), q(mode.cage)));
}

} // namespace

namespace {

// What the search over the candidates' modes found: the best fit, else why
// nothing fitted.
struct Search
{
    const SwitchQuery& query;
    std::optional<SwitchChoice> best;
    std::optional<GeneratorError> tooSmall; // from the largest mode that fell short
    std::optional<SwitchMode> withoutOptics;
    int largestTried = 0;

    void consider(const SwitchMode& mode)
    {
        if (!sameSpeed(mode.gbps, query.ports.gbps) || mode.count < 2) {
            return;
        }
        if (query.hasOptics && !query.hasOptics(mode)) {
            if (!withoutOptics) {
                withoutOptics = mode;
            }
            return;
        }
        FatTreeInput input = query.fabric;
        input.radix = mode.count;
        try {
            SwitchChoice c{mode, planFatTree(input)};
            if (!best || rankOf(c, query.ports) < rankOf(*best, query.ports)) {
                best = c;
            }
        } catch (const GeneratorError& e) {
            if (mode.count > largestTried) {
                largestTried = mode.count;
                tooSmall = e;
            }
        }
    }
};

} // namespace

SwitchChoice chooseSwitch(const std::vector<const Part*>& candidates, const SwitchQuery& query)
{
    Search search{query, std::nullopt, std::nullopt, std::nullopt, 0};
    bool protocolFits = false;
    for (const Part* part : candidates) {
        if (protocolServes(switchProtocol(*part), query.ports.protocol)) {
            protocolFits = true;
            for (const SwitchMode& mode : portModesOf(*part)) {
                search.consider(mode);
            }
        }
    }
    if (search.best) {
        return *search.best;
    }
    if (search.tooSmall) {
        throw *search.tooSmall;
    }
    if (search.withoutOptics) {
        noOptics(*search.withoutOptics, query);
    }
    noMatch(candidates, query.ports, query.nodeName, query.named, protocolFits);
}

Part partInMode(const SwitchMode& mode)
{
    Part p = *mode.part;
    if (mode.breakout < 0) {
        return p;
    }
    p.id += "." + breakoutTag(mode.count, mode.gbps);
    const auto gbps = static_cast<long long>(std::llround(mode.gbps));
    p.name += " in " + std::to_string(mode.count) + "x " + std::to_string(gbps) + "G breakout";
    p.notes = "Breakout mode of the catalog part " + mode.part->id + ". " + p.notes;
    PortGroup& g =
        p.ports[static_cast<std::size_t>(fabricGroup(*mode.part) - mode.part->ports.data())];
    g.count = mode.count;
    g.gbps = mode.gbps;
    g.portsPerCage = mode.portsPerCage;
    g.breakout.reset();
    return p;
}

std::string breakoutTag(int count, double gbps)
{
    return std::to_string(count) + "x" + std::to_string(std::llround(gbps)) + "g";
}

} // namespace cs::generator
