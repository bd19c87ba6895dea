#pragma once

#include "model/design.h"

#include <QString>

class QPainter;
class QWidget;

namespace cs::ui {

// What an empty view says to do next, or nothing when it has something to
// show. One sentence per view, so that a first-time user is never left with
// a blank canvas.
QString rackViewHint(const Design& design);
QString floorViewHint(const Design& design);
// For the fabric the view shows (nullptr: the design has none) and whether
// any link is drawn in it, which the view's layout already knows.
QString fabricViewHint(const Fabric* shown, bool cabled);

// Draws `hint` centred in the viewport, in the palette's placeholder colour;
// nothing for an empty hint. Called from a view's drawForeground with the
// painter already in viewport coordinates.
void drawEmptyHint(QPainter& painter, const QWidget& viewport, const QString& hint);

} // namespace cs::ui
