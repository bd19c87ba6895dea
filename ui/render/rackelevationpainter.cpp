#include "rackelevationpainter.h"

#include "labels.h"
#include "rackfacepainter.h"
#include "reporttr.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace cs::render {

namespace {

constexpr double kGutterPt = rackface::kGutterUnits * RackElevationPainter::kUnitPt;
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

int RackElevationPainter::tallestU() const
{
    int tallest = 0;
    for (RackId id : mRacks) {
        if (const Rack* r = mDesign.rack(id)) {
            tallest = std::max(tallest, drawnHeightU(mDesign, *r));
        }
    }
    return tallest;
}

QSizeF RackElevationPainter::naturalSize() const
{
    const auto n = static_cast<double>(mRacks.size());
    const double width = n > 0 ? n * columnWidth() + (n - 1) * kColumnGapPt : 0;
    return {width, headerHeight() + tallestU() * kUnitPt + kFooterPt};
}

QRectF RackElevationPainter::faceFrame(RackId rack, RackFace face) const
{
    const auto it = std::find(mRacks.begin(), mRacks.end(), rack);
    const Rack* r = mDesign.rack(rack);
    if (it == mRacks.end() || !r) {
        return {};
    }
    const double left = double(it - mRacks.begin()) * (columnWidth() + kColumnGapPt) + kGutterPt +
                        (face == RackFace::Rear ? kGutterPt + kFaceWidthPt + kFaceGapPt : 0);
    const int heightU = drawnHeightU(mDesign, *r);
    // Shorter racks stand on the same floor line as the tallest.
    const double top = headerHeight() + (tallestU() - heightU) * kUnitPt;
    return {left, top, kFaceWidthPt, heightU * kUnitPt};
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
    const double floorLine = headerHeight() + tallestU() * kUnitPt;
    double x = 0;
    for (RackId id : mRacks) {
        if (const Rack* rack = mDesign.rack(id)) {
            paintRack(p, *rack, QPointF(x, 0), floorLine);
        }
        x += columnWidth() + kColumnGapPt;
    }
    p.restore();
}

void RackElevationPainter::paintRack(QPainter& p, const Rack& rack, QPointF topLeft,
                                     double floorLine) const
{
    paintTitle(p, rack, topLeft);
    const int heightU = drawnHeightU(mDesign, rack);
    for (RackFace face : {RackFace::Front, RackFace::Rear}) {
        const QRectF frame = faceFrame(rack.id, face);
        p.setFont(mStyle.font(mStyle.textPt * 0.9, true));
        p.setPen(mutedColor());
        const QRectF label(frame.left(), frame.top() - kLinePt, kFaceWidthPt, kLinePt);
        drawCentredLabel(p, label,
                         face == RackFace::Front ? Report::tr("Front") : Report::tr("Rear"),
                         Qt::AlignHCenter);
        paintFace(p, rack, face, frame, heightU);
    }
    paintZeroU(p, rack, QPointF(topLeft.x() + kGutterPt, floorLine));
}

void RackElevationPainter::paintTitle(QPainter& p, const Rack& rack, QPointF topLeft) const
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
}

void RackElevationPainter::paintFace(QPainter& p, const Rack& rack, RackFace face,
                                     const QRectF& frame, int heightU) const
{
    const RackFaceLook look = RackFaceLook::paper();
    paintRackFace(p, frame, heightU, look, mStyle);
    for (DeviceId id : mDesign.devicesInRack(rack.id)) {
        const Device& d = *mDesign.device(id);
        const int h = mDesign.heightU(d);
        if (!d.placement || h == 0 || d.placement->bottomU < 1 ||
            (d.placement->halfDepth && d.placement->face != face)) {
            continue;
        }
        const double top = frame.bottom() - (d.placement->bottomU + h - 1) * kUnitPt;
        paintDevice(p, QRectF(frame.left(), top, frame.width(), h * kUnitPt), kUnitPt,
                    deviceFace(mDesign, d, face), look, mStyle);
    }
    paintRackFrame(p, frame, kUnitPt, look);
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
