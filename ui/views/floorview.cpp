#include "floorview.h"

#include "emptyhint.h"

#include "floorscene.h"
#include "floortools.h"
#include "wheelzoom.h"

#include "document/document.h"

#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

namespace cs::ui {

namespace {

constexpr int kLegendWidth = 200;
constexpr int kLegendHeight = 64;
constexpr int kLegendMargin = 12;

} // namespace

FloorView::FloorView(Document& document, QWidget* parent)
    : QGraphicsView(parent), mDocument(document), mScene(new FloorScene(document, this)),
      mTool(std::make_unique<FloorSelectTool>(*this)),
      mPlaceTool(std::make_unique<FloorPlaceTool>(*this))
{
    setScene(mScene);
    setAcceptDrops(true);
    setRenderHint(QPainter::Antialiasing, false);
    setDragMode(QGraphicsView::NoDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setBackgroundBrush(palette().color(QPalette::Base));
    setMouseTracking(true);
    // The legend stays put while the floor scrolls under it.
    connect(mScene, &FloorScene::figuresChanged, viewport(), qOverload<>(&QWidget::update));
    connect(&mDocument, &Document::changed, this, [this](const DesignChange& change) {
        if (change.reset) {
            mFitted = false;
            fitFloor();
        }
    });
}

FloorView::~FloorView() = default;

void FloorView::fitFloor()
{
    if (mScene->sceneRect().isEmpty()) {
        return;
    }
    fitInView(mScene->sceneRect(), Qt::KeepAspectRatio);
    mFitted = true;
}

void FloorView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (!mFitted || transform().m11() < 0.05) {
        fitFloor();
    }
}

void FloorView::showMessage(QPointF scenePos, const QString& text)
{
    mLastMessage = text;
    if (!text.isEmpty()) {
        QToolTip::showText(viewport()->mapToGlobal(mapFromScene(scenePos)), text, viewport());
    }
}

void FloorView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        mTool->press(mapToScene(event->position().toPoint()), event->modifiers());
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void FloorView::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton) {
        mTool->move(mapToScene(event->position().toPoint()));
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void FloorView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        mTool->release(mapToScene(event->position().toPoint()));
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void FloorView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        mTool->cancel();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void FloorView::wheelEvent(QWheelEvent* event)
{
    if (!zoomOnCtrlWheel(*this, *event)) {
        QGraphicsView::wheelEvent(event);
    }
}

void FloorView::dragEnterEvent(QDragEnterEvent* event)
{
    if (mPlaceTool->dragEnter(event->mimeData(), mapToScene(event->position().toPoint()))) {
        event->acceptProposedAction();
    } else {
        event->ignore();
    }
}

void FloorView::dragMoveEvent(QDragMoveEvent* event)
{
    if (mPlaceTool->dragMove(mapToScene(event->position().toPoint()))) {
        event->acceptProposedAction();
    } else {
        event->ignore();
    }
}

void FloorView::dragLeaveEvent(QDragLeaveEvent*)
{
    mPlaceTool->dragLeave();
}

void FloorView::dropEvent(QDropEvent* event)
{
    if (mPlaceTool->drop(mapToScene(event->position().toPoint()))) {
        event->acceptProposedAction();
    } else {
        event->ignore();
    }
}

void FloorView::drawBackground(QPainter* painter, const QRectF& rect)
{
    QGraphicsView::drawBackground(painter, rect);
    // The room's walls, when the design has one room.
    const auto& rooms = mDocument.design().rooms();
    if (rooms.size() == 1 && rooms.front().widthM > 0) {
        const double k = FloorGeometry::kUnitsPerM;
        QPen wall(palette().color(QPalette::Mid), 2);
        wall.setCosmetic(true);
        painter->setPen(wall);
        // A shade off the background, toward the text colour: works in both themes.
        const QColor base = palette().color(QPalette::Base);
        const QColor text = palette().color(QPalette::Text);
        painter->setBrush(QColor::fromRgbF(base.redF() * 0.95f + text.redF() * 0.05f,
                                           base.greenF() * 0.95f + text.greenF() * 0.05f,
                                           base.blueF() * 0.95f + text.blueF() * 0.05f));
        painter->drawRect(QRectF(0, 0, rooms.front().widthM * k, rooms.front().depthM * k));
    }
}

void FloorView::drawForeground(QPainter* painter, const QRectF&)
{
    painter->save();
    painter->resetTransform();
    drawLegend(painter);
    drawEmptyHint(*painter, *viewport(), floorViewHint(mDocument.design()));
    painter->restore();
}

void FloorView::drawLegend(QPainter* painter)
{
    const QRect box(viewport()->width() - kLegendWidth - kLegendMargin, kLegendMargin, kLegendWidth,
                    kLegendHeight);
    QColor back = palette().color(QPalette::Window);
    back.setAlpha(235);
    painter->setPen(palette().color(QPalette::Mid));
    painter->setBrush(back);
    painter->drawRoundedRect(box, 4, 4);
    const FloorColorMode mode = mScene->colorMode();
    painter->setPen(palette().color(QPalette::WindowText));
    const QRect title = box.adjusted(8, 4, -8, -box.height() + 22);
    painter->drawText(title, Qt::AlignLeft | Qt::AlignVCenter, modeTitle(mode));
    const QRect ramp(box.left() + 8, box.top() + 26, box.width() - 16, 12);
    QLinearGradient gradient(ramp.topLeft(), ramp.topRight());
    for (int i = 0; i <= 4; ++i) {
        gradient.setColorAt(i / 4.0, heatColor(i / 4.0));
    }
    painter->fillRect(ramp, gradient);
    const QRect scaleText(ramp.left(), ramp.bottom() + 2, ramp.width(), 18);
    painter->drawText(scaleText, Qt::AlignLeft | Qt::AlignVCenter, formatFigure(mode, 0));
    painter->drawText(scaleText, Qt::AlignRight | Qt::AlignVCenter,
                      formatFigure(mode, mScene->scaleMaximum()));
}

} // namespace cs::ui
