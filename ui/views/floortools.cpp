#include "floortools.h"

#include "floorscene.h"
#include "floorview.h"

#include "document/document.h"
#include "document/entitycommands.h"
#include "document/floorcommands.h"
#include "document/updatecommand.h"
#include "palette/partsource.h"
#include "partdrop.h"

#include <QCoreApplication>
#include <QLineF>
#include <QMimeData>

#include <algorithm>
#include <cmath>

namespace cs::ui {

namespace {

constexpr double kRowSnapM = 0.1;
constexpr double kDragStartPx = 4;

// The floor view's translation context.
class FloorText
{
    Q_DECLARE_TR_FUNCTIONS(FloorText)
};

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// Why nothing else can stand in the slot, or empty when it is free.
QString slotTaken(const Design& design, const std::optional<RackPosition>& slot, RackId movingRack,
                  CoolingUnitId movingCooler)
{
    if (!slot) {
        return FloorText::tr("Drop it onto a free slot of a row.");
    }
    const Row* row = design.row(slot->row);
    for (const Rack& r : design.racks()) {
        if (r.id != movingRack && r.position == slot) {
            return FloorText::tr("Slot %1 of row \"%2\" holds rack \"%3\"; pick a free slot.")
                .arg(slot->slot + 1)
                .arg(q(row->name), q(r.name));
        }
    }
    for (const CoolingUnit& u : design.coolingUnits()) {
        if (u.id != movingCooler && u.position == slot) {
            return FloorText::tr(
                       "Slot %1 of row \"%2\" holds cooling unit \"%3\"; pick a free slot.")
                .arg(slot->slot + 1)
                .arg(q(row->name), q(u.name));
        }
    }
    return {};
}

double snapped(double metres)
{
    return std::round(metres / kRowSnapM) * kRowSnapM;
}

bool standsOnFloor(const Part& part)
{
    return part.kind == PartKind::Cooling && part.cooling && part.cooling->type != "rdhx";
}

// Racks and floor coolers take a slot of a row.
bool takesRowSlot(const Part& part)
{
    return part.kind == PartKind::Rack || standsOnFloor(part);
}

bool isRearDoor(const Part& part)
{
    return part.kind == PartKind::Cooling && part.cooling && part.cooling->type == "rdhx";
}

std::string newCoolerName(const Design& design, const Part& part)
{
    const std::string base = part.cooling ? part.cooling->type : std::string("cooler");
    for (int n = static_cast<int>(design.coolingUnits().size()) + 1;; ++n) {
        std::string name = base + "-" + std::to_string(n);
        const bool used = std::any_of(design.coolingUnits().begin(), design.coolingUnits().end(),
                                      [&](const CoolingUnit& u) { return u.name == name; });
        if (!used) {
            return name;
        }
    }
}

} // namespace

void FloorSelectTool::press(const PointerEvent& event)
{
    const QPointF scenePos = event.scenePos;
    const FloorScene::Hit hit = view().floorScene().hitAt(scenePos);
    mRack = hit.rack;
    mCooler = hit.cooler;
    mRow = hit.row;
    mPressPos = scenePos;
    mToggle = event.modifiers & Qt::ControlModifier;
    mState = State::Pressed;
}

void FloorSelectTool::move(const PointerEvent& event)
{
    const QPointF scenePos = event.scenePos;
    if (mState == State::Idle) {
        return;
    }
    const double px = QLineF(mPressPos, scenePos).length() * view().transform().m11();
    if (mState == State::Pressed && px >= kDragStartPx &&
        (mRack.isValid() || mCooler.isValid() || mRow.isValid())) {
        mState = State::Dragging;
    }
    if (mState == State::Dragging) {
        preview(scenePos);
    }
}

void FloorSelectTool::release(const PointerEvent& event)
{
    const QPointF scenePos = event.scenePos;
    if (mState == State::Dragging) {
        finishDrag(scenePos);
    } else if (mState == State::Pressed) {
        click();
    }
    cancel();
}

void FloorSelectTool::cancel()
{
    mState = State::Idle;
    view().floorScene().clearPreview();
}

void FloorSelectTool::click()
{
    Selection* selection = view().document().selection();
    if (!mRack.isValid()) {
        if (!mToggle) {
            selection->clear();
        }
        return;
    }
    if (mToggle) {
        selection->toggle(mRack);
        return;
    }
    selection->selectRacks({mRack});
    view().requestElevation(mRack);
}

QString FloorSelectTool::slotProblem(const std::optional<RackPosition>& slot) const
{
    FloorView& v = const_cast<FloorSelectTool*>(this)->view();
    return slotTaken(v.document().design(), slot, mRack, mCooler);
}

std::pair<double, double> FloorSelectTool::rowTarget(QPointF scenePos) const
{
    FloorView& v = const_cast<FloorSelectTool*>(this)->view();
    const Row* row = v.document().design().row(mRow);
    const QPointF delta = (scenePos - mPressPos) / FloorGeometry::kUnitsPerM;
    return {snapped(row->xM + delta.x()), snapped(row->yM + delta.y())};
}

void FloorSelectTool::preview(QPointF scenePos)
{
    FloorScene& scene = view().floorScene();
    const Design& design = view().document().design();
    if (mRow.isValid()) {
        const auto [x, y] = rowTarget(scenePos);
        Row moved = *design.row(mRow);
        moved.xM = x;
        moved.yM = y;
        scene.showPreview(scene.geometry().rowRect(moved), true);
        return;
    }
    const auto slot = scene.geometry().slotAt(scenePos);
    const QString problem = slotProblem(slot);
    if (!slot) {
        scene.clearPreview();
        return;
    }
    scene.showPreview(scene.geometry().slotRect(*design.row(slot->row), slot->slot),
                      problem.isEmpty());
}

void FloorSelectTool::finishDrag(QPointF scenePos)
{
    Document& doc = view().document();
    std::unique_ptr<DocumentCommand> command;
    if (mRow.isValid()) {
        const auto [x, y] = rowTarget(scenePos);
        command = std::make_unique<MoveRowCommand>(doc, mRow, x, y, view().supplyParts());
    } else {
        const auto slot = view().floorScene().geometry().slotAt(scenePos);
        const QString problem = slotProblem(slot);
        if (!problem.isEmpty()) {
            view().showMessage(scenePos, problem);
            return;
        }
        if (mRack.isValid()) {
            const Rack* rack = doc.design().rack(mRack);
            if (rack->position == slot) {
                return;
            }
            command = std::make_unique<MoveRacksCommand>(
                doc, MoveRacksCommand::Moves{{mRack, slot}}, view().supplyParts());
        } else {
            CoolingUnit unit = *doc.design().coolingUnit(mCooler);
            if (unit.position == slot) {
                return;
            }
            unit.position = slot;
            command = std::make_unique<UpdateCoolingUnitCommand>(
                doc, unit, FloorText::tr("Move cooling unit"));
        }
    }
    view().showMessage(scenePos, doc.execute(std::move(command)).value_or(QString()));
}

bool FloorPlaceTool::dragEnter(const QMimeData* mime, QPointF scenePos)
{
    mPart.reset();
    const auto partId = partIdFromMime(mime);
    if (!partId || !mView.partLookup()) {
        return false;
    }
    mPart = mView.partLookup()(*partId);
    if (!mPart || (!takesRowSlot(*mPart) && !isRearDoor(*mPart))) {
        mPart.reset();
        return false;
    }
    // A floor part is taken wherever the drag enters, even outside the room:
    // each move then says whether a drop there is possible.
    dragMove(scenePos);
    return true;
}

bool FloorPlaceTool::dragMove(QPointF scenePos)
{
    if (!mPart) {
        return false;
    }
    FloorScene& scene = mView.floorScene();
    const QString problem = problemAt(*mPart, scenePos);
    if (takesRowSlot(*mPart)) {
        const auto slot = scene.geometry().slotAt(scenePos);
        if (slot) {
            scene.showPreview(scene.geometry().slotRect(*scene.design().row(slot->row), slot->slot),
                              problem.isEmpty());
        } else {
            scene.clearPreview();
        }
    } else if (const RackId rack = scene.hitAt(scenePos).rack; rack.isValid()) {
        scene.showPreview(scene.geometry().rackRect(*scene.design().rack(rack)), problem.isEmpty());
    } else {
        scene.clearPreview();
    }
    return problem.isEmpty();
}

void FloorPlaceTool::dragLeave()
{
    mView.floorScene().clearPreview();
    mPart.reset();
}

bool FloorPlaceTool::drop(QPointF scenePos)
{
    mView.floorScene().clearPreview();
    if (!mPart) {
        return false;
    }
    const Part part = *mPart;
    mPart.reset();
    const QString problem = problemAt(part, scenePos);
    if (!problem.isEmpty()) {
        mView.showMessage(scenePos, problem);
        return false;
    }
    return place(part, scenePos);
}

QString FloorPlaceTool::problemAt(const Part& part, QPointF scenePos) const
{
    const FloorScene& scene = mView.floorScene();
    if (isRearDoor(part)) {
        const RackId rack = scene.hitAt(scenePos).rack;
        if (!rack.isValid()) {
            return FloorText::tr("Drop a rear-door heat exchanger onto a rack.");
        }
        for (const CoolingUnit& u : scene.design().coolingUnits()) {
            if (u.attachedRack == rack) {
                return FloorText::tr("Rack \"%1\" already has a rear door (\"%2\").")
                    .arg(q(scene.design().rack(rack)->name), q(u.name));
            }
        }
        return {};
    }
    return slotTaken(scene.design(), scene.geometry().slotAt(scenePos), RackId{}, CoolingUnitId{});
}

bool FloorPlaceTool::place(const Part& part, QPointF scenePos)
{
    Document& doc = mView.document();
    std::unique_ptr<DocumentCommand> command;
    const auto slot = mView.floorScene().geometry().slotAt(scenePos);
    if (isRearDoor(part)) {
        command = std::make_unique<AttachCoolingCommand>(
            doc, mView.floorScene().hitAt(scenePos).rack, part);
    } else if (part.kind == PartKind::Rack) {
        command = std::make_unique<AddRackCommand>(doc, newRackAt(doc.design(), part, *slot),
                                                   std::vector<Part>{part});
    } else {
        EntityBundle bundle;
        bundle.coolingUnits.push_back(
            {Indexed<CoolingUnit>::kAppend,
             CoolingUnit{doc.design().nextCoolingUnitId(), newCoolerName(doc.design(), part),
                         part.id, slot, std::nullopt}});
        command = std::make_unique<InsertEntitiesCommand>(
            doc, bundle, std::vector<Part>{part}, FloorText::tr("Place %1").arg(q(part.name)));
    }
    const std::size_t racksBefore = doc.design().racks().size();
    const auto refusal = doc.execute(std::move(command));
    mView.showMessage(scenePos, refusal.value_or(QString()));
    // A rack just placed is selected, so the inspector shows its name and
    // power at once and the next drop of servers knows where to go.
    if (!refusal && doc.design().racks().size() > racksBefore) {
        doc.selection()->selectRacks({doc.design().racks().back().id});
    }
    return !refusal;
}

} // namespace cs::ui
