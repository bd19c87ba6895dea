#include "floorentitypainter.h"

#include "devicecolors.h"

#include <QPainter>

#include <algorithm>

namespace cs::render {

namespace {

// In metres: the plan's letters are at most 0.19 m high (7.5 pt at the
// report's 40 pt per metre), a body sits 2 cm inside its footprint, outlines
// are 1 cm wide.
constexpr double kNameM = 0.1875;
constexpr double kCoolerLabelM = 0.175; // 7 pt at 40 pt per metre
constexpr double kInsetM = 0.02;
constexpr double kOutlineM = 0.01;
constexpr double kSmallestText = 0.1; // 4 pt at 40 pt per metre

QRectF body(const QRectF& footprint, double metre)
{
    const double inset = kInsetM * metre;
    return footprint.adjusted(inset, inset, -inset, -inset);
}

bool upright(const QRectF& box)
{
    return box.height() > box.width() * 1.2;
}

// The letter height at which `name` fits the box along its longer side: its
// capitals within 0.45 of the short side, its length within the long side.
double fittedSize(const QPainter& p, const QRectF& box, const QString& name, double maxSize,
                  double margin, const RenderStyle& style, bool bold)
{
    const double shortSide = std::min(box.width(), box.height());
    const double longSide = std::max(box.width(), box.height());
    const double byHeight = shortSide * 0.45 / capHeightShare(p, style, bold);
    const double fitting =
        sizeToFit(p, style, name, std::min(maxSize, byHeight), longSide - 3 * margin, bold);
    const double smallest = maxSize * kSmallestText / kNameM;
    return std::max(smallest, fitting);
}

} // namespace

QRectF rearDoorStrip(const QRectF& rackFootprint, double metre)
{
    return QRectF(rackFootprint.left(), rackFootprint.bottom(), rackFootprint.width(),
                  kRearDoorDepthM * metre);
}

QColor floorRackColor()
{
    return {0x3d, 0x4a, 0x5c};
}

QColor floorCoolerColor()
{
    return ui::colorFor(PartKind::Cooling);
}

void drawNameAlongBox(QPainter& p, const QRectF& box, const QString& name, double maxSize,
                      const RenderStyle& style, bool bold)
{
    p.save();
    // A tenth of the largest letters' height keeps the name off the edges.
    const double margin = maxSize / 10;
    const double size = fittedSize(p, box, name, maxSize, margin, style, bold);
    QRectF target = box.adjusted(margin, margin, -margin, -margin);
    if (upright(box)) {
        p.translate(box.center());
        p.rotate(-90);
        target = QRectF(-box.height() / 2 + margin, -box.width() / 2, box.height() - 2 * margin,
                        box.width());
    }
    drawScaledLabel(p, target, name, size, style, bold, Qt::AlignHCenter);
    p.restore();
}

bool paintFloorRack(QPainter& p, const QRectF& footprint, double metre, const QString& name,
                    const QColor& fill, const FloorEntityLook& look, const RenderStyle& style)
{
    const QRectF box = body(footprint, metre);
    p.save();
    p.setPen(outlinePen(p, fill.darker(150), kOutlineM * metre));
    p.setBrush(fill);
    p.drawRect(box);
    const bool legible = kNameM * metre * pixelsPerUnit(p) >= look.minTextPixels;
    if (legible) {
        p.setPen(textColorOn(fill));
        drawNameAlongBox(p, box, name, kNameM * metre, style, true);
    }
    p.restore();
    return legible;
}

void paintFloorCooler(QPainter& p, const QRectF& footprint, double metre, const QString& label,
                      const FloorEntityLook& look, const RenderStyle& style)
{
    const QRectF box = body(footprint, metre);
    const QColor fill = floorCoolerColor();
    p.save();
    p.setPen(outlinePen(p, fill.darker(160), kOutlineM * metre));
    p.setBrush(fill);
    p.drawRect(box);
    p.drawLine(box.topLeft(), box.bottomRight());
    p.drawLine(box.topRight(), box.bottomLeft());
    if (!label.isEmpty() && kCoolerLabelM * metre * pixelsPerUnit(p) >= look.minTextPixels) {
        p.setPen(textColorOn(fill));
        drawNameAlongBox(p, box, label, kCoolerLabelM * metre, style, false);
    }
    p.restore();
}

} // namespace cs::render
