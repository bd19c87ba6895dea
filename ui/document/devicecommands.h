#pragma once

#include "documentcommand.h"
#include "mergeids.h"
#include "partsnapshotedit.h"

#include "model/design.h"

#include <optional>
#include <vector>

namespace cs::ui {

// Each command records the state it replaces when it first applies, so that
// several of them can run in one macro.

// Mounts (or adds unplaced) a new device. Parts it needs that the design's
// snapshot lacks (a catalog part, and the GPU/CPU/NIC parts its default
// configuration names) are put into the snapshot and taken out again on undo.
class AddDeviceCommand : public DocumentCommand
{
public:
    AddDeviceCommand(Document& document, Device device, std::vector<Part> parts = {});
    DeviceId deviceId() const { return mDevice.id; }

protected:
    void apply() override;
    void revert() override;

private:
    Device mDevice;
    std::vector<Part> mParts;
    PartSnapshotEdit mSnapshot;
};

// Moves devices to other units, faces or racks (nullopt unmounts). Moves of
// the same devices with the same non-zero drag id (nextDragId()) merge into
// one undo step, so a drag that pushes a move per step still undoes at once.
class MoveDevicesCommand : public DocumentCommand
{
public:
    using Moves = std::vector<std::pair<DeviceId, std::optional<Placement>>>;
    MoveDevicesCommand(Document& document, Moves moves, int dragId = 0);

    int id() const override { return mergeIdOf(MergeId::MoveDevices); }
    bool mergeWith(const QUndoCommand* other) override;

protected:
    void apply() override;
    void revert() override;

private:
    DesignChange change() const;

    Moves mMoves;
    Moves mBefore;
    int mDragId = 0;
};

// Removes devices with their links and fabric/storage memberships; undo puts
// all of it back with the same ids and order.
class RemoveDevicesCommand : public DocumentCommand
{
public:
    RemoveDevicesCommand(Document& document, std::vector<DeviceId> ids);

protected:
    void apply() override;
    void revert() override;

private:
    std::vector<DeviceId> mIds;
    EntityBundle mRemoved;
    DesignChange mLastChange;
};

// A device's configuration: GPU model and count, CPUs, RAM, NICs, feed.
class SetDeviceConfigCommand : public DocumentCommand
{
public:
    SetDeviceConfigCommand(Document& document, DeviceId id, DeviceConfig config,
                           std::vector<Part> parts = {});

protected:
    void apply() override;
    void revert() override;

private:
    DeviceId mId;
    DeviceConfig mConfig;
    std::optional<DeviceConfig> mBefore;
    std::vector<Part> mParts;
    PartSnapshotEdit mSnapshot;
};

class RenameDeviceCommand : public DocumentCommand
{
public:
    RenameDeviceCommand(Document& document, DeviceId id, std::string name);

protected:
    void apply() override;
    void revert() override;

private:
    void notifyRenamed();

    DeviceId mId;
    std::string mName;
    std::optional<std::string> mBefore;
};

// The change report for edits of these devices: the devices and the racks
// they sit in.
DesignChange deviceChange(const Design& design, const std::vector<DeviceId>& ids);

} // namespace cs::ui
