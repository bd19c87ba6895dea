#include "buildcontext.h"

#include "generatortext.h"

#include <algorithm>

namespace cs::generator::detail {

namespace {

const Part& require(Build& b, const PartLookup& lookup, const std::string& id,
                    const std::string& field, std::initializer_list<PartKind> kinds)
{
    auto it = b.parts.all.find(id);
    if (it == b.parts.all.end()) {
        std::optional<Part> found = lookup(id);
        if (!found) {
            throw GeneratorError(
                field, GeneratorText::tr(
                           "The part \"%1\" named in \"%2\" is not in the catalog; check the id "
                           "with clustersmith-cli catalog list.")
                           .arg(q(id), q(field)));
        }
        it = b.parts.all.emplace(id, std::move(*found)).first;
    }
    const Part& p = it->second;
    if (std::find(kinds.begin(), kinds.end(), p.kind) == kinds.end()) {
        throw GeneratorError(
            field, GeneratorText::tr(
                       "The part \"%1\" named in \"%2\" is a %3, which does not fit there; pick "
                       "a %4.")
                       .arg(q(id), q(field), QLatin1String(partKindName(p.kind)),
                            QLatin1String(partKindName(*kinds.begin()))));
    }
    return p;
}

// A part that carries ports gets its port layout; a server's NICs are
// resolved (and embedded) with it.
const Part* withLayout(Build& b, const PartLookup& lookup, const std::string& id,
                       const std::string& field, std::initializer_list<PartKind> kinds)
{
    const Part& p = require(b, lookup, id, field, kinds);
    if (p.server) {
        if (!p.server->gpuPartId.empty()) {
            require(b, lookup, p.server->gpuPartId, field, {PartKind::Gpu});
        }
        if (!p.server->cpuPartId.empty()) {
            require(b, lookup, p.server->cpuPartId, field, {PartKind::Cpu});
        }
    }
    auto nic = [&](const std::string& nicId) -> const Part& {
        return require(b, lookup, nicId, field, {PartKind::Nic});
    };
    b.parts.layouts.try_emplace(p.id, PortLayout(p, nic));
    return &p;
}

void resolveSupplies(Build& b, const PartLookup& lookup)
{
    std::vector<std::string> ids = b.spec.supplyPartIds;
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    for (const std::string& id : ids) {
        const Part& p = require(b, lookup, id, "supply_parts",
                                {PartKind::Cable, PartKind::Transceiver, PartKind::Pdu,
                                 PartKind::Cooling, PartKind::Switch});
        if (p.networkSwitch) {
            if (p.networkSwitch->tierHint != "management") {
                b.parts.switches.push_back(&p);
            }
            continue;
        }
        const bool complete = p.cable || p.transceiver || p.pdu || p.cooling;
        if (complete) {
            b.parts.supplies.push_back(&p);
        }
        if (p.pdu && p.pdu->zeroU && p.pdu->capacityKw > 0) {
            b.parts.pdus.push_back(&p);
        }
    }
}

} // namespace

void resolveParts(Build& b, const PartLookup& lookup)
{
    const ClusterSpec& s = b.spec;
    ResolvedParts& r = b.parts;
    r.node = withLayout(b, lookup, s.nodePartId, "node", {PartKind::GpuServer, PartKind::Server});
    if (!s.computeSwitchPartId.empty()) {
        r.namedSwitch = &require(b, lookup, s.computeSwitchPartId, "switch", {PartKind::Switch});
    }
    if (r.node->server && !r.node->server->rackFrame.empty()) {
        r.frame = &require(b, lookup, r.node->server->rackFrame, "node", {PartKind::Rack});
    }
    r.rack = &require(b, lookup, s.rackPartId, "rack", {PartKind::Rack});
    if (!r.rack->rack) {
        throw GeneratorError("rack",
                             GeneratorText::tr("The rack \"%1\" has no rack figures; pick another.")
                                 .arg(q(s.rackPartId)));
    }
    if (s.storageTb > 0) {
        r.storage = withLayout(b, lookup, s.storagePartId, "storage_part", {PartKind::Storage});
        r.storageSwitch =
            withLayout(b, lookup, s.storageSwitchPartId, "storage_switch", {PartKind::Switch});
    }
    if (s.oobManagement) {
        r.oobSwitch = withLayout(b, lookup, s.oobSwitchPartId, "oob_switch", {PartKind::Switch});
        r.oobAggregation = withLayout(b, lookup, s.oobAggregationPartId, "oob_aggregation_switch",
                                      {PartKind::Switch});
    }
    resolveSupplies(b, lookup);
    if (s.planes > 1) {
        splitNodeIntoPlanes(b);
    }
}

void useComputeSwitch(Build& b, const SwitchMode& mode)
{
    Part inMode = partInMode(mode);
    const std::string id = inMode.id;
    auto it = b.parts.all.try_emplace(id, std::move(inMode)).first;
    b.parts.layouts.try_emplace(
        id, PortLayout(it->second,
                       [&](const std::string& nic) -> const Part& { return b.parts.all.at(nic); }));
    b.parts.computeSwitch = &it->second;
}

double maxWatts(const Part& part)
{
    return part.power ? part.power->max : 0;
}

} // namespace cs::generator::detail
