#include "floorview.h"

#include "emptyhint.h"

#include "flooritems.h"
#include "floorscene.h"
#include "floortools.h"

#include "document/document.h"
#include "render/floorscale.h"

#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

namespace cs::ui {

namespace {

// As far as a plan can usefully be enlarged.
constexpr double kMaxZoom = 20.0;
constexpr int kLegendWidth = 200;
constexpr int kLegendHeight = 64;
constexpr int kLegendMargin = 12;

} // namespace

FloorView::FloorView(Document& document, QWidget* parent)
    : EditorView(kMaxZoom, parent), mDocument(document), mScene(new FloorScene(document, this)),
      mTool(std::make_unique<FloorSelectTool>(*this)),
      mPlaceTool(std::make_unique<FloorPlaceTool>(*this))
{
    setScene(mScene);
    setAcceptDrops(true);
    setRenderHint(QPainter::Antialiasing, false);
    setDragMode(QGraphicsView::NoDrag);
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

ViewTool* FloorView::currentTool() const
{
    return mTool.get();
}

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
    const QTransform toViewport = painter->worldTransform();
    painter->resetTransform();
    drawRoomSizes(painter, toViewport);
    drawScaleAndKey(painter);
    drawLegend(painter);
    drawEmptyHint(*painter, *viewport(), floorViewHint(mDocument.design()));
    painter->restore();
}

// The room's size under its bottom-right corner, as the PDF's floor page
// writes it, in screen pixels so that it reads at any zoom.
void FloorView::drawRoomSizes(QPainter* painter, const QTransform& toViewport)
{
    painter->setFont(font());
    painter->setPen(palette().color(QPalette::PlaceholderText));
    // The view draws the walls of a design's one room, from the origin.
    const auto& rooms = mDocument.design().rooms();
    if (rooms.size() != 1 || rooms.front().widthM <= 0) {
        return;
    }
    const Room& room = rooms.front();
    const double k = FloorGeometry::kUnitsPerM;
    const QRectF walls = toViewport.mapRect(QRectF(0, 0, room.widthM * k, room.depthM * k));
    const QRectF below(walls.left(), walls.bottom() + 2, walls.width(), 18);
    painter->drawText(below, Qt::AlignRight | Qt::AlignTop, render::roomSizeText(room));
}

// Bottom left: a scale bar for the current zoom and what the colours that are
// not the heat map mean (aisles and floor cooling units).
void FloorView::drawScaleAndKey(QPainter* painter)
{
    if (mDocument.design().rooms().empty() && mDocument.design().rows().empty()) {
        return;
    }
    const double pxPerM = transform().m11() * FloorGeometry::kUnitsPerM;
    const QFontMetrics metrics(font());
    const int line = metrics.height() + 4;
    const struct
    {
        QColor color;
        QString label;
    } keys[] = {{aisleColor(Aisle::Cold), tr("cold aisle")},
                {aisleColor(Aisle::Hot), tr("hot aisle")},
                {coolerColor(), tr("cooling unit")}};
    int keysWidth = 0;
    for (const auto& key : keys) {
        keysWidth += 14 + metrics.horizontalAdvance(key.label) + 12;
    }
    const QRect box(kLegendMargin, viewport()->height() - kLegendMargin - 2 * line - 12,
                    std::min(keysWidth + 14, viewport()->width() - 2 * kLegendMargin),
                    2 * line + 12);
    QColor back = palette().color(QPalette::Window);
    back.setAlpha(235);
    painter->setPen(palette().color(QPalette::Mid));
    painter->setBrush(back);
    painter->drawRoundedRect(box, 4, 4);
    painter->setFont(font());
    const QColor ink = palette().color(QPalette::WindowText);
    // The bar takes at most the box's width less room for its "20 m" label.
    const double labelRoom = metrics.horizontalAdvance(QStringLiteral("000 m")) + 8;
    const double metres = render::scaleBarMetres(pxPerM, box.width() - 20 - labelRoom);
    render::drawScaleBar(*painter, QPointF(box.left() + 10, box.top() + 6 + line / 2.0), metres,
                         pxPerM, 8, ink);
    int x = box.left() + 10;
    const int y = box.top() + 6 + line;
    for (const auto& key : keys) {
        painter->setPen(palette().color(QPalette::Mid));
        painter->setBrush(key.color);
        painter->drawRect(QRect(x, y + (line - 10) / 2, 10, 10));
        painter->setPen(ink);
        const int width = metrics.horizontalAdvance(key.label);
        painter->drawText(QRect(x + 14, y, width + 2, line), Qt::AlignLeft | Qt::AlignVCenter,
                          key.label);
        x += 14 + width + 12;
    }
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
