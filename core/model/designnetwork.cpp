#include "design.h"

#include "designinternal.h"

#include <cmath>
#include <unordered_set>

// Networks, storage and cooling units of cs::Design.
namespace cs {

using designinternal::assignId;
using designinternal::DesignText;
using designinternal::q;

void Design::checkFabricSwitches(const Fabric& fabric) const
{
    std::unordered_set<DeviceId> listed;
    for (const FabricSwitch& s : fabric.switches) {
        if (!listed.insert(s.device).second) {
            throw ModelError("DUPLICATE_SWITCH",
                             DesignText::tr("Fabric \"%1\" lists switch %2 twice; a switch sits "
                                            "on one tier.")
                                 .arg(q(fabric.name))
                                 .arg(s.device.value));
        }
        const Device* d = mDevices.find(s.device);
        if (!d) {
            throw ModelError("UNKNOWN_DEVICE",
                             DesignText::tr("Fabric \"%1\" lists switch %2, which does not "
                                            "exist.")
                                 .arg(q(fabric.name))
                                 .arg(s.device.value));
        }
        requirePart(d->partId, PartKind::Switch, "fabric switch");
        if (s.tier < 1 || s.tier > 3) {
            throw ModelError("BAD_TIER",
                             DesignText::tr("Switch \"%1\" in fabric \"%2\" is on tier %3; tiers "
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
        throw ModelError(
            "BAD_OVERSUBSCRIPTION",
            DesignText::tr("Fabric \"%1\" needs an oversubscription target of 1 or more.")
                .arg(q(fabric.name)));
    }
    return mFabrics.insert(std::move(fabric)).id;
}

void Design::setFabricSwitches(FabricId id, std::vector<FabricSwitch> switches)
{
    Fabric* f = mFabrics.find(id);
    if (!f) {
        throw ModelError("UNKNOWN_FABRIC",
                         DesignText::tr("Fabric %1 does not exist.").arg(id.value));
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

int Design::portCountOfLinkEnd(const Device& device)
{
    const Part* p = device.config.nics ? nullptr : part(device.partId);
    if (!p) {
        return portCount(device);
    }
    auto [it, added] = mPortCounts.byPart.try_emplace(p, 0);
    if (added) {
        it->second = portCount(device);
    }
    return it->second;
}

void Design::reserveLinks(std::size_t count)
{
    mLinks.reserve(count);
    mPortLinks.reserve(2 * count);
}

void Design::checkPort(PortRef port, const char* end)
{
    const Device* d = mDevices.find(port.device);
    if (!d) {
        throw ModelError("UNKNOWN_DEVICE",
                         DesignText::tr("A link's %1 end names device %2, which does not "
                                        "exist.")
                             .arg(QString::fromLatin1(end))
                             .arg(port.device.value));
    }
    const int ports = portCountOfLinkEnd(*d);
    if (port.port < 0 || port.port >= ports) {
        throw ModelError("UNKNOWN_PORT",
                         DesignText::tr("Device \"%1\" has ports 0 to %2; port %3 does not "
                                        "exist.")
                             .arg(q(d->name))
                             .arg(ports - 1)
                             .arg(port.port));
    }
    if (mPortLinks.contains(portKey(port))) {
        throw ModelError("PORT_IN_USE",
                         DesignText::tr("Port %1 of device \"%2\" already carries a link; a port "
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
    checkLinkLength(link);
}

void Design::checkLinkLength(const Link& link)
{
    if (!(link.lengthM >= 0) || !std::isfinite(link.lengthM)) {
        throw ModelError(
            "BAD_LENGTH",
            DesignText::tr("Link %1 needs a length of zero or more metres.").arg(link.id.value));
    }
}

LinkId Design::addLink(Link link)
{
    assignId(mLinks, link, "link");
    checkNewLink(link);
    mPortLinks.insert(portKey(link.a), link.id);
    mPortLinks.insert(portKey(link.b), link.id);
    return mLinks.insert(std::move(link)).id;
}

void Design::checkNewLink(const Link& link)
{
    if (!mFabrics.contains(link.fabric)) {
        throw ModelError("UNKNOWN_FABRIC",
                         DesignText::tr("Link %1 belongs to fabric %2, which does not exist.")
                             .arg(link.id.value)
                             .arg(link.fabric.value));
    }
    if (link.a == link.b) {
        throw ModelError("LOOPBACK_LINK",
                         DesignText::tr("Link %1 connects a port to itself.").arg(link.id.value));
    }
    checkPort(link.a, "first");
    checkPort(link.b, "second");
    const auto& checked = mPortCounts.checkedLinkParts;
    if (checked && (*checked)[0] == link.cablePartId && (*checked)[1] == link.transceiverAPartId &&
        (*checked)[2] == link.transceiverBPartId) { // the last link's parts, checked then
        checkLinkLength(link);
        return;
    }
    checkLinkParts(link);
    mPortCounts.checkedLinkParts = {link.cablePartId, link.transceiverAPartId,
                                    link.transceiverBPartId};
}

void Design::removeLink(LinkId id)
{
    if (const Link* l = mLinks.find(id)) {
        mPortLinks.erase(portKey(l->a));
        mPortLinks.erase(portKey(l->b));
        mLinks.erase(id);
    }
}

void Design::updateLink(const Link& link)
{
    Link* existing = mLinks.find(link.id);
    if (!existing) {
        throw ModelError("UNKNOWN_LINK",
                         DesignText::tr("Link %1 does not exist.").arg(link.id.value));
    }
    if (existing->fabric != link.fabric || existing->a != link.a || existing->b != link.b) {
        throw ModelError(
            "LINK_ENDS_CHANGED",
            DesignText::tr("Link %1 keeps its fabric and ports; remove it and add a new link "
                           "to connect other ports.")
                .arg(link.id.value));
    }
    checkLinkParts(link);
    *existing = link;
}

std::optional<LinkId> Design::linkAtPort(PortRef port) const
{
    return mPortLinks.find(portKey(port));
}

StorageSystemId Design::addStorageSystem(StorageSystem system)
{
    assignId(mStorage, system, "storage system");
    checkStorageSystem(system);
    return mStorage.insert(std::move(system)).id;
}

void Design::updateStorageSystem(const StorageSystem& system)
{
    StorageSystem* existing = mStorage.find(system.id);
    if (!existing) {
        throw ModelError("UNKNOWN_STORAGE_SYSTEM",
                         DesignText::tr("Storage system %1 does not exist.").arg(system.id.value));
    }
    checkStorageSystem(system);
    *existing = system;
}

Indexed<StorageSystem> Design::extractStorageSystem(StorageSystemId id)
{
    const StorageSystem* system = mStorage.find(id);
    if (!system) {
        throw ModelError("UNKNOWN_STORAGE_SYSTEM",
                         DesignText::tr("Storage system %1 does not exist.").arg(id.value));
    }
    Indexed<StorageSystem> out{mStorage.indexOf(id), *system};
    mStorage.erase(id);
    return out;
}

void Design::insertStorageSystem(const Indexed<StorageSystem>& item)
{
    StorageSystem system = item.entity;
    assignId(mStorage, system, "storage system");
    checkStorageSystem(system);
    mStorage.insertAt(item.index, std::move(system));
}

void Design::checkStorageSystem(const StorageSystem& system) const
{
    for (DeviceId id : system.devices) {
        const Device* d = mDevices.find(id);
        if (!d) {
            throw ModelError("UNKNOWN_DEVICE",
                             DesignText::tr("Storage system \"%1\" lists device %2, which does "
                                            "not exist.")
                                 .arg(q(system.name))
                                 .arg(id.value));
        }
        requirePart(d->partId, PartKind::Storage, "storage system device");
    }
}

CoolingUnitId Design::addCoolingUnit(CoolingUnit unit)
{
    assignId(mCooling, unit, "cooling unit");
    checkCoolingUnit(unit);
    return mCooling.insert(std::move(unit)).id;
}

void Design::checkCoolingUnit(const CoolingUnit& unit) const
{
    requirePart(unit.partId, PartKind::Cooling, "cooling unit");
    if (unit.attachedRack && !mRacks.contains(*unit.attachedRack)) {
        throw ModelError("UNKNOWN_RACK",
                         DesignText::tr("Cooling unit \"%1\" is attached to rack %2, which does "
                                        "not exist.")
                             .arg(q(unit.name))
                             .arg(unit.attachedRack->value));
    }
    if (unit.position && !mRows.contains(unit.position->row)) {
        throw ModelError("UNKNOWN_ROW",
                         DesignText::tr("Cooling unit \"%1\" stands in row %2, which does not "
                                        "exist.")
                             .arg(q(unit.name))
                             .arg(unit.position->row.value));
    }
}

} // namespace cs
