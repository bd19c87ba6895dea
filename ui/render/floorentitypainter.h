#pragma once

#include "renderstyle.h"

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

namespace cs::render {

// A rack and a floor cooling unit seen from above, drawn the same way by the
// floor view on screen and by the report's and the diagram files' floor plan.
// Lengths scale with `metre`, the painter's units per metre.

// How floor entities are drawn on one surface.
struct FloorEntityLook
{
    // A name that would come out fewer device pixels high than this is left
    // out (a view zoomed far out); 0 draws every name (paper, files).
    double minTextPixels = 0;
};

// A rack model that gives no depth is drawn this deep.
inline constexpr double kAssumedRackDepthM = 1.2;
// A rear-door cooler is drawn as a strip this deep behind its rack: too thin
// for a name, its colour says what it is.
inline constexpr double kRearDoorDepthM = 0.15;
// Where a rack's rear-door cooler is drawn: the strip behind its footprint.
QRectF rearDoorStrip(const QRectF& rackFootprint, double metre);

// A rack on the plan when nothing colours it by a figure: slate.
QColor floorRackColor();
// A cooling unit on the plan and in its key.
QColor floorCoolerColor();

// A rack's footprint in `fill`, outlined a shade darker, its name along the
// longer side at up to 0.19 m letters (fitted to the rack). Returns whether the
// name was drawn (false when it would be too small on this surface).
bool paintFloorRack(QPainter& p, const QRectF& footprint, double metre, const QString& name,
                    const QColor& fill, const FloorEntityLook& look, const RenderStyle& style);
// A cooling unit's footprint crossed from corner to corner, with `label` (its
// name or its type) along the longer side; an empty label draws none.
void paintFloorCooler(QPainter& p, const QRectF& footprint, double metre, const QString& label,
                      const FloorEntityLook& look, const RenderStyle& style);
// A name along a box's longer side (turned a quarter when the box is taller
// than wide), at most `maxSize` units high, fitted to the box.
void drawNameAlongBox(QPainter& p, const QRectF& box, const QString& name, double maxSize,
                      const RenderStyle& style, bool bold);

} // namespace cs::render
