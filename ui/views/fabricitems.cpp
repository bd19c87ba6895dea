#include "fabricitems.h"

#include "fabricscene.h"

#include "render/devicecolors.h"
#include "render/fabricboxpainter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace cs::ui {

namespace {

QPen cosmetic(const QColor& color, double width)
{
    QPen pen(color, width);
    pen.setCosmetic(true);
    return pen;
}

QFont pixelFont(const QPainter* painter, int px, bool bold = false)
{
    QFont f = painter->font();
    f.setPixelSize(px);
    f.setBold(bold);
    return f;
}

void drawElided(QPainter* painter, const QRectF& rect, int flags, const QString& text)
{
    painter->drawText(
        rect, flags, QFontMetricsF(painter->font()).elidedText(text, Qt::ElideRight, rect.width()));
}

// Zoomed out to fit a fabric beside the docks, text drawn to scale would be
// too small to read; it is drawn instead at this size on screen, where the
// box or column still has room for it.
constexpr int kSmallestScreenPx = 10;
constexpr int kTierTitleUnits = 14; // a tier title's letters, in scene units
// Box text that would come out under this many pixels gives way to the name
// drawn at kSmallestScreenPx.
constexpr double kLegiblePixels = 7.5;

// Lines of text stacked from the top of `sceneRect`, drawn in screen pixels
// at kSmallestScreenPx (the first bold); stops at the rectangle's bottom.
void drawScreenLines(QPainter* painter, const QRectF& sceneRect, const QStringList& lines,
                     int flags, const QColor& color, const QColor& lastColor)
{
    const QRectF screen = painter->worldTransform().mapRect(sceneRect);
    if (screen.width() < 4 * kSmallestScreenPx) {
        return;
    }
    painter->save();
    painter->resetTransform();
    const double lineHeight = kSmallestScreenPx + 3;
    double y = screen.top();
    for (int i = 0; i < lines.size() && y + lineHeight <= screen.bottom() + 1; ++i) {
        painter->setFont(pixelFont(painter, kSmallestScreenPx, i == 0));
        painter->setPen(i > 0 && i == lines.size() - 1 ? lastColor : color);
        drawElided(painter, QRectF(screen.left(), y, screen.width(), lineHeight), flags, lines[i]);
        y += lineHeight;
    }
    painter->restore();
}

} // namespace

FabricBoxItem::FabricBoxItem(FabricScene& scene, int box) : mScene(scene), mBox(box)
{
    setZValue(1);
    refreshText();
}

void FabricBoxItem::refreshText()
{
    const FabricBox& b = mScene.layout().boxes[static_cast<std::size_t>(mBox)];
    setToolTip(QStringLiteral("%1\n%2").arg(b.label, b.detail));
    update();
}

QRectF FabricBoxItem::boundingRect() const
{
    // Room for the selection outline and a folded tier's stack (7 % of 46 units).
    return mScene.layout().boxes[static_cast<std::size_t>(mBox)].rect.adjusted(-4, -5, 5, 4);
}

// The devices' category: a switch tier's are switches, endpoints take their part's.
PartKind FabricBoxItem::kind() const
{
    const FabricBox& b = mScene.layout().boxes[static_cast<std::size_t>(mBox)];
    if (b.tier > 0 || b.devices.empty()) {
        return PartKind::Switch;
    }
    const Device* device = mScene.design().device(b.devices.front());
    const Part* part = device ? mScene.design().part(device->partId) : nullptr;
    return part ? part->kind : PartKind::Server;
}

void FabricBoxItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const FabricBox& b = mScene.layout().boxes[static_cast<std::size_t>(mBox)];
    const QPalette pal = mScene.palette();
    const render::FabricBoxFace face{b.label, b.detail, kind(), b.aggregate};
    const bool named =
        render::paintFabricBox(*painter, b.rect, face, render::defaultStyle(), kLegiblePixels);
    if (mScene.selectedBox() == mBox) {
        painter->setPen(cosmetic(pal.color(QPalette::Highlight), 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(b.rect, 5, 5);
    }
    if (named) {
        return;
    }
    // The name alone, centred in the box, when the box is tall enough for it.
    const double line = (kSmallestScreenPx + 3) / render::pixelsPerUnit(*painter);
    if (line <= b.rect.height()) {
        const QColor text = render::textColorOn(ui::colorFor(face.kind));
        const QRectF middle(b.rect.left() + 2, b.rect.center().y() - line / 2, b.rect.width() - 4,
                            line);
        drawScreenLines(painter, middle, {b.label}, Qt::AlignCenter, text, text);
    }
}

FabricEdgeItem::FabricEdgeItem(FabricScene& scene, int edge) : mScene(scene), mEdge(edge)
{
    const FabricEdge& e = mScene.layout().edges[static_cast<std::size_t>(mEdge)];
    setToolTip(QCoreApplication::translate("cs::ui::FabricView", "%n links at %1 Gb/s", nullptr,
                                           int(e.links.size()))
                   .arg(e.gbps));
}

QLineF FabricEdgeItem::line() const
{
    const FabricLayout& l = mScene.layout();
    const FabricEdge& e = l.edges[static_cast<std::size_t>(mEdge)];
    const QRectF lower = l.boxes[static_cast<std::size_t>(e.boxA)].rect;
    const QRectF upper = l.boxes[static_cast<std::size_t>(e.boxB)].rect;
    return render::fabricLinkLine(lower, upper);
}

QRectF FabricEdgeItem::boundingRect() const
{
    const QLineF l = line();
    return QRectF(l.p1(), l.p2()).normalized().adjusted(-4, -4, 4, 4);
}

void FabricEdgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const FabricEdge& e = mScene.layout().edges[static_cast<std::size_t>(mEdge)];
    const bool highlighted = mScene.edgeHighlighted(mEdge);
    QColor color = speedColor(e.gbps);
    const bool dimmed = mScene.selectedBox() >= 0 && !highlighted;
    color.setAlpha(dimmed ? 50 : 220);
    // Thicker for bundles of more links, so 1,024 links do not read like one.
    const double width = 1 + std::log2(static_cast<double>(e.links.size())) * 0.6;
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(cosmetic(color, highlighted ? width + 2 : width));
    painter->drawLine(line());
}

FabricTiersItem::FabricTiersItem(FabricScene& scene) : mScene(scene) {}

QRectF FabricTiersItem::boundingRect() const
{
    const QRectF b = mScene.layout().bounds;
    return QRectF(b.left(), b.top(), FabricMetrics::titleWidth, b.height());
}

bool tierCaptionsReadableAt(double scale)
{
    return kTierTitleUnits * scale >= kSmallestScreenPx;
}

QStringList tierCaption(const FabricTierRow& t)
{
    QStringList lines = {QStringLiteral("%1 (%2)").arg(tierName(t.tier)).arg(t.devices),
                         t.title.section(QStringLiteral(" · "), 1)};
    if (!t.oversubscription.isEmpty()) {
        lines << t.oversubscription;
    }
    return lines;
}

void FabricTiersItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    if (!tierCaptionsReadableAt(option->levelOfDetailFromTransform(painter->worldTransform()))) {
        return; // the view's screen column holds them
    }
    const QPalette pal = mScene.palette();
    const double left = mScene.layout().bounds.left() + 4;
    const double width = FabricMetrics::titleWidth - 24;
    for (const FabricTierRow& t : mScene.layout().tiers) {
        const QStringList lines = tierCaption(t);
        painter->setPen(pal.color(QPalette::Text));
        painter->setFont(pixelFont(painter, kTierTitleUnits, true));
        drawElided(painter, QRectF(left, t.y - 4, width, 20), Qt::AlignLeft | Qt::AlignVCenter,
                   lines[0]);
        painter->setFont(pixelFont(painter, 11));
        drawElided(painter, QRectF(left, t.y + 15, width, 16), Qt::AlignLeft | Qt::AlignVCenter,
                   lines[1]);
        if (lines.size() > 2) {
            painter->setPen(t.oversubscribed ? kOversubscribedColor : pal.color(QPalette::Text));
            drawElided(painter, QRectF(left, t.y + 31, width, 16), Qt::AlignLeft | Qt::AlignVCenter,
                       lines[2]);
        }
    }
}

} // namespace cs::ui
