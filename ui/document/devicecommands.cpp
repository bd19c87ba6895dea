#include "devicecommands.h"

#include "document.h"

#include "model/modelerror.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs::ui {

namespace {

// The device commands' translation context.
class DeviceCommandText
{
    Q_DECLARE_TR_FUNCTIONS(DeviceCommandText)
};

void addRack(DesignChange& change, const std::optional<Placement>& p)
{
    if (p && std::find(change.racks.begin(), change.racks.end(), p->rack) == change.racks.end()) {
        change.racks.push_back(p->rack);
    }
}

} // namespace

DesignChange deviceChange(const Design& design, const std::vector<DeviceId>& ids)
{
    DesignChange change;
    change.kinds = ChangeKind::Devices;
    change.devices = ids;
    for (DeviceId id : ids) {
        if (const Device* d = design.device(id)) {
            addRack(change, d->placement);
        }
    }
    if (!change.racks.empty()) {
        change.kinds |= ChangeKind::Racks;
    }
    return change;
}

AddDeviceCommand::AddDeviceCommand(Document& document, Device device, std::vector<Part> parts)
    : DocumentCommand(document), mDevice(std::move(device)), mParts(std::move(parts))
{
    if (!mDevice.id.isValid()) {
        mDevice.id = document.design().nextDeviceId();
    }
    setText(DeviceCommandText::tr("Add %1").arg(QString::fromStdString(mDevice.name)));
}

void AddDeviceCommand::apply()
{
    mSnapshot.put(design(), mParts);
    EntityBundle bundle;
    bundle.devices.push_back({Indexed<Device>::kAppend, mDevice});
    try {
        design().insertBundle(bundle);
    } catch (const ModelError&) {
        mSnapshot.takeBack(design());
        throw;
    }
    DesignChange change = deviceChange(design(), {mDevice.id});
    if (mSnapshot.changed()) {
        change.kinds |= ChangeKind::Parts;
    }
    notify(change);
}

void AddDeviceCommand::revert()
{
    DesignChange change = deviceChange(design(), {mDevice.id});
    design().extractDevices({mDevice.id});
    if (mSnapshot.changed()) {
        change.kinds |= ChangeKind::Parts;
    }
    mSnapshot.takeBack(design());
    notify(change);
}

MoveDevicesCommand::MoveDevicesCommand(Document& document, Moves moves, int dragId)
    : DocumentCommand(document), mMoves(std::move(moves)), mDragId(dragId)
{
    setText(mMoves.size() == 1
                ? DeviceCommandText::tr("Move device")
                : DeviceCommandText::tr("Move %n devices", nullptr, int(mMoves.size())));
}

DesignChange MoveDevicesCommand::change() const
{
    DesignChange c;
    c.kinds = ChangeKind::Devices | ChangeKind::Racks;
    for (std::size_t i = 0; i < mMoves.size(); ++i) {
        c.devices.push_back(mMoves[i].first);
        addRack(c, mMoves[i].second);
        addRack(c, mBefore[i].second);
    }
    return c;
}

void MoveDevicesCommand::apply()
{
    if (mBefore.empty()) {
        for (const auto& move : mMoves) {
            const Device* device = design().device(move.first);
            mBefore.emplace_back(move.first, device ? device->placement : std::nullopt);
        }
    }
    design().placeDevices(mMoves);
    notify(change());
}

void MoveDevicesCommand::revert()
{
    design().placeDevices(mBefore);
    notify(change());
}

bool MoveDevicesCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const MoveDevicesCommand*>(other);
    if (mDragId == 0 || next->mDragId != mDragId || next->mMoves.size() != mMoves.size()) {
        return false;
    }
    for (std::size_t i = 0; i < mMoves.size(); ++i) {
        if (next->mMoves[i].first != mMoves[i].first) {
            return false;
        }
    }
    mMoves = next->mMoves;
    // Dragged back to where it started: no step is left to undo.
    setObsolete(mMoves == mBefore);
    return true;
}

RemoveDevicesCommand::RemoveDevicesCommand(Document& document, std::vector<DeviceId> ids)
    : DocumentCommand(document), mIds(std::move(ids))
{
    setText(mIds.size() == 1
                ? DeviceCommandText::tr("Delete device")
                : DeviceCommandText::tr("Delete %n devices", nullptr, int(mIds.size())));
}

void RemoveDevicesCommand::apply()
{
    DesignChange change = deviceChange(design(), mIds);
    mRemoved = design().extractDevices(mIds);
    if (!mRemoved.links.empty()) {
        change.kinds |= ChangeKind::Links;
        for (const auto& l : mRemoved.links) {
            change.links.push_back(l.entity.id);
        }
    }
    if (!mRemoved.fabricSwitches.empty()) {
        change.kinds |= ChangeKind::Fabrics;
    }
    if (!mRemoved.storageDevices.empty()) {
        change.kinds |= ChangeKind::Storage;
    }
    mLastChange = change;
    notify(change);
}

void RemoveDevicesCommand::revert()
{
    design().insertBundle(mRemoved);
    notify(mLastChange);
}

SetDeviceConfigCommand::SetDeviceConfigCommand(Document& document, DeviceId id, DeviceConfig config,
                                               std::vector<Part> parts)
    : DocumentCommand(document, DeviceCommandText::tr("Change configuration")), mId(id),
      mConfig(std::move(config)), mParts(std::move(parts))
{
}

void SetDeviceConfigCommand::apply()
{
    const Device* device = design().device(mId);
    if (!device) {
        throw ModelError("UNKNOWN_DEVICE",
                         DeviceCommandText::tr("Device %1 does not exist.").arg(mId.value));
    }
    if (!mBefore) {
        mBefore = device->config;
    }
    mSnapshot.put(design(), mParts);
    try {
        design().setDeviceConfig(mId, mConfig);
    } catch (const ModelError&) {
        mSnapshot.takeBack(design());
        throw;
    }
    DesignChange change = deviceChange(design(), {mId});
    if (mSnapshot.changed()) {
        change.kinds |= ChangeKind::Parts;
    }
    notify(change);
}

void SetDeviceConfigCommand::revert()
{
    design().setDeviceConfig(mId, *mBefore);
    DesignChange change = deviceChange(design(), {mId});
    if (mSnapshot.changed()) {
        change.kinds |= ChangeKind::Parts;
    }
    mSnapshot.takeBack(design());
    notify(change);
}

RenameDeviceCommand::RenameDeviceCommand(Document& document, DeviceId id, std::string name)
    : DocumentCommand(document, DeviceCommandText::tr("Rename device")), mId(id),
      mName(std::move(name))
{
}

void RenameDeviceCommand::apply()
{
    const Device* device = design().device(mId);
    if (!mBefore && device) {
        mBefore = device->name;
    }
    design().renameDevice(mId, mName);
    notifyRenamed();
}

void RenameDeviceCommand::revert()
{
    design().renameDevice(mId, *mBefore);
    notifyRenamed();
}

void RenameDeviceCommand::notifyRenamed()
{
    DesignChange change = deviceChange(design(), {mId});
    change.namesOnly = true;
    notify(change);
}

} // namespace cs::ui
