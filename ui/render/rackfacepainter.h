#pragma once

#include "model/design.h"
#include "model/part.h"
#include "renderstyle.h"

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;
class QPalette;

namespace cs::render {

// One face of a rack and the devices mounted on it, drawn the same way by the
// rack view on screen and by the report's and the diagram files' elevations.
// Every length is a multiple of one rack unit's height (`unit`, in the
// painter's coordinates), so a face is the same drawing at any unit size.
namespace rackface {
// The face as drawn is 13 units wide (a 19-inch face is 10.3 U of 44.45 mm;
// the extra width leaves room for device names).
inline constexpr double kFaceWidthUnits = 13.0;
// The U numbers stand in a gutter this wide left of the face.
inline constexpr double kGutterUnits = 1.625;
} // namespace rackface

// The colours a face is drawn in, and how small text may get before it is
// left out.
struct RackFaceLook
{
    QColor face;       // inside the frame
    QColor unitLine;   // between units
    QColor frame;      // the face's outline
    QColor unitNumber; // the U numbers
    QColor outline;    // around each device
    // Text that would come out fewer device pixels high than this is left
    // out (a view zoomed far out); 0 draws all text (paper, files).
    double minTextPixels = 0;

    // The report's: a white face framed in ink. The rack view uses it in the
    // light theme, so the screen shows what the report prints.
    static RackFaceLook paper();
    // The rack view's: paper in a light palette, the palette's own colours in
    // a dark one; text under 6.5 pixels is left out.
    static RackFaceLook screen(const QPalette& palette);
};

// What shows of a device on one face.
struct DeviceFace
{
    QString name;
    QString partName; // under the name when the device is two units or taller
    PartKind kind = PartKind::Server;
    // A full-depth device seen from the face it does not mount on.
    bool seenFromBehind = false;
};

// The units a rack is drawn with: its frame's height, or kAssumedRackUnits
// (model/mounting.h) when its model states none.
int drawnHeightU(const Design& design, const Rack& rack);

// A mounted device as seen from `face` of its rack.
DeviceFace deviceFace(const Design& design, const Device& device, RackFace face);

// The device's fill: its category's colour; seen from behind, mixed 45 %
// toward the face's colour (paler on paper, darker on a dark face).
QColor deviceFill(const DeviceFace& device, const RackFaceLook& look);
// The box a device takes inside the units it occupies (a little inset, so the
// lines between units show between devices).
QRectF deviceBox(const QRectF& units, double unit);

// The face's background, the lines between units and the U numbers in the
// gutter left of `frame`, which holds `heightU` units.
void paintRackFace(QPainter& p, const QRectF& frame, int heightU, const RackFaceLook& look,
                   const RenderStyle& style);
// The face's outline, drawn over what is mounted.
void paintRackFrame(QPainter& p, const QRectF& frame, double unit, const RackFaceLook& look);
// One device in the units it occupies: its box in its fill, its name (bold)
// and, from two units up, its part's name; elided to fit.
void paintDevice(QPainter& p, const QRectF& units, double unit, const DeviceFace& device,
                 const RackFaceLook& look, const RenderStyle& style);

} // namespace cs::render
