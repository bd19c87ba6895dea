#pragma once

namespace cs::ui {

// The undo steps that merge with the next step of their kind (a drag, typing
// into a field): QUndoCommand::id() for each, from one list so that no two
// kinds share a number.
enum class MergeId : int
{
    MoveDevices = 1,
    MoveRacks,
    MoveRow,
    UpdateRack,
    UpdateRow,
    UpdateCoolingUnit,
    UpdateFabric,
    UpdateStorageSystem,
};

constexpr int mergeIdOf(MergeId id)
{
    return static_cast<int>(id);
}

} // namespace cs::ui
