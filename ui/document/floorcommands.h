#pragma once

#include "documentcommand.h"
#include "mergeids.h"
#include "partsnapshotedit.h"

#include "model/design.h"

#include <optional>
#include <vector>

namespace cs::ui {

// A floor edit that moves racks: afterwards the links of the racks' devices
// take their new run lengths, and a link whose cable or optics no longer
// reach gets them chosen again (generator/linkcabling.h) from the design's
// snapshot and the supply parts, all in the same undo step.
class FloorMoveCommand : public DocumentCommand
{
public:
    // supplies: catalog cables and transceivers to choose from (their copies
    // join the design's snapshot only when a link takes one).
    FloorMoveCommand(Document& document, const QString& text, std::vector<Part> supplies);

protected:
    // Moves the racks on the floor; returns the racks whose place changed.
    virtual std::vector<RackId> moveOnFloor() = 0;
    virtual void restoreFloor() = 0;
    virtual DesignChange floorChange() const = 0;
    // For mergeWith(): whether the steps may merge, and keeping the links'
    // state from before the earlier step.
    bool canMergeWith(const FloorMoveCommand& next) const;
    void keepEarlierLinks(const FloorMoveCommand& next);

    void apply() final;
    void revert() final;

private:
    void updateLinks(const std::vector<RackId>& racks);

    std::vector<Part> mSupplies;
    std::vector<Link> mLinksBefore;
    std::vector<LinkId> mLinksChanged;
    bool mRecabled = false;
    PartSnapshotEdit mSnapshot;
};

// Drags racks to other slots or rows (nullopt takes a rack off the floor).
// Moves of the same racks in a row merge into one undo step.
class MoveRacksCommand : public FloorMoveCommand
{
public:
    using Moves = std::vector<std::pair<RackId, std::optional<RackPosition>>>;
    MoveRacksCommand(Document& document, Moves moves, std::vector<Part> supplies = {});

    int id() const override { return mergeIdOf(MergeId::MoveRacks); }
    bool mergeWith(const QUndoCommand* other) override;

protected:
    std::vector<RackId> moveOnFloor() override;
    void restoreFloor() override;
    DesignChange floorChange() const override;

private:
    Moves mMoves;
    std::vector<Rack> mBefore;
};

// Moves a whole row (its racks and floor units with it) to another place in
// the room. Moves of the same row in a row merge into one undo step.
class MoveRowCommand : public FloorMoveCommand
{
public:
    MoveRowCommand(Document& document, RowId row, double xM, double yM,
                   std::vector<Part> supplies = {});

    int id() const override { return mergeIdOf(MergeId::MoveRow); }
    bool mergeWith(const QUndoCommand* other) override;

protected:
    std::vector<RackId> moveOnFloor() override;
    void restoreFloor() override;
    DesignChange floorChange() const override;

private:
    std::vector<RackId> racksInRow() const;

    RowId mRow;
    double mXM = 0;
    double mYM = 0;
    std::optional<Row> mBefore;
};

} // namespace cs::ui
