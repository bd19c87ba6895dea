#include "racktools.h"

#include "partdrop.h"
#include "rackelevationscene.h"
#include "rackelevationview.h"
#include "rackitems.h"

#include "document/devicecommands.h"
#include "document/document.h"
#include "model/mountcheck.h"
#include "palette/partsource.h"

#include <QApplication>
#include <QCoreApplication>
#include <QRubberBand>

#include <algorithm>

namespace cs::ui {

namespace {

// The rack tools' translation context.
class RackToolText
{
    Q_DECLARE_TR_FUNCTIONS(RackToolText)
};

bool ctrlHeld(const PointerEvent& event)
{
    return event.modifiers & Qt::ControlModifier;
}

} // namespace

SelectTool::SelectTool(RackElevationView& view) : RackTool(view) {}

SelectTool::~SelectTool()
{
    delete mBand;
}

void SelectTool::press(const PointerEvent& event)
{
    mPressPos = event.viewPos;
    mCtrl = ctrlHeld(event);
    Selection& selection = *view().document().selection();
    if (DeviceItem* item = view().deviceItemAt(mPressPos)) {
        mGrabbed = item->deviceId();
        mGrabbedFace = item->face();
        const auto hit = view().hitAt(mPressPos);
        mGrabU = hit ? hit->u : 0;
        if (mCtrl) {
            selection.toggle(mGrabbed);
        } else if (!selection.contains(mGrabbed)) {
            selection.selectDevices({mGrabbed});
        }
        mState = State::Pressed;
        return;
    }
    mState = State::Banding;
    if (!mBand) {
        mBand = new QRubberBand(QRubberBand::Rectangle, view().viewport());
    }
    mBand->setGeometry(QRect(mPressPos, QSize()));
    mBand->show();
}

void SelectTool::move(const PointerEvent& event)
{
    const QPoint pos = event.viewPos;
    switch (mState) {
    case State::Pressed:
        if ((pos - mPressPos).manhattanLength() >= QApplication::startDragDistance() &&
            view().document().selection()->contains(mGrabbed)) {
            mState = State::Moving;
            previewMove(pos);
        }
        break;
    case State::Moving:
        previewMove(pos);
        break;
    case State::Banding:
        mBand->setGeometry(QRect(mPressPos, pos).normalized());
        break;
    case State::Idle:
        break;
    }
}

void SelectTool::release(const PointerEvent& event)
{
    const QPoint pos = event.viewPos;
    const State state = mState;
    mState = State::Idle;
    if (state == State::Moving) {
        finishMove(pos);
    } else if (state == State::Banding) {
        finishBand(pos, ctrlHeld(event));
    }
}

void SelectTool::cancel()
{
    mState = State::Idle;
    if (mBand) {
        mBand->hide();
    }
    view().rackScene()->clearGhosts();
    view().clearMessage();
}

SelectTool::Moves SelectTool::movesTo(QPoint pos, QString& problem)
{
    Moves moves;
    const auto hit = view().hitAt(pos);
    if (!hit || hit->u < 1) {
        problem = RackToolText::tr("Move the devices onto rack units.");
        return moves;
    }
    const Design& design = view().document().design();
    const std::vector<DeviceId>& moving = view().document().selection()->devices();
    const int deltaU = hit->u - mGrabU;
    for (DeviceId id : moving) {
        const Device* d = design.device(id);
        const Part* part = d ? design.part(d->partId) : nullptr;
        if (!part || !d->placement) {
            continue;
        }
        Placement p = *d->placement;
        p.rack = hit->rack;
        if (design.heightU(*d) > 0) {
            p.bottomU += deltaU;
            if (hit->face != mGrabbedFace) {
                p.face = p.face == RackFace::Front ? RackFace::Rear : RackFace::Front;
            }
        }
        if (auto why = mountProblem(design, *part, p, moving); why && problem.isEmpty()) {
            problem = *why;
        }
        moves.emplace_back(id, p);
    }
    return moves;
}

void SelectTool::previewMove(QPoint pos)
{
    QString problem;
    const Moves moves = movesTo(pos, problem);
    std::vector<QRectF> rects;
    const Design& design = view().document().design();
    for (const auto& [id, placement] : moves) {
        const int h = std::max(design.heightU(*design.device(id)), 1);
        rects.push_back(view().rackScene()->layout().unitsRect(placement->rack, placement->face,
                                                               std::max(placement->bottomU, 1), h));
    }
    view().rackScene()->showGhosts(rects, problem.isEmpty());
    if (problem.isEmpty()) {
        view().clearMessage();
    } else {
        view().showMessage(problem, pos);
    }
}

void SelectTool::finishMove(QPoint pos)
{
    view().rackScene()->clearGhosts();
    QString problem;
    Moves moves = movesTo(pos, problem);
    if (!problem.isEmpty() || moves.empty()) {
        view().showMessage(problem.isEmpty() ? RackToolText::tr("Nothing to move.") : problem, pos,
                           true);
        return;
    }
    if (auto refused = view().document().execute(
            std::make_unique<MoveDevicesCommand>(view().document(), moves))) {
        view().showMessage(*refused, pos, true);
        return;
    }
    view().clearMessage();
}

void SelectTool::finishBand(QPoint pos, bool add)
{
    mBand->hide();
    if ((pos - mPressPos).manhattanLength() < QApplication::startDragDistance()) {
        clickOnRack(pos, add);
        return;
    }
    const QRectF area = view().mapToScene(QRect(mPressPos, pos).normalized()).boundingRect();
    std::vector<DeviceId> ids = view().rackScene()->devicesIn(area);
    Selection& selection = *view().document().selection();
    if (add) {
        for (DeviceId id : selection.devices()) {
            if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
                ids.push_back(id);
            }
        }
    }
    selection.selectDevices(std::move(ids));
}

void SelectTool::clickOnRack(QPoint pos, bool add)
{
    Selection& selection = *view().document().selection();
    const auto hit = view().hitAt(pos);
    if (!hit) {
        if (!add) {
            selection.clear();
        }
        return;
    }
    if (add) {
        selection.toggle(hit->rack);
    } else {
        selection.selectRacks({hit->rack});
    }
}

void PlaceTool::press(const PointerEvent& event)
{
    if (mPartId) {
        place(*mPartId, event.viewPos);
    }
}

void PlaceTool::move(const PointerEvent& event)
{
    if (mPartId) {
        preview(*mPartId, event.viewPos);
    }
}

void PlaceTool::cancel()
{
    view().rackScene()->clearGhosts();
    view().clearMessage();
}

bool PlaceTool::dragEnter(const QMimeData* mime, QPoint pos)
{
    mDragPartId = partIdFromMime(mime);
    if (!mDragPartId || !view().partLookup()(*mDragPartId)) {
        mDragPartId.reset();
        return false;
    }
    return preview(*mDragPartId, pos);
}

bool PlaceTool::dragMove(QPoint pos)
{
    return mDragPartId && preview(*mDragPartId, pos);
}

void PlaceTool::dragLeave()
{
    cancel();
    mDragPartId.reset();
}

bool PlaceTool::drop(QPoint pos)
{
    const bool placed = mDragPartId && place(*mDragPartId, pos);
    mDragPartId.reset();
    return placed;
}

bool PlaceTool::preview(const std::string& partId, QPoint pos)
{
    const std::optional<Part> part = view().partLookup()(partId);
    if (!part) {
        return false;
    }
    const DropPlan plan =
        planPartDrop(view().document(), view().partLookup(), *part, view().dropTargetAt(pos));
    std::vector<QRectF> ghosts;
    if (plan.placement && plan.heightU > 0) {
        ghosts.push_back(view().rackScene()->layout().unitsRect(
            plan.placement->rack, plan.placement->face, plan.placement->bottomU, plan.heightU));
    }
    view().rackScene()->showGhosts(ghosts, plan.ok());
    if (plan.ok()) {
        view().clearMessage();
    } else {
        view().showMessage(plan.problem, pos);
    }
    return plan.ok();
}

bool PlaceTool::place(const std::string& partId, QPoint pos)
{
    view().rackScene()->clearGhosts();
    const std::optional<Part> part = view().partLookup()(partId);
    if (!part) {
        return false;
    }
    const DropPlan plan =
        planPartDrop(view().document(), view().partLookup(), *part, view().dropTargetAt(pos));
    if (!plan.ok()) {
        view().showMessage(plan.problem, pos, true);
        return false;
    }
    if (auto refused = view().document().execute(plan.make())) {
        view().showMessage(*refused, pos, true);
        return false;
    }
    view().clearMessage();
    return true;
}

} // namespace cs::ui
