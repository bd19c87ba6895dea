#pragma once

#include "renderstyle.h"
#include "tco/tco.h"

class QPainter;

namespace cs::render {

// The cumulative cost of build, cloud and hybrid month by month, with the
// break-even month marked.
class CumulativeCostChart
{
public:
    CumulativeCostChart(const tco::TcoResult& result, RenderStyle style = {});
    void paint(QPainter& p, const QRectF& rect) const;

private:
    const tco::TcoResult& mR;
    RenderStyle mStyle;
};

// The build option's cost per year, stacked by cost group (costgroups.h; the
// resale credit below zero).
class YearlyCostChart
{
public:
    YearlyCostChart(const tco::TcoResult& result, RenderStyle style = {});
    void paint(QPainter& p, const QRectF& rect) const;

private:
    const tco::TcoResult& mR;
    RenderStyle mStyle;
};

// The category's name for people, translated (the report's cost table).
QString costCategoryLabel(tco::CostCategory category);

} // namespace cs::render
