#include "linkcabling.h"

#include "model/mountcheck.h"
#include "model/mounting.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <tuple>
#include <unordered_set>

namespace cs::generator {

namespace {

constexpr double kEpsilon = 1e-9;

// The port layout of design devices, with their configured NICs. Each entry
// keeps its own copy of the part: the layout points into its strings.
class DesignPorts
{
public:
    explicit DesignPorts(const Design& design) : mDesign(design) {}

    const PortInfo* port(PortRef ref)
    {
        const PortLayout* layout = layoutOf(ref.device);
        if (!layout || ref.port < 0 || ref.port >= layout->size()) {
            return nullptr;
        }
        return &layout->ports()[static_cast<std::size_t>(ref.port)];
    }

    struct Entry
    {
        Part part;
        std::optional<PortLayout> layout;
    };

    int count(DeviceId id)
    {
        const PortLayout* layout = layoutOf(id);
        return layout ? layout->size() : 0;
    }

private:
    const PortLayout* layoutOf(DeviceId id)
    {
        auto it = mEntries.find(id);
        if (it == mEntries.end()) {
            it = mEntries.emplace(id, build(id)).first;
        }
        return it->second && it->second->layout ? &*it->second->layout : nullptr;
    }

    std::unique_ptr<Entry> build(DeviceId id) const
    {
        const Device* device = mDesign.device(id);
        const Part* part = device ? mDesign.part(device->partId) : nullptr;
        if (!part) {
            return nullptr;
        }
        auto entry = std::make_unique<Entry>();
        entry->part = *part;
        if (entry->part.server) {
            entry->part.server->nics = mDesign.nicsOf(*device);
        }
        entry->layout.emplace(entry->part, [this](const std::string& nicId) -> const Part& {
            const Part* nic = mDesign.part(nicId);
            if (!nic) {
                throw std::out_of_range(nicId);
            }
            return *nic;
        });
        return entry;
    }

    const Design& mDesign;
    std::map<DeviceId, std::unique_ptr<Entry>> mEntries;
};

// The supply parts with the design's own cables and transceivers, each id once.
std::vector<const Part*> cablingParts(const Design& design,
                                      const std::vector<const Part*>& supplies)
{
    std::map<std::string, const Part*> byId;
    for (const Part* p : supplies) {
        if (p->cable || p->transceiver) {
            byId.emplace(p->id, p);
        }
    }
    for (const auto& [id, p] : design.parts()) {
        if (p.cable || p.transceiver) {
            byId.emplace(id, &p);
        }
    }
    std::vector<const Part*> out;
    out.reserve(byId.size());
    for (const auto& entry : byId) {
        out.push_back(entry.second);
    }
    return out;
}

// Both cages carry the same links port for port (free ports count as alike),
// with this link at the same place in each: a straight copper cable fits.
bool cagesPaired(const Design& design, const PortInfo& pa, const PortInfo& pb, PortRef a, PortRef b)
{
    if (pa.portsPerCage != pb.portsPerCage || a.port - pa.cageFirst != b.port - pb.cageFirst) {
        return false;
    }
    for (int o = 0; o < pa.portsPerCage; ++o) {
        if (design.linkAtPort({a.device, pa.cageFirst + o}) !=
            design.linkAtPort({b.device, pb.cageFirst + o})) {
            return false;
        }
    }
    return true;
}

// One optical module serves a whole cage: it must reach the longest link in it.
double cageReachM(const Design& design, const PortInfo& info, PortRef end, double lengthM)
{
    double reach = lengthM;
    for (int o = 0; o < info.portsPerCage; ++o) {
        const int port = info.cageFirst + o;
        if (port == end.port) {
            continue;
        }
        if (auto id = design.linkAtPort({end.device, port})) {
            reach = std::max(reach, design.link(*id)->lengthM);
        }
    }
    return reach;
}

double reachOf(const CableSpec& c)
{
    return c.maxReachM > 0 ? c.maxReachM : c.lengthM;
}

bool sameSpeed(double a, double b)
{
    return std::abs(a - b) < kEpsilon;
}

// The optics a fibre run takes (each reaching its cage's longest run, with
// one connector between them) and the fibre: `cable` when it is given and
// plugs into them, else the catalog's shortest that does.
std::optional<LinkCabling> fibreCabling(const Design& design, const CableCatalog& catalog,
                                        const Part* cable, Media media, PortRef a, PortRef b,
                                        const PortInfo& pa, const PortInfo& pb, double gbps,
                                        double lengthM)
{
    const CableCatalog::FibreParts parts =
        catalog.fibreLink(media, {&pa, gbps, cageReachM(design, pa, a, lengthM)},
                          {&pb, gbps, cageReachM(design, pb, b, lengthM)}, gbps, lengthM);
    if (!parts.transceiverA || !parts.transceiverB || !parts.cable) {
        return std::nullopt;
    }
    const std::string& own = cable ? cable->cable->connector : parts.connector;
    if (!own.empty() && !parts.connector.empty() && own != parts.connector) {
        return std::nullopt;
    }
    return LinkCabling{cable ? cable->id : parts.cable->id, parts.transceiverA->id,
                       parts.transceiverB->id};
}

// The option a cable gives this run, when it serves it.
std::optional<LinkCabling> optionFor(const Design& design, const CableCatalog& catalog,
                                     const Part& cable, PortRef a, PortRef b, const PortInfo& pa,
                                     const PortInfo& pb, double lengthM)
{
    const CableSpec& c = *cable.cable;
    if (c.lengthM < lengthM - kEpsilon || reachOf(c) < lengthM - kEpsilon) {
        return std::nullopt;
    }
    const double gbps = std::min(pa.gbps, pb.gbps);
    if (c.type == "cat6") {
        if (*pa.cage == "RJ45" && *pb.cage == "RJ45") {
            return LinkCabling{cable.id, {}, {}};
        }
        return std::nullopt;
    }
    if (c.needsTransceivers) {
        if (c.gbps < gbps - kEpsilon || (c.type != "mmf" && c.type != "smf")) {
            return std::nullopt;
        }
        return fibreCabling(design, catalog, &cable, c.type == "mmf" ? Media::Mmf : Media::Smf, a,
                            b, pa, pb, gbps, lengthM);
    }
    const bool alike =
        *pa.cage == *pb.cage && pa.portsPerCage == pb.portsPerCage && sameSpeed(pa.gbps, pb.gbps);
    if (alike && c.breakout <= 1 && sameSpeed(c.gbps, pa.gbps * pa.portsPerCage)) {
        return LinkCabling{cable.id, {}, {}};
    }
    return std::nullopt;
}

bool partReaches(const Design& design, const std::string& partId, double lengthM)
{
    const Part* p = partId.empty() ? nullptr : design.part(partId);
    if (p && p->cable) {
        return reachOf(*p->cable) >= lengthM - kEpsilon;
    }
    if (p && p->transceiver) {
        return p->transceiver->reachM >= lengthM - kEpsilon;
    }
    return true;
}

const char* roleName(NetworkRole role)
{
    switch (role) {
    case NetworkRole::Compute:
        return "compute";
    case NetworkRole::Storage:
        return "storage";
    case NetworkRole::InBandManagement:
    case NetworkRole::OutOfBandManagement:
        break;
    }
    return "management";
}

// Free ports of the device whose role suits the fabric.
std::vector<int> freePortsFor(const Design& design, DesignPorts& ports, DeviceId id,
                              const std::string& role)
{
    std::vector<int> out;
    const int n = ports.count(id);
    for (int i = 0; i < n; ++i) {
        const PortInfo& p = *ports.port({id, i});
        const bool suits = *p.role == role || *p.role == "any" || *p.role == "uplink";
        if (suits && !design.linkAtPort({id, i})) {
            out.push_back(i);
        }
    }
    return out;
}

// A port of protocol "any" (a VPI NIC that runs InfiniBand or Ethernet, or a
// part that does not say) meets a port of either.
bool protocolsMeet(const std::string& a, const std::string& b)
{
    return a == b || a.empty() || b.empty() || a == "any" || b == "any";
}

} // namespace

std::optional<DeviceSpot> deviceSpot(const Design& design, DeviceId id)
{
    const Device* device = design.device(id);
    if (!device || !device->placement) {
        return std::nullopt;
    }
    const Rack* rack = design.rack(device->placement->rack);
    const Row* row = rack && rack->position ? design.row(rack->position->row) : nullptr;
    if (!row) {
        return std::nullopt;
    }
    const int knownU = frameOf(design, *rack).heightU;
    const int heightU = knownU > 0 ? knownU : kAssumedRackUnits;
    return DeviceSpot{static_cast<int>(rack->id.value),
                      row->xM + rack->position->slot * row->slotPitchM, row->yM,
                      device->placement->bottomU, heightU};
}

std::optional<double> runLengthM(const Design& design, DeviceId a, DeviceId b)
{
    const auto spotA = deviceSpot(design, a);
    const auto spotB = deviceSpot(design, b);
    if (!spotA || !spotB) {
        return std::nullopt;
    }
    return runLengthM(*spotA, *spotB);
}

std::optional<LinkCabling> chooseLinkCabling(const Design& design, PortRef a, PortRef b,
                                             double lengthM,
                                             const std::vector<const Part*>& supplies)
{
    DesignPorts ports(design);
    const PortInfo* pa = ports.port(a);
    const PortInfo* pb = ports.port(b);
    if (!pa || !pb) {
        return std::nullopt;
    }
    const CableCatalog catalog(cablingParts(design, supplies));
    const double gbps = std::min(pa->gbps, pb->gbps);
    const Media media =
        catalog.firstChoice(*pa, *pb, cagesPaired(design, *pa, *pb, a, b), gbps, lengthM);
    if (media == Media::Mmf || media == Media::Smf) {
        return fibreCabling(design, catalog, nullptr, media, a, b, *pa, *pb, gbps, lengthM);
    }
    const Part* cable = catalog.cable(media, *pa, *pb, lengthM);
    if (!cable) {
        return std::nullopt;
    }
    return LinkCabling{cable->id, {}, {}};
}

bool cableReaches(const Design& design, const Link& link, double lengthM)
{
    return partReaches(design, link.cablePartId, lengthM) &&
           partReaches(design, link.transceiverAPartId, lengthM) &&
           partReaches(design, link.transceiverBPartId, lengthM);
}

std::vector<Link> relengthLinks(const Design& design, const std::vector<RackId>& racks,
                                const std::vector<const Part*>& supplies)
{
    std::unordered_set<DeviceId> moved;
    for (RackId rack : racks) {
        for (DeviceId d : design.devicesInRack(rack)) {
            moved.insert(d);
        }
    }
    std::vector<Link> out;
    for (const Link& link : design.links()) {
        if (!moved.count(link.a.device) && !moved.count(link.b.device)) {
            continue;
        }
        const auto length = runLengthM(design, link.a.device, link.b.device);
        if (!length || std::abs(*length - link.lengthM) < kEpsilon) {
            continue;
        }
        Link updated = link;
        updated.lengthM = *length;
        if (!cableReaches(design, link, *length)) {
            if (auto cabling = chooseLinkCabling(design, link.a, link.b, *length, supplies)) {
                updated.cablePartId = cabling->cablePartId;
                updated.transceiverAPartId = cabling->transceiverAPartId;
                updated.transceiverBPartId = cabling->transceiverBPartId;
            }
        }
        out.push_back(std::move(updated));
    }
    return out;
}

std::vector<LinkCabling> cablingOptions(const Design& design, const Link& link,
                                        const std::vector<const Part*>& supplies)
{
    DesignPorts ports(design);
    const PortInfo* pa = ports.port(link.a);
    const PortInfo* pb = ports.port(link.b);
    std::vector<LinkCabling> out;
    if (!pa || !pb) {
        return out;
    }
    const std::vector<const Part*> parts = cablingParts(design, supplies);
    const CableCatalog catalog(parts);
    for (const Part* p : parts) {
        if (p->cable) {
            if (auto option =
                    optionFor(design, catalog, *p, link.a, link.b, *pa, *pb, link.lengthM)) {
                out.push_back(std::move(*option));
            }
        }
    }
    return out;
}

std::vector<std::pair<PortRef, PortRef>> freePortPairs(const Design& design, DeviceId a, DeviceId b,
                                                       NetworkRole role)
{
    DesignPorts ports(design);
    const std::string wanted = roleName(role);
    const std::vector<int> freeB = freePortsFor(design, ports, b, wanted);
    std::vector<std::pair<PortRef, PortRef>> pairs;
    // One pair per kind: the speed and the port role on each end.
    std::set<std::tuple<double, std::string, std::string>> kinds;
    for (int i : freePortsFor(design, ports, a, wanted)) {
        const PortInfo& pa = *ports.port({a, i});
        for (int j : freeB) {
            const PortInfo& pb = *ports.port({b, j});
            if (!protocolsMeet(*pa.protocol, *pb.protocol) || !sameSpeed(pa.gbps, pb.gbps)) {
                continue;
            }
            if (kinds.emplace(pa.gbps, *pa.role, *pb.role).second) {
                pairs.emplace_back(PortRef{a, i}, PortRef{b, j});
            }
        }
    }
    std::stable_sort(pairs.begin(), pairs.end(), [&](const auto& x, const auto& y) {
        return ports.port(x.first)->gbps > ports.port(y.first)->gbps;
    });
    return pairs;
}

std::vector<std::pair<PortRef, PortRef>>
freePortPairsLike(const Design& design, const std::pair<PortRef, PortRef>& first, NetworkRole role)
{
    DesignPorts ports(design);
    const std::string wanted = roleName(role);
    const PortInfo* ka = ports.port(first.first);
    const PortInfo* kb = ports.port(first.second);
    std::vector<std::pair<PortRef, PortRef>> pairs;
    if (!ka || !kb) {
        return pairs;
    }
    const DeviceId a = first.first.device;
    const DeviceId b = first.second.device;
    std::vector<int> freeB;
    for (int j : freePortsFor(design, ports, b, wanted)) {
        if (*ports.port({b, j})->role == *kb->role &&
            sameSpeed(ports.port({b, j})->gbps, kb->gbps)) {
            freeB.push_back(j);
        }
    }
    auto nextB = freeB.begin();
    for (int i : freePortsFor(design, ports, a, wanted)) {
        const PortInfo& pa = *ports.port({a, i});
        if (*pa.role != *ka->role || !sameSpeed(pa.gbps, ka->gbps)) {
            continue;
        }
        nextB = std::find_if(nextB, freeB.end(), [&](int j) {
            return protocolsMeet(*pa.protocol, *ports.port({b, j})->protocol);
        });
        if (nextB == freeB.end()) {
            break;
        }
        pairs.emplace_back(PortRef{a, i}, PortRef{b, *nextB++});
    }
    // The pair the user chose leads, whatever the port order.
    const auto chosen = std::find(pairs.begin(), pairs.end(), first);
    if (chosen != pairs.end()) {
        std::rotate(pairs.begin(), chosen, chosen + 1);
    }
    return pairs;
}

std::optional<std::pair<PortRef, PortRef>> firstFreePorts(const Design& design, DeviceId a,
                                                          DeviceId b, NetworkRole role)
{
    const auto pairs = freePortPairs(design, a, b, role);
    return pairs.empty() ? std::nullopt : std::optional(pairs.front());
}

namespace {

bool hasAnyLink(const Design& design, DesignPorts& ports, DeviceId id)
{
    const int n = ports.count(id);
    for (int i = 0; i < n; ++i) {
        if (design.linkAtPort({id, i})) {
            return true;
        }
    }
    return false;
}

} // namespace

std::vector<DeviceId> devicesWithFreePortFor(const Design& design,
                                             const std::vector<DeviceId>& devices, NetworkRole role)
{
    DesignPorts ports(design);
    const std::string wanted = roleName(role);
    std::vector<DeviceId> out;
    for (DeviceId id : devices) {
        const Device* device = design.device(id);
        const Part* part = device ? design.part(device->partId) : nullptr;
        if (!part || (part->ports.empty() && !part->server)) {
            continue; // no ports of its own and no NICs (a PDU): not worth a port layout
        }
        const std::vector<int> free = freePortsFor(design, ports, id, wanted);
        const bool own = std::any_of(free.begin(), free.end(), [&](int i) {
            return *ports.port({id, i})->role == wanted;
        });
        if (own || (!free.empty() && !hasAnyLink(design, ports, id))) {
            out.push_back(id);
        }
    }
    return out;
}

double portGbps(const Design& design, PortRef port)
{
    DesignPorts ports(design);
    const PortInfo* info = ports.port(port);
    return info ? info->gbps : 0;
}

std::string portRole(const Design& design, PortRef port)
{
    DesignPorts ports(design);
    const PortInfo* info = ports.port(port);
    return info && info->role ? *info->role : std::string();
}

} // namespace cs::generator
