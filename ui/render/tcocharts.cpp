#include "tcocharts.h"

#include "costgroups.h"

#include "i18n/compactmoney.h"
#include "reporttr.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace cs::render {

namespace {

constexpr double kLeftPt = 46.0;
constexpr double kBottomPt = 22.0;
constexpr double kTopPt = 30.0; // title and legend
constexpr double kRightPt = 8.0;

// Round axis steps (1, 2, 2.5 or 5 × 10^n) covering [lo, hi] in about `ticks` steps.
struct Axis
{
    double min = 0;
    double max = 1;
    double step = 1;
};

Axis niceAxis(double lo, double hi, int ticks = 5)
{
    if (hi <= lo) {
        hi = lo + 1;
    }
    const double raw = (hi - lo) / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude * 10;
    for (double f : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (f * magnitude >= raw) {
            step = f * magnitude;
            break;
        }
    }
    return {std::floor(lo / step) * step, std::ceil(hi / step) * step, step};
}

// Amounts shown in millions or thousands (万 or 亿 in Chinese), whichever
// keeps the tick labels short.
using Unit = i18n::MoneyUnit;

Unit unitFor(double maxAbs, const std::string& currency, const QLocale& locale)
{
    return i18n::axisMoneyUnit(maxAbs, QString::fromStdString(currency), locale);
}

// Six significant digits: a Chinese axis in 万 reaches 10000 (one 亿) and
// must not print it as "1e+04".
QString tickLabel(double v)
{
    return QString::number(v, 'g', 6);
}

// Plot area, axes, grid and tick labels; maps values to points.
class Frame
{
public:
    Frame(const QRectF& rect, double xMax, Axis y, double right = kRightPt)
        : mRect(rect), mXMax(std::max(1.0, xMax)), mY(y)
    {
        mPlot = rect.adjusted(kLeftPt, kTopPt, -right, -kBottomPt);
    }
    QPointF at(double x, double y) const
    {
        return {mPlot.left() + x / mXMax * mPlot.width(),
                mPlot.bottom() - (y - mY.min) / (mY.max - mY.min) * mPlot.height()};
    }
    const QRectF& plot() const { return mPlot; }

    void paintAxes(QPainter& p, const RenderStyle& style, const Unit& unit,
                   const QString& xTitle) const
    {
        p.setFont(style.small());
        for (double v = mY.min; v <= mY.max + mY.step / 2; v += mY.step) {
            const QPointF a = at(0, v);
            p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0.5));
            p.drawLine(a, QPointF(mPlot.right(), a.y()));
            p.setPen(mutedColor());
            drawCentredLabel(p, QRectF(mRect.left(), a.y() - 5, kLeftPt - 4, 10),
                             tickLabel(v / unit.divisor), Qt::AlignRight);
        }
        p.setPen(QPen(inkColor(), 0.8));
        p.drawLine(at(0, mY.min), QPointF(mPlot.right(), at(0, mY.min).y()));
        p.drawLine(QPointF(mPlot.left(), mPlot.top()), QPointF(mPlot.left(), mPlot.bottom()));
        const QPointF zero = at(0, 0);
        p.drawLine(zero, QPointF(mPlot.right(), zero.y()));
        p.setPen(mutedColor());
        drawCentredLabel(p, QRectF(mPlot.left(), mRect.bottom() - 10, mPlot.width(), 10), xTitle,
                         Qt::AlignHCenter);
        drawCentredLabel(p, QRectF(mRect.left(), mRect.top() + 16, kLeftPt + 120, 10), unit.name);
    }

private:
    QRectF mRect;
    QRectF mPlot;
    double mXMax;
    Axis mY;
};

void paintTitle(QPainter& p, const RenderStyle& style, const QRectF& rect, const QString& title)
{
    p.setPen(inkColor());
    p.setFont(style.bold());
    drawCentredLabel(p, QRectF(rect.left(), rect.top(), rect.width(), 12), title);
}

// Legend entries in one line from the right edge of the plot.
void paintLegend(QPainter& p, const RenderStyle& style, const QRectF& plot,
                 const std::vector<std::pair<QColor, QString>>& entries)
{
    p.setFont(style.small());
    const QFontMetricsF fm(p.font(), p.device());
    double x = plot.right();
    for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
        const double w = fm.horizontalAdvance(it->second) + 2;
        x -= w;
        p.setPen(inkColor());
        drawCentredLabel(p, QRectF(x, plot.top() - 14, w, 10), it->second);
        x -= 12;
        p.setPen(Qt::NoPen);
        p.setBrush(it->first);
        p.drawRect(QRectF(x, plot.top() - 12, 9, 6));
        x -= 10;
    }
}

// Legend entries stacked in a column right of the plot.
void paintLegendColumn(QPainter& p, const RenderStyle& style, const QRectF& plot, double width,
                       const std::vector<std::pair<QColor, QString>>& entries)
{
    p.setFont(style.small());
    double y = plot.top();
    for (const auto& [color, name] : entries) {
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawRect(QRectF(plot.right() + 8, y + 2, 9, 6));
        p.setPen(inkColor());
        drawCentredLabel(p, QRectF(plot.right() + 20, y, width - 22, 10), name);
        y += 11;
    }
}

} // namespace

QString costCategoryLabel(tco::CostCategory c)
{
    using tco::CostCategory;
    switch (c) {
    case CostCategory::Hardware:
        return Report::tr("Hardware");
    case CostCategory::Integration:
        return Report::tr("Integration");
    case CostCategory::Facility:
        return Report::tr("Facility build-out");
    case CostCategory::Energy:
        return Report::tr("Energy");
    case CostCategory::Space:
        return Report::tr("Space");
    case CostCategory::Support:
        return Report::tr("Support");
    case CostCategory::Staff:
        return Report::tr("Staff");
    case CostCategory::Licences:
        return Report::tr("Licences");
    case CostCategory::CloudCompute:
        return Report::tr("Cloud compute");
    case CostCategory::CloudStorage:
        return Report::tr("Cloud storage and egress");
    case CostCategory::Residual:
        return Report::tr("Residual value");
    }
    return {};
}

CumulativeCostChart::CumulativeCostChart(const tco::TcoResult& result, RenderStyle style)
    : mR(result), mStyle(std::move(style))
{
}

void CumulativeCostChart::paint(QPainter& p, const QRectF& rect) const
{
    struct Series
    {
        std::vector<double> values;
        QColor color;
        QString name;
    };
    std::vector<Series> series;
    for (const ChartedOption& o : chartedOptions(mR)) {
        series.push_back({o.result->flows.cumulative(), o.color(), o.name()});
    }
    double lo = 0;
    double hi = 0;
    for (const Series& s : series) {
        for (double v : s.values) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    }
    const Axis y = niceAxis(lo, hi);
    const int months = mR.build.flows.months();
    const Frame frame(rect, months, y);
    paintTitle(p, mStyle, rect, Report::tr("Cumulative cost over %1 years").arg(mR.horizonYears));
    frame.paintAxes(p, mStyle, unitFor(std::max(std::abs(lo), hi), mR.currency, mStyle.locale),
                    Report::tr("month"));
    p.setFont(mStyle.small());
    p.setPen(mutedColor());
    for (int m = 0; m <= months; m += 12) {
        const QPointF a = frame.at(m, y.min);
        drawCentredLabel(p, QRectF(a.x() - 15, a.y() + 1, 30, 10), QString::number(m),
                         Qt::AlignHCenter);
    }
    std::vector<std::pair<QColor, QString>> legend;
    for (const Series& s : series) {
        QPainterPath path;
        for (std::size_t t = 0; t < s.values.size(); ++t) {
            const QPointF pt = frame.at(static_cast<double>(t), s.values[t]);
            t == 0 ? path.moveTo(pt) : path.lineTo(pt);
        }
        p.setPen(QPen(s.color, 1.4));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        legend.emplace_back(s.color, s.name);
    }
    if (const std::optional<BreakEvenPoint> even = breakEvenPoint(mR)) {
        const int m = even->month;
        const QPointF a = frame.at(m, even->cumulative);
        p.setPen(QPen(inkColor(), 0.6, Qt::DashLine));
        p.drawLine(QPointF(a.x(), frame.plot().top()), QPointF(a.x(), frame.plot().bottom()));
        p.setPen(inkColor());
        drawCentredLabel(p, QRectF(a.x() + 3, frame.plot().top() + 2, 120, 10),
                         Report::tr("break-even: month %1").arg(m));
    }
    paintLegend(p, mStyle, frame.plot(), legend);
}

YearlyCostChart::YearlyCostChart(const tco::TcoResult& result, RenderStyle style)
    : mR(result), mStyle(std::move(style))
{
}

void YearlyCostChart::paint(QPainter& p, const QRectF& rect) const
{
    const std::vector<CostGroup>& groups = costGroups();
    std::vector<std::vector<double>> byGroup;
    std::size_t years = 0;
    for (const CostGroup& g : groups) {
        byGroup.push_back(yearlyCost(mR.build.flows, g));
        years = std::max(years, byGroup.back().size());
    }
    double lo = 0;
    double hi = 0;
    for (std::size_t y = 0; y < years; ++y) {
        double up = 0;
        double down = 0;
        for (const auto& v : byGroup) {
            (v[y] >= 0 ? up : down) += v[y];
        }
        hi = std::max(hi, up);
        lo = std::min(lo, down);
    }
    const Axis axis = niceAxis(lo, hi);
    constexpr double kLegendColumnPt = 130.0;
    const Frame frame(rect, static_cast<double>(years), axis, kLegendColumnPt);
    paintTitle(p, mStyle, rect, Report::tr("Build: cost per year by category"));
    frame.paintAxes(p, mStyle, unitFor(std::max(std::abs(lo), hi), mR.currency, mStyle.locale),
                    Report::tr("year"));
    std::vector<bool> used(groups.size(), false);
    for (std::size_t y = 0; y < years; ++y) {
        double up = 0;
        double down = 0;
        const double x0 = frame.at(static_cast<double>(y) + 0.2, 0).x();
        const double x1 = frame.at(static_cast<double>(y) + 0.8, 0).x();
        for (std::size_t g = 0; g < groups.size(); ++g) {
            const double v = byGroup[g][y];
            if (std::abs(v) < 1e-9) {
                continue;
            }
            double& base = v >= 0 ? up : down;
            const QPointF a = frame.at(0, base);
            const QPointF b = frame.at(0, base + v);
            base += v;
            p.setPen(QPen(Qt::white, 0.3));
            p.setBrush(groups[g].color);
            p.drawRect(
                QRectF(QPointF(x0, std::min(a.y(), b.y())), QPointF(x1, std::max(a.y(), b.y()))));
            used[g] = true;
        }
        p.setPen(mutedColor());
        p.setFont(mStyle.small());
        drawCentredLabel(p, QRectF(x0, frame.plot().bottom() + 1, x1 - x0, 10),
                         Report::tr("Year %1").arg(y + 1), Qt::AlignHCenter);
    }
    std::vector<std::pair<QColor, QString>> legend;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        if (used[g]) {
            legend.emplace_back(groups[g].color, groups[g].name());
        }
    }
    paintLegendColumn(p, mStyle, frame.plot(), kLegendColumnPt, legend);
}

} // namespace cs::render
