#pragma once

#include "tco/tco.h"

#include <QColor>
#include <QString>

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

// In stacking order, the resale credit last.
const std::vector<CostGroup>& costGroups();

// The group's cost in each year of the option (day one counts in year 1,
// as CashFlows::perYear counts).
std::vector<double> yearlyCost(const tco::CashFlows& flows, const CostGroup& group);

} // namespace cs::render
