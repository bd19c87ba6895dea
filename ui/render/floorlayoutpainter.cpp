#include "floorlayoutpainter.h"

#include "floorentitypainter.h"
#include "floorscale.h"
#include "reporttr.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace cs::render {

namespace {

constexpr double kRoomGapM = 1.0;
constexpr double kMarginPt = 16.0; // room name above, dimension below
constexpr double kLegendPt = 28.0;

} // namespace

FloorLayoutPainter::FloorLayoutPainter(const Design& design, RenderStyle style)
    : mDesign(design), mStyle(std::move(style))
{
    double x = 0;
    for (const Room& room : mDesign.rooms()) {
        mRooms.push_back({&room, x});
        x += room.widthM + kRoomGapM;
    }
}

double FloorLayoutPainter::roomOffsetM(RoomId room) const
{
    for (const RoomFrame& f : mRooms) {
        if (f.room->id == room) {
            return f.xM;
        }
    }
    return 0;
}

QSizeF FloorLayoutPainter::planSizeM() const
{
    double width = 0;
    double depth = 0;
    for (const RoomFrame& f : mRooms) {
        width = f.xM + f.room->widthM;
        depth = std::max(depth, f.room->depthM);
    }
    return {std::max(width, 1.0), std::max(depth, 1.0)};
}

QSizeF FloorLayoutPainter::naturalSize() const
{
    const QSizeF m = planSizeM();
    return {m.width() * kNaturalPtPerM, m.height() * kNaturalPtPerM + 2 * kMarginPt + kLegendPt};
}

QRectF FloorLayoutPainter::rackFootprintM(const Rack& rack, const Row& row) const
{
    const Part* part = mDesign.part(rack.partId);
    const double depth = part && part->rack && part->rack->depthMm > 0 ? part->rack->depthMm / 1000
                                                                       : kAssumedRackDepthM;
    const double x = roomOffsetM(row.room) + row.xM + rack.position->slot * row.slotPitchM;
    return {x, row.yM, row.slotPitchM, depth};
}

void FloorLayoutPainter::paint(QPainter& p, const QRectF& rect) const
{
    const QSizeF m = planSizeM();
    const double ptPerM = std::min(rect.width() / m.width(),
                                   (rect.height() - 2 * kMarginPt - kLegendPt) / m.height());
    if (ptPerM <= 0) {
        return;
    }
    p.save();
    p.translate(rect.left() + (rect.width() - m.width() * ptPerM) / 2, rect.top() + kMarginPt);
    paintRooms(p, ptPerM);
    paintCooling(p, ptPerM);
    paintRacks(p, ptPerM);
    paintLegend(p, QPointF(0, m.height() * ptPerM + kMarginPt), ptPerM);
    p.restore();
}

void FloorLayoutPainter::paintRooms(QPainter& p, double s) const
{
    for (const RoomFrame& f : mRooms) {
        const QRectF r(f.xM * s, 0, f.room->widthM * s, f.room->depthM * s);
        p.setPen(QPen(inkColor(), 1.2));
        p.setBrush(QColor(0xf6, 0xf6, 0xf4));
        p.drawRect(r);
        p.setFont(mStyle.bold());
        p.setPen(inkColor());
        drawCentredLabel(p, QRectF(r.left(), -kMarginPt, r.width(), kMarginPt),
                         QString::fromStdString(f.room->name));
        p.setFont(mStyle.small());
        p.setPen(mutedColor());
        drawCentredLabel(p, QRectF(r.left(), r.bottom(), r.width(), kMarginPt),
                         roomSizeText(*f.room), Qt::AlignRight);
    }
    // Row names at the start of each row.
    p.setFont(mStyle.small());
    for (const Row& row : mDesign.rows()) {
        const double x = (roomOffsetM(row.room) + row.xM) * s;
        const Room* room = nullptr;
        for (const RoomFrame& f : mRooms) {
            room = f.room->id == row.room ? f.room : room;
        }
        const double widthM = room ? room->widthM - row.xM : row.slotCount * row.slotPitchM;
        const QRectF label(x, row.yM * s - 11, std::max(widthM, 1.0) * s, 10);
        drawCentredLabel(p, label, QString::fromStdString(row.name));
    }
}

void FloorLayoutPainter::paintRacks(QPainter& p, double s) const
{
    for (const Rack& rack : mDesign.racks()) {
        const Row* row = rack.position ? mDesign.row(rack.position->row) : nullptr;
        if (!row) {
            continue;
        }
        const QRectF m = rackFootprintM(rack, *row);
        paintFloorRack(p, QRectF(m.x() * s, m.y() * s, m.width() * s, m.height() * s), s,
                       QString::fromStdString(rack.name), floorRackColor(), {}, mStyle);
    }
}

void FloorLayoutPainter::paintCooling(QPainter& p, double s) const
{
    for (const CoolingUnit& unit : mDesign.coolingUnits()) {
        QRectF m;
        if (unit.attachedRack) {
            const Rack* rack = mDesign.rack(*unit.attachedRack);
            const Row* row = rack && rack->position ? mDesign.row(rack->position->row) : nullptr;
            if (!row) {
                continue;
            }
            m = rearDoorStrip(rackFootprintM(*rack, *row), 1.0);
        } else if (unit.position) {
            const Row* row = mDesign.row(unit.position->row);
            if (!row) {
                continue;
            }
            const Part* part = mDesign.part(unit.partId);
            const double depth = part && part->depthMm ? *part->depthMm / 1000 : 1.0;
            const double width = part && part->widthMm ? *part->widthMm / 1000 : row->slotPitchM;
            m = QRectF(roomOffsetM(row->room) + row->xM + unit.position->slot * row->slotPitchM,
                       row->yM, std::min(width, row->slotPitchM), depth);
        } else {
            continue;
        }
        paintFloorCooler(p, QRectF(m.x() * s, m.y() * s, m.width() * s, m.height() * s), s,
                         unit.attachedRack ? QString() : QString::fromStdString(unit.name), {},
                         mStyle);
    }
}

void FloorLayoutPainter::paintLegend(QPainter& p, QPointF topLeft, double ptPerM) const
{
    p.setFont(mStyle.small());
    const double y = topLeft.y() + 6;
    // Scale bar: a 1-2-5 length up to a fifth of the plan.
    const double planPt = planSizeM().width() * ptPerM;
    const double metres = scaleBarMetres(ptPerM, planPt / 5);
    const double barWidth = drawScaleBar(p, QPointF(0, y + 5), metres, ptPerM, 6, inkColor());
    p.setPen(inkColor());
    const struct
    {
        QColor color;
        QString label;
    } keys[] = {
        {floorRackColor(), Report::tr("rack")},
        {floorCoolerColor(), Report::tr("cooling unit (a strip behind a rack: rear-door cooler)")}};
    double x = barWidth + 16;
    for (const auto& k : keys) {
        p.setPen(QPen(inkColor(), 0.4));
        p.setBrush(k.color);
        p.drawRect(QRectF(x, y + 1, 9, 8));
        p.setPen(inkColor());
        const double w = QFontMetricsF(p.font(), p.device()).horizontalAdvance(k.label) + 4;
        drawCentredLabel(p, QRectF(x + 12, y, w, 10), k.label);
        x += 12 + w + 14;
    }
    QStringList unplaced;
    for (const Rack& rack : mDesign.racks()) {
        if (!rack.position) {
            unplaced << QString::fromStdString(rack.name);
        }
    }
    if (!unplaced.isEmpty()) {
        p.setPen(mutedColor());
        drawCentredLabel(
            p, QRectF(0, y + 13, planSizeM().width() * ptPerM, 10),
            Report::tr("Not on the floor plan: %1").arg(unplaced.join(QStringLiteral(", "))));
    }
}

} // namespace cs::render
