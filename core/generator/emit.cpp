#include "buildcontext.h"
#include "coolingplan.h"

#include "generatortext.h"

#include <algorithm>
#include <set>

namespace cs::generator::detail {

namespace {

constexpr int kMostSlotsPerRow = 1000;

template <typename Id> Id idOf(int index)
{
    return Id(static_cast<std::uint32_t>(index + 1));
}

// Every part the design refers to, with the GPUs, CPUs and NICs of servers.
std::set<std::string> usedParts(const Build& b, const std::vector<LinkMedia>& media,
                                const std::vector<PlannedCooler>& coolers)
{
    std::set<std::string> used{b.parts.rack->id};
    if (b.parts.frame) {
        used.insert(b.parts.frame->id);
    }
    for (const GenDevice& d : b.devices) {
        used.insert(d.part->id);
        if (d.part->server) {
            for (const std::string& id : {d.part->server->gpuPartId, d.part->server->cpuPartId}) {
                if (!id.empty()) {
                    used.insert(id);
                }
            }
            for (const NicConfig& nic : d.part->server->nics) {
                used.insert(nic.partId);
            }
        }
    }
    for (const LinkMedia& m : media) {
        for (const Part* p : {m.cable, m.transceiverA, m.transceiverB}) {
            if (p) {
                used.insert(p->id);
            }
        }
    }
    for (const PlannedCooler& c : coolers) {
        used.insert(c.part->id);
    }
    return used;
}

QString describe(const Build& b)
{
    const FatTreePlan& c = b.compute;
    const int gpus = b.nodes * (b.parts.node->server ? b.parts.node->server->gpuCount : 0);
    const auto network =
        std::count_if(b.racks.begin(), b.racks.end(), [](const GenRack& r) { return r.network; });
    const QString planes =
        b.spec.planes > 1
            ? GeneratorText::tr(" %1 compute planes, each a fabric of its own with these "
                                "switches; every GPU has one port on each.")
                  .arg(b.spec.planes)
            : QString();
    return GeneratorText::tr(
               "Generated from a cluster spec: %1 x %2 (%3 GPUs), %4 per rack, in %5 compute "
               "and %6 network racks. "
               "Compute fabric: %7-tier %8 of %9 (%10 leaves, %11 tier-2, %12 tier-3 "
               "switches).")
               .arg(b.nodes)
               .arg(q(b.parts.node->name))
               .arg(gpus)
               .arg(b.nodesPerRack)
               .arg(static_cast<long long>(b.racks.size()) - network)
               .arg(network)
               .arg(c.tiers)
               .arg(QLatin1String(b.spec.fabric == FabricKind::RailOptimized ? "rail-optimized"
                                                                             : "fat tree"))
               .arg(q(b.parts.computeSwitch->name))
               .arg(c.leaves)
               .arg(c.middleSwitches())
               .arg(c.topSwitches()) +
           planes;
}

void addFloor(const Build& b, Design& d)
{
    const RoomId room = d.addRoom(Room{RoomId{}, "Data hall", b.floor.widthM, b.floor.depthM});
    for (std::size_t i = 0; i < b.floor.rows.size(); ++i) {
        const RowPlace& p = b.floor.rows[i];
        d.addRow(Row{idOf<RowId>(static_cast<int>(i)), room, "Row " + std::to_string(i + 1), p.xM,
                     p.yM, FloorGeometry::slotPitchM, b.spec.racksPerRow, b.rackModel.cooling});
    }
    for (std::size_t r = 0; r < b.racks.size(); ++r) {
        const int i = static_cast<int>(r);
        d.addRack(Rack{idOf<RackId>(i), b.racks[r].name, b.rackPartOf(b.racks[r]).id,
                       RackPosition{idOf<RowId>(b.floor.rackRow[r]), b.floor.rackSlot[r]},
                       b.racks[r].frame ? b.frameBudgetKw : b.rackModel.budgetKw,
                       FeedRedundancy::Redundant2N, b.rackModel.cooling});
    }
}

void addDevices(const Build& b, Design& d)
{
    for (std::size_t i = 0; i < b.devices.size(); ++i) {
        const GenDevice& g = b.devices[i];
        DeviceConfig config;
        config.feed = g.feed;
        d.addDevice(Device{idOf<DeviceId>(static_cast<int>(i)), g.name, g.part->id,
                           Placement{idOf<RackId>(g.rack), g.bottomU, RackFace::Front, false},
                           std::move(config)});
    }
}

void addNetworks(const Build& b, const std::vector<LinkMedia>& media, Design& d)
{
    for (std::size_t f = 0; f < b.fabrics.size(); ++f) {
        Fabric fabric = b.fabrics[f].fabric;
        fabric.id = idOf<FabricId>(static_cast<int>(f));
        d.addFabric(std::move(fabric));
    }
    d.reserveLinks(b.links.size());
    for (std::size_t i = 0; i < b.links.size(); ++i) {
        const PendingLink& l = b.links[i];
        const LinkMedia& m = media[i];
        d.addLink(Link{idOf<LinkId>(static_cast<int>(i)), idOf<FabricId>(l.fabric),
                       PortRef{idOf<DeviceId>(l.devA), l.portA},
                       PortRef{idOf<DeviceId>(l.devB), l.portB}, m.cable->id,
                       m.transceiverA ? m.transceiverA->id : std::string(),
                       m.transceiverB ? m.transceiverB->id : std::string(), l.lengthM});
    }
}

void addStorage(const Build& b, Design& d)
{
    if (b.appliances == 0) {
        return;
    }
    StorageSystem system;
    system.name = "Shared storage";
    system.filesystem =
        b.parts.storage->storage ? b.parts.storage->storage->filesystem : std::string();
    for (int item : b.applianceItem) {
        system.devices.push_back(idOf<DeviceId>(b.itemDevice[static_cast<std::size_t>(item)]));
    }
    d.addStorageSystem(std::move(system));
}

// Floor units stand in rows of their own in front of the rack rows, one per
// column of rows.
void addCooling(const Build& b, const std::vector<PlannedCooler>& coolers, Design& d)
{
    const auto floorUnits = std::count_if(coolers.begin(), coolers.end(),
                                          [](const auto& c) { return c.attachedRack < 0; });
    const int rows = static_cast<int>(std::min<long long>(b.floor.columns, floorUnits));
    const int perRow = rows > 0 ? static_cast<int>((floorUnits + rows - 1) / rows) : 0;
    if (perRow > kMostSlotsPerRow) {
        throw GeneratorError(
            "cooling", GeneratorText::tr(
                           "The room needs more floor cooling units than fit in front of the rows; "
                           "choose rear-door or liquid cooling."));
    }
    const RowId firstRow = idOf<RowId>(static_cast<int>(d.rows().size()));
    for (int r = 0; r < rows; ++r) {
        d.addRow(Row{RowId{}, d.rooms().front().id, "Cooling units " + std::to_string(r + 1),
                     FloorGeometry::marginM + r * b.floor.columnPitchM, FloorGeometry::coolingRowYM,
                     FloorGeometry::coolingPitchM, perRow, CoolingMethod::Air});
    }
    int placed = 0;
    for (const PlannedCooler& c : coolers) {
        CoolingUnit unit{CoolingUnitId{}, c.name, c.part->id, std::nullopt, std::nullopt};
        if (c.attachedRack >= 0) {
            unit.attachedRack = idOf<RackId>(c.attachedRack);
        } else {
            unit.position =
                RackPosition{RowId(firstRow.value + static_cast<std::uint32_t>(placed / perRow)),
                             placed % perRow};
            ++placed;
        }
        d.addCoolingUnit(std::move(unit));
    }
}

} // namespace

Design emitDesign(const Build& b)
{
    const std::vector<LinkMedia> media = chooseMedia(b);
    const std::vector<PlannedCooler> coolers = planCooling(b);
    Design d;
    d.name =
        b.spec.name.empty() ? std::to_string(b.nodes) + " x " + b.parts.node->name : b.spec.name;
    d.description = describe(b).toStdString();
    for (const std::string& id : usedParts(b, media, coolers)) {
        d.putPart(b.parts.all.at(id));
    }
    addFloor(b, d);
    addDevices(b, d);
    addNetworks(b, media, d);
    addStorage(b, d);
    addCooling(b, coolers, d);
    d.generatedFrom = {{"cluster_spec", clusterSpecToJson(b.spec, false)}};
    return d;
}

} // namespace cs::generator::detail
