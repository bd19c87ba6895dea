#include "rulecontext.h"

#include <algorithm>
#include <set>

namespace cs::analysis::rules {

namespace {

bool isManagement(NetworkRole role)
{
    return role == NetworkRole::InBandManagement || role == NetworkRole::OutOfBandManagement;
}

QString fabricSource()
{
    return RuleText::tr(
        "Design guides: GPUs on a slow network are sprinters on a muddy road; multi-node "
        "training needs InfiniBand or RDMA Ethernet, non-blocking where possible.");
}

bool hasComputeFabric(const NetworkReport& n)
{
    return std::any_of(n.fabrics.begin(), n.fabrics.end(),
                       [](const FabricReport& f) { return f.role == NetworkRole::Compute; });
}

void fabricPresenceRules(const Context& c)
{
    const NetworkReport& n = c.report.network;
    if (!hasComputeFabric(n) && c.report.compute.nodes > 1) {
        c.add(
            "NETWORK_NO_COMPUTE_FABRIC", Severity::Warning, "design", {}, 0, 1,
            RuleText::tr("%n GPU nodes have no compute fabric; add one so they can train together.",
                         nullptr, int(c.report.compute.nodes)),
            fabricSource());
    }
    if (!n.disconnectedNodes.empty()) {
        std::vector<std::uint32_t> ids;
        for (DeviceId id : n.disconnectedNodes) {
            ids.push_back(id.value);
        }
        c.add("NETWORK_NODE_DISCONNECTED", Severity::Error, "device", ids, double(ids.size()), 0,
              RuleText::tr(
                  "%n GPU nodes have compute ports but no link into the compute fabric; connect "
                  "them.",
                  nullptr, int(ids.size())),
              fabricSource());
    }
}

void bandwidthRules(const Context& c, const FabricReport& f)
{
    if (f.role != NetworkRole::Compute) {
        return;
    }
    // A fabric designed for a stated ratio is held to it; otherwise to the assumption.
    const Fabric* fabric = c.design().fabric(f.id);
    const double allowed =
        std::max(c.a().maxComputeOversubscription, fabric ? fabric->targetOversubscription : 1.0);
    for (const TierReport& t : f.tiers) {
        if (t.oversubscription > allowed + 1e-9) {
            c.add("NETWORK_OVERSUBSCRIBED", Severity::Warning, "fabric", {f.id.value},
                  t.oversubscription, allowed,
                  RuleText::tr("The %1 tier of fabric \"%2\" is oversubscribed %3:1; add uplinks "
                               "or spines for "
                               "training traffic.")
                      .arg(q(t.name), q(f.name))
                      .arg(t.oversubscription, 0, 'f', 2),
                  fabricSource());
        }
    }
    if (!f.rdma && f.protocol == "ethernet" && c.report.compute.nodes > 1) {
        c.add(
            "NETWORK_ETHERNET_WITHOUT_RDMA", Severity::Warning, "fabric", {f.id.value}, 0, 1,
            RuleText::tr(
                "Fabric \"%1\" is Ethernet without RDMA on every switch and NIC; use RoCE-capable "
                "parts for multi-node training.")
                .arg(q(f.name)),
            fabricSource());
    }
}

// message(n) words the finding for n links; the count picks the plural form.
void linkIssueRule(const Context& c, const FabricReport& f, const std::vector<LinkIssue>& issues,
                   const char* code, QString (*message)(int links))
{
    if (issues.empty()) {
        return;
    }
    std::vector<std::uint32_t> ids;
    for (const LinkIssue& i : issues) {
        ids.push_back(i.link.value);
    }
    c.add(
        code, Severity::Warning, "link", ids, double(ids.size()), 0,
        message(int(ids.size())).arg(q(f.name)),
        RuleText::tr(
            "Both ends of a link must agree; a mismatch runs at the slower speed or not at all."));
}

// Nodes without a compute fabric or left out of it have their own finding;
// this one is about the bandwidth of nodes that are cabled, or have no NIC.
void injectionRule(const Context& c)
{
    const NetworkReport& n = c.report.network;
    if (c.report.compute.nodes < 2 || !hasComputeFabric(n)) {
        return;
    }
    const std::set<DeviceId> disconnected(n.disconnectedNodes.begin(), n.disconnectedNodes.end());
    const double minimum = c.a().minInjectionGbpsPerGpu;
    std::vector<std::uint32_t> ids;
    double worst = minimum;
    for (const NodeBalance& b : c.report.memory.nodes) {
        if (b.injectionGbpsPerGpu < minimum && !disconnected.count(b.device)) {
            ids.push_back(b.device.value);
            worst = std::min(worst, b.injectionGbpsPerGpu);
        }
    }
    if (!ids.empty()) {
        c.add("NETWORK_INJECTION_BANDWIDTH_LOW", Severity::Warning, "device", ids, worst, minimum,
              RuleText::tr(
                  "%n GPU nodes give a GPU as little as %1 Gb/s of cabled links into the compute "
                  "fabric (want ≥ %2); cable every compute port and add NICs, ideally one per GPU.",
                  nullptr, int(ids.size()))
                  .arg(worst, 0, 'f', 0)
                  .arg(minimum),
              RuleText::tr(
                  "DGX H100/B200 give every GPU its own 400 Gb/s NIC; the default threshold is an "
                  "estimate for multi-node training."));
    }
}

// Nodes cabled into the compute fabric with fewer links than compute ports:
// the uncabled ports are bandwidth their GPUs were bought with and do not get.
void uncabledPortsRule(const Context& c)
{
    std::vector<std::uint32_t> ids;
    int uncabled = 0;
    int ports = 0;
    for (const NodeCabling& n : c.report.network.nodes) {
        if (n.cabledLinks > 0 && n.cabledLinks < n.computePorts) {
            ids.push_back(n.device.value);
            uncabled += n.computePorts - n.cabledLinks;
            ports += n.computePorts;
        }
    }
    if (!ids.empty()) {
        c.add("NETWORK_COMPUTE_PORTS_UNCABLED", Severity::Warning, "device", ids, double(uncabled),
              0,
              RuleText::tr("%n GPU nodes leave compute ports without a cable (%1 of their %2 "
                           "ports); cable them or their GPUs inject less than the NICs offer.",
                           nullptr, int(ids.size()))
                  .arg(uncabled)
                  .arg(ports),
              fabricSource());
    }
}

// Whether the connectors a link's cable and transceivers name (those that
// name one) are not all the same: an MPO module takes no duplex LC patch, and
// an angled (APC) end does not mate with a flat (UPC) one.
bool connectorsDiffer(const LinkFacts& f)
{
    std::string seen;
    const std::string* named[] = {
        f.cable && f.cable->cable ? &f.cable->cable->connector : nullptr,
        f.transceiverA && f.transceiverA->transceiver ? &f.transceiverA->transceiver->connector
                                                      : nullptr,
        f.transceiverB && f.transceiverB->transceiver ? &f.transceiverB->transceiver->connector
                                                      : nullptr,
    };
    for (const std::string* connector : named) {
        if (!connector || connector->empty()) {
            continue;
        }
        if (!seen.empty() && seen != *connector) {
            return true;
        }
        seen = *connector;
    }
    return false;
}

void connectorRule(const Context& c)
{
    std::vector<std::uint32_t> mismatched;
    const auto& links = c.design().links();
    for (std::size_t i = 0; i < links.size(); ++i) {
        if (connectorsDiffer(c.facts.links()[i])) {
            mismatched.push_back(links[i].id.value);
        }
    }
    if (!mismatched.empty()) {
        c.add("NETWORK_CONNECTOR_MISMATCH", Severity::Error, "link", mismatched,
              double(mismatched.size()), 0,
              RuleText::tr("%n links join optics and a fibre whose connectors do not mate; "
                           "give each link optics and a fibre of one connector.",
                           nullptr, int(mismatched.size())),
              RuleText::tr("Connectors from the parts' catalog figures: MPO-12/APC, MPO-12/UPC "
                           "and duplex LC do not mate with each other."));
    }
}

void cableRules(const Context& c)
{
    std::vector<std::uint32_t> tooShort;
    std::vector<std::uint32_t> noOptics;
    double worst = 0;
    double worstReach = 0;
    const auto& links = c.design().links();
    for (std::size_t i = 0; i < links.size(); ++i) {
        const Link& l = links[i];
        const Part* cable = c.facts.links()[i].cable;
        if (!cable || !cable->cable) {
            continue;
        }
        const CableSpec& s = *cable->cable;
        const double reach = s.maxReachM > 0 ? s.maxReachM : s.lengthM;
        if (reach > 0 && l.lengthM > reach) {
            tooShort.push_back(l.id.value);
            if (l.lengthM - reach > worst - worstReach) {
                worst = l.lengthM;
                worstReach = reach;
            }
        }
        if (s.needsTransceivers && (l.transceiverAPartId.empty() || l.transceiverBPartId.empty())) {
            noOptics.push_back(l.id.value);
        }
    }
    if (!tooShort.empty()) {
        c.add("NETWORK_CABLE_TOO_SHORT", Severity::Error, "link", tooShort, worst, worstReach,
              RuleText::tr(
                  "%n links are longer than their cable reaches; pick longer cables or optics.",
                  nullptr, int(tooShort.size())),
              RuleText::tr("Cable reach from the cable's catalog figures (passive copper ≤ 3 m, "
                           "active ≤ 5 m)."));
    }
    if (!noOptics.empty()) {
        c.add("NETWORK_MISSING_TRANSCEIVER", Severity::Error, "link", noOptics,
              double(noOptics.size()), 0,
              RuleText::tr("%n fibre links lack a transceiver at one end; add the optics.", nullptr,
                           int(noOptics.size())),
              RuleText::tr("Passive fibre carries light only between two transceivers."));
    }
}

// Racks holding the endpoints of a fabric's links.
std::size_t racksSpanned(const Context& c, FabricId fabric)
{
    std::vector<int> racks;
    const auto& links = c.design().links();
    for (std::size_t i = 0; i < links.size(); ++i) {
        if (links[i].fabric != fabric) {
            continue;
        }
        for (int device : {c.facts.links()[i].deviceA, c.facts.links()[i].deviceB}) {
            const int rack = device >= 0 ? c.facts.devices()[std::size_t(device)].rack : -1;
            if (rack >= 0 && std::find(racks.begin(), racks.end(), rack) == racks.end()) {
                racks.push_back(rack);
            }
        }
    }
    return racks.size();
}

// A management fabric whose top tier is one switch, serving more than one rack.
void managementRule(const Context& c, const FabricReport& f)
{
    if (!isManagement(f.role) || f.tiers.empty() || f.tiers.back().switches != 1 ||
        racksSpanned(c, f.id) < 2) {
        return;
    }
    c.add("NETWORK_MANAGEMENT_SINGLE_POINT_OF_FAILURE", Severity::Warning, "fabric", {f.id.value},
          1, 2,
          RuleText::tr(
              "Management fabric \"%1\" hangs on one top switch; add a second so that one failure "
              "does not cut off every rack.")
              .arg(q(f.name)),
          RuleText::tr(
              "Design guides: a single point of failure in management networking takes the cluster "
              "out of reach."));
}

// nodesAddableWithoutNewTier counts what the switches in place take. A tree
// with that at 0 can often still grow by adding top-tier switches and
// spreading the uplinks over them, so only a lone switch is said to need a
// new tier.
void capacityRule(const Context& c, const FabricReport& f)
{
    if (f.role != NetworkRole::Compute || f.endpoints == 0 || f.nodesAddableWithoutNewTier > 0) {
        return;
    }
    const QString message =
        f.tiers.size() < 2
            ? RuleText::tr("Fabric \"%1\" has no switch port free for another node; growing it "
                           "means a second tier of switches.")
                  .arg(q(f.name))
            : RuleText::tr("Fabric \"%1\" has no port free for another node: growing it means more "
                           "switches at its top tier with the uplinks spread over them, or a new "
                           "tier; leave ports free if the cluster will grow.")
                  .arg(q(f.name));
    c.add("NETWORK_FABRIC_AT_CAPACITY", Severity::Info, "fabric", {f.id.value}, 0, 1, message,
          RuleText::tr("Design guides: start small and leave room to grow."));
}

} // namespace

void networkRules(const Context& c)
{
    fabricPresenceRules(c);
    injectionRule(c);
    uncabledPortsRule(c);
    for (const FabricReport& f : c.report.network.fabrics) {
        bandwidthRules(c, f);
        linkIssueRule(c, f, f.speedMismatches, "NETWORK_SPEED_MISMATCH", [](int n) {
            return RuleText::tr("%n links in fabric \"%1\" join ports of different speeds; "
                                "match the ports or use a breakout.",
                                nullptr, n);
        });
        linkIssueRule(c, f, f.protocolMismatches, "NETWORK_PROTOCOL_MISMATCH", [](int n) {
            return RuleText::tr("%n links in fabric \"%1\" join InfiniBand to Ethernet ports; "
                                "they cannot talk without a gateway.",
                                nullptr, n);
        });
        managementRule(c, f);
        capacityRule(c, f);
    }
    cableRules(c);
    connectorRule(c);
}

} // namespace cs::analysis::rules
