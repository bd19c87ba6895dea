#include "rackitems.h"

#include "rackelevationscene.h"
#include "render/rackfacepainter.h"

#include "document/document.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace cs::ui {

namespace {

// The rack items' translation context.
class RackItemText
{
    Q_DECLARE_TR_FUNCTIONS(RackItemText)
};

QFont pixelFont(double pixels, bool bold = false)
{
    QFont f;
    f.setPixelSize(int(std::round(pixels)));
    f.setBold(bold);
    return f;
}

bool legible(double pixels, double lod)
{
    return pixels * lod >= kLegiblePixels;
}

QColor loadColor(double ratio)
{
    if (ratio > 1.0 + 1e-9) {
        return QColor(0xd0, 0x3b, 0x2f);
    }
    return ratio > 0.8 ? QColor(0xe0, 0x9a, 0x1c) : QColor(0x3c, 0xa0, 0x4c);
}

} // namespace

RackItem::RackItem(RackElevationScene& scene, RackId id) : mScene(scene), mId(id)
{
    syncGeometry();
}

void RackItem::syncGeometry()
{
    prepareGeometryChange();
    mRect = mScene.layout().rackRect(mId);
}

void RackItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QPalette& pal = mScene.palette();
    const render::RackFaceLook look = render::RackFaceLook::screen(pal);
    const bool selected = mScene.document().selection()->contains(mId);
    for (RackFace face : {RackFace::Front, RackFace::Rear}) {
        const QRectF f = mScene.layout().faceRect(mId, face);
        if (lod < kBlockLevelOfDetail) {
            // Far out the frame is one screen pixel wide (cosmetic), so racks stay outlined.
            painter->fillRect(f, look.face);
            painter->setPen(QPen(selected ? pal.color(QPalette::Highlight) : look.frame, 0));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(f);
            continue;
        }
        render::paintRackFace(*painter, f, mScene.layout().heightU(mId), look,
                              render::defaultStyle());
        render::paintRackFrame(*painter, f, RackLayout::kUnit, look);
        if (selected) {
            painter->setPen(QPen(pal.color(QPalette::Highlight), 3));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(f);
        }
    }
    paintHeader(painter, lod);
    if (mScene.blockMode()) {
        paintDeviceBlocks(painter, look);
    }
    if (lod < kBlockLevelOfDetail || !legible(11, lod)) {
        return;
    }
    painter->setFont(pixelFont(11));
    painter->setPen(pal.color(QPalette::PlaceholderText));
    for (RackFace face : {RackFace::Front, RackFace::Rear}) {
        const QRectF f = mScene.layout().faceRect(mId, face);
        const QRectF label(f.left(), f.bottom() + 3, f.width(), RackLayout::kFooter - 4);
        painter->drawText(label, Qt::AlignCenter,
                          face == RackFace::Front ? RackItemText::tr("Front")
                                                  : RackItemText::tr("Rear"));
    }
}

void RackItem::paintDeviceBlocks(QPainter* painter, const render::RackFaceLook& look) const
{
    const Design& design = mScene.design();
    for (DeviceId id : design.devicesInRack(mId)) {
        const Device& d = *design.device(id);
        const int h = design.heightU(d);
        if (h == 0 || !d.placement) {
            continue;
        }
        const Placement& p = *d.placement;
        render::DeviceFace shown = render::deviceFace(design, d, p.face);
        painter->fillRect(mScene.layout().unitsRect(mId, p.face, p.bottomU, h),
                          render::deviceFill(shown, look));
        if (!p.halfDepth) {
            const RackFace other = p.face == RackFace::Front ? RackFace::Rear : RackFace::Front;
            shown.seenFromBehind = true;
            painter->fillRect(mScene.layout().unitsRect(mId, other, p.bottomU, h),
                              render::deviceFill(shown, look));
        }
    }
}

void RackItem::paintHeader(QPainter* painter, double lod) const
{
    const Rack* rack = mScene.design().rack(mId);
    if (!rack) {
        return;
    }
    const QRectF head(mRect.left(), mRect.top(), mRect.width(), RackLayout::kHeader - 6);
    const QString name = QString::fromStdString(rack->name);
    // Close enough, the name heads the rack with the figures under it; too far
    // out for the figures, the power bar moves to the header's foot and the
    // name takes the room above it.
    const bool figuresLegible = legible(13, lod);
    const QRectF bar(head.left(), figuresLegible ? head.top() + 22 : head.bottom() - 9,
                     head.width(), 9);
    if (figuresLegible) {
        painter->setPen(mScene.palette().color(QPalette::Text));
        painter->setFont(pixelFont(13, true));
        painter->drawText(QRectF(head.left(), head.top(), head.width(), 20),
                          Qt::AlignLeft | Qt::AlignVCenter, name);
    } else {
        paintNameOnScreen(painter, QRectF(head.topLeft(), QPointF(head.right(), bar.top() - 2)),
                          name);
    }
    // A rack the analysis has not reached yet (just added) shows its name;
    // its figures follow with the runner's next report.
    if (const RackFigures* figures = mScene.figures(mId)) {
        paintFigures(painter, *figures, bar, figuresLegible);
    }
}

void RackItem::paintFigures(QPainter* painter, const RackFigures& figures, const QRectF& bar,
                            bool legibleText) const
{
    // Power bar: peak power against the usable budget.
    const double ratio =
        figures.usableKw > 0 ? figures.maxKw / figures.usableKw : (figures.maxKw > 0 ? 2 : 0);
    painter->fillRect(bar, mScene.palette().color(QPalette::Mid));
    painter->fillRect(
        QRectF(bar.left(), bar.top(), bar.width() * std::min(ratio, 1.0), bar.height()),
        loadColor(ratio));
    if (!legibleText) {
        return;
    }
    painter->setPen(mScene.palette().color(QPalette::Text));
    painter->setFont(pixelFont(11));
    const QRectF line(bar.left(), bar.bottom() + 2, bar.width(), 16);
    const QString budget = figures.twoN ? RackItemText::tr("%1 of %2 kW usable (2N)")
                                        : RackItemText::tr("%1 of %2 kW");
    painter->drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
                      budget.arg(figures.maxKw, 0, 'f', 1).arg(figures.usableKw, 0, 'f', 1));
    // Heat in kW and BTU/h (1 W = 3.412 BTU/h).
    const QString heat = RackItemText::tr("heat %1 kW · %2 BTU/h")
                             .arg(figures.heatKw, 0, 'f', 1)
                             .arg(QLocale().toString(figures.heatKw * 3412.0, 'f', 0));
    painter->drawText(line, Qt::AlignRight | Qt::AlignVCenter, heat);
}

// Zoomed out to fit many racks, the name stays readable: drawn in screen
// pixels at the smallest legible size into `space`, while it holds the letters.
bool rackHeaderHoldsName(double lod)
{
    // The header less the power bar at its foot (9) and a 2-unit gap.
    return (RackLayout::kHeader - 6 - 11) * lod >= kRackNamePixels;
}

void RackItem::paintNameOnScreen(QPainter* painter, const QRectF& space, const QString& name) const
{
    constexpr double kNamePixels = kRackNamePixels;
    const QRectF screen = painter->worldTransform().mapRect(space);
    if (screen.width() < 4 * kNamePixels || screen.height() < kNamePixels) {
        return; // the view draws it over the rack (RackElevationView::drawRackNames)
    }
    painter->save();
    painter->resetTransform();
    const QFont font = pixelFont(kNamePixels, true);
    painter->setFont(font);
    painter->setPen(mScene.palette().color(QPalette::Text));
    painter->drawText(screen, Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetricsF(font).elidedText(name, Qt::ElideRight, screen.width()));
    painter->restore();
}

DeviceItem::DeviceItem(RackElevationScene& scene, DeviceId id, RackFace face, QRectF rect)
    : mScene(scene), mId(id), mFace(face), mRect(rect)
{
    setZValue(1);
}

void DeviceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const Device* device = mScene.design().device(mId);
    if (!device) {
        return;
    }
    const render::RackFaceLook look = render::RackFaceLook::screen(mScene.palette());
    const render::DeviceFace shown = render::deviceFace(mScene.design(), *device, mFace);
    const QRectF box = render::deviceBox(mRect, RackLayout::kUnit);
    if (option->levelOfDetailFromTransform(painter->worldTransform()) < kBlockLevelOfDetail) {
        painter->fillRect(box, render::deviceFill(shown, look));
        return;
    }
    render::paintDevice(*painter, mRect, RackLayout::kUnit, shown, look, render::defaultStyle());
    if (mScene.document().selection()->contains(mId)) {
        painter->setPen(QPen(mScene.palette().color(QPalette::Highlight), 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(box);
    }
}

} // namespace cs::ui
