#include "rackelevationview.h"

#include "emptyhint.h"

#include "rackelevationscene.h"
#include "rackitems.h"
#include "racktools.h"

#include "document/document.h"

#include <QDragEnterEvent>
#include <QFontMetricsF>
#include <QLabel>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>

namespace cs::ui {

namespace {

constexpr double kMaxZoom = 8.0;
constexpr int kStickyMs = 4000;
// Device names and rack titles read from this scale on.
constexpr double kStartZoom = 0.65;

} // namespace

RackElevationView::RackElevationView(Document& document, PartLookup lookup, QWidget* parent)
    : EditorView(kMaxZoom, parent), mDocument(document), mLookup(std::move(lookup))
{
    mScene = new RackElevationScene(document, this);
    setScene(mScene);
    setAcceptDrops(true);
    setRenderHint(QPainter::Antialiasing, false);
    setRenderHint(QPainter::TextAntialiasing, true);
    setOptimizationFlags(QGraphicsView::DontSavePainterState |
                         QGraphicsView::DontAdjustForAntialiasing);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setDragMode(QGraphicsView::NoDrag);
    setMouseTracking(true);
    mSelectTool = std::make_unique<SelectTool>(*this);
    mPlaceTool = std::make_unique<PlaceTool>(*this);
    mActive = mSelectTool.get();

    mMessage = new QLabel(viewport());
    mMessage->setObjectName(QStringLiteral("rackViewMessage"));
    mMessage->setWordWrap(true);
    mMessage->setMaximumWidth(360);
    mMessage->setStyleSheet(QStringLiteral("QLabel { background: #fff4d6; color: #3a2a00; border: "
                                           "1px solid #c89b2e; padding: 4px 6px; }"));
    mMessage->hide();
    mMessageTimer = new QTimer(this);
    mMessageTimer->setSingleShot(true);
    connect(mMessageTimer, &QTimer::timeout, this, &RackElevationView::clearMessage);
    connect(&mDocument, &Document::changed, this, [this](const DesignChange& change) {
        if (change.reset) {
            // After the window has laid itself out, so the viewport has its size.
            QTimer::singleShot(0, this, &RackElevationView::zoomToStart);
        }
    });
}

RackElevationView::~RackElevationView() = default;

std::optional<RackSlotHit> RackElevationView::hitAt(QPoint viewportPos) const
{
    return mScene->layout().hit(mapToScene(viewportPos));
}

DeviceItem* RackElevationView::deviceItemAt(QPoint viewportPos) const
{
    for (QGraphicsItem* item : items(viewportPos)) {
        if (item->type() == DeviceItem::kType) {
            return static_cast<DeviceItem*>(item);
        }
    }
    return nullptr;
}

DropTarget RackElevationView::dropTargetAt(QPoint viewportPos) const
{
    DropTarget target;
    if (const auto hit = hitAt(viewportPos)) {
        target.rack = hit->rack;
        target.face = hit->face;
        target.u = hit->u;
    }
    if (DeviceItem* item = deviceItemAt(viewportPos)) {
        target.device = item->deviceId();
    }
    return target;
}

void RackElevationView::setTool(RackTool* tool)
{
    if (mActive != tool) {
        mActive->cancel();
        mActive = tool;
    }
}

void RackElevationView::useSelectTool()
{
    mPlaceTool->setPart(std::nullopt);
    setTool(mSelectTool.get());
    viewport()->unsetCursor();
}

void RackElevationView::usePlaceTool(const std::string& partId)
{
    mPlaceTool->setPart(partId);
    setTool(mPlaceTool.get());
    viewport()->setCursor(Qt::CrossCursor);
}

std::optional<QString> RackElevationView::placeIntoSelectedRack(const std::string& partId)
{
    const std::optional<Part> part = mLookup(partId);
    if (!part) {
        return tr("The part \"%1\" is not in the catalog.").arg(QString::fromStdString(partId));
    }
    const Design& design = mDocument.design();
    const Selection& selection = *mDocument.selection();
    DropTarget target;
    if (!selection.racks().empty()) {
        target.rack = selection.racks().front();
    } else if (!selection.devices().empty()) {
        const Device* d = design.device(selection.devices().front());
        target.device = d->id;
        target.rack = d->placement ? d->placement->rack : RackId();
    }
    if (!target.rack.isValid() && !design.racks().empty() && part->kind != PartKind::Rack) {
        return tr("Select a rack first.");
    }
    const std::optional<int> u = lowestFreeU(design, *part, target.rack);
    target.u = u.value_or(0);
    const DropPlan plan = planPartDrop(mDocument, mLookup, *part, target);
    if (!plan.ok()) {
        return plan.problem.isEmpty() ? tr("The rack has no free units for this part.")
                                      : plan.problem;
    }
    return mDocument.execute(plan.make());
}

void RackElevationView::showMessage(const QString& text, QPoint viewportPos, bool sticky)
{
    mMessage->setText(text);
    mMessage->adjustSize();
    QPoint at = viewportPos + QPoint(16, 18);
    at.setX(std::clamp(at.x(), 0, std::max(0, viewport()->width() - mMessage->width())));
    at.setY(std::clamp(at.y(), 0, std::max(0, viewport()->height() - mMessage->height())));
    mMessage->move(at);
    mMessage->show();
    mMessage->raise();
    if (sticky) {
        mMessageTimer->start(kStickyMs);
    } else {
        mMessageTimer->stop();
    }
}

void RackElevationView::clearMessage()
{
    if (!mMessageTimer->isActive()) {
        mMessage->hide();
        mMessage->clear();
    }
}

QString RackElevationView::message() const
{
    return mMessage->isVisible() || mMessageTimer->isActive() ? mMessage->text() : QString();
}

void RackElevationView::fitAll()
{
    fitInView(mScene->sceneRect(), Qt::KeepAspectRatio);
    zoomChanged();
}

void RackElevationView::zoomOneToOne()
{
    setTransform(QTransform());
    zoomChanged();
}

void RackElevationView::zoomChanged()
{
    mScene->setBlockMode(zoom() < kBlockLevelOfDetail);
}

void RackElevationView::zoomToStart()
{
    fitAll();
    const auto& lines = mScene->layout().lines();
    if (lines.empty() || zoom() >= kStartZoom) {
        return;
    }
    const double lineHeight = lines.front().bottom - lines.front().top + 80;
    const double legible = std::clamp(viewport()->height() / lineHeight, kStartZoom, 1.5);
    setTransform(QTransform::fromScale(legible, legible));
    zoomChanged();
    horizontalScrollBar()->setValue(horizontalScrollBar()->minimum());
    verticalScrollBar()->setValue(verticalScrollBar()->minimum());
}

void RackElevationView::showRack(RackId rack)
{
    const QRectF r = mScene->layout().rackRect(rack);
    if (!r.isNull()) {
        fitInView(r.adjusted(-40, -40, 40, 40), Qt::KeepAspectRatio);
        zoomChanged();
    }
}

ViewTool* RackElevationView::currentTool() const
{
    return mActive;
}

void RackElevationView::escape()
{
    mActive->cancel(); // a move or a rubber band under way ends without a command
    useSelectTool();
}

void RackElevationView::drawForeground(QPainter* painter, const QRectF& rect)
{
    QGraphicsView::drawForeground(painter, rect);
    painter->save();
    const QTransform toViewport = painter->worldTransform();
    painter->resetTransform();
    if (!rackHeaderHoldsName(transform().m11())) {
        drawRackNames(painter, toViewport);
    }
    drawEmptyHint(*painter, *viewport(), rackViewHint(mDocument.design()));
    painter->restore();
}

// Zoomed out too far for a rack's own header to hold its name, each rack is
// labelled at its top in screen pixels, on a chip that keeps it readable over
// the devices, while the rack is wide enough on screen for a few letters.
void RackElevationView::drawRackNames(QPainter* painter, const QTransform& toViewport)
{
    QFont font = this->font();
    font.setPixelSize(int(kRackNamePixels));
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    QColor chip = palette().color(QPalette::Window);
    chip.setAlpha(230);
    const RackLayout& layout = mScene->layout();
    for (const RackLayout::Line& line : layout.lines()) {
        for (RackId id : line.racks) {
            const Rack* rack = mDocument.design().rack(id);
            const QRectF r = toViewport.mapRect(layout.rackRect(id));
            if (!rack || r.width() < 4 * kRackNamePixels) {
                continue;
            }
            const QString name = metrics.elidedText(QString::fromStdString(rack->name),
                                                    Qt::ElideRight, r.width() - 4);
            const QRectF label(r.left(), r.top(), metrics.horizontalAdvance(name) + 4,
                               metrics.height() + 2);
            painter->setPen(Qt::NoPen);
            painter->setBrush(chip);
            painter->drawRect(label);
            painter->setPen(palette().color(QPalette::WindowText));
            painter->drawText(label, Qt::AlignCenter, name);
        }
    }
}

void RackElevationView::dragEnterEvent(QDragEnterEvent* event)
{
    if (!partIdFromMime(event->mimeData())) {
        event->ignore();
        return;
    }
    // Accept the drag as a whole so that moves keep coming; each position says
    // whether a drop there is possible.
    event->acceptProposedAction();
    mPlaceTool->dragEnter(event->mimeData(), event->position().toPoint());
}

void RackElevationView::dragMoveEvent(QDragMoveEvent* event)
{
    if (mPlaceTool->dragMove(event->position().toPoint())) {
        event->acceptProposedAction();
    } else {
        event->ignore();
    }
}

void RackElevationView::dragLeaveEvent(QDragLeaveEvent*)
{
    mPlaceTool->dragLeave();
}

void RackElevationView::dropEvent(QDropEvent* event)
{
    if (!mPlaceTool->dragging()) {
        mPlaceTool->dragEnter(event->mimeData(), event->position().toPoint());
    }
    if (mPlaceTool->drop(event->position().toPoint())) {
        event->acceptProposedAction();
    } else {
        event->ignore();
    }
}

} // namespace cs::ui
