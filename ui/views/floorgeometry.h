#pragma once

#include "model/design.h"

#include <QPointF>
#include <QRectF>

#include <optional>

namespace cs::ui {

// Where things stand on the floor, in scene units of one centimetre: a rack
// in slot n of a row covers x = xM + n * slotPitchM along the row and the
// rack's depth from the row's y.
class FloorGeometry
{
public:
    static constexpr double kUnitsPerM = 100.0;

    explicit FloorGeometry(const Design& design) : mDesign(design) {}

    QRectF slotRect(const Row& row, int slot) const;
    QRectF rowRect(const Row& row) const;
    // The rack's footprint; empty when it has no place on the floor.
    QRectF rackRect(const Rack& rack) const;
    // A floor unit's slot, or the strip behind the rack a rear-door cooler hangs on.
    QRectF coolerRect(const CoolingUnit& unit) const;
    // The row slot under a scene point, when the point lies on a row.
    std::optional<RackPosition> slotAt(QPointF scenePos) const;
    // The rows' and racks' extent with a margin around it.
    QRectF floorRect() const;
    // The depth of the deepest rack model standing in the row, in metres.
    double rowDepthM(const Row& row) const;

private:
    double rackDepthM(const Rack& rack) const;

    const Design& mDesign;
};

} // namespace cs::ui
