#pragma once

#include "model/design.h"

#include <QColor>
#include <QPointF>
#include <QString>

class QPainter;

namespace cs::render {

// The pieces of a floor plan's legend that the PDF floor page and the
// editor's floor view share, so that both measure and name a floor alike.

// A room's size as the plan writes it: "12.0 m × 8.0 m".
QString roomSizeText(const Room& room);

// The length of a scale bar: the largest of … 0.1, 0.2, 0.5, 1, 2, 5, 10 …
// metres whose bar is at most `maxLength` long at `perMetre` units per metre,
// so a view zoomed in on one rack still gets a bar that fits.
double scaleBarMetres(double perMetre, double maxLength);

// Draws a scale bar of `metres` with its left end at `origin` (the bar's
// height centre), end ticks `tick` long and "N m" after it, in `ink` and the
// painter's font. Returns the width taken, label included.
double drawScaleBar(QPainter& p, QPointF origin, double metres, double perMetre, double tick,
                    const QColor& ink);

} // namespace cs::render
