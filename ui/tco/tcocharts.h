#pragma once

#include "chartsupport.h"
#include "costgroups.h"
#include "tco/comparison.h"
#include "tco/tco.h"
#include "tco/utilizationcurve.h"

#include <QColor>
#include <QString>

class QCustomPlot;

// The TCO charts drawn into a QCustomPlot from the core's results. Each
// function replaces what the plot shows and returns the hover text for it.
namespace cs::ui::tcocharts {

// Amounts on an axis in units, thousands or millions of the currency.
struct MoneyScale
{
    double divisor = 1;
    QString unit; // "M USD"
};
MoneyScale moneyScaleFor(double largestAmount, const std::string& currency);

// Cumulative cost per month, one line per option, the break-even point marked.
HoverText drawCumulative(QCustomPlot& plot, const tco::TcoResult& result);
// Stacked yearly cost by category, one stack per option and year.
HoverText drawYearlyCost(QCustomPlot& plot, const tco::TcoResult& result);
// The ±20% tornado, largest swing at the top.
HoverText drawTornado(QCustomPlot& plot, const tco::TcoResult& result);
// Cost per delivered GPU-hour against utilisation, the crossing marked.
HoverText drawCostPerGpuHour(QCustomPlot& plot, const tco::UtilizationCurve& curve,
                             const tco::TcoResult& result);
// The pen width of comparison column `column` of `columns`: the first the
// widest, each later one 2.5 px narrower down to 1.5 px, so coinciding lines
// stay visible.
double comparisonLineWidth(std::size_t column, std::size_t columns);
// Cumulative build (solid) and cloud (dashed) curves of every side.
HoverText drawComparison(QCustomPlot& plot, const tco::Comparison& comparison);
// Empties the plot and shows `message` in its middle.
void drawMessage(QCustomPlot& plot, const QString& title, const QString& message);

// The stacked cost groups, in stacking order: the report's groups and colours
// (render/costgroups.h) without the resale credit, which the title states.
std::vector<render::CostGroup> yearlyCategoryGroups();
// The tornado's row label for a sensitivity input ("gpu_price" → "GPU price").
QString inputLabel(const std::string& input);

} // namespace cs::ui::tcocharts
