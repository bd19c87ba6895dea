#pragma once

#include <QColor>
#include <QFont>
#include <QLocale>
#include <QPen>
#include <QRectF>
#include <QString>

class QPainter;

namespace cs::render {

// Fonts and sizes the painters share. Sizes are in points on a device of 72
// dots per inch: every painter works in points, and a caller that wants more
// pixels scales the painter rather than the fonts.
struct RenderStyle
{
    // Latin text in a TrueType family, Chinese from Noto Sans CJK SC, both
    // named so that a PDF embeds exactly these. (Latin set in the CJK family
    // itself loses its digits when the PDF's text is extracted or searched.)
    QString fontFamily = defaultFontFamily();
    QString cjkFontFamily = defaultCjkFontFamily();
    double textPt = 7.5;
    // How numbers and amounts on charts are written: a Chinese locale counts
    // money in 万 and 亿.
    QLocale locale{QLocale::English, QLocale::UnitedStates};

    QFont font(double pointSize, bool bold = false) const;
    QFont text() const { return font(textPt); }
    QFont small() const { return font(textPt * 0.85); }
    QFont bold() const { return font(textPt, true); }
    QFont title() const { return font(textPt * 1.25, true); }

    static QString defaultFontFamily();
    static QString defaultCjkFontFamily();
};

inline constexpr double kPointsPerInch = 72.0;

QColor inkColor();
QColor mutedColor();
QColor lineColor();
// Black or white, whichever reads better on the fill.
QColor textColorOn(const QColor& fill);

// Draws text inside the rectangle on one line, elided with "…" when it does
// not fit; never outside the rectangle.
void drawElidedText(QPainter& p, const QRectF& rect, const QString& text,
                    int flags = Qt::AlignLeft | Qt::AlignVCenter);
// Draws one line of text vertically centred on its capital letters rather than
// on the font's line box (which CJK fonts make tall), so a label fits a row
// only a little taller than its letters. Elided like drawElidedText().
void drawCentredLabel(QPainter& p, const QRectF& rect, const QString& text,
                      Qt::Alignment horizontal = Qt::AlignLeft);
// Draws one line like drawCentredLabel, its letters `size` of the painter's
// units (the font's em), from a reference font scaled to that size: the text
// comes out the same on every device and at every scale, where a font sized
// directly is rounded to whole device pixels first.
void drawScaledLabel(QPainter& p, const QRectF& rect, const QString& text, double size,
                     const RenderStyle& style, bool bold = false,
                     Qt::Alignment horizontal = Qt::AlignLeft);
// The style's capital height as a share of its font size.
double capHeightShare(const QPainter& p, const RenderStyle& style, bool bold = false);
// How wide `text` runs as a share of its font size.
double advanceShare(const QPainter& p, const RenderStyle& style, const QString& text,
                    bool bold = false);
// A pen `width` of the painter's units wide, or one device pixel wide where
// that would come out thinner (a drawing zoomed far out keeps its outlines).
QPen outlinePen(const QPainter& p, const QColor& color, double width);
// One RenderStyle for drawings that use the defaults (the views' items).
const RenderStyle& defaultStyle();
// How many device pixels one of the painter's units comes out.
double pixelsPerUnit(const QPainter& p);
// The letter size (a font's em, in the painter's units) at most `size` at
// which `text` fits `width`.
double sizeToFit(const QPainter& p, const RenderStyle& style, const QString& text, double size,
                 double width, bool bold = false);

} // namespace cs::render
