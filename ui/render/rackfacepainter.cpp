#include "rackfacepainter.h"

#include "devicecolors.h"

#include "model/mountcheck.h"
#include "model/mounting.h"

#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace cs::render {

namespace {

// Sizes in units of one rack unit. The report draws a unit 8 pt high; these
// are its sizes in points divided by 8.
constexpr double kThinLine = 0.05;       // 0.4 pt: unit lines, device outlines
constexpr double kFrameLine = 0.125;     // 1 pt
constexpr double kNumberSize = 0.6875;   // 5.5 pt
constexpr double kNumberPadding = 0.25;  // 2 pt between a number and the face
constexpr double kInsetX = 0.125;        // 1 pt each side of a device
constexpr double kInsetY = 0.0625;       // 0.5 pt above and below
constexpr double kTextInset = 0.375;     // 3 pt inside a device
constexpr double kTwoLineHeight = 1.875; // a box two units tall: 16 pt less 1
constexpr double kLineMax = 1.375;       // 11 pt per line at most
constexpr double kNameSize = 0.9375;     // 7.5 pt
constexpr double kPartSize = 0.8125;     // 6.5 pt
constexpr double kSmallestText = 0.5625; // 4.5 pt
constexpr double kOneLineSize = 0.875;   // 7 pt
// Capitals take about 0.73 of the point size in this family: 0.78 of a 1U
// box leaves a little space above and below them.
constexpr double kOneLineShare = 0.78;
constexpr double kBehindMix = 0.45;

bool legible(const QPainter& p, const RackFaceLook& look, double size)
{
    return size * pixelsPerUnit(p) >= look.minTextPixels;
}

QColor mixed(const QColor& c, const QColor& toward, double share)
{
    const auto mix = [&](float a, float b) { return float((1 - share) * a + share * b); };
    return QColor::fromRgbF(mix(c.redF(), toward.redF()), mix(c.greenF(), toward.greenF()),
                            mix(c.blueF(), toward.blueF()));
}

void paintUnitNumbers(QPainter& p, const QRectF& frame, int heightU, double unit,
                      const RackFaceLook& look, const RenderStyle& style)
{
    const double size = kNumberSize * unit;
    if (!legible(p, look, size)) {
        return;
    }
    // Where every number would be barely legible, every other one is shown.
    const int step = legible(p, look, size * 1.6) ? 1 : 2;
    p.setPen(look.unitNumber);
    const double gutter = rackface::kGutterUnits * unit;
    for (int u = 1; u <= heightU; u += step) {
        const QRectF cell(frame.left() - gutter, frame.bottom() - u * unit,
                          gutter - kNumberPadding * unit, unit);
        drawScaledLabel(p, cell, QString::number(u), size, style, false, Qt::AlignRight);
    }
}

// The largest size up to `maxSize` whose capitals take at most 0.62 of `line`,
// and no less than the smallest text.
double fittedSize(const QPainter& p, const RenderStyle& style, double line, double maxSize,
                  double unit, bool bold)
{
    const double fitting = line * 0.62 / capHeightShare(p, style, bold);
    return std::min(maxSize, std::max(kSmallestText * unit, fitting));
}

void paintTwoLines(QPainter& p, const QRectF& box, const QRectF& inner, double unit,
                   const DeviceFace& device, const RackFaceLook& look, const RenderStyle& style)
{
    const double line = std::min(box.height() / 2, kLineMax * unit);
    const QRectF first(inner.left(), box.center().y() - line, inner.width(), line);
    drawScaledLabel(p, first, device.name, fittedSize(p, style, line, kNameSize * unit, unit, true),
                    style, true);
    if (!legible(p, look, kPartSize * unit)) {
        return;
    }
    drawScaledLabel(p, first.translated(0, line), device.partName,
                    fittedSize(p, style, line, kPartSize * unit, unit, false), style);
}

void paintLabels(QPainter& p, const QRectF& box, double unit, const DeviceFace& device,
                 const RackFaceLook& look, const RenderStyle& style)
{
    const QRectF inner = box.adjusted(kTextInset * unit, 0, -kTextInset * unit, 0);
    // A side-rail strip is too narrow for a name.
    if (inner.width() < 2 * unit || !legible(p, look, kOneLineSize * unit)) {
        return;
    }
    p.setPen(textColorOn(deviceFill(device, look)));
    if (box.height() >= kTwoLineHeight * unit - 1e-9 && !device.partName.isEmpty()) {
        paintTwoLines(p, box, inner, unit, device, look, style);
        return;
    }
    const double size = std::min(kOneLineSize * unit, box.height() * kOneLineShare);
    drawScaledLabel(p, inner, device.name, size, style, true);
}

} // namespace

RackFaceLook RackFaceLook::paper()
{
    return {Qt::white, lineColor(), inkColor(), mutedColor(), inkColor(), 0};
}

RackFaceLook RackFaceLook::screen(const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Base);
    RackFaceLook look = paper();
    if (base.lightnessF() < 0.5) {
        look = {base,
                palette.color(QPalette::Mid),
                palette.color(QPalette::Text),
                palette.color(QPalette::PlaceholderText),
                palette.color(QPalette::Shadow),
                0};
    }
    look.minTextPixels = 6.5;
    return look;
}

int drawnHeightU(const Design& design, const Rack& rack)
{
    const int known = frameOf(design, rack).heightU;
    return known > 0 ? known : kAssumedRackUnits;
}

DeviceFace deviceFace(const Design& design, const Device& device, RackFace face)
{
    const Part* part = design.part(device.partId);
    DeviceFace shown;
    shown.name = QString::fromStdString(device.name);
    shown.partName = part ? QString::fromStdString(part->name) : QString();
    shown.kind = part ? part->kind : PartKind::Server;
    shown.seenFromBehind = device.placement && device.placement->face != face;
    return shown;
}

QColor deviceFill(const DeviceFace& device, const RackFaceLook& look)
{
    const QColor base = ui::colorFor(device.kind);
    return device.seenFromBehind ? mixed(base, look.face, kBehindMix) : base;
}

QRectF deviceBox(const QRectF& units, double unit)
{
    return units.adjusted(kInsetX * unit, kInsetY * unit, -kInsetX * unit, -kInsetY * unit);
}

void paintRackFace(QPainter& p, const QRectF& frame, int heightU, const RackFaceLook& look,
                   const RenderStyle& style)
{
    const double unit = heightU > 0 ? frame.height() / heightU : 0;
    p.save();
    p.setPen(QPen(look.unitLine, kThinLine * unit));
    p.setBrush(look.face);
    p.drawRect(frame);
    for (int u = 1; u < heightU; ++u) {
        const double y = frame.bottom() - u * unit;
        p.drawLine(QPointF(frame.left(), y), QPointF(frame.right(), y));
    }
    paintUnitNumbers(p, frame, heightU, unit, look, style);
    p.restore();
}

void paintRackFrame(QPainter& p, const QRectF& frame, double unit, const RackFaceLook& look)
{
    p.save();
    p.setPen(QPen(look.frame, kFrameLine * unit, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    p.drawRect(frame);
    p.restore();
}

void paintDevice(QPainter& p, const QRectF& units, double unit, const DeviceFace& device,
                 const RackFaceLook& look, const RenderStyle& style)
{
    const QRectF box = deviceBox(units, unit);
    p.save();
    p.setPen(QPen(look.outline, kThinLine * unit));
    p.setBrush(deviceFill(device, look));
    p.drawRect(box);
    paintLabels(p, box, unit, device, look, style);
    p.restore();
}

} // namespace cs::render
