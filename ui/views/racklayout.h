#pragma once

#include "model/design.h"
#include "render/rackfacepainter.h"

#include <QPointF>
#include <QRectF>

#include <optional>
#include <unordered_map>
#include <vector>

namespace cs::ui {

// Where a point of the rack view falls: a rack, its face and the unit (1-based;
// 0 when over the rack's header or below U1).
struct RackSlotHit
{
    RackId rack;
    RackFace face = RackFace::Front;
    int u = 0;
};

// Scene geometry of the rack view: one line of racks per floor row, in slot
// order (racks without a row in a last line); each rack shows its front and
// rear side by side, U numbers left of each face, side rails for 0U parts
// left of the front and right of the rear, a header with its figures.
class RackLayout
{
public:
    static constexpr double kUnit = 14.0;
    static constexpr double kFaceWidth = render::rackface::kFaceWidthUnits * kUnit;
    static constexpr double kGutter = render::rackface::kGutterUnits * kUnit; // U numbers
    static constexpr double kRail = 30.0; // 0U parts: front left, rear right
    static constexpr double kRackGap = 48.0;
    static constexpr double kHeader = 58.0;
    static constexpr double kFooter = 22.0;
    static constexpr double kLineGap = 70.0;
    static constexpr double kRackWidth = 2 * (kRail + kGutter + kFaceWidth);

    struct Line
    {
        QString title;
        double left = 0;
        double top = 0;
        double bottom = 0;
        std::vector<RackId> racks;
    };

    void build(const Design& design);
    bool contains(RackId rack) const { return mRacks.count(rack) != 0; }
    // The whole rack: header, both faces, footer.
    QRectF rackRect(RackId rack) const;
    // The units U1..top of one face.
    QRectF faceRect(RackId rack, RackFace face) const;
    // Units bottomU..bottomU+heightU-1 of one face.
    QRectF unitsRect(RackId rack, RackFace face, int bottomU, int heightU) const;
    int heightU(RackId rack) const;
    std::optional<RackSlotHit> hit(QPointF scenePos) const;
    const std::vector<Line>& lines() const { return mLines; }
    QRectF bounds() const { return mBounds; }
    // Every rack at the same place with the same height.
    bool sameGeometry(const RackLayout& other) const;

private:
    void placeLines(const Design& design, const std::vector<int>& tallest);

    struct Entry
    {
        QPointF origin; // top-left of the header
        int heightU = 42;
    };
    std::unordered_map<RackId, Entry> mRacks;
    std::vector<Line> mLines;
    QRectF mBounds;
};

} // namespace cs::ui
