#include "tcocharts.h"

#include "i18n/compactmoney.h"
#include "tco/tcotext.h"

#include <qcustomplot.h>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cs::ui::tcocharts {

namespace {

using tco::CostCategory;

// The TCO charts' translation context.
class TcoChartText
{
    Q_DECLARE_TR_FUNCTIONS(TcoChartText)
};

const QColor kMarker(200, 30, 30);

using render::ChartedOption;

QString money(double value, const MoneyScale& scale)
{
    return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', scale.divisor > 1 ? 2 : 0),
                                       scale.unit);
}

void resetPlot(QCustomPlot& plot)
{
    plot.clearPlottables();
    plot.clearItems();
    plot.xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    plot.yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    plot.xAxis->setLabel(QString());
    plot.yAxis->setLabel(QString());
    plot.legend->setVisible(false);
    plot.xAxis->setVisible(true);
    plot.yAxis->setVisible(true);
}

QCPItemText* addLabel(QCustomPlot& plot, double x, double y, const QString& text,
                      Qt::Alignment alignment)
{
    auto* label = new QCPItemText(&plot);
    label->position->setCoords(x, y);
    label->setPositionAlignment(alignment);
    label->setText(text);
    label->setPadding(QMargins(4, 2, 4, 2));
    label->setBrush(QBrush(QColor(255, 255, 255, 230)));
    label->setPen(QPen(QColor(160, 160, 160)));
    label->setClipToAxisRect(true);
    return label;
}

QCPGraph* addMarker(QCustomPlot& plot, const QString& name, double x, double y)
{
    QCPGraph* marker = plot.addGraph();
    marker->setName(name);
    marker->setLineStyle(QCPGraph::lsNone);
    marker->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(kMarker, 2), QBrush(Qt::white), 11));
    marker->setData({x}, {y});
    return marker;
}

QCPGraph* addCumulative(QCustomPlot& plot, const tco::OptionResult& option, const QString& name,
                        const QPen& pen, double divisor)
{
    QCPGraph* g = plot.addGraph();
    g->setName(name);
    g->setPen(pen);
    const std::vector<double> cumulative = option.flows.cumulative();
    QVector<double> x;
    QVector<double> y;
    for (std::size_t t = 0; t < cumulative.size(); ++t) {
        x << static_cast<double>(t);
        y << cumulative[t] / divisor;
    }
    g->setData(x, y, true);
    return g;
}

double largestCumulative(const tco::TcoResult& r)
{
    double largest = 0;
    for (const ChartedOption& o : render::chartedOptions(r)) {
        for (double v : o.result->flows.cumulative()) {
            largest = std::max(largest, v);
        }
    }
    return largest;
}

void markBreakEven(QCustomPlot& plot, const tco::TcoResult& r, const MoneyScale& scale)
{
    const std::optional<render::BreakEvenPoint> even = render::breakEvenPoint(r);
    if (!even) {
        return;
    }
    const int month = even->month;
    const double value = even->cumulative / scale.divisor;
    addMarker(plot, TcoChartText::tr("Break-even"), month, value);
    // The label sits in the lower right, under the rising lines, with an arrow to the point.
    QCPItemText* label = addLabel(plot, 0.97, 0.95,
                                  TcoChartText::tr("Break-even: month %1 (%2 years)\n%3 cumulative")
                                      .arg(month)
                                      .arg(QLocale().toString(month / 12.0, 'f', 1))
                                      .arg(money(value, scale)),
                                  Qt::AlignRight | Qt::AlignBottom);
    label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(0.97, 0.95);
    auto* arrow = new QCPItemLine(&plot);
    arrow->start->setParentAnchor(label->top);
    arrow->end->setCoords(month, value);
    arrow->setHead(QCPLineEnding::esSpikeArrow);
    arrow->setPen(QPen(kMarker, 1.2));
}

struct BarLayout
{
    double width;
    std::vector<double> offsets;
};

BarLayout barLayout(std::size_t options)
{
    if (options == 3) {
        return {0.26, {-0.28, 0, 0.28}};
    }
    if (options == 2) {
        return {0.34, {-0.18, 0.18}};
    }
    return {0.5, {0}};
}

void tickYears(QCustomPlot& plot, int years, const std::vector<ChartedOption>& options,
               const BarLayout& layout)
{
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int y = 1; y <= years; ++y) {
        if (years > 8) {
            ticker->addTick(y, TcoChartText::tr("Y%1").arg(y));
            continue;
        }
        for (std::size_t i = 0; i < options.size(); ++i) {
            const bool middle = i == options.size() / 2;
            ticker->addTick(y + layout.offsets[i],
                            options[i].letter() + QLatin1Char('\n') +
                                (middle ? TcoChartText::tr("Year %1").arg(y) : QString()));
        }
    }
    plot.xAxis->setTicker(ticker);
    plot.xAxis->setRange(0.4, years + 0.6);
}

// The axis top: build cost explodes at low utilisation, so the axis covers a
// quarter load and up.
double perHourAxisTop(const tco::UtilizationCurve& curve)
{
    double top = 0;
    for (const tco::UtilizationPoint& p : curve.points) {
        if (p.utilization >= 0.25 - 1e-9) {
            top = std::max({top, p.buildPerGpuHour.value_or(0), p.cloudPerGpuHour.value_or(0)});
        }
    }
    return top;
}

// The curve cut where it leaves the axis at `yMax`, so that drawings without
// clipping (SVG, PDF through SVG) stay inside the axes.
QSharedPointer<QCPGraphDataContainer> clippedCurve(const tco::UtilizationCurve& curve, bool build,
                                                   double yMax)
{
    auto data = QSharedPointer<QCPGraphDataContainer>::create();
    std::optional<QPointF> previous;
    for (const tco::UtilizationPoint& p : curve.points) {
        const std::optional<double> v = build ? p.buildPerGpuHour : p.cloudPerGpuHour;
        if (!v) {
            continue;
        }
        const QPointF point(p.utilization * 100, *v);
        if (point.y() <= yMax) {
            if (previous && previous->y() > yMax) {
                const double f = (previous->y() - yMax) / (previous->y() - point.y());
                data->add(QCPGraphData(previous->x() + f * (point.x() - previous->x()), yMax));
            }
            data->add(QCPGraphData(point.x(), point.y()));
        }
        previous = point;
    }
    return data;
}

} // namespace

MoneyScale moneyScaleFor(double largestAmount, const std::string& currency)
{
    const QString c = QString::fromStdString(currency);
    if (QLocale().language() == QLocale::Chinese) { // 万 and 亿, as Chinese readers count
        const i18n::MoneyUnit unit = i18n::axisMoneyUnit(std::abs(largestAmount), c, QLocale());
        return {unit.divisor, unit.name};
    }
    if (std::abs(largestAmount) >= 2.0e6) {
        return {1.0e6, TcoChartText::tr("M %1").arg(c)};
    }
    if (std::abs(largestAmount) >= 2.0e3) {
        return {1.0e3, TcoChartText::tr("k %1").arg(c)};
    }
    return {1, c};
}

std::vector<render::CostGroup> yearlyCategoryGroups()
{
    std::vector<render::CostGroup> groups;
    for (const render::CostGroup& g : render::costGroups()) {
        if (!g.resaleCredit) {
            groups.push_back(g);
        }
    }
    return groups;
}

QString inputLabel(const std::string& input)
{
    static const std::vector<std::pair<std::string, const char*>> labels = {
        {"gpu_price", QT_TRANSLATE_NOOP("TcoChartText", "GPU price")},
        {"electricity_price", QT_TRANSLATE_NOOP("TcoChartText", "Electricity price")},
        {"pue", QT_TRANSLATE_NOOP("TcoChartText", "PUE")},
        {"utilization", QT_TRANSLATE_NOOP("TcoChartText", "Utilisation")},
        {"cloud_price", QT_TRANSLATE_NOOP("TcoChartText", "Cloud price")},
        {"discount_rate", QT_TRANSLATE_NOOP("TcoChartText", "Discount rate")},
        {"horizon", QT_TRANSLATE_NOOP("TcoChartText", "Horizon")},
    };
    for (const auto& [key, label] : labels) {
        if (key == input) {
            return TcoChartText::tr(label);
        }
    }
    return QString::fromStdString(input);
}

HoverText drawCumulative(QCustomPlot& plot, const tco::TcoResult& r)
{
    resetPlot(plot);
    setPlotTitle(plot, TcoChartText::tr("Cumulative cost over %1 years").arg(r.horizonYears));
    const MoneyScale scale = moneyScaleFor(largestCumulative(r), r.currency);
    for (const ChartedOption& o : render::chartedOptions(r)) {
        addCumulative(plot, *o.result, o.name(), QPen(o.color(), 2.2), scale.divisor);
    }
    markBreakEven(plot, r, scale);
    plot.xAxis->setLabel(TcoChartText::tr("Month"));
    plot.yAxis->setLabel(TcoChartText::tr("Cumulative cost (%1)").arg(scale.unit));
    // A little room at both ends so that the first and last points can be hovered.
    plot.xAxis->setRange(-0.01 * r.build.flows.months(), 1.02 * r.build.flows.months());
    plot.yAxis->setRange(0, largestCumulative(r) / scale.divisor * 1.08);
    plot.legend->setVisible(true);
    plot.axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    plot.replot();
    return [scale](QCPAbstractPlottable& p, int i) {
        const QCPPlottableInterface1D* data = p.interface1D();
        return TcoChartText::tr("%1, month %2: %3")
            .arg(p.name())
            .arg(data->dataMainKey(i))
            .arg(money(data->dataMainValue(i), scale));
    };
}

HoverText drawYearlyCost(QCustomPlot& plot, const tco::TcoResult& r)
{
    resetPlot(plot);
    const std::vector<ChartedOption> options = render::chartedOptions(r);
    const int years = (r.build.flows.months() + 11) / 12;
    const BarLayout layout = barLayout(options.size());
    double largest = 0;
    std::vector<std::vector<double>> stackTops(options.size(),
                                               std::vector<double>(std::size_t(years), 0.0));
    std::vector<std::vector<double>> rows;
    const std::vector<render::CostGroup> groups = yearlyCategoryGroups();
    for (const render::CostGroup& g : groups) {
        for (const ChartedOption& o : options) {
            rows.push_back(render::yearlyCost(o.result->flows, g));
        }
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        for (std::size_t y = 0; y < rows[i].size(); ++y) {
            stackTops[i % options.size()][y] += std::max(0.0, rows[i][y]);
        }
    }
    for (const auto& tops : stackTops) {
        largest = std::max(largest, *std::max_element(tops.begin(), tops.end()));
    }
    const MoneyScale scale = moneyScaleFor(largest, r.currency);
    std::vector<QCPBars*> below(options.size(), nullptr);
    std::size_t row = 0;
    for (const render::CostGroup& g : groups) {
        bool inLegend = false;
        for (std::size_t i = 0; i < options.size(); ++i, ++row) {
            const std::vector<double>& values = rows[row];
            if (std::all_of(values.begin(), values.end(), [](double v) { return v == 0; })) {
                continue;
            }
            auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
            bars->setName(g.name());
            bars->setProperty("option", options[i].name());
            bars->setWidth(layout.width);
            bars->setBrush(g.color);
            bars->setPen(QPen(g.color.darker(130)));
            QVector<double> keys;
            QVector<double> amounts;
            for (int y = 0; y < years; ++y) {
                keys << y + 1 + layout.offsets[i];
                amounts << values[std::size_t(y)] / scale.divisor;
            }
            bars->setData(keys, amounts, true);
            if (below[i]) {
                bars->moveAbove(below[i]);
            }
            below[i] = bars;
            if (inLegend) {
                bars->removeFromLegend();
            }
            inLegend = true;
        }
    }
    const double residual = r.build.flows.totalOf(CostCategory::Residual);
    setPlotTitle(
        plot,
        residual != 0
            ? TcoChartText::tr("Yearly cost by category (resale credit of %1 at the end not shown)")
                  .arg(money(std::abs(residual) / scale.divisor, scale))
            : TcoChartText::tr("Yearly cost by category"));
    tickYears(plot, years, options, layout);
    plot.yAxis->setLabel(TcoChartText::tr("Cost per year (%1)").arg(scale.unit));
    plot.yAxis->setRange(0, largest / scale.divisor * 1.08);
    putLegendBelow(plot, 4);
    plot.replot();
    return [scale](QCPAbstractPlottable& p, int i) {
        const double key = p.interface1D()->dataMainKey(i);
        return TcoChartText::tr("%1, year %2 (%3): %4")
            .arg(p.name())
            .arg(static_cast<int>(std::lround(key)))
            .arg(p.property("option").toString())
            .arg(money(p.interface1D()->dataMainValue(i), scale));
    };
}

HoverText drawTornado(QCustomPlot& plot, const tco::TcoResult& r)
{
    resetPlot(plot);
    setPlotTitle(plot,
                 TcoChartText::tr("Sensitivity: build − cloud NPV when one input moves ±20%"));
    if (r.sensitivity.empty()) {
        drawMessage(plot, TcoChartText::tr("Sensitivity"),
                    TcoChartText::tr("No cloud offer fits this design's GPUs, so "
                                     "there is no build − cloud difference to move."));
        return {};
    }
    double largest = 0;
    for (const tco::SensitivityRow& s : r.sensitivity) {
        largest = std::max({largest, std::abs(s.low), std::abs(s.high)});
    }
    const MoneyScale scale = moneyScaleFor(largest, r.currency);
    QCPBarsGroup* group = plot.findChild<QCPBarsGroup*>();
    if (!group) {
        group = new QCPBarsGroup(&plot);
        group->setSpacingType(QCPBarsGroup::stAbsolute);
        group->setSpacing(1);
    }
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    const int n = static_cast<int>(r.sensitivity.size());
    QVector<double> keys;
    QVector<double> lows;
    QVector<double> highs;
    for (int i = 0; i < n; ++i) {
        const tco::SensitivityRow& s = r.sensitivity[std::size_t(i)];
        keys << n - i; // the largest swing on top
        lows << s.low / scale.divisor;
        highs << s.high / scale.divisor;
        ticker->addTick(n - i, inputLabel(s.input));
    }
    const auto addSide = [&](const QString& name, const QColor& color, const QVector<double>& v) {
        auto* bars = new QCPBars(plot.yAxis, plot.xAxis);
        bars->setName(name);
        bars->setWidth(0.38);
        bars->setBrush(color);
        bars->setPen(QPen(color.darker(130)));
        bars->setData(keys, v, true);
        bars->setBarsGroup(group);
    };
    addSide(TcoChartText::tr("Input −20%"), QColor(90, 140, 200), lows);
    addSide(TcoChartText::tr("Input +20%"), QColor(230, 120, 70), highs);
    auto* zero = new QCPItemStraightLine(&plot);
    zero->point1->setCoords(0, 0);
    zero->point2->setCoords(0, 1);
    zero->setPen(QPen(Qt::black, 1));
    plot.yAxis->setTicker(ticker);
    plot.yAxis->setRange(0.4, n + 0.6);
    plot.xAxis->setLabel(
        TcoChartText::tr("Change in build − cloud NPV (%1); below 0 favours building")
            .arg(scale.unit));
    plot.xAxis->setRange(-largest / scale.divisor * 1.15, largest / scale.divisor * 1.15);
    putLegendBelow(plot, 2);
    plot.replot();
    std::vector<std::string> inputs;
    for (const tco::SensitivityRow& s : r.sensitivity) {
        inputs.push_back(s.input);
    }
    return [scale, inputs, n](QCPAbstractPlottable& p, int i) {
        const int row = n - static_cast<int>(std::lround(p.interface1D()->dataMainKey(i)));
        if (row < 0 || row >= n) {
            return QString();
        }
        return TcoChartText::tr("%1, %2: %3")
            .arg(inputLabel(inputs[std::size_t(row)]), p.name())
            .arg(money(p.interface1D()->dataMainValue(i), scale));
    };
}

HoverText drawCostPerGpuHour(QCustomPlot& plot, const tco::UtilizationCurve& curve,
                             const tco::TcoResult& r)
{
    resetPlot(plot);
    setPlotTitle(plot, TcoChartText::tr("Cost per delivered GPU-hour against utilisation"));
    const QString unit =
        TcoChartText::tr("%1 per GPU-hour").arg(QString::fromStdString(r.currency));
    const double top = perHourAxisTop(curve);
    const double yMax = top * 1.15;
    const auto addCurve = [&](const QString& name, const QColor& color, bool build) {
        QCPGraph* g = plot.addGraph();
        g->setName(name);
        g->setPen(QPen(color, 2.2));
        g->setData(clippedCurve(curve, build, yMax));
    };
    addCurve(TcoChartText::tr("Build"), render::optionColor(render::CostOption::Build), true);
    if (r.cloud.offer) {
        addCurve(TcoChartText::tr("Cloud (%1)").arg(tco::cloudModeText(r.cloud.offer->mode)),
                 render::optionColor(render::CostOption::Cloud), false);
    }
    if (curve.crossingUtilization && curve.crossingPerGpuHour) {
        const double x = *curve.crossingUtilization * 100;
        addMarker(plot, TcoChartText::tr("Equal cost"), x, *curve.crossingPerGpuHour);
        addLabel(plot, x + 2, *curve.crossingPerGpuHour * 1.04,
                 TcoChartText::tr("Equal cost at %1% utilisation\n%2 %3")
                     .arg(QLocale().toString(x, 'f', 0))
                     .arg(QLocale().toString(*curve.crossingPerGpuHour, 'f', 2), unit),
                 Qt::AlignLeft | Qt::AlignBottom);
    }
    auto* assumed = new QCPItemStraightLine(&plot);
    assumed->point1->setCoords(r.utilization * 100, 0);
    assumed->point2->setCoords(r.utilization * 100, 1);
    assumed->setPen(QPen(QColor(120, 120, 120), 1, Qt::DashLine));
    addLabel(plot, r.utilization * 100, top * 0.03,
             TcoChartText::tr("Assumed %1%").arg(QLocale().toString(r.utilization * 100, 'f', 0)),
             Qt::AlignHCenter | Qt::AlignBottom);
    plot.xAxis->setLabel(TcoChartText::tr("Average utilisation (%)"));
    plot.yAxis->setLabel(unit);
    plot.xAxis->setRange(0, 100);
    plot.yAxis->setRange(0, top * 1.15);
    plot.legend->setVisible(true);
    plot.axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    plot.replot();
    return [unit](QCPAbstractPlottable& p, int i) {
        return TcoChartText::tr("%1 at %2%: %3 %4")
            .arg(p.name())
            .arg(QLocale().toString(p.interface1D()->dataMainKey(i), 'f', 0))
            .arg(QLocale().toString(p.interface1D()->dataMainValue(i), 'f', 2), unit);
    };
}

double comparisonLineWidth(std::size_t column, std::size_t columns)
{
    constexpr double kNarrowest = 1.5;
    constexpr double kStep = 2.5;
    return kNarrowest + kStep * double(columns - 1 - std::min(column, columns - 1));
}

HoverText drawComparison(QCustomPlot& plot, const tco::Comparison& comparison)
{
    resetPlot(plot);
    setPlotTitle(plot, TcoChartText::tr("Cumulative cost: build (solid) and cloud (dashed)"));
    static const QColor palette[] = {QColor(31, 119, 180), QColor(214, 39, 40),
                                     QColor(44, 160, 44),  QColor(148, 103, 189),
                                     QColor(140, 86, 75),  QColor(227, 119, 194)};
    double largest = 0;
    int months = 1;
    for (const tco::ComparisonColumn& c : comparison.columns) {
        largest = std::max(largest, largestCumulative(c.tco));
        months = std::max(months, c.tco.build.flows.months());
    }
    const MoneyScale scale = moneyScaleFor(largest, comparison.columns.empty()
                                                        ? std::string()
                                                        : comparison.columns.front().tco.currency);
    for (std::size_t i = 0; i < comparison.columns.size(); ++i) {
        const tco::ComparisonColumn& c = comparison.columns[i];
        const QColor color = palette[i % std::size(palette)];
        // Each later column draws thinner, over the earlier ones: lines that
        // coincide (a scenario that changes only the cloud side keeps the
        // build line) still show both colours, a thin one inside a wide one.
        const double width = comparisonLineWidth(i, comparison.columns.size());
        const auto add = [&](const tco::OptionResult& o, const QString& what, Qt::PenStyle style) {
            addCumulative(plot, o,
                          TcoChartText::tr("%1 — %2").arg(QString::fromStdString(c.label), what),
                          QPen(color, width, style), scale.divisor);
        };
        add(c.tco.build, TcoChartText::tr("build"), Qt::SolidLine);
        if (c.tco.cloud.offer) {
            add(c.tco.cloud, TcoChartText::tr("cloud"), Qt::DashLine);
        }
    }
    plot.xAxis->setLabel(TcoChartText::tr("Month"));
    plot.yAxis->setLabel(TcoChartText::tr("Cumulative cost (%1)").arg(scale.unit));
    plot.xAxis->setRange(-0.01 * months, 1.02 * months);
    plot.yAxis->setRange(0, largest / scale.divisor * 1.08);
    plot.legend->setVisible(true);
    plot.axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    plot.replot();
    return [scale](QCPAbstractPlottable& p, int i) {
        return TcoChartText::tr("%1, month %2: %3")
            .arg(p.name())
            .arg(p.interface1D()->dataMainKey(i))
            .arg(money(p.interface1D()->dataMainValue(i), scale));
    };
}

void drawMessage(QCustomPlot& plot, const QString& title, const QString& message)
{
    resetPlot(plot);
    setPlotTitle(plot, title);
    auto* text = new QCPItemText(&plot);
    text->position->setType(QCPItemPosition::ptAxisRectRatio);
    text->position->setCoords(0.5, 0.5);
    // Wrapped to fit the narrowest the chart is shown at, since an item's text does not wrap.
    text->setText(wrapToWidth(message, text->font(), std::max(200, plot.minimumWidth() - 40)));
    text->setTextAlignment(Qt::AlignCenter);
    plot.xAxis->setVisible(false);
    plot.yAxis->setVisible(false);
    plot.replot();
}

} // namespace cs::ui::tcocharts
