#include "floorcommands.h"

#include "document.h"

#include "generator/linkcabling.h"
#include "model/modelerror.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs::ui {

namespace {

// The floor commands' translation context.
class FloorCommandText
{
    Q_DECLARE_TR_FUNCTIONS(FloorCommandText)
};

// The parts the links name that the design's snapshot lacks, from the supplies.
std::vector<Part> missingParts(const Design& design, const std::vector<Link>& links,
                               const std::vector<Part>& supplies)
{
    std::vector<Part> out;
    for (const Link& l : links) {
        for (const std::string* id :
             {&l.cablePartId, &l.transceiverAPartId, &l.transceiverBPartId}) {
            if (id->empty() || design.part(*id)) {
                continue;
            }
            auto it = std::find_if(supplies.begin(), supplies.end(),
                                   [&](const Part& p) { return p.id == *id; });
            const bool listed =
                std::any_of(out.begin(), out.end(), [&](const Part& p) { return p.id == *id; });
            if (it != supplies.end() && !listed) {
                out.push_back(*it);
            }
        }
    }
    return out;
}

bool sameCabling(const Link& a, const Link& b)
{
    return a.cablePartId == b.cablePartId && a.transceiverAPartId == b.transceiverAPartId &&
           a.transceiverBPartId == b.transceiverBPartId;
}

} // namespace

FloorMoveCommand::FloorMoveCommand(Document& document, const QString& text,
                                   std::vector<Part> supplies)
    : DocumentCommand(document, text), mSupplies(std::move(supplies))
{
}

void FloorMoveCommand::apply()
{
    const std::vector<RackId> racks = moveOnFloor();
    try {
        updateLinks(racks);
    } catch (const ModelError&) {
        restoreFloor();
        throw;
    }
    DesignChange change = floorChange();
    if (!mLinksChanged.empty()) {
        change.kinds |= ChangeKind::Links;
        change.links = mLinksChanged;
    }
    if (mSnapshot.changed()) {
        change.kinds |= ChangeKind::Parts;
    }
    notify(change);
}

void FloorMoveCommand::updateLinks(const std::vector<RackId>& racks)
{
    std::vector<const Part*> supplies;
    for (const Part& p : mSupplies) {
        supplies.push_back(&p);
    }
    const std::vector<Link> updated = generator::relengthLinks(design(), racks, supplies);
    mLinksBefore.clear();
    mLinksChanged.clear();
    mRecabled = false;
    mSnapshot.put(design(), missingParts(design(), updated, mSupplies));
    for (const Link& link : updated) {
        mLinksBefore.push_back(*design().link(link.id));
        mRecabled = mRecabled || !sameCabling(link, mLinksBefore.back());
        design().updateLink(link);
        mLinksChanged.push_back(link.id);
    }
}

void FloorMoveCommand::revert()
{
    for (auto it = mLinksBefore.rbegin(); it != mLinksBefore.rend(); ++it) {
        design().updateLink(*it);
    }
    mSnapshot.takeBack(design());
    restoreFloor();
    DesignChange change = floorChange();
    if (!mLinksBefore.empty()) {
        change.kinds |= ChangeKind::Links;
        for (const Link& l : mLinksBefore) {
            change.links.push_back(l.id);
        }
    }
    notify(change);
}

bool FloorMoveCommand::canMergeWith(const FloorMoveCommand& next) const
{
    // A cable chosen again depends on the path the racks took; such steps
    // stay apart so that redo replays exactly what was done.
    return !mRecabled && !next.mRecabled && !next.mSnapshot.changed();
}

void FloorMoveCommand::keepEarlierLinks(const FloorMoveCommand& next)
{
    for (const Link& l : next.mLinksBefore) {
        const bool known = std::any_of(mLinksBefore.begin(), mLinksBefore.end(),
                                       [&](const Link& mine) { return mine.id == l.id; });
        if (!known) {
            mLinksBefore.push_back(l);
            mLinksChanged.push_back(l.id);
        }
    }
}

MoveRacksCommand::MoveRacksCommand(Document& document, Moves moves, std::vector<Part> supplies)
    : FloorMoveCommand(document, {}, std::move(supplies)), mMoves(std::move(moves))
{
    setText(mMoves.size() == 1
                ? FloorCommandText::tr("Move rack")
                : FloorCommandText::tr("Move %n racks", nullptr, int(mMoves.size())));
}

std::vector<RackId> MoveRacksCommand::moveOnFloor()
{
    mBefore.clear();
    std::vector<RackId> ids;
    for (const auto& move : mMoves) {
        const Rack* rack = design().rack(move.first);
        if (!rack) {
            throw ModelError("UNKNOWN_RACK",
                             FloorCommandText::tr("Rack %1 does not exist.").arg(move.first.value));
        }
        mBefore.push_back(*rack);
        ids.push_back(move.first);
    }
    std::size_t done = 0;
    try {
        for (; done < mMoves.size(); ++done) {
            Rack moved = mBefore[done];
            moved.position = mMoves[done].second;
            design().updateRack(moved);
        }
    } catch (const ModelError&) {
        while (done-- > 0) {
            design().updateRack(mBefore[done]);
        }
        throw;
    }
    return ids;
}

void MoveRacksCommand::restoreFloor()
{
    for (auto it = mBefore.rbegin(); it != mBefore.rend(); ++it) {
        design().updateRack(*it);
    }
}

DesignChange MoveRacksCommand::floorChange() const
{
    DesignChange change;
    change.kinds = ChangeKind::Racks;
    for (const auto& move : mMoves) {
        change.racks.push_back(move.first);
    }
    return change;
}

bool MoveRacksCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const MoveRacksCommand*>(other);
    if (next->mMoves.size() != mMoves.size() || !canMergeWith(*next)) {
        return false;
    }
    for (std::size_t i = 0; i < mMoves.size(); ++i) {
        if (next->mMoves[i].first != mMoves[i].first) {
            return false;
        }
    }
    mMoves = next->mMoves;
    keepEarlierLinks(*next);
    return true;
}

MoveRowCommand::MoveRowCommand(Document& document, RowId row, double xM, double yM,
                               std::vector<Part> supplies)
    : FloorMoveCommand(document, FloorCommandText::tr("Move row"), std::move(supplies)), mRow(row),
      mXM(xM), mYM(yM)
{
}

std::vector<RackId> MoveRowCommand::moveOnFloor()
{
    const Row* row = design().row(mRow);
    if (!row) {
        throw ModelError("UNKNOWN_ROW",
                         FloorCommandText::tr("Row %1 does not exist.").arg(mRow.value));
    }
    mBefore = *row;
    Row moved = *row;
    moved.xM = mXM;
    moved.yM = mYM;
    design().updateRow(moved);
    return racksInRow();
}

void MoveRowCommand::restoreFloor()
{
    design().updateRow(*mBefore);
}

std::vector<RackId> MoveRowCommand::racksInRow() const
{
    std::vector<RackId> ids;
    for (const Rack& r : design().racks()) {
        if (r.position && r.position->row == mRow) {
            ids.push_back(r.id);
        }
    }
    return ids;
}

DesignChange MoveRowCommand::floorChange() const
{
    DesignChange change;
    change.kinds = ChangeKind::Facility | ChangeKind::Racks | ChangeKind::Cooling;
    change.rows = {mRow};
    change.racks = racksInRow();
    return change;
}

bool MoveRowCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const MoveRowCommand*>(other);
    if (next->mRow != mRow || !canMergeWith(*next)) {
        return false;
    }
    mXM = next->mXM;
    mYM = next->mYM;
    keepEarlierLinks(*next);
    return true;
}

} // namespace cs::ui
