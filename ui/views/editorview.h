#pragma once

#include <QCursor>
#include <QGraphicsView>
#include <QPoint>
#include <QPointF>

#include <optional>

namespace cs::ui {

// Where the pointer is, for a view tool: in the scene and in the viewport.
struct PointerEvent
{
    QPointF scenePos;
    QPoint viewPos;
    Qt::KeyboardModifiers modifiers;
};

// An interaction mode of an editor view (select, place, connect). The view
// hands it the left button's press, moves and release; the tool previews on
// the scene and, when the user lets go, executes one command.
class ViewTool
{
public:
    virtual ~ViewTool() = default;
    virtual void press(const PointerEvent& event) = 0;
    // With the left button held, or with none when the tool follows hovering.
    virtual void move(const PointerEvent& event) = 0;
    virtual void release(const PointerEvent& event) = 0;
    // Escape, or another tool takes over.
    virtual void cancel() {}
    // Whether the tool follows the pointer with no button held (a placement preview).
    virtual bool followsHover() const { return false; }
};

// What the rack, floor and fabric editors share: Ctrl+wheel zooms about the
// pointer between 1 % and the view's largest zoom, the middle button pans,
// the left button goes to the active tool and Escape cancels it.
class EditorView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit EditorView(double maxZoom, QWidget* parent = nullptr);

    // The scale of scene units to pixels.
    double zoom() const;
    // Zooms about the middle of the view, within the limits.
    void zoomBy(double factor);
    // Zooms keeping the scene point under `viewPos` (viewport pixels) there.
    void zoomAbout(double factor, QPointF viewPos);

protected:
    // The tool the left button drives (never null).
    virtual ViewTool* currentTool() const = 0;
    // After every zoom that changed the scale (a view may change its level of detail).
    virtual void zoomChanged() {}
    // Escape: cancels the current tool.
    virtual void escape();
    PointerEvent pointerAt(const QMouseEvent& event) const;

    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    double mMaxZoom;
    std::optional<QPoint> mPanFrom;
    QCursor mCursorBeforePan;
};

} // namespace cs::ui
