#include "rackelevationpainter.h"

#include "devicecolors.h"
#include "labels.h"
#include "reporttr.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace cs::render {

namespace {

constexpr double kGutterPt = 13.0; // U numbers left of each face
constexpr double kFaceGapPt = 4.0; // between the front and rear of one rack
constexpr double kColumnGapPt = 16.0;
constexpr double kTitlePt = 13.0;
constexpr double kLinePt = 10.0;
constexpr double kTitleLines = 3;  // power, heat, note
constexpr double kFooterPt = 14.0; // the 0U line

template <typename T> const T* byId(const std::vector<T>& items, RackId id)
{
    const auto it =
        std::find_if(items.begin(), items.end(), [&](const T& r) { return r.id == id; });
    return it == items.end() ? nullptr : &*it;
}

QString kw(double v)
{
    return QString::number(v, 'f', 1);
}

QColor paler(const QColor& c)
{
    return QColor::fromRgbF(0.55f * c.redF() + 0.45f, 0.55f * c.greenF() + 0.45f,
                            0.55f * c.blueF() + 0.45f);
}

} // namespace

RackElevationPainter::RackElevationPainter(const Design& design,
                                           const analysis::AnalysisReport& report,
                                           std::vector<RackId> racks, RenderStyle style)
    : mDesign(design), mReport(report), mRacks(std::move(racks)), mStyle(std::move(style))
{
}

void RackElevationPainter::setNote(RackId rack, const QString& note)
{
    mNotes[rack] = note;
}

double RackElevationPainter::columnWidth()
{
    return 2 * (kGutterPt + kFaceWidthPt) + kFaceGapPt;
}

double RackElevationPainter::columnGap()
{
    return kColumnGapPt;
}

double RackElevationPainter::headerHeight() const
{
    return kTitlePt + kTitleLines * kLinePt + kLinePt; // + the Front/Rear labels
}

int RackElevationPainter::heightUOf(const Rack& rack) const
{
    const Part* p = mDesign.part(rack.partId);
    return p && p->rack && p->rack->heightU > 0 ? p->rack->heightU : 42;
}

QSizeF RackElevationPainter::naturalSize() const
{
    int tallest = 0;
    for (RackId id : mRacks) {
        if (const Rack* r = mDesign.rack(id)) {
            tallest = std::max(tallest, heightUOf(*r));
        }
    }
    const auto n = static_cast<double>(mRacks.size());
    const double width = n > 0 ? n * columnWidth() + (n - 1) * kColumnGapPt : 0;
    return {width, headerHeight() + tallest * kUnitPt + kFooterPt};
}

void RackElevationPainter::paint(QPainter& p, const QRectF& rect) const
{
    const QSizeF natural = naturalSize();
    if (natural.isEmpty()) {
        return;
    }
    const double scale =
        std::min({rect.width() / natural.width(), rect.height() / natural.height(), 1.5});
    p.save();
    p.translate(rect.topLeft());
    p.scale(scale, scale);
    int tallest = 0;
    for (RackId id : mRacks) {
        tallest = std::max(tallest, mDesign.rack(id) ? heightUOf(*mDesign.rack(id)) : 0);
    }
    double x = 0;
    for (RackId id : mRacks) {
        if (const Rack* rack = mDesign.rack(id)) {
            paintRack(p, *rack, QPointF(x, 0), tallest);
        }
        x += columnWidth() + kColumnGapPt;
    }
    p.restore();
}

void RackElevationPainter::paintRack(QPainter& p, const Rack& rack, QPointF topLeft,
                                     int tallestU) const
{
    const double top = topLeft.y() + paintTitle(p, rack, topLeft);
    const int heightU = heightUOf(rack);
    // Shorter racks stand on the same floor line as the tallest.
    const double frameTop = top + kLinePt + (tallestU - heightU) * kUnitPt;
    const double faceLeft[2] = {topLeft.x() + kGutterPt,
                                topLeft.x() + 2 * kGutterPt + kFaceWidthPt + kFaceGapPt};
    const RackFace faces[2] = {RackFace::Front, RackFace::Rear};
    for (int i = 0; i < 2; ++i) {
        p.setFont(mStyle.font(mStyle.textPt * 0.9, true));
        p.setPen(mutedColor());
        const QRectF label(faceLeft[i], frameTop - kLinePt, kFaceWidthPt, kLinePt);
        drawCentredLabel(p, label, i == 0 ? Report::tr("Front") : Report::tr("Rear"),
                         Qt::AlignHCenter);
        paintFace(p, rack, faces[i], QRectF(faceLeft[i], frameTop, kFaceWidthPt, heightU * kUnitPt),
                  heightU);
    }
    paintZeroU(p, rack, QPointF(topLeft.x() + kGutterPt, top + kLinePt + tallestU * kUnitPt));
}

double RackElevationPainter::paintTitle(QPainter& p, const Rack& rack, QPointF topLeft) const
{
    const double width = columnWidth();
    p.setPen(inkColor());
    p.setFont(mStyle.font(mStyle.textPt * 1.15, true));
    drawCentredLabel(p, QRectF(topLeft.x(), topLeft.y(), width, kTitlePt),
                     QString::fromStdString(rack.name));
    const analysis::RackPower* power = byId(mReport.power.racks, rack.id);
    const analysis::RackCooling* cooling = byId(mReport.cooling.racks, rack.id);
    QStringList lines;
    if (power) {
        const bool twoN = rack.feeds == FeedRedundancy::Redundant2N;
        const double share = power->usableBudgetKw > 0 ? power->maxKw / power->usableBudgetKw : 0;
        lines << (twoN ? Report::tr("Power %1 of %2 kW usable (2N, %3 kW provisioned) · %4%")
                             .arg(kw(power->maxKw), kw(power->usableBudgetKw), kw(power->budgetKw))
                             .arg(share * 100, 0, 'f', 0)
                       : Report::tr("Power %1 of %2 kW usable (single feed) · %3%")
                             .arg(kw(power->maxKw), kw(power->usableBudgetKw))
                             .arg(share * 100, 0, 'f', 0));
    } else {
        lines << QString();
    }
    lines << (cooling ? Report::tr("Heat %1 kW · cooling limit %2 kW (%3)")
                            .arg(kw(cooling->heatKw), kw(cooling->limitKw),
                                 coolingMethodLabel(cooling->method))
                      : QString());
    const auto note = mNotes.find(rack.id);
    lines << (note == mNotes.end() ? QString() : note->second);
    double y = topLeft.y() + kTitlePt;
    p.setFont(mStyle.font(mStyle.textPt * 0.9));
    for (const QString& line : lines) {
        drawCentredLabel(p, QRectF(topLeft.x(), y, width, kLinePt), line);
        y += kLinePt;
    }
    return y - topLeft.y();
}

void RackElevationPainter::paintFace(QPainter& p, const Rack& rack, RackFace face,
                                     const QRectF& frame, int heightU) const
{
    p.setPen(QPen(lineColor(), 0.4));
    p.setBrush(Qt::white);
    p.drawRect(frame);
    for (int u = 1; u < heightU; ++u) {
        const double y = frame.bottom() - u * kUnitPt;
        p.drawLine(QPointF(frame.left(), y), QPointF(frame.right(), y));
    }
    p.setFont(mStyle.font(5.5));
    p.setPen(mutedColor());
    for (int u = 1; u <= heightU; ++u) {
        const QRectF cell(frame.left() - kGutterPt, frame.bottom() - u * kUnitPt, kGutterPt - 2,
                          kUnitPt);
        drawCentredLabel(p, cell, QString::number(u), Qt::AlignRight);
    }
    for (DeviceId id : mDesign.devicesInRack(rack.id)) {
        const Device& d = *mDesign.device(id);
        const int h = mDesign.heightU(d);
        if (!d.placement || h == 0 || d.placement->bottomU < 1 ||
            (d.placement->halfDepth && d.placement->face != face)) {
            continue;
        }
        const double top = frame.bottom() - (d.placement->bottomU + h - 1) * kUnitPt;
        paintDevice(p, d, face,
                    QRectF(frame.left() + 1, top + 0.5, frame.width() - 2, h * kUnitPt - 1));
    }
    p.setPen(QPen(inkColor(), 1.0));
    p.setBrush(Qt::NoBrush);
    p.drawRect(frame);
}

void RackElevationPainter::paintDevice(QPainter& p, const Device& device, RackFace face,
                                       const QRectF& box) const
{
    const Part* part = mDesign.part(device.partId);
    const QColor base = ui::colorFor(part ? part->kind : PartKind::Server);
    const bool seenFromBehind = device.placement->face != face;
    const QColor fill = seenFromBehind ? paler(base) : base;
    p.setPen(QPen(inkColor(), 0.4));
    p.setBrush(fill);
    p.drawRect(box);
    p.setPen(textColorOn(fill));
    const QRectF inner = box.adjusted(3, 0, -3, 0);
    const QString name = QString::fromStdString(device.name);
    if (box.height() >= 2 * kUnitPt - 1 && part) {
        const double line = std::min(box.height() / 2, 11.0);
        const QRectF first(inner.left(), box.center().y() - line, inner.width(), line);
        p.setFont(mStyle.font(std::min(7.5, fittingPointSize(p, mStyle, line, 7.5, 4.5)), true));
        drawCentredLabel(p, first, name);
        p.setFont(mStyle.font(std::min(6.5, fittingPointSize(p, mStyle, line, 6.5, 4.5))));
        drawCentredLabel(p, first.translated(0, line), QString::fromStdString(part->name));
        return;
    }
    // Capitals take about 0.73 of the point size in this family: 0.78 of a
    // 1U box (6.2 pt) leaves a point of space above and below them.
    p.setFont(mStyle.font(std::min(7.0, box.height() * 0.78), true));
    drawCentredLabel(p, inner, name);
}

void RackElevationPainter::paintZeroU(QPainter& p, const Rack& rack, QPointF topLeft) const
{
    QStringList names;
    for (DeviceId id : mDesign.devicesInRack(rack.id)) {
        const Device& d = *mDesign.device(id);
        if (d.placement && (mDesign.heightU(d) == 0 || d.placement->bottomU == 0)) {
            names << QString::fromStdString(d.name);
        }
    }
    if (names.isEmpty()) {
        return;
    }
    p.setPen(mutedColor());
    p.setFont(mStyle.font(mStyle.textPt * 0.85));
    const QRectF line(topLeft.x(), topLeft.y() + 2, columnWidth() - kGutterPt, kFooterPt - 2);
    drawCentredLabel(p, line,
                     Report::tr("0U on the side rails: %1").arg(names.join(QStringLiteral(", "))));
}

} // namespace cs::render
