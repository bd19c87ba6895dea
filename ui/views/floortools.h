#pragma once

#include "editorview.h"

#include "model/design.h"

#include <QPointF>

#include <optional>
#include <string>

class QMimeData;

namespace cs::ui {

class FloorView;

// An interaction mode of the floor view (editorview.h), working in scene
// positions: the tool previews on the scene and, when the user lets go,
// executes one command (or shows why it cannot at the cursor).
class FloorTool : public ViewTool
{
public:
    explicit FloorTool(FloorView& view) : mView(view) {}

protected:
    FloorView& view() { return mView; }

private:
    FloorView& mView;
};

// Click selects a rack (Ctrl adds or removes it) and asks to open its
// elevation; dragging a rack or a floor cooler moves it to the slot under the
// cursor; dragging a row by its name or aisles moves the whole row (snapped
// to 10 cm). Each drag is one command on release.
class FloorSelectTool : public FloorTool
{
public:
    explicit FloorSelectTool(FloorView& view) : FloorTool(view) {}
    void press(const PointerEvent& event) override;
    void move(const PointerEvent& event) override;
    void release(const PointerEvent& event) override;
    void cancel() override;

private:
    enum class State
    {
        Idle,
        Pressed,
        Dragging
    };
    void preview(QPointF scenePos);
    void finishDrag(QPointF scenePos);
    void click();
    // The reason the grabbed rack or cooler cannot stand in the slot, or empty.
    QString slotProblem(const std::optional<RackPosition>& slot) const;
    std::pair<double, double> rowTarget(QPointF scenePos) const;

    State mState = State::Idle;
    QPointF mPressPos;
    bool mToggle = false;
    RackId mRack;
    CoolingUnitId mCooler;
    RowId mRow;
};

// Places catalog parts dragged from the palette: a rack, CRAH, in-row cooler
// or CDU into a free row slot, a rear-door heat exchanger onto a rack.
class FloorPlaceTool
{
public:
    explicit FloorPlaceTool(FloorView& view) : mView(view) {}
    // Whether the drag carries a part the floor takes (racks, coolers, rear
    // doors), wherever it enters; the others return whether the part can be
    // dropped at the position.
    bool dragEnter(const QMimeData* mime, QPointF scenePos);
    bool dragMove(QPointF scenePos);
    void dragLeave();
    bool drop(QPointF scenePos);

private:
    // Why the part cannot be dropped there, or empty.
    QString problemAt(const Part& part, QPointF scenePos) const;
    bool place(const Part& part, QPointF scenePos);

    FloorView& mView;
    std::optional<Part> mPart;
};

} // namespace cs::ui
