#include "fabricview.h"

#include "emptyhint.h"

#include "fabricitems.h"
#include "fabriclayout.h"
#include "fabricscene.h"
#include "fabrictools.h"

#include "document/document.h"
#include "generator/linkcabling.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <set>

namespace cs::ui {

namespace {

// As far as a plan can usefully be enlarged.
constexpr double kMaxZoom = 20.0;
// The screen column the tier captions take when zoomed out: as wide as the
// longest caption line, within these bounds.
constexpr int kCaptionColumnMinPx = 120;
constexpr int kCaptionColumnMaxPx = 320;

} // namespace

FabricView::FabricView(Document& document, QWidget* parent)
    : EditorView(kMaxZoom, parent), mScene(new FabricScene(document, this)),
      mSelect(std::make_unique<FabricSelectTool>(*this)),
      mConnect(std::make_unique<FabricConnectTool>(*this)), mTool(mSelect.get())
{
    setScene(mScene);
    setBackgroundBrush(palette().color(QPalette::Base));
    connect(mScene, &FabricScene::layoutChanged, this, [this] {
        viewport()->update();
        if (!mFitted) {
            fitFabric();
        }
    });
}

FabricView::~FabricView() = default;

ViewTool* FabricView::currentTool() const
{
    return mTool;
}

void FabricView::setConnecting(bool on)
{
    mTool->cancel();
    mTool = on ? static_cast<FabricTool*>(mConnect.get()) : mSelect.get();
    viewport()->setCursor(on ? Qt::CrossCursor : Qt::ArrowCursor);
}

bool FabricView::connecting() const
{
    return mTool == mConnect.get();
}

void FabricView::fitFabric()
{
    mUserZoomed = false; // asked to fit: follow the view's size from now on
    const QRectF r = mScene->sceneRect();
    if (r.isEmpty() || width() < 50) {
        return;
    }
    setAlignment(Qt::AlignCenter);
    fitInView(r, Qt::KeepAspectRatio);
    // Never blow a small fabric up past 1.6:1, where boxes look oversized.
    if (transform().m11() > 1.6) {
        setTransform(QTransform::fromScale(1.6, 1.6));
        centerOn(r.center());
    }
    if (!tierCaptionsReadableAt(transform().m11())) {
        // The captions go to a column of screen pixels on the left: the boxes
        // fit the rest of the width and sit right of it.
        const QRectF boxes = r.adjusted(FabricMetrics::titleWidth, 0, 0, 0);
        const double scale =
            std::min((viewport()->width() - captionColumnWidth() - 16) / boxes.width(),
                     (viewport()->height() - 16) / boxes.height());
        if (scale > 0) { // a view narrower than the column keeps the plain fit
            setTransform(QTransform::fromScale(scale, scale));
            setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            centerOn(boxes.center());
        }
    }
    mFitted = true;
}

void FabricView::showEvent(QShowEvent* event)
{
    mScene->refreshIfStale(); // edits made while another tab was shown
    QGraphicsView::showEvent(event);
}

void FabricView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    // A fitted fabric follows the view's size (scroll bars coming and going
    // included); one the user zoomed keeps its zoom.
    if (!mUserZoomed) {
        fitFabric();
    }
}

void FabricView::showMessage(QPointF scenePos, const QString& text)
{
    mLastMessage = text;
    if (!text.isEmpty()) {
        QToolTip::showText(viewport()->mapToGlobal(mapFromScene(scenePos)), text, viewport());
    }
}

int FabricView::choosePorts(const QStringList& options, QPointF scenePos)
{
    if (mChoosePorts) {
        return mChoosePorts(options, scenePos);
    }
    QMenu menu(this);
    for (const QString& option : options) {
        menu.addAction(option);
    }
    const QAction* picked = menu.exec(viewport()->mapToGlobal(mapFromScene(scenePos)));
    return picked ? static_cast<int>(menu.actions().indexOf(picked)) : -1;
}

void FabricView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && !connecting()) {
        mSelect->doubleClick(mapToScene(event->position().toPoint()));
        return;
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

void FabricView::contextMenuEvent(QContextMenuEvent* event)
{
    const int edge = mScene->edgeAt(mapToScene(event->pos()));
    if (edge < 0) {
        return;
    }
    const std::vector<generator::LinkCabling> choices = mScene->cablingChoices(edge);
    QMenu menu(this);
    QMenu* cables = menu.addMenu(tr("Cable"));
    const Design& design = mScene->design();
    for (const generator::LinkCabling& c : choices) {
        const Part* cable = design.part(c.cablePartId);
        QString text = QString::fromStdString(c.cablePartId);
        for (const Part& p : mScene->supplyParts()) {
            if (p.id == c.cablePartId) {
                text = QString::fromStdString(p.name);
            }
        }
        if (cable) {
            text = QString::fromStdString(cable->name);
        }
        if (!c.transceiverAPartId.empty()) {
            text = tr("%1 with %2").arg(text, QString::fromStdString(c.transceiverAPartId));
        }
        QAction* action = cables->addAction(text);
        connect(action, &QAction::triggered, this, [this, edge, c, pos = event->pos()] {
            showMessage(mapToScene(pos), mScene->setEdgeCabling(edge, c).value_or(QString()));
        });
    }
    cables->setEnabled(!choices.empty());
    menu.exec(event->globalPos());
}

void FabricView::drawForeground(QPainter* painter, const QRectF&)
{
    painter->save();
    const QTransform toViewport = painter->worldTransform();
    painter->resetTransform();
    if (!tierCaptionsReadableAt(transform().m11())) {
        drawTierCaptions(painter, toViewport);
    }
    drawLegend(painter);
    const Design& design = mScene->document().design();
    drawEmptyHint(*painter, *viewport(),
                  fabricViewHint(design.fabric(mScene->fabric()), !mScene->layout().edges.empty()));
    painter->restore();
}

int FabricView::captionColumnWidth() const
{
    QFont bold = font();
    bold.setBold(true);
    double widest = 0;
    for (const FabricTierRow& t : mScene->layout().tiers) {
        const QStringList lines = tierCaption(t);
        for (int i = 0; i < lines.size(); ++i) {
            widest =
                std::max(widest, QFontMetricsF(i == 0 ? bold : font()).horizontalAdvance(lines[i]));
        }
    }
    // The panel's 4 px margin each side and the text's 6 px inset each side.
    // Never more than 40% of the view: the fabric keeps the larger part.
    const int most =
        std::max(kCaptionColumnMinPx, std::min(kCaptionColumnMaxPx, viewport()->width() * 2 / 5));
    return std::clamp(int(std::ceil(widest)) + 20, kCaptionColumnMinPx, most);
}

// Zoomed out, each tier's caption in a column of screen pixels at the left,
// level with its tier, over a panel so that boxes scrolled under it stay apart.
// A caption keeps the lines its tier's height on screen holds; with room for
// one it reads "Leaf (32) · non-blocking (1:1)".
void FabricView::drawTierCaptions(QPainter* painter, const QTransform& toViewport)
{
    const QFont regular = font();
    QFont bold = font();
    bold.setBold(true);
    const int column = captionColumnWidth();
    const int line = QFontMetrics(bold).height() + 1;
    const double pitchPx = FabricMetrics::tierPitch * transform().m11();
    const int room = std::max(1, int((pitchPx - 10) / line));
    const QColor ink = palette().color(QPalette::WindowText);
    for (const FabricTierRow& t : mScene->layout().tiers) {
        QStringList lines = tierCaption(t);
        if (room == 1) {
            lines = {lines.size() > 2 ? lines[0] + QStringLiteral(" · ") + lines[2]
                                      : lines.join(QStringLiteral(" · "))};
        }
        while (lines.size() > room) {
            lines.removeAt(1); // the models go first; a ratio says more
        }
        const double y = toViewport.map(QPointF(0, t.y)).y();
        const QRectF panel(4, y - 4, column - 8, line * lines.size() + 8);
        QColor back = palette().color(QPalette::Window);
        back.setAlpha(225);
        painter->setPen(Qt::NoPen);
        painter->setBrush(back);
        painter->drawRoundedRect(panel, 3, 3);
        for (int i = 0; i < lines.size(); ++i) {
            painter->setFont(i == 0 ? bold : regular);
            const bool warning =
                t.oversubscribed && (i > 0 || room == 1) && lines[i].contains(t.oversubscription);
            painter->setPen(warning && room > 1 ? kOversubscribedColor : ink);
            const QRectF row(panel.left() + 6, panel.top() + 4 + i * line, panel.width() - 12,
                             line);
            painter->drawText(
                row, Qt::AlignLeft | Qt::AlignVCenter,
                QFontMetricsF(painter->font()).elidedText(lines[i], Qt::ElideRight, row.width()));
        }
    }
}

void FabricView::drawLegend(QPainter* painter)
{
    std::set<double> speeds;
    for (const FabricEdge& e : mScene->layout().edges) {
        speeds.insert(e.gbps);
    }
    if (speeds.empty()) {
        return;
    }
    const int rowHeight = 18;
    const QRect box(viewport()->width() - 150, 12, 138,
                    8 + rowHeight * static_cast<int>(speeds.size() + 1));
    QColor back = palette().color(QPalette::Window);
    back.setAlpha(235);
    painter->setPen(palette().color(QPalette::Mid));
    painter->setBrush(back);
    painter->drawRoundedRect(box, 4, 4);
    painter->setPen(palette().color(QPalette::WindowText));
    painter->drawText(QRect(box.left() + 8, box.top() + 4, box.width() - 16, rowHeight),
                      Qt::AlignLeft | Qt::AlignVCenter, tr("Link speed"));
    int y = box.top() + 4 + rowHeight;
    for (auto it = speeds.rbegin(); it != speeds.rend(); ++it, y += rowHeight) {
        painter->setPen(QPen(speedColor(*it), 3));
        painter->drawLine(box.left() + 10, y + rowHeight / 2, box.left() + 34, y + rowHeight / 2);
        painter->setPen(palette().color(QPalette::WindowText));
        painter->drawText(QRect(box.left() + 42, y, box.width() - 50, rowHeight),
                          Qt::AlignLeft | Qt::AlignVCenter, tr("%1 Gb/s").arg(*it));
    }
}

} // namespace cs::ui
