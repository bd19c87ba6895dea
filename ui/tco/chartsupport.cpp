#include "chartsupport.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QEvent>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTextLayout>
#include <QToolTip>

namespace cs::ui {

namespace {

constexpr double kHoverPixels = 8;

QSize layoutSizeOf(const QCustomPlot& plot, QSize size)
{
    if (size.isValid() && !size.isEmpty()) {
        return size;
    }
    if (plot.width() >= 200 && plot.height() >= 150) {
        return plot.size();
    }
    return {900, 560};
}

// Draws the plot as SVG into `device` (a file or a buffer).
bool writeSvg(QCustomPlot& plot, QIODevice* device, QSize size)
{
    QSvgGenerator svg;
    svg.setOutputDevice(device);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    QCPPainter painter;
    if (!painter.begin(&svg)) {
        return false;
    }
    plot.toPainter(&painter, size.width(), size.height());
    return painter.end();
}

bool saveSvg(QCustomPlot& plot, const QString& path, QSize size)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && writeSvg(plot, &file, size) && file.commit();
}

} // namespace

ChartHover::ChartHover(QCustomPlot* plot) : QObject(plot), mPlot(plot)
{
    plot->setMouseTracking(true);
    connect(plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const QString text = textAt(event->position());
        if (text.isEmpty()) {
            QToolTip::hideText();
        } else {
            QToolTip::showText(event->globalPosition().toPoint(), text, mPlot);
        }
    });
}

QString ChartHover::textAt(const QPointF& pos) const
{
    if (!mPlot || !mText) {
        return {};
    }
    double best = kHoverPixels;
    QString text;
    for (int i = 0; i < mPlot->plottableCount(); ++i) {
        QCPAbstractPlottable* p = mPlot->plottable(i);
        QVariant details;
        const double distance = p->selectTest(pos, false, &details);
        const QCPDataSelection hit = details.value<QCPDataSelection>();
        if (distance < 0 || distance > best || hit.isEmpty()) {
            continue;
        }
        const QString candidate = mText(*p, hit.dataRange().begin());
        if (!candidate.isEmpty()) {
            best = distance;
            text = candidate;
        }
    }
    return text;
}

bool exportPlot(QCustomPlot& plot, const QString& path, QSize size)
{
    const QSize s = layoutSizeOf(plot, size);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) {
        return plot.savePng(path, s.width(), s.height());
    }
    if (suffix == QLatin1String("pdf")) {
        return plot.savePdf(path, s.width(), s.height());
    }
    if (suffix == QLatin1String("svg")) {
        return saveSvg(plot, path, s);
    }
    return false;
}

void renderPlot(QCustomPlot& plot, QPainter& painter, const QRectF& target, QSize layoutSize)
{
    // Through SVG rather than a QPicture: the SVG renderer scales text and
    // lines to any device resolution, such as a 1200 dpi PDF page.
    const QSize s = layoutSizeOf(plot, layoutSize);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!writeSvg(plot, &buffer, s)) {
        return;
    }
    QSvgRenderer renderer(buffer.data());
    const double scale = std::min(target.width() / s.width(), target.height() / s.height());
    renderer.render(&painter, QRectF(target.topLeft(), QSizeF(s) * scale));
}

namespace {

// A title that wraps onto a second line when the chart is narrower than it
// (charts one to a row beside the docks), rather than being cut at both ends.
class WrappingTitle : public QCPTextElement
{
public:
    WrappingTitle(QCustomPlot* plot, const QString& text, const QFont& font)
        : QCPTextElement(plot, text, font)
    {
        setTextFlags(Qt::AlignCenter | Qt::TextWordWrap);
    }

protected:
    QSize minimumOuterSizeHint() const override { return wrappedSize(); }
    QSize maximumOuterSizeHint() const override
    {
        return {QWIDGETSIZE_MAX, wrappedSize().height()};
    }

private:
    QSize wrappedSize() const
    {
        // The title spans the plot, so the plot's width is the width to wrap at.
        const QMargins m = margins();
        const int width = std::max(mParentPlot->viewport().width() - m.left() - m.right(), 1);
        const QRect r = QFontMetrics(mFont).boundingRect(0, 0, width, 0, mTextFlags, mText);
        return {r.width() + m.left() + m.right(), r.height() + m.top() + m.bottom()};
    }
};

// Keeps a legend below the axes to as many items a row as the plot's width
// holds, at most the chart's own number: a narrow chart (one to a row beside
// the docks) gets more legend rows instead of cut-off names.
class LegendWrap : public QObject
{
public:
    static constexpr const char* kName = "legendWrap";

    explicit LegendWrap(QCustomPlot& plot) : QObject(&plot), mPlot(plot)
    {
        setObjectName(QLatin1String(kName));
        plot.installEventFilter(this);
    }
    void setMostPerRow(int perRow)
    {
        mMost = perRow;
        fit();
    }
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Resize) {
            fit();
        }
        return false;
    }

private:
    void fit()
    {
        QCPLegend* legend = mPlot.legend;
        int widest = 1;
        for (int i = 0; i < legend->itemCount(); ++i) {
            // A grid with a partly filled last row has empty cells.
            if (const QCPLayoutElement* item = legend->item(i)) {
                widest = std::max(widest, item->minimumOuterSizeHint().width());
            }
        }
        const QMargins m = legend->margins();
        const int available = mPlot.width() - m.left() - m.right();
        const int fits =
            std::clamp((available + legend->columnSpacing()) / (widest + legend->columnSpacing()),
                       1, std::max(mMost, 1));
        if (fits != legend->wrap()) {
            // The wrap applies when items are laid out again: set it, then rearrange.
            legend->setWrap(fits);
            legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
            mPlot.replot(QCustomPlot::rpQueuedReplot);
        }
    }

    QCustomPlot& mPlot;
    int mMost = 1;
};

} // namespace

void setPlotTitle(QCustomPlot& plot, const QString& title)
{
    auto* existing = qobject_cast<QCPTextElement*>(plot.plotLayout()->element(0, 0));
    if (!existing) {
        plot.plotLayout()->insertRow(0);
        QFont font = plot.font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.1);
        existing = new WrappingTitle(&plot, title, font);
        plot.plotLayout()->addElement(0, 0, existing);
    }
    existing->setText(title);
}

QString wrapToWidth(const QString& text, const QFont& font, double width)
{
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines.join(QLatin1Char('\n'));
}

void putLegendBelow(QCustomPlot& plot, int perRow)
{
    plot.legend->setVisible(true);
    plot.legend->setBorderPen(Qt::NoPen);
    // Found by name: LegendWrap has no meta-object of its own to cast to.
    auto* wrap = static_cast<LegendWrap*>(
        plot.findChild<QObject*>(QLatin1String(LegendWrap::kName), Qt::FindDirectChildrenOnly));
    if (!wrap) {
        wrap = new LegendWrap(plot);
    }
    wrap->setMostPerRow(perRow);
    if (plot.legend->layout() == plot.plotLayout()) {
        return;
    }
    plot.axisRect()->insetLayout()->take(plot.legend);
    plot.plotLayout()->addElement(plot.plotLayout()->rowCount(), 0, plot.legend);
    plot.plotLayout()->setRowStretchFactor(plot.plotLayout()->rowCount() - 1, 0.001);
}

} // namespace cs::ui
