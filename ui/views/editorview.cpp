#include "editorview.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace cs::ui {

namespace {
constexpr double kMinZoom = 0.01;
// One wheel notch (120 eighths of a degree) zooms 1.2×, finer wheels in proportion.
constexpr double kZoomPerNotch = 1.2;
constexpr double kDeltaPerNotch = 120.0;
} // namespace

EditorView::EditorView(double maxZoom, QWidget* parent) : QGraphicsView(parent), mMaxZoom(maxZoom)
{
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
}

double EditorView::zoom() const
{
    return transform().m11();
}

void EditorView::zoomBy(double factor)
{
    zoomAbout(factor, viewport()->rect().center());
}

void EditorView::zoomAbout(double factor, QPointF viewPos)
{
    const double now = zoom();
    // Towards the limits only: a view a fit left beyond one is not pulled back.
    if ((factor > 1 && now >= mMaxZoom) || (factor < 1 && now <= kMinZoom) || factor == 1) {
        return;
    }
    const double next =
        factor > 1 ? std::min(now * factor, mMaxZoom) : std::max(now * factor, kMinZoom);
    const QPointF fixed = mapToScene(viewPos.toPoint());
    scale(next / now, next / now);
    // The scene point under viewPos goes back under it.
    const QPointF moved = mapFromScene(fixed);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() +
                                    static_cast<int>(std::lround(moved.x() - viewPos.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() +
                                  static_cast<int>(std::lround(moved.y() - viewPos.y())));
    zoomChanged();
}

void EditorView::escape()
{
    currentTool()->cancel();
}

PointerEvent EditorView::pointerAt(const QMouseEvent& event) const
{
    const QPoint viewPos = event.position().toPoint();
    return {mapToScene(viewPos), viewPos, event.modifiers()};
}

void EditorView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton) {
        mPanFrom = event->position().toPoint();
        mCursorBeforePan = viewport()->cursor(); // the tool's own (a crosshair to connect)
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (event->button() == Qt::LeftButton) {
        currentTool()->press(pointerAt(*event));
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void EditorView::mouseMoveEvent(QMouseEvent* event)
{
    if (mPanFrom) {
        const QPoint delta = event->position().toPoint() - *mPanFrom;
        mPanFrom = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    ViewTool* tool = currentTool();
    if ((event->buttons() & Qt::LeftButton) || tool->followsHover()) {
        tool->move(pointerAt(*event));
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void EditorView::mouseReleaseEvent(QMouseEvent* event)
{
    if (mPanFrom && event->button() == Qt::MiddleButton) {
        mPanFrom.reset();
        viewport()->setCursor(mCursorBeforePan);
        return;
    }
    if (event->button() == Qt::LeftButton) {
        currentTool()->release(pointerAt(*event));
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void EditorView::wheelEvent(QWheelEvent* event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomAbout(std::pow(kZoomPerNotch, event->angleDelta().y() / kDeltaPerNotch), event->position());
    event->accept();
}

void EditorView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        escape();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

} // namespace cs::ui
