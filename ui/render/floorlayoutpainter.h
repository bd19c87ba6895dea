#pragma once

#include "model/design.h"
#include "renderstyle.h"

#include <QSizeF>

class QPainter;

namespace cs::render {

// The floor seen from above: each room's outline with its size, rows of racks
// at their slots with the rack names, floor-standing cooling units, rear-door
// coolers on their racks, a scale bar and a legend. Racks without a position
// are listed under the plan.
class FloorLayoutPainter
{
public:
    explicit FloorLayoutPainter(const Design& design, RenderStyle style = {});

    // Points per metre at the natural size.
    static constexpr double kNaturalPtPerM = 40.0;

    QSizeF naturalSize() const;
    // Draws the plan scaled to fit `rect`, keeping its proportions.
    void paint(QPainter& p, const QRectF& rect) const;

private:
    struct RoomFrame
    {
        const Room* room = nullptr;
        double xM = 0; // where the room sits on the sheet, rooms side by side
    };

    QRectF rackFootprintM(const Rack& rack, const Row& row) const;
    double roomOffsetM(RoomId room) const;
    void paintRooms(QPainter& p, double ptPerM) const;
    void paintRacks(QPainter& p, double ptPerM) const;
    void paintCooling(QPainter& p, double ptPerM) const;
    void paintLegend(QPainter& p, QPointF topLeft, double ptPerM) const;
    QSizeF planSizeM() const;

    const Design& mDesign;
    RenderStyle mStyle;
    std::vector<RoomFrame> mRooms;
};

} // namespace cs::render
