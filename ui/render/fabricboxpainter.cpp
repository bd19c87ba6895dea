#include "fabricboxpainter.h"

#include "devicecolors.h"

#include <QPainter>

#include <algorithm>

namespace cs::render {

namespace {

// Shares of the box's height.
constexpr double kCorner = 0.1;
constexpr double kOutline = 0.02;
constexpr double kStackOffset = 0.07; // the second box of a folded tier's stack
constexpr double kLabelAlone = 0.32;  // a label without a second line
constexpr double kLabelOfTwo = 0.27;
constexpr double kDetail = 0.21;
constexpr double kSideMargin = 0.12;

} // namespace

bool paintFabricBox(QPainter& p, const QRectF& box, const FabricBoxFace& face,
                    const RenderStyle& style, double minTextPixels)
{
    const double h = box.height();
    const QColor fill = ui::colorFor(face.kind);
    p.save();
    p.setPen(outlinePen(p, fill.darker(150), kOutline * h));
    if (face.aggregate) {
        p.setBrush(fill.lighter(130));
        p.drawRoundedRect(box.translated(kStackOffset * h, -kStackOffset * h), kCorner * h,
                          kCorner * h);
    }
    p.setBrush(fill);
    p.drawRoundedRect(box, kCorner * h, kCorner * h);
    const bool legible = kDetail * h * pixelsPerUnit(p) >= minTextPixels;
    if (legible) {
        p.setPen(textColorOn(fill));
        const QRectF inner = box.adjusted(kSideMargin * h, 0, -kSideMargin * h, 0);
        if (face.detail.isEmpty()) {
            const double size =
                sizeToFit(p, style, face.label, kLabelAlone * h, inner.width(), true);
            drawScaledLabel(p, inner, face.label, size, style, true, Qt::AlignHCenter);
        } else {
            const QRectF top(inner.left(), box.top(), inner.width(), h / 2);
            const QRectF bottom(inner.left(), box.center().y(), inner.width(), h / 2);
            drawScaledLabel(p, top.translated(0, 0.06 * h), face.label, kLabelOfTwo * h, style,
                            true, Qt::AlignHCenter);
            drawScaledLabel(p, bottom.translated(0, -0.04 * h), face.detail, kDetail * h, style,
                            false, Qt::AlignHCenter);
        }
    }
    p.restore();
    return legible;
}

QLineF fabricLinkLine(const QRectF& lower, const QRectF& upper)
{
    return QLineF(QPointF(lower.center().x(), lower.top()),
                  QPointF(upper.center().x(), upper.bottom()));
}

} // namespace cs::render
