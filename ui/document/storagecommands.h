#pragma once

#include "documentcommand.h"
#include "updatecommand.h"

#include "model/design.h"

#include <optional>
#include <vector>

namespace cs::ui {

template <> struct EntityEdit<StorageSystem>
{
    static const StorageSystem* find(const Design& d, StorageSystemId id)
    {
        return d.storageSystem(id);
    }
    static void store(Design& d, const StorageSystem& s) { d.updateStorageSystem(s); }
    // Names the members, so that views showing those devices refresh.
    static DesignChange change(StorageSystemId id);
    static constexpr MergeId kMergeId = MergeId::UpdateStorageSystem;
};

// Name, filesystem and members of a storage system (the inspector).
using SetStorageSystemCommand = UpdateEntityCommand<StorageSystem>;

// "Group as storage system": a new storage system of the given storage
// devices. A device already in another system leaves it in the same step, so
// a device belongs to one system; a system left without members stays until
// removed. Undo restores every system as it was.
class GroupStorageCommand : public DocumentCommand
{
public:
    GroupStorageCommand(Document& document, std::vector<DeviceId> devices, std::string name);
    StorageSystemId systemId() const { return mSystem.id; }

protected:
    void apply() override;
    void revert() override;

private:
    StorageSystem mSystem;
    std::vector<StorageSystem> mLeft; // the other systems before members left them
};

// Removes a storage system; its devices stay. Undo puts it back at its place.
class RemoveStorageSystemCommand : public DocumentCommand
{
public:
    RemoveStorageSystemCommand(Document& document, StorageSystemId id);

protected:
    void apply() override;
    void revert() override;

private:
    StorageSystemId mId;
    std::optional<Indexed<StorageSystem>> mRemoved;
};

// The storage system the device belongs to, if any.
const StorageSystem* storageSystemOf(const Design& design, DeviceId device);
// The devices of ids whose part is storage, in order.
std::vector<DeviceId> storageDevicesAmong(const Design& design, const std::vector<DeviceId>& ids);

} // namespace cs::ui
