#include "selection.h"

#include <algorithm>

namespace cs::ui {

namespace {

template <typename Id> void toggleIn(std::vector<Id>& ids, Id id)
{
    auto it = std::find(ids.begin(), ids.end(), id);
    if (it == ids.end()) {
        ids.push_back(id);
    } else {
        ids.erase(it);
    }
}

template <typename Id, typename Exists> void keepExisting(std::vector<Id>& ids, Exists exists)
{
    std::erase_if(ids, [&](Id id) { return !exists(id); });
}

} // namespace

Selection::Selection(QObject* parent) : QObject(parent) {}

bool Selection::contains(DeviceId id) const
{
    return std::find(mIds.devices.begin(), mIds.devices.end(), id) != mIds.devices.end();
}

bool Selection::contains(RackId id) const
{
    return std::find(mIds.racks.begin(), mIds.racks.end(), id) != mIds.racks.end();
}

void Selection::set(SelectedIds ids)
{
    if (ids == mIds) {
        return;
    }
    mIds = std::move(ids);
    emit selectionChanged();
}

void Selection::selectDevices(std::vector<DeviceId> ids)
{
    SelectedIds next;
    next.devices = std::move(ids);
    set(std::move(next));
}

void Selection::selectRacks(std::vector<RackId> ids)
{
    SelectedIds next;
    next.racks = std::move(ids);
    set(std::move(next));
}

void Selection::clear()
{
    set({});
}

void Selection::toggle(DeviceId id)
{
    SelectedIds next = mIds;
    toggleIn(next.devices, id);
    set(std::move(next));
}

void Selection::toggle(RackId id)
{
    SelectedIds next = mIds;
    toggleIn(next.racks, id);
    set(std::move(next));
}

void Selection::prune(const Design& design)
{
    SelectedIds next = mIds;
    keepExisting(next.devices, [&](DeviceId id) { return design.device(id) != nullptr; });
    keepExisting(next.racks, [&](RackId id) { return design.rack(id) != nullptr; });
    keepExisting(next.links, [&](LinkId id) { return design.link(id) != nullptr; });
    keepExisting(next.fabrics, [&](FabricId id) { return design.fabric(id) != nullptr; });
    keepExisting(next.coolingUnits,
                 [&](CoolingUnitId id) { return design.coolingUnit(id) != nullptr; });
    set(std::move(next));
}

} // namespace cs::ui
