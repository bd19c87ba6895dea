#include "renderstyle.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace cs::render {

QFont RenderStyle::font(double pointSize, bool bold) const
{
    QFont f;
    f.setFamilies({fontFamily, cjkFontFamily});
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    // Unhinted outlines keep text widths proportional at every zoom, so what
    // fits on screen fits in the PDF.
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

QString RenderStyle::defaultFontFamily()
{
    return QStringLiteral("DejaVu Sans");
}

QString RenderStyle::defaultCjkFontFamily()
{
    return QStringLiteral("Noto Sans CJK SC");
}

QColor inkColor()
{
    return QColor(0x20, 0x20, 0x20);
}
QColor mutedColor()
{
    return QColor(0x60, 0x60, 0x60);
}
QColor lineColor()
{
    return QColor(0x9a, 0x9a, 0x9a);
}

QColor textColorOn(const QColor& fill)
{
    // Relative luminance, Rec. 709 weights.
    const double y = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF();
    return y > 0.55 ? QColor(Qt::black) : QColor(Qt::white);
}

void drawElidedText(QPainter& p, const QRectF& rect, const QString& text, int flags)
{
    const QFontMetricsF fm(p.font(), p.device());
    const QString shown = fm.elidedText(text, Qt::ElideRight, rect.width());
    p.drawText(rect, flags | Qt::TextSingleLine, shown);
}

void drawCentredLabel(QPainter& p, const QRectF& rect, const QString& text,
                      Qt::Alignment horizontal)
{
    const QFontMetricsF fm(p.font(), p.device());
    const QString shown = fm.elidedText(text, Qt::ElideRight, rect.width());
    const double width = fm.horizontalAdvance(shown);
    double x = rect.left();
    if (horizontal & Qt::AlignRight) {
        x = rect.right() - width;
    } else if (horizontal & Qt::AlignHCenter) {
        x = rect.center().x() - width / 2;
    }
    p.drawText(QPointF(x, rect.center().y() + fm.capHeight() / 2), shown);
}

namespace {

// The size drawScaledLabel lays text out at before scaling it.
constexpr double kReferenceSize = 20.0;

// The point size that draws text `size` of the painter's units high on its
// device: one point is one unit on a device of 72 dots per inch (files,
// paper), 0.75 of one on a 96 dpi screen.
double pointsForUnits(const QPainter& p, double size)
{
    const int dpi = p.device() ? p.device()->logicalDpiY() : int(kPointsPerInch);
    return size * kPointsPerInch / dpi;
}

} // namespace

void drawScaledLabel(QPainter& p, const QRectF& rect, const QString& text, double size,
                     const RenderStyle& style, bool bold, Qt::Alignment horizontal)
{
    if (size <= 0) {
        return;
    }
    const double k = size / kReferenceSize;
    p.save();
    p.setFont(style.font(pointsForUnits(p, kReferenceSize), bold));
    p.translate(rect.topLeft());
    p.scale(k, k);
    drawCentredLabel(p, QRectF(0, 0, rect.width() / k, rect.height() / k), text, horizontal);
    p.restore();
}

double capHeightShare(const QPainter& p, const RenderStyle& style, bool bold)
{
    const QFont font = style.font(pointsForUnits(p, kReferenceSize), bold);
    return QFontMetricsF(font, p.device()).capHeight() / kReferenceSize;
}

double advanceShare(const QPainter& p, const RenderStyle& style, const QString& text, bool bold)
{
    const QFont font = style.font(pointsForUnits(p, kReferenceSize), bold);
    return QFontMetricsF(font, p.device()).horizontalAdvance(text) / kReferenceSize;
}

QPen outlinePen(const QPainter& p, const QColor& color, double width)
{
    return QPen(color, width * pixelsPerUnit(p) < 1 ? 0.0 : width); // 0: one pixel, cosmetic
}

const RenderStyle& defaultStyle()
{
    static const RenderStyle style;
    return style;
}

double pixelsPerUnit(const QPainter& p)
{
    return std::sqrt(std::abs(p.worldTransform().determinant()));
}

double sizeToFit(const QPainter& p, const RenderStyle& style, const QString& text, double size,
                 double width, bool bold)
{
    const double advance = advanceShare(p, style, text, bold);
    return advance > 0 ? std::min(size, width / advance) : size;
}

} // namespace cs::render
