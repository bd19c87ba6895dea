#pragma once

#include "tco/tco.h"

#include <QColor>
#include <QString>

#include <optional>
#include <vector>

namespace cs::render {

// The cost categories as the TCO charts stack and colour them, on screen and
// in the report alike: every category in exactly one group.
struct CostGroup
{
    const char* key; // names the group in tests
    const char* label;
    QColor color;
    std::vector<tco::CostCategory> categories;
    bool resaleCredit = false; // the residual value, a credit at the end

    QString name() const; // the label, translated
};

// The colour of each option (build, cloud, hybrid), its line and its bars,
// on screen and in the report alike.
enum class CostOption
{
    Build,
    Cloud,
    Hybrid
};
QColor optionColor(CostOption option);

// An option the TCO charts draw, on screen and in the report alike.
struct ChartedOption
{
    CostOption option;
    const tco::OptionResult* result;

    QString name() const;   // "Build", translated
    QString letter() const; // "B": the option under a bar, translated
    QColor color() const { return optionColor(option); }
};
// Build always; cloud when an offer fits the design's GPUs; hybrid when its
// burst offer does (an option without an offer has no costs to draw).
std::vector<ChartedOption> chartedOptions(const tco::TcoResult& result);

// Where building starts to cost less than renting: the month, and the
// build's cumulative cost then. None when cloud is not charted or never
// costs more within the horizon.
struct BreakEvenPoint
{
    int month;
    double cumulative;
};
std::optional<BreakEvenPoint> breakEvenPoint(const tco::TcoResult& result);

// In stacking order, the resale credit last.
const std::vector<CostGroup>& costGroups();

// The group's cost in each year of the option (day one counts in year 1,
// as CashFlows::perYear counts).
std::vector<double> yearlyCost(const tco::CashFlows& flows, const CostGroup& group);

} // namespace cs::render
