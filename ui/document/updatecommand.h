#pragma once

#include "documentcommand.h"
#include "mergeids.h"

#include "model/design.h"

#include <optional>

namespace cs::ui {

// How each kind of entity is found, stored back and reported.
template <typename Entity> struct EntityEdit;

template <> struct EntityEdit<Rack>
{
    static const Rack* find(const Design& d, RackId id) { return d.rack(id); }
    static void store(Design& d, const Rack& r) { d.updateRack(r); }
    static DesignChange change(RackId id);
    static constexpr MergeId kMergeId = MergeId::UpdateRack;
};

template <> struct EntityEdit<Row>
{
    static const Row* find(const Design& d, RowId id) { return d.row(id); }
    static void store(Design& d, const Row& r) { d.updateRow(r); }
    static DesignChange change(RowId id);
    static constexpr MergeId kMergeId = MergeId::UpdateRow;
};

template <> struct EntityEdit<CoolingUnit>
{
    static const CoolingUnit* find(const Design& d, CoolingUnitId id) { return d.coolingUnit(id); }
    static void store(Design& d, const CoolingUnit& u) { d.updateCoolingUnit(u); }
    static DesignChange change(CoolingUnitId id);
    static constexpr MergeId kMergeId = MergeId::UpdateCoolingUnit;
};

template <> struct EntityEdit<Fabric>
{
    static const Fabric* find(const Design& d, FabricId id) { return d.fabric(id); }
    static void store(Design& d, const Fabric& f) { d.updateFabric(f); }
    static DesignChange change(FabricId id);
    static constexpr MergeId kMergeId = MergeId::UpdateFabric;
};

// Replaces one entity's fields (its id stays). Edits of the same entity with
// the same non-zero drag id (nextDragId()) merge into one undo step, so
// dragging a rack along a row or typing into a field undoes at once.
template <typename Entity> class UpdateEntityCommand : public DocumentCommand
{
public:
    UpdateEntityCommand(Document& document, Entity entity, const QString& text, int dragId = 0)
        : DocumentCommand(document, text), mAfter(std::move(entity)), mDragId(dragId)
    {
    }

    int id() const override { return mergeIdOf(EntityEdit<Entity>::kMergeId); }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const UpdateEntityCommand*>(other);
        if (mDragId == 0 || next->mDragId != mDragId || next->mAfter.id != mAfter.id) {
            return false;
        }
        mAfter = next->mAfter;
        // Dragged or typed back to where it started: no step is left to undo.
        setObsolete(mBefore && mAfter == *mBefore);
        return true;
    }

protected:
    void apply() override
    {
        if (!mBefore) {
            if (const Entity* current = EntityEdit<Entity>::find(design(), mAfter.id)) {
                mBefore = *current;
            }
        }
        EntityEdit<Entity>::store(design(), mAfter);
        notify(EntityEdit<Entity>::change(mAfter.id));
    }
    void revert() override
    {
        EntityEdit<Entity>::store(design(), *mBefore);
        notify(EntityEdit<Entity>::change(mAfter.id));
    }

private:
    Entity mAfter;
    std::optional<Entity> mBefore;
    int mDragId = 0;
};

// Power budget, feeds, cooling method, model, name and floor position.
using UpdateRackCommand = UpdateEntityCommand<Rack>;
// Row name, position, pitch, slot count and cooling (floor view).
using UpdateRowCommand = UpdateEntityCommand<Row>;
// A floor cooler's position or a rear door's rack (floor view).
using UpdateCoolingUnitCommand = UpdateEntityCommand<CoolingUnit>;
// Fabric settings: name, role, topology, oversubscription target, switches.
using SetFabricCommand = UpdateEntityCommand<Fabric>;

} // namespace cs::ui
