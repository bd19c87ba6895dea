#pragma once

#include <QFont>
#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>

class QCPAbstractPlottable;
class QCustomPlot;
class QPainter;

namespace cs::ui {

// The hover text for data point `index` of a plottable; empty for none.
using HoverText = std::function<QString(QCPAbstractPlottable& plottable, int index)>;

// Shows a tooltip with the value under the mouse: the nearest data point of
// any plottable within a few pixels of the cursor.
class ChartHover : public QObject
{
    Q_OBJECT

public:
    explicit ChartHover(QCustomPlot* plot);
    void setText(HoverText text) { mText = std::move(text); }
    // The text shown for a point in widget coordinates; empty when nothing is near.
    QString textAt(const QPointF& pos) const;

private:
    QPointer<QCustomPlot> mPlot;
    HoverText mText;
};

// Writes the chart to `path` as PNG, SVG or PDF, by the file's suffix, at
// `size` (the widget's size when empty). Returns false when it cannot.
bool exportPlot(QCustomPlot& plot, const QString& path, QSize size = {});
// Draws the chart into `target` on any painter (a PDF page, an image) as
// vector graphics, laid out at `layoutSize` and scaled to fit.
void renderPlot(QCustomPlot& plot, QPainter& painter, const QRectF& target, QSize layoutSize = {});
// The title above the axes, created on first use.
void setPlotTitle(QCustomPlot& plot, const QString& title);
// The text with line breaks so that no line is wider than `width` pixels in `font`.
QString wrapToWidth(const QString& text, const QFont& font, double width);
// Moves the legend below the axes, in columns of `perRow`.
void putLegendBelow(QCustomPlot& plot, int perRow);

} // namespace cs::ui
