#include "design.h"

#include "modelerror.h"

#include <QCoreApplication>

#include <algorithm>
#include <unordered_set>
#include <cmath>

namespace cs {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("cs::Design", text); }
QString q(const std::string& s) { return QString::fromStdString(s); }

template <typename Table, typename Entity>
void assignId(const Table& table, Entity& entity, const char* what)
{
    if (!entity.id.isValid()) {
        entity.id = table.nextId();
    } else if (table.contains(entity.id)) {
        throw ModelError("DUPLICATE_ID", tr("Two %1 entries share the id %2; ids must be unique.")
                                             .arg(QString::fromLatin1(what))
                                             .arg(entity.id.value));
    }
}

bool rangesOverlap(int aLow, int aHigh, int bLow, int bHigh)
{
    return aLow <= bHigh && bLow <= aHigh;
}

} // namespace

const Part* Design::part(const std::string& id) const
{
    auto it = mParts.find(id);
    return it == mParts.end() ? nullptr : &it->second;
}

void Design::putPart(Part part)
{
    std::string id = part.id;
    mParts.insert_or_assign(std::move(id), std::move(part));
}

const Part& Design::requirePart(const std::string& id, PartKind kind, const char* field) const
{
    const Part* p = part(id);
    if (!p) {
        throw ModelError("UNKNOWN_PART", tr("The part \"%1\" in %2 is not in the design's catalog "
                                            "snapshot; add the part or pick another.")
                                             .arg(q(id), QString::fromLatin1(field)));
    }
    if (p->kind != kind) {
        throw ModelError("WRONG_PART_KIND",
                         tr("The part \"%1\" in %2 is a %3, but a %4 is needed here.")
                             .arg(q(id), QString::fromLatin1(field),
                                  QString::fromLatin1(partKindName(p->kind)),
                                  QString::fromLatin1(partKindName(kind))));
    }
    return *p;
}

const Part& Design::requireDevicePart(const std::string& id) const
{
    const Part* p = part(id);
    if (!p) {
        throw ModelError("UNKNOWN_PART", tr("The device's part \"%1\" is not in the design's "
                                            "catalog snapshot; add the part or pick another.")
                                             .arg(q(id)));
    }
    switch (p->kind) {
    case PartKind::Gpu:
    case PartKind::Cpu:
    case PartKind::Nic:
    case PartKind::Transceiver:
    case PartKind::Cable:
    case PartKind::Rack:
    case PartKind::CloudOffer:
        throw ModelError("NOT_A_DEVICE", tr("The part \"%1\" is a %2, which is not mounted as a "
                                            "device of its own; use a server, switch, storage, "
                                            "PDU or cooling part.")
                                             .arg(q(id), QString::fromLatin1(partKindName(p->kind))));
    default:
        return *p;
    }
}

RoomId Design::addRoom(Room room)
{
    assignId(mRooms, room, "room");
    return mRooms.insert(std::move(room)).id;
}

RowId Design::addRow(Row row)
{
    assignId(mRows, row, "row");
    if (!mRooms.contains(row.room)) {
        throw ModelError("UNKNOWN_ROOM",
                         tr("Row %1 refers to room %2, which does not exist.").arg(row.id.value).arg(row.room.value));
    }
    if (row.slotCount < 0 || row.slotPitchM <= 0) {
        throw ModelError("BAD_ROW", tr("Row %1 needs a positive slot pitch and a slot count of "
                                       "zero or more.")
                                        .arg(row.id.value));
    }
    return mRows.insert(std::move(row)).id;
}

void Design::checkRackPosition(const Rack& rack) const
{
    const RackPosition& pos = *rack.position;
    const Row* r = mRows.find(pos.row);
    if (!r) {
        throw ModelError("UNKNOWN_ROW", tr("Rack \"%1\" stands in row %2, which does not exist.")
                                            .arg(q(rack.name))
                                            .arg(pos.row.value));
    }
    if (pos.slot < 0 || (r->slotCount > 0 && pos.slot >= r->slotCount)) {
        throw ModelError("BAD_SLOT", tr("Rack \"%1\" is at slot %2, outside row \"%3\" (slotCount 0 to "
                                        "%4).")
                                         .arg(q(rack.name))
                                         .arg(pos.slot)
                                         .arg(q(r->name))
                                         .arg(r->slotCount - 1));
    }
    for (const Rack& other : mRacks.all()) {
        if (other.id != rack.id && other.position == rack.position) {
            throw ModelError("SLOT_TAKEN", tr("Racks \"%1\" and \"%2\" cannot share slot %3 of row "
                                              "\"%4\"; move one of them.")
                                               .arg(q(rack.name), q(other.name))
                                               .arg(pos.slot)
                                               .arg(q(r->name)));
        }
    }
}

RackId Design::addRack(Rack rack)
{
    assignId(mRacks, rack, "rack");
    requirePart(rack.partId, PartKind::Rack, "rack model");
    if (rack.position) {
        checkRackPosition(rack);
    }
    if (!(rack.powerBudgetKw >= 0) || !std::isfinite(rack.powerBudgetKw)) {
        throw ModelError("BAD_POWER_BUDGET",
                         tr("Rack \"%1\" needs a power budget of zero or more kW.").arg(q(rack.name)));
    }
    mRackDevices[rack.id];
    return mRacks.insert(std::move(rack)).id;
}

void Design::updateRack(const Rack& rack)
{
    Rack* existing = mRacks.find(rack.id);
    if (!existing) {
        throw ModelError("UNKNOWN_RACK", tr("Rack %1 does not exist.").arg(rack.id.value));
    }
    const Part& model = requirePart(rack.partId, PartKind::Rack, "rack model");
    if (rack.position) {
        checkRackPosition(rack);
    }
    if (model.rack && rack.partId != existing->partId) {
        for (DeviceId id : mRackDevices[rack.id]) {
            const Device& d = *mDevices.find(id);
            if (d.placement && d.placement->bottomU + heightU(d) - 1 > model.rack->heightU) {
                throw ModelError("DEVICE_OUTSIDE_RACK",
                                 tr("Device \"%1\" would stick out of the new rack model; move it "
                                    "down first.")
                                     .arg(q(d.name)));
            }
        }
    }
    *existing = rack;
}

void Design::removeRack(RackId id)
{
    if (!mRacks.contains(id)) {
        return;
    }
    const std::vector<DeviceId> mounted = mRackDevices[id];
    for (DeviceId device : mounted) {
        removeDevice(device);
    }
    mCooling.eraseIf([&](const CoolingUnit& u) { return u.attachedRack == id; });
    mRackDevices.erase(id);
    mRacks.erase(id);
}

int Design::heightU(const Device& device) const
{
    const Part* p = part(device.partId);
    if (!p || !p->heightU) {
        return 0;
    }
    return static_cast<int>(std::ceil(*p->heightU));
}

const std::vector<NicConfig>& Design::nicsOf(const Device& device) const
{
    static const std::vector<NicConfig> none;
    if (device.config.nics) {
        return *device.config.nics;
    }
    const Part* p = part(device.partId);
    return p && p->server ? p->server->nics : none;
}

int Design::portCount(const Device& device) const
{
    const Part* p = part(device.partId);
    int total = p ? p->portCount() : 0;
    for (const NicConfig& nic : nicsOf(device)) {
        const Part* nicPart = part(nic.partId);
        total += nicPart ? nic.count * nicPart->portCount() : 0;
    }
    return total;
}

void Design::checkPlacement(const Device& device, const Placement& placement) const
{
    const Rack* r = mRacks.find(placement.rack);
    if (!r) {
        throw ModelError("UNKNOWN_RACK", tr("Device \"%1\" is placed in rack %2, which does not "
                                            "exist.")
                                             .arg(q(device.name))
                                             .arg(placement.rack.value));
    }
    const Part* model = part(r->partId);
    const int rackHeight = model && model->rack ? model->rack->heightU : 0;
    const int h = heightU(device);
    if (h == 0) {
        if (placement.bottomU != 0) {
            throw ModelError("ZERO_U_POSITION", tr("Device \"%1\" is a 0U part; mount it at U 0 "
                                                   "(the side rails).")
                                                    .arg(q(device.name)));
        }
        return;
    }
    const int top = placement.bottomU + h - 1;
    if (placement.bottomU < 1 || top > rackHeight) {
        throw ModelError("OUTSIDE_RACK", tr("Device \"%1\" (%2U) at U%3 does not fit rack \"%4\" "
                                            "(U1 to U%5).")
                                             .arg(q(device.name))
                                             .arg(h)
                                             .arg(placement.bottomU)
                                             .arg(q(r->name))
                                             .arg(rackHeight));
    }
    auto it = mRackDevices.find(placement.rack);
    for (DeviceId otherId : it->second) {
        const Device& other = *mDevices.find(otherId);
        if (other.id == device.id || !other.placement || heightU(other) == 0) {
            continue;
        }
        const Placement& op = *other.placement;
        const bool sharesFace = !placement.halfDepth || !op.halfDepth || placement.face == op.face;
        if (sharesFace && rangesOverlap(placement.bottomU, top, op.bottomU, op.bottomU + heightU(other) - 1)) {
            throw ModelError("OVERLAP", tr("Device \"%1\" at U%2 would overlap \"%3\" at U%4 in rack "
                                           "\"%5\"; pick free rack units.")
                                            .arg(q(device.name))
                                            .arg(placement.bottomU)
                                            .arg(q(other.name))
                                            .arg(op.bottomU)
                                            .arg(q(r->name)));
        }
    }
}

void Design::checkConfig(const Device& device, const DeviceConfig& config) const
{
    auto negative = [](auto value) { return value && !(*value >= 0); };
    if (negative(config.gpuCount) || negative(config.cpuCount) || negative(config.ramGb) ||
        negative(config.localNvmeTb)) {
        throw ModelError("NEGATIVE_COUNT", tr("Device \"%1\" has a negative count or size in its "
                                              "configuration; use zero or more.")
                                               .arg(q(device.name)));
    }
    if (config.gpuPartId) {
        requirePart(*config.gpuPartId, PartKind::Gpu, "device GPU");
    }
    if (config.cpuPartId) {
        requirePart(*config.cpuPartId, PartKind::Cpu, "device CPU");
    }
    const Part* p = part(device.partId);
    if (config.gpuCount && p && p->server && p->server->gpuSlots > 0 &&
        *config.gpuCount > p->server->gpuSlots) {
        throw ModelError("TOO_MANY_GPUS", tr("Device \"%1\" takes at most %2 GPUs, not %3.")
                                              .arg(q(device.name))
                                              .arg(p->server->gpuSlots)
                                              .arg(*config.gpuCount));
    }
    if (config.nics) {
        for (const NicConfig& nic : *config.nics) {
            requirePart(nic.partId, PartKind::Nic, "device NIC");
            if (nic.count < 0) {
                throw ModelError("NEGATIVE_COUNT",
                                 tr("Device \"%1\" has a negative NIC count.").arg(q(device.name)));
            }
        }
    }
    if (config.feed && *config.feed != "A" && *config.feed != "B") {
        throw ModelError("BAD_FEED", tr("Device \"%1\" is on feed \"%2\"; use A or B.")
                                         .arg(q(device.name), q(*config.feed)));
    }
}

DeviceId Design::addDevice(Device device)
{
    assignId(mDevices, device, "device");
    requireDevicePart(device.partId);
    checkConfig(device, device.config);
    if (device.placement) {
        checkPlacement(device, *device.placement);
        mRackDevices[device.placement->rack].push_back(device.id);
    }
    return mDevices.insert(std::move(device)).id;
}

void Design::placeDevice(DeviceId id, std::optional<Placement> placement)
{
    Device* d = mDevices.find(id);
    if (!d) {
        throw ModelError("UNKNOWN_DEVICE", tr("Device %1 does not exist.").arg(id.value));
    }
    if (placement) {
        checkPlacement(*d, *placement);
    }
    if (d->placement) {
        auto& list = mRackDevices[d->placement->rack];
        list.erase(std::remove(list.begin(), list.end(), id), list.end());
    }
    d->placement = placement;
    if (placement) {
        mRackDevices[placement->rack].push_back(id);
    }
}

void Design::setDeviceConfig(DeviceId id, const DeviceConfig& config)
{
    Device* d = mDevices.find(id);
    if (!d) {
        throw ModelError("UNKNOWN_DEVICE", tr("Device %1 does not exist.").arg(id.value));
    }
    checkConfig(*d, config);
    Device candidate = *d;
    candidate.config = config;
    const int ports = portCount(candidate);
    for (const Link& l : mLinks.all()) {
        for (PortRef end : {l.a, l.b}) {
            if (end.device == id && end.port >= ports) {
                throw ModelError("PORT_IN_USE", tr("Device \"%1\" would lose port %2, which carries "
                                                   "a link; remove the link first.")
                                                    .arg(q(d->name))
                                                    .arg(end.port));
            }
        }
    }
    d->config = config;
}

void Design::renameDevice(DeviceId id, const std::string& newName)
{
    Device* d = mDevices.find(id);
    if (!d) {
        throw ModelError("UNKNOWN_DEVICE", tr("Device %1 does not exist.").arg(id.value));
    }
    d->name = newName;
}

void Design::detachDeviceReferences(DeviceId id)
{
    mLinks.eraseIf([&](const Link& l) {
        const bool touches = l.a.device == id || l.b.device == id;
        if (touches) {
            mPortLinks.erase(portKey(l.a));
            mPortLinks.erase(portKey(l.b));
        }
        return touches;
    });
    for (Fabric& f : mFabrics.items()) {
        std::erase_if(f.switches, [&](const FabricSwitch& s) { return s.device == id; });
    }
    for (StorageSystem& s : mStorage.items()) {
        std::erase(s.devices, id);
    }
}

void Design::removeDevice(DeviceId id)
{
    const Device* d = mDevices.find(id);
    if (!d) {
        return;
    }
    if (d->placement) {
        std::erase(mRackDevices[d->placement->rack], id);
    }
    detachDeviceReferences(id);
    mDevices.erase(id);
}

std::vector<DeviceId> Design::devicesInRack(RackId rack) const
{
    auto it = mRackDevices.find(rack);
    return it == mRackDevices.end() ? std::vector<DeviceId>{} : it->second;
}

void Design::checkFabricSwitches(const Fabric& fabric) const
{
    std::unordered_set<DeviceId> listed;
    for (const FabricSwitch& s : fabric.switches) {
        if (!listed.insert(s.device).second) {
            throw ModelError("DUPLICATE_SWITCH", tr("Fabric \"%1\" lists switch %2 twice; a switch sits "
                                                    "on one tier.")
                                                     .arg(q(fabric.name))
                                                     .arg(s.device.value));
        }
        const Device* d = mDevices.find(s.device);
        if (!d) {
            throw ModelError("UNKNOWN_DEVICE", tr("Fabric \"%1\" lists switch %2, which does not "
                                                  "exist.")
                                                   .arg(q(fabric.name))
                                                   .arg(s.device.value));
        }
        requirePart(d->partId, PartKind::Switch, "fabric switch");
        if (s.tier < 1 || s.tier > 3) {
            throw ModelError("BAD_TIER", tr("Switch \"%1\" in fabric \"%2\" is on tier %3; tiers "
                                            "are 1 (leaf), 2 (spine) and 3 (core).")
                                             .arg(q(d->name), q(fabric.name))
                                             .arg(s.tier));
        }
    }
}

FabricId Design::addFabric(Fabric fabric)
{
    assignId(mFabrics, fabric, "fabric");
    checkFabricSwitches(fabric);
    if (!(fabric.targetOversubscription >= 1.0)) {
        throw ModelError("BAD_OVERSUBSCRIPTION",
                         tr("Fabric \"%1\" needs an oversubscription target of 1 or more.").arg(q(fabric.name)));
    }
    return mFabrics.insert(std::move(fabric)).id;
}

void Design::setFabricSwitches(FabricId id, std::vector<FabricSwitch> switches)
{
    Fabric* f = mFabrics.find(id);
    if (!f) {
        throw ModelError("UNKNOWN_FABRIC", tr("Fabric %1 does not exist.").arg(id.value));
    }
    Fabric candidate = *f;
    candidate.switches = std::move(switches);
    checkFabricSwitches(candidate);
    f->switches = std::move(candidate.switches);
}

void Design::removeFabric(FabricId id)
{
    mLinks.eraseIf([&](const Link& l) {
        if (l.fabric == id) {
            mPortLinks.erase(portKey(l.a));
            mPortLinks.erase(portKey(l.b));
            return true;
        }
        return false;
    });
    mFabrics.erase(id);
}

std::uint64_t Design::portKey(PortRef port)
{
    return (std::uint64_t(port.device.value) << 32) | std::uint32_t(port.port);
}

void Design::checkPort(PortRef port, const char* end) const
{
    const Device* d = mDevices.find(port.device);
    if (!d) {
        throw ModelError("UNKNOWN_DEVICE", tr("A link's %1 end names device %2, which does not "
                                              "exist.")
                                               .arg(QString::fromLatin1(end))
                                               .arg(port.device.value));
    }
    const int ports = portCount(*d);
    if (port.port < 0 || port.port >= ports) {
        throw ModelError("UNKNOWN_PORT", tr("Device \"%1\" has ports 0 to %2; port %3 does not "
                                            "exist.")
                                             .arg(q(d->name))
                                             .arg(ports - 1)
                                             .arg(port.port));
    }
    if (mPortLinks.count(portKey(port))) {
        throw ModelError("PORT_IN_USE", tr("Port %1 of device \"%2\" already carries a link; a port "
                                           "carries one link.")
                                            .arg(port.port)
                                            .arg(q(d->name)));
    }
}

void Design::checkLinkParts(const Link& link) const
{
    if (!link.cablePartId.empty()) {
        requirePart(link.cablePartId, PartKind::Cable, "link cable");
    }
    if (!link.transceiverAPartId.empty()) {
        requirePart(link.transceiverAPartId, PartKind::Transceiver, "link transceiver");
    }
    if (!link.transceiverBPartId.empty()) {
        requirePart(link.transceiverBPartId, PartKind::Transceiver, "link transceiver");
    }
    if (!(link.lengthM >= 0) || !std::isfinite(link.lengthM)) {
        throw ModelError("BAD_LENGTH", tr("Link %1 needs a length of zero or more metres.").arg(link.id.value));
    }
}

LinkId Design::addLink(Link link)
{
    assignId(mLinks, link, "link");
    if (!mFabrics.contains(link.fabric)) {
        throw ModelError("UNKNOWN_FABRIC",
                         tr("Link %1 belongs to fabric %2, which does not exist.").arg(link.id.value).arg(link.fabric.value));
    }
    if (link.a == link.b) {
        throw ModelError("LOOPBACK_LINK", tr("Link %1 connects a port to itself.").arg(link.id.value));
    }
    checkPort(link.a, "first");
    checkPort(link.b, "second");
    checkLinkParts(link);
    mPortLinks.emplace(portKey(link.a), link.id);
    mPortLinks.emplace(portKey(link.b), link.id);
    return mLinks.insert(std::move(link)).id;
}

void Design::removeLink(LinkId id)
{
    if (const Link* l = mLinks.find(id)) {
        mPortLinks.erase(portKey(l->a));
        mPortLinks.erase(portKey(l->b));
        mLinks.erase(id);
    }
}

std::optional<LinkId> Design::linkAtPort(PortRef port) const
{
    auto it = mPortLinks.find(portKey(port));
    return it == mPortLinks.end() ? std::nullopt : std::optional<LinkId>(it->second);
}

StorageSystemId Design::addStorageSystem(StorageSystem system)
{
    assignId(mStorage, system, "storage system");
    for (DeviceId id : system.devices) {
        const Device* d = mDevices.find(id);
        if (!d) {
            throw ModelError("UNKNOWN_DEVICE", tr("Storage system \"%1\" lists device %2, which does "
                                                  "not exist.")
                                                   .arg(q(system.name))
                                                   .arg(id.value));
        }
        requirePart(d->partId, PartKind::Storage, "storage system device");
    }
    return mStorage.insert(std::move(system)).id;
}

CoolingUnitId Design::addCoolingUnit(CoolingUnit unit)
{
    assignId(mCooling, unit, "cooling unit");
    requirePart(unit.partId, PartKind::Cooling, "cooling unit");
    if (unit.attachedRack && !mRacks.contains(*unit.attachedRack)) {
        throw ModelError("UNKNOWN_RACK", tr("Cooling unit \"%1\" is attached to rack %2, which does "
                                            "not exist.")
                                             .arg(q(unit.name))
                                             .arg(unit.attachedRack->value));
    }
    if (unit.position && !mRows.contains(unit.position->row)) {
        throw ModelError("UNKNOWN_ROW", tr("Cooling unit \"%1\" stands in row %2, which does not "
                                           "exist.")
                                            .arg(q(unit.name))
                                            .arg(unit.position->row.value));
    }
    return mCooling.insert(std::move(unit)).id;
}

bool Design::operator==(const Design& other) const
{
    return name == other.name && description == other.description &&
           facility == other.facility && assumptions == other.assumptions &&
           mParts == other.mParts && mRooms == other.mRooms && mRows == other.mRows &&
           mRacks == other.mRacks && mDevices == other.mDevices && mFabrics == other.mFabrics &&
           mLinks == other.mLinks && mStorage == other.mStorage && mCooling == other.mCooling;
}

} // namespace cs
