#include "floorgeometry.h"

#include "floorentitypainter.h"

#include <algorithm>
#include <cmath>

namespace cs::ui {

namespace {

constexpr double k = FloorGeometry::kUnitsPerM;

} // namespace

double FloorGeometry::rackDepthM(const Rack& rack) const
{
    const Part* part = mDesign.part(rack.partId);
    if (part && part->rack && part->rack->depthMm > 0) {
        return part->rack->depthMm / 1000.0;
    }
    return render::kAssumedRackDepthM;
}

double FloorGeometry::rowDepthM(const Row& row) const
{
    double depth = 0;
    for (const Rack& r : mDesign.racks()) {
        if (r.position && r.position->row == row.id) {
            depth = std::max(depth, rackDepthM(r));
        }
    }
    return depth > 0 ? depth : render::kAssumedRackDepthM;
}

QRectF FloorGeometry::slotRect(const Row& row, int slot) const
{
    return QRectF((row.xM + slot * row.slotPitchM) * k, row.yM * k, row.slotPitchM * k,
                  rowDepthM(row) * k);
}

QRectF FloorGeometry::rowRect(const Row& row) const
{
    return QRectF(row.xM * k, row.yM * k, std::max(1, row.slotCount) * row.slotPitchM * k,
                  rowDepthM(row) * k);
}

QRectF FloorGeometry::rackRect(const Rack& rack) const
{
    const Row* row = rack.position ? mDesign.row(rack.position->row) : nullptr;
    if (!row) {
        return {};
    }
    const QRectF slot = slotRect(*row, rack.position->slot);
    return QRectF(slot.x(), slot.y(), slot.width(), rackDepthM(rack) * k);
}

QRectF FloorGeometry::coolerRect(const CoolingUnit& unit) const
{
    if (unit.attachedRack) {
        const Rack* rack = mDesign.rack(*unit.attachedRack);
        const QRectF footprint = rack ? rackRect(*rack) : QRectF();
        return footprint.isNull() ? QRectF() : render::rearDoorStrip(footprint, k);
    }
    const Row* row = unit.position ? mDesign.row(unit.position->row) : nullptr;
    return row ? slotRect(*row, unit.position->slot) : QRectF();
}

std::optional<RackPosition> FloorGeometry::slotAt(QPointF p) const
{
    for (const Row& row : mDesign.rows()) {
        const QRectF r = rowRect(row);
        if (!r.contains(p)) {
            continue;
        }
        const int slot = static_cast<int>(std::floor((p.x() - r.x()) / (row.slotPitchM * k)));
        if (slot >= 0 && (row.slotCount <= 0 || slot < row.slotCount)) {
            return RackPosition{row.id, slot};
        }
    }
    return std::nullopt;
}

QRectF FloorGeometry::floorRect() const
{
    QRectF all;
    for (const Row& row : mDesign.rows()) {
        all = all.united(rowRect(row));
    }
    // Rows place themselves in their room; with one room its walls frame them.
    if (mDesign.rooms().size() == 1) {
        const Room& room = mDesign.rooms().front();
        if (room.widthM > 0 && room.depthM > 0) {
            all = all.united(QRectF(0, 0, room.widthM * k, room.depthM * k));
        }
    }
    const double margin = 1.0 * k;
    return all.adjusted(-margin, -margin, margin, margin);
}

} // namespace cs::ui
