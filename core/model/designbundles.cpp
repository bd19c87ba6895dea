#include "design.h"

#include "designinternal.h"

#include <algorithm>

// Taking entities out of cs::Design with what depends on them, and putting
// such bundles (back) in.
namespace cs {

using designinternal::assignId;
using designinternal::DesignText;

namespace {

// Moves the table's entities whose ids are listed into out, with their positions.
template <typename Table, typename Id, typename Entity>
void takeIndexed(Table& table, const std::unordered_set<Id>& ids, std::vector<Indexed<Entity>>& out)
{
    if (ids.empty()) {
        return;
    }
    const auto& all = table.all();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (ids.count(all[i].id)) {
            out.push_back(Indexed<Entity>{i, all[i]});
        }
    }
    table.eraseIf([&](const Entity& e) { return ids.count(e.id) != 0; });
}

template <typename Entity>
std::vector<Indexed<Entity>> byPosition(std::vector<Indexed<Entity>> items)
{
    std::stable_sort(items.begin(), items.end(),
                     [](const auto& a, const auto& b) { return a.index < b.index; });
    return items;
}

template <typename Id> std::unordered_set<Id> idSet(const std::vector<Id>& ids)
{
    return std::unordered_set<Id>(ids.begin(), ids.end());
}

} // namespace

EntityBundle Design::extractRacks(const std::vector<RackId>& ids)
{
    return extract(idSet(ids), {}, {}, {});
}

EntityBundle Design::extractDevices(const std::vector<DeviceId>& ids)
{
    return extract({}, idSet(ids), {}, {});
}

EntityBundle Design::extractLinks(const std::vector<LinkId>& ids)
{
    return extract({}, {}, idSet(ids), {});
}

EntityBundle Design::extractCoolingUnits(const std::vector<CoolingUnitId>& ids)
{
    return extract({}, {}, {}, idSet(ids));
}

EntityBundle Design::extract(std::unordered_set<RackId> racks, std::unordered_set<DeviceId> devices,
                             std::unordered_set<LinkId> links,
                             std::unordered_set<CoolingUnitId> coolingUnits)
{
    for (RackId rack : racks) {
        if (auto it = mRackDevices.find(rack); it != mRackDevices.end()) {
            devices.insert(it->second.begin(), it->second.end());
        }
    }
    for (const CoolingUnit& unit : mCooling.all()) {
        if (unit.attachedRack && racks.count(*unit.attachedRack)) {
            coolingUnits.insert(unit.id);
        }
    }
    for (const Link& link : mLinks.all()) {
        if (devices.count(link.a.device) || devices.count(link.b.device)) {
            links.insert(link.id);
        }
    }
    EntityBundle out;
    extractMemberships(devices, out);
    for (LinkId id : links) {
        if (const Link* l = mLinks.find(id)) {
            mPortLinks.erase(portKey(l->a));
            mPortLinks.erase(portKey(l->b));
        }
    }
    takeIndexed(mLinks, links, out.links);
    for (DeviceId id : devices) {
        const Device* d = mDevices.find(id);
        if (d && d->placement) {
            std::erase(mRackDevices[d->placement->rack], id);
        }
    }
    takeIndexed(mDevices, devices, out.devices);
    takeIndexed(mCooling, coolingUnits, out.coolingUnits);
    takeIndexed(mRacks, racks, out.racks);
    for (RackId rack : racks) {
        mRackDevices.erase(rack);
    }
    return out;
}

void Design::extractMemberships(const std::unordered_set<DeviceId>& devices, EntityBundle& out)
{
    if (devices.empty()) {
        return;
    }
    for (Fabric& f : mFabrics.items()) {
        for (std::size_t i = 0; i < f.switches.size(); ++i) {
            if (devices.count(f.switches[i].device)) {
                out.fabricSwitches.push_back(FabricMembership{f.id, i, f.switches[i]});
            }
        }
        std::erase_if(f.switches,
                      [&](const FabricSwitch& s) { return devices.count(s.device) != 0; });
    }
    for (StorageSystem& s : mStorage.items()) {
        for (std::size_t i = 0; i < s.devices.size(); ++i) {
            if (devices.count(s.devices[i])) {
                out.storageDevices.push_back(StorageMembership{s.id, i, s.devices[i]});
            }
        }
        std::erase_if(s.devices, [&](DeviceId d) { return devices.count(d) != 0; });
    }
}

void Design::insertRack(const Indexed<Rack>& item)
{
    Rack rack = item.entity;
    assignId(mRacks, rack, "rack");
    checkNewRack(rack);
    mRackDevices[rack.id];
    mRacks.insertAt(item.index, std::move(rack));
}

void Design::insertDevice(const Indexed<Device>& item)
{
    Device device = item.entity;
    assignId(mDevices, device, "device");
    checkNewDevice(device);
    if (device.placement) {
        mRackDevices[device.placement->rack].push_back(device.id);
    }
    mDevices.insertAt(item.index, std::move(device));
}

void Design::insertLink(const Indexed<Link>& item)
{
    Link link = item.entity;
    assignId(mLinks, link, "link");
    checkNewLink(link);
    mPortLinks.insert(portKey(link.a), link.id);
    mPortLinks.insert(portKey(link.b), link.id);
    mLinks.insertAt(item.index, std::move(link));
}

void Design::checkMembership(const FabricMembership& m) const
{
    const Fabric* f = mFabrics.find(m.fabric);
    if (!f) {
        throw ModelError("UNKNOWN_FABRIC",
                         DesignText::tr("Fabric %1 does not exist.").arg(m.fabric.value));
    }
    Fabric candidate = *f;
    candidate.switches.push_back(m.member);
    checkFabricSwitches(candidate);
}

void Design::insertMemberships(const EntityBundle& bundle)
{
    for (const FabricMembership& m : bundle.fabricSwitches) {
        checkMembership(m);
    }
    for (const StorageMembership& m : bundle.storageDevices) {
        if (!mStorage.contains(m.system) || !mDevices.contains(m.device)) {
            throw ModelError("UNKNOWN_STORAGE_SYSTEM",
                             DesignText::tr("Storage system %1 or its device %2 does not exist.")
                                 .arg(m.system.value)
                                 .arg(m.device.value));
        }
    }
    // Positions were recorded before removal in ascending order, so inserting
    // in that order puts each entry back where it was.
    for (const FabricMembership& m : bundle.fabricSwitches) {
        auto& list = mFabrics.find(m.fabric)->switches;
        list.insert(list.begin() + static_cast<std::ptrdiff_t>(std::min(m.index, list.size())),
                    m.member);
    }
    for (const StorageMembership& m : bundle.storageDevices) {
        auto& list = mStorage.find(m.system)->devices;
        list.insert(list.begin() + static_cast<std::ptrdiff_t>(std::min(m.index, list.size())),
                    m.device);
    }
}

void Design::insertBundle(const EntityBundle& bundle)
{
    auto valid = [](const auto& items) {
        return std::all_of(items.begin(), items.end(),
                           [](const auto& i) { return i.entity.id.isValid(); });
    };
    if (!valid(bundle.racks) || !valid(bundle.devices) || !valid(bundle.links) ||
        !valid(bundle.coolingUnits)) {
        throw ModelError("BAD_ID", DesignText::tr("Entities put into a design need their ids."));
    }
    std::unordered_set<RackId> racks;
    std::unordered_set<DeviceId> devices;
    std::unordered_set<LinkId> links;
    std::unordered_set<CoolingUnitId> coolingUnits;
    try {
        for (const auto& r : byPosition(bundle.racks)) {
            insertRack(r);
            racks.insert(r.entity.id);
        }
        for (const auto& d : byPosition(bundle.devices)) {
            insertDevice(d);
            devices.insert(d.entity.id);
        }
        for (const auto& u : byPosition(bundle.coolingUnits)) {
            CoolingUnit unit = u.entity;
            assignId(mCooling, unit, "cooling unit");
            checkCoolingUnit(unit);
            mCooling.insertAt(u.index, std::move(unit));
            coolingUnits.insert(u.entity.id);
        }
        for (const auto& l : byPosition(bundle.links)) {
            insertLink(l);
            links.insert(l.entity.id);
        }
        insertMemberships(bundle);
    } catch (const ModelError&) {
        extract(racks, devices, links, coolingUnits);
        throw;
    }
}

} // namespace cs
