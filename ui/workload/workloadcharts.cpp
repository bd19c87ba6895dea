#include "workloadcharts.h"

#include "render/whatifchart.h"

#include "report/boundtext.h"

#include "tco/chartsupport.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace cs::ui {

namespace {

// The Workloads tab's charts' translation context.
class WorkloadChartText
{
    Q_DECLARE_TR_FUNCTIONS(WorkloadChartText)
};

struct BreakdownPart
{
    const char* name;
    double perf::StepBreakdown::*seconds;
    QColor color;
};

// Compute first, then what waits on the network, then the rest.
const BreakdownPart kParts[] = {
    {QT_TRANSLATE_NOOP("WorkloadChartText", "Compute"), &perf::StepBreakdown::computeS,
     QColor(0x3b, 0x6e, 0xb4)},
    {QT_TRANSLATE_NOOP("WorkloadChartText", "Tensor-parallel comm."), &perf::StepBreakdown::tpCommS,
     QColor(0xe0, 0x7b, 0x2a)},
    {QT_TRANSLATE_NOOP("WorkloadChartText", "Context-parallel comm."),
     &perf::StepBreakdown::cpCommS, QColor(0xc9, 0xa2, 0x27)},
    {QT_TRANSLATE_NOOP("WorkloadChartText", "Expert-parallel comm."), &perf::StepBreakdown::epCommS,
     QColor(0x8e, 0x5e, 0xa8)},
    {QT_TRANSLATE_NOOP("WorkloadChartText", "Data-parallel comm."), &perf::StepBreakdown::dpCommS,
     QColor(0xd0, 0x3b, 0x2f)},
    {QT_TRANSLATE_NOOP("WorkloadChartText", "Pipeline bubble"), &perf::StepBreakdown::ppBubbleS,
     QColor(0x8c, 0x8c, 0x8c)},
    {QT_TRANSLATE_NOOP("WorkloadChartText", "Optimizer"), &perf::StepBreakdown::optimizerS,
     QColor(0x3c, 0xa0, 0x4c)},
};

void resetPlot(QCustomPlot& plot)
{
    plot.clearPlottables();
    plot.clearItems();
    plot.legend->setVisible(false);
}

QSharedPointer<QCPAxisTickerText> textTicker(const QStringList& labels)
{
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < labels.size(); ++i) {
        ticker->addTick(i + 1, labels[i]);
    }
    return ticker;
}

} // namespace

void drawStepBreakdown(QCustomPlot& plot, const perf::PlanSearch& search)
{
    resetPlot(plot);
    const int plans = int(search.plans.size());
    QStringList labels;
    for (int i = 0; i < plans; ++i) {
        labels << WorkloadChartText::tr("#%1").arg(i + 1);
    }
    QCPBars* below = nullptr;
    double tallest = 0;
    for (const BreakdownPart& part : kParts) {
        auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
        bars->setName(WorkloadChartText::tr(part.name));
        bars->setBrush(part.color);
        bars->setPen(QPen(part.color.darker(130)));
        bars->setWidth(0.6);
        for (int i = 0; i < plans; ++i) {
            bars->addData(i + 1, search.plans[std::size_t(i)].estimate.breakdown.*part.seconds);
        }
        if (below) {
            bars->moveAbove(below);
        }
        below = bars;
    }
    for (const perf::RankedPlan& r : search.plans) {
        tallest = std::max(tallest, r.estimate.breakdown.totalS());
    }
    plot.xAxis->setTicker(textTicker(labels));
    plot.xAxis->setRange(0.4, plans + 0.6);
    plot.yAxis->setRange(0, std::max(tallest, 1e-3) * 1.08);
    plot.yAxis->setLabel(WorkloadChartText::tr("Step time (s)"));
    setPlotTitle(plot, WorkloadChartText::tr("Where each plan's step goes"));
    plot.legend->setVisible(true);
    putLegendBelow(plot, 4);
    plot.replot();
}

namespace {

// "78.2 · 0.53 USD" at the end of a variant's bar: its days (or tokens/s)
// and the build's cost per million tokens there; the axis says which is which.
QString barText(double value, const tco::UnitCost* cost, perf::NetworkVariantKind variant,
                const QString& currency)
{
    QString text = QLocale().toString(value, 'f', value < 100 ? 1 : 0);
    if (!cost) {
        return text;
    }
    const auto it =
        std::find_if(cost->network.begin(), cost->network.end(),
                     [&](const tco::VariantUnitCost& v) { return v.variant == variant; });
    if (it != cost->network.end() && it->build) {
        text += QStringLiteral(" · %1 %2").arg(QLocale().toString(*it->build, 'f', 2), currency);
    }
    return text;
}

QCPItemText* labelBar(QCustomPlot& plot, double key, double value, const QString& text)
{
    auto* label = new QCPItemText(&plot);
    label->position->setAxes(plot.xAxis, plot.yAxis);
    label->position->setType(QCPItemPosition::ptPlotCoords);
    label->position->setCoords(value, key);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    label->setPadding(QMargins(6, 0, 0, 0));
    label->setColor(plot.xAxis->labelColor());
    label->setText(text);
    return label;
}

// The value axis's end that lets every bar's label end inside the plot at
// its laid-out width, each bar keeping at least a third of it.
double rangeForLabels(const QCustomPlot& plot, const std::vector<QCPItemText*>& labels,
                      double longest)
{
    const double width = plot.axisRect()->width();
    double range = std::max(longest, 1e-3) * 1.1;
    for (const QCPItemText* label : labels) {
        const double textWidth = QFontMetricsF(label->font()).horizontalAdvance(label->text()) +
                                 label->padding().left() + 4;
        const double room = std::max(width - textWidth, width / 3);
        range = std::max(range, label->position->key() * width / std::max(room, 1.0));
    }
    return range;
}

// Fits the axis to the labels now and whenever the plot is laid out at
// another size (the tab shown, the window resized); the connection ends
// with the labels when the chart is drawn again.
void fitBarLabels(QCustomPlot& plot, const std::vector<QCPItemText*>& labels, double longest)
{
    plot.replot(); // lays out the axis rect
    plot.xAxis->setRange(0, rangeForLabels(plot, labels, longest));
    if (labels.empty()) {
        return;
    }
    QObject::connect(&plot, &QCustomPlot::afterLayout, labels.front(), [&plot, labels, longest] {
        const double range = rangeForLabels(plot, labels, longest);
        if (std::abs(range - plot.xAxis->range().upper) > 1e-6 * range) {
            plot.xAxis->setRange(0, range);
            plot.replot(QCustomPlot::rpQueuedReplot);
        }
    });
}

} // namespace

void drawWhatIf(QCustomPlot& plot, const std::vector<analysis::WhatIfOutcome>& outcomes,
                bool training, const tco::UnitCost* cost, const QString& currency)
{
    resetPlot(plot);
    // Horizontal bars, as built on top, so the variants' names read whole.
    auto* bars = new QCPBars(plot.yAxis, plot.xAxis);
    bars->setBrush(render::whatIfBarColor());
    bars->setPen(QPen(render::whatIfBarColor().darker(130)));
    bars->setWidth(0.6);
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    const int n = int(outcomes.size());
    double longest = 0;
    std::vector<QCPItemText*> labels;
    for (int i = 0; i < n; ++i) {
        const analysis::WhatIfOutcome& o = outcomes[std::size_t(i)];
        const std::optional<double> value = render::whatIfValue(o, training);
        QString label = variantText(o.variant);
        if (value) {
            bars->addData(n - i, *value);
            longest = std::max(longest, *value);
            labels.push_back(
                labelBar(plot, n - i, *value, barText(*value, cost, o.variant, currency)));
        } else {
            label += WorkloadChartText::tr("\n(no plan fits)");
        }
        ticker->addTick(n - i, label);
    }
    plot.yAxis->setTicker(ticker);
    plot.yAxis->setRange(0.4, n + 0.6);
    QString axis = training ? WorkloadChartText::tr("Days to train")
                            : WorkloadChartText::tr("Output tokens/s");
    if (cost) {
        axis += WorkloadChartText::tr(" · build cost per million tokens");
    }
    plot.xAxis->setLabel(axis);
    setPlotTitle(plot, WorkloadChartText::tr("What the network buys: the same workload on "
                                             "variants of this design's network"));
    fitBarLabels(plot, labels, longest);
    plot.replot();
}

} // namespace cs::ui
