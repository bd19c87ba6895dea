#include "design.h"
#include "mountcheck.h"
#include "mounting.h"

#include "designinternal.h"
#include "modelerror.h"

#include <algorithm>
#include <cmath>
#include <unordered_set>

namespace cs {

namespace {

using designinternal::assignId;
using designinternal::DesignText;
using designinternal::q;

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
    mPortCounts.clear();
    mParts.insert_or_assign(std::move(id), std::move(part));
}

const Part& Design::requirePart(const std::string& id, PartKind kind, const char* field) const
{
    const Part* p = part(id);
    if (!p) {
        throw ModelError("UNKNOWN_PART",
                         DesignText::tr("The part \"%1\" in %2 is not in the design's catalog "
                                        "snapshot; add the part or pick another.")
                             .arg(q(id), QString::fromLatin1(field)));
    }
    if (p->kind != kind) {
        throw ModelError("WRONG_PART_KIND",
                         DesignText::tr("The part \"%1\" in %2 is a %3, but a %4 is needed here.")
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
        throw ModelError("UNKNOWN_PART",
                         DesignText::tr("The device's part \"%1\" is not in the design's "
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
        throw ModelError("NOT_A_DEVICE",
                         DesignText::tr("The part \"%1\" is a %2, which is not mounted as a "
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
                         DesignText::tr("Row %1 refers to room %2, which does not exist.")
                             .arg(row.id.value)
                             .arg(row.room.value));
    }
    if (row.slotCount < 0 || row.slotPitchM <= 0) {
        throw ModelError("BAD_ROW",
                         DesignText::tr("Row %1 needs a positive slot pitch and a slot count of "
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
        throw ModelError("UNKNOWN_ROW",
                         DesignText::tr("Rack \"%1\" stands in row %2, which does not exist.")
                             .arg(q(rack.name))
                             .arg(pos.row.value));
    }
    if (pos.slot < 0 || (r->slotCount > 0 && pos.slot >= r->slotCount)) {
        throw ModelError(
            "BAD_SLOT",
            DesignText::tr("Rack \"%1\" is at slot %2, outside row \"%3\" (slotCount 0 to "
                           "%4).")
                .arg(q(rack.name))
                .arg(pos.slot)
                .arg(q(r->name))
                .arg(r->slotCount - 1));
    }
    for (const Rack& other : mRacks.all()) {
        if (other.id != rack.id && other.position == rack.position) {
            throw ModelError("SLOT_TAKEN",
                             DesignText::tr("Racks \"%1\" and \"%2\" cannot share slot %3 of row "
                                            "\"%4\"; move one of them.")
                                 .arg(q(rack.name), q(other.name))
                                 .arg(pos.slot)
                                 .arg(q(r->name)));
        }
    }
}

void Design::checkNewRack(const Rack& rack) const
{
    requirePart(rack.partId, PartKind::Rack, "rack model");
    if (rack.position) {
        checkRackPosition(rack);
    }
    checkPowerBudget(rack);
}

void Design::checkPowerBudget(const Rack& rack) const
{
    if (!(rack.powerBudgetKw >= 0) || !std::isfinite(rack.powerBudgetKw)) {
        throw ModelError("BAD_POWER_BUDGET",
                         DesignText::tr("Rack \"%1\" needs a power budget of zero or more kW.")
                             .arg(q(rack.name)));
    }
}

RackId Design::addRack(Rack rack)
{
    assignId(mRacks, rack, "rack");
    checkNewRack(rack);
    mRackDevices[rack.id];
    return mRacks.insert(std::move(rack)).id;
}

void Design::updateRack(const Rack& rack)
{
    Rack* existing = mRacks.find(rack.id);
    if (!existing) {
        throw ModelError("UNKNOWN_RACK",
                         DesignText::tr("Rack %1 does not exist.").arg(rack.id.value));
    }
    const Part& model = requirePart(rack.partId, PartKind::Rack, "rack model");
    if (rack.position) {
        checkRackPosition(rack);
    }
    checkPowerBudget(rack);
    if (model.rack && rack.partId != existing->partId) {
        for (DeviceId id : mRackDevices[rack.id]) {
            const Device& d = *mDevices.find(id);
            if (d.placement && d.placement->bottomU + heightU(d) - 1 > rackFrame(&model).heightU) {
                throw ModelError(
                    "DEVICE_OUTSIDE_RACK",
                    DesignText::tr("Device \"%1\" would stick out of the new rack model; move it "
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
    return unitsOf(part(device.partId));
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
        throw ModelError("UNKNOWN_RACK",
                         DesignText::tr("Device \"%1\" is placed in rack %2, which does not "
                                        "exist.")
                             .arg(q(device.name))
                             .arg(placement.rack.value));
    }
    const int rackHeight = frameOf(*this, *r).heightU;
    const int h = heightU(device);
    if (h == 0) {
        if (placement.bottomU != 0) {
            throw ModelError("ZERO_U_POSITION",
                             DesignText::tr("Device \"%1\" is a 0U part; mount it at U 0 "
                                            "(the side rails).")
                                 .arg(q(device.name)));
        }
        return;
    }
    const int top = placement.bottomU + h - 1;
    if (placement.bottomU < 1 || top > rackHeight) {
        throw ModelError("OUTSIDE_RACK",
                         DesignText::tr("Device \"%1\" (%2U) at U%3 does not fit rack \"%4\" "
                                        "(U1 to U%5).")
                             .arg(q(device.name))
                             .arg(h)
                             .arg(placement.bottomU)
                             .arg(q(r->name))
                             .arg(rackHeight));
    }
    if (const Device* other = occupant(placement.rack, placement.bottomU, top, placement.face,
                                       placement.halfDepth, {device.id})) {
        throw ModelError("OVERLAP",
                         DesignText::tr("Device \"%1\" at U%2 would overlap \"%3\" at U%4 in rack "
                                        "\"%5\"; pick free rack units.")
                             .arg(q(device.name))
                             .arg(placement.bottomU)
                             .arg(q(other->name))
                             .arg(other->placement->bottomU)
                             .arg(q(r->name)));
    }
}

const Device* Design::occupant(RackId rack, int bottomU, int topU, RackFace face, bool halfDepth,
                               const std::vector<DeviceId>& ignoring) const
{
    auto it = mRackDevices.find(rack);
    if (it == mRackDevices.end()) {
        return nullptr;
    }
    for (DeviceId otherId : it->second) {
        const Device& other = *mDevices.find(otherId);
        const int otherHeight = heightU(other);
        if (!other.placement || otherHeight == 0 ||
            std::find(ignoring.begin(), ignoring.end(), otherId) != ignoring.end()) {
            continue;
        }
        const Placement& op = *other.placement;
        const bool sharesFace = !halfDepth || !op.halfDepth || face == op.face;
        if (sharesFace && rangesOverlap(bottomU, topU, op.bottomU, op.bottomU + otherHeight - 1)) {
            return &other;
        }
    }
    return nullptr;
}

void Design::checkConfig(const Device& device, const DeviceConfig& config) const
{
    auto negative = [](auto value) { return value && !(*value >= 0); };
    if (negative(config.gpuCount) || negative(config.cpuCount) || negative(config.ramGb) ||
        negative(config.localNvmeTb)) {
        throw ModelError("NEGATIVE_COUNT",
                         DesignText::tr("Device \"%1\" has a negative count or size in its "
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
        throw ModelError("TOO_MANY_GPUS",
                         DesignText::tr("Device \"%1\" takes at most %2 GPUs, not %3.")
                             .arg(q(device.name))
                             .arg(p->server->gpuSlots)
                             .arg(*config.gpuCount));
    }
    if (config.nics) {
        for (const NicConfig& nic : *config.nics) {
            requirePart(nic.partId, PartKind::Nic, "device NIC");
            if (nic.count < 0) {
                throw ModelError(
                    "NEGATIVE_COUNT",
                    DesignText::tr("Device \"%1\" has a negative NIC count.").arg(q(device.name)));
            }
        }
    }
    if (config.feed && *config.feed != "A" && *config.feed != "B") {
        throw ModelError("BAD_FEED", DesignText::tr("Device \"%1\" is on feed \"%2\"; use A or B.")
                                         .arg(q(device.name), q(*config.feed)));
    }
}

void Design::checkNewDevice(const Device& device) const
{
    requireDevicePart(device.partId);
    checkConfig(device, device.config);
    if (device.placement) {
        checkPlacement(device, *device.placement);
    }
}

DeviceId Design::addDevice(Device device)
{
    assignId(mDevices, device, "device");
    checkNewDevice(device);
    if (device.placement) {
        mRackDevices[device.placement->rack].push_back(device.id);
    }
    return mDevices.insert(std::move(device)).id;
}

void Design::placeDevice(DeviceId id, std::optional<Placement> placement)
{
    Device* d = mDevices.find(id);
    if (!d) {
        throw ModelError("UNKNOWN_DEVICE",
                         DesignText::tr("Device %1 does not exist.").arg(id.value));
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
        throw ModelError("UNKNOWN_DEVICE",
                         DesignText::tr("Device %1 does not exist.").arg(id.value));
    }
    checkConfig(*d, config);
    Device candidate = *d;
    candidate.config = config;
    const int ports = portCount(candidate);
    for (const Link& l : mLinks.all()) {
        for (PortRef end : {l.a, l.b}) {
            if (end.device == id && end.port >= ports) {
                throw ModelError("PORT_IN_USE",
                                 DesignText::tr("Device \"%1\" would lose port %2, which carries "
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
        throw ModelError("UNKNOWN_DEVICE",
                         DesignText::tr("Device %1 does not exist.").arg(id.value));
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

bool Design::operator==(const Design& other) const
{
    return name == other.name && description == other.description && facility == other.facility &&
           analysisAssumptions == other.analysisAssumptions &&
           tcoAssumptions == other.tcoAssumptions && scenarios == other.scenarios &&
           generatedFrom == other.generatedFrom && otherAssumptions == other.otherAssumptions &&
           workloads == other.workloads && benchmarkResults == other.benchmarkResults &&
           mParts == other.mParts && mRooms == other.mRooms && mRows == other.mRows &&
           mRacks == other.mRacks && mDevices == other.mDevices && mFabrics == other.mFabrics &&
           mLinks == other.mLinks && mStorage == other.mStorage && mCooling == other.mCooling;
}

} // namespace cs
