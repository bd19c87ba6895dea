#pragma once

#include "model/part.h"
#include "renderstyle.h"

#include <QLineF>
#include <QRectF>
#include <QString>

class QPainter;

namespace cs::render {

// One box of a fabric's topology drawing, drawn the same way by the fabric
// view on screen and by the report's and the diagram files' topology: a
// rounded box in its devices' category colour, its label and, when it has
// one, a second line (the model, or the models of a folded tier). Text sizes
// are shares of the box's height, so a box is the same drawing at any size.
struct FabricBoxFace
{
    QString label;
    QString detail; // empty: the label alone, larger
    PartKind kind = PartKind::Switch;
    bool aggregate = false; // a tier folded into one box: drawn as a stack
};

// Text that would come out fewer device pixels high than `minTextPixels` is
// left out (a view zoomed far out); 0 draws all text. Returns whether the
// label was drawn.
bool paintFabricBox(QPainter& p, const QRectF& box, const FabricBoxFace& face,
                    const RenderStyle& style, double minTextPixels = 0);

// The line that joins a box to one in the tier above: from the middle of its
// top edge to the middle of the upper box's bottom edge (the view and the
// report alike).
QLineF fabricLinkLine(const QRectF& lower, const QRectF& upper);

} // namespace cs::render
