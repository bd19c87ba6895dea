#include "storagecommands.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs::ui {

namespace {

DesignChange storageChange(const std::vector<DeviceId>& devices)
{
    DesignChange c;
    c.kinds = ChangeKind::Storage;
    c.devices = devices;
    return c;
}

QString groupText(int devices)
{
    return QCoreApplication::translate("cs::ui::GroupStorageCommand",
                                       "Group %n devices as a storage system", nullptr, devices);
}

QString removeText()
{
    return QCoreApplication::translate("cs::ui::RemoveStorageSystemCommand",
                                       "Remove storage system");
}

bool contains(const std::vector<DeviceId>& ids, DeviceId id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

} // namespace

DesignChange EntityEdit<StorageSystem>::change(StorageSystemId)
{
    return storageChange({});
}

GroupStorageCommand::GroupStorageCommand(Document& document, std::vector<DeviceId> devices,
                                         std::string name)
    : DocumentCommand(document, groupText(static_cast<int>(devices.size()))),
      mSystem{StorageSystemId{}, std::move(name), {}, std::move(devices)}
{
}

void GroupStorageCommand::apply()
{
    if (mLeft.empty()) {
        for (const StorageSystem& s : design().storageSystems()) {
            if (std::any_of(s.devices.begin(), s.devices.end(),
                            [&](DeviceId member) { return contains(mSystem.devices, member); })) {
                mLeft.push_back(s);
            }
        }
    }
    mSystem.id = design().addStorageSystem(mSystem);
    for (StorageSystem s : mLeft) {
        std::erase_if(s.devices,
                      [&](DeviceId member) { return contains(mSystem.devices, member); });
        design().updateStorageSystem(s);
    }
    notify(storageChange(mSystem.devices));
}

void GroupStorageCommand::revert()
{
    design().extractStorageSystem(mSystem.id);
    for (const StorageSystem& s : mLeft) {
        design().updateStorageSystem(s);
    }
    notify(storageChange(mSystem.devices));
}

RemoveStorageSystemCommand::RemoveStorageSystemCommand(Document& document, StorageSystemId id)
    : DocumentCommand(document, removeText()), mId(id)
{
}

void RemoveStorageSystemCommand::apply()
{
    mRemoved = design().extractStorageSystem(mId);
    notify(storageChange(mRemoved->entity.devices));
}

void RemoveStorageSystemCommand::revert()
{
    design().insertStorageSystem(*mRemoved);
    notify(storageChange(mRemoved->entity.devices));
}

const StorageSystem* storageSystemOf(const Design& design, DeviceId device)
{
    for (const StorageSystem& s : design.storageSystems()) {
        if (contains(s.devices, device)) {
            return &s;
        }
    }
    return nullptr;
}

std::vector<DeviceId> storageDevicesAmong(const Design& design, const std::vector<DeviceId>& ids)
{
    std::vector<DeviceId> out;
    for (DeviceId id : ids) {
        const Device* d = design.device(id);
        const Part* part = d ? design.part(d->partId) : nullptr;
        if (part && part->kind == PartKind::Storage) {
            out.push_back(id);
        }
    }
    return out;
}

} // namespace cs::ui
