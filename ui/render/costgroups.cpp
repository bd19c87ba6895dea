#include "costgroups.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs::render {

QString CostGroup::name() const
{
    return QCoreApplication::translate("CostGroupText", label);
}

QColor optionColor(CostOption option)
{
    switch (option) {
    case CostOption::Build:
        return QColor(31, 119, 180);
    case CostOption::Cloud:
        return QColor(255, 127, 14);
    case CostOption::Hybrid:
        return QColor(44, 160, 44);
    }
    return QColor(31, 119, 180);
}

QString ChartedOption::name() const
{
    switch (option) {
    case CostOption::Build:
        return QCoreApplication::translate("CostOptionText", "Build");
    case CostOption::Cloud:
        return QCoreApplication::translate("CostOptionText", "Cloud");
    case CostOption::Hybrid:
        return QCoreApplication::translate("CostOptionText", "Hybrid");
    }
    return {};
}

QString ChartedOption::letter() const
{
    switch (option) {
    case CostOption::Build:
        return QCoreApplication::translate("CostOptionText", "B");
    case CostOption::Cloud:
        return QCoreApplication::translate("CostOptionText", "C");
    case CostOption::Hybrid:
        return QCoreApplication::translate("CostOptionText", "H");
    }
    return {};
}

std::vector<ChartedOption> chartedOptions(const tco::TcoResult& result)
{
    std::vector<ChartedOption> options{{CostOption::Build, &result.build}};
    if (result.cloud.offer) {
        options.push_back({CostOption::Cloud, &result.cloud});
    }
    if (result.hybrid.costed()) {
        options.push_back({CostOption::Hybrid, &result.hybrid});
    }
    return options;
}

std::optional<BreakEvenPoint> breakEvenPoint(const tco::TcoResult& result)
{
    if (!result.breakEvenMonth || !result.cloud.offer) {
        return std::nullopt;
    }
    const int month = *result.breakEvenMonth;
    return BreakEvenPoint{month, result.build.flows.cumulative()[static_cast<std::size_t>(month)]};
}

const std::vector<CostGroup>& costGroups()
{
    using tco::CostCategory;
    static const std::vector<CostGroup> groups = {
        {"hardware",
         QT_TRANSLATE_NOOP("CostGroupText", "Hardware"),
         QColor(70, 90, 140),
         {CostCategory::Hardware, CostCategory::Integration, CostCategory::Facility}},
        {"energy",
         QT_TRANSLATE_NOOP("CostGroupText", "Energy"),
         QColor(240, 180, 40),
         {CostCategory::Energy}},
        {"space",
         QT_TRANSLATE_NOOP("CostGroupText", "Space"),
         QColor(150, 110, 80),
         {CostCategory::Space}},
        {"support",
         QT_TRANSLATE_NOOP("CostGroupText", "Support"),
         QColor(120, 170, 210),
         {CostCategory::Support}},
        {"staff",
         QT_TRANSLATE_NOOP("CostGroupText", "Staff & licences"),
         QColor(160, 120, 190),
         {CostCategory::Staff, CostCategory::Licences}},
        {"cloud_compute",
         QT_TRANSLATE_NOOP("CostGroupText", "Cloud compute"),
         QColor(240, 120, 60),
         {CostCategory::CloudCompute}},
        {"cloud_storage",
         QT_TRANSLATE_NOOP("CostGroupText", "Cloud storage & egress"),
         QColor(250, 190, 150),
         {CostCategory::CloudStorage}},
        {"residual",
         QT_TRANSLATE_NOOP("CostGroupText", "Residual value"),
         QColor(128, 128, 128),
         {CostCategory::Residual},
         true},
    };
    return groups;
}

std::vector<double> yearlyCost(const tco::CashFlows& flows, const CostGroup& group)
{
    std::vector<double> years(static_cast<std::size_t>((flows.months() + 11) / 12), 0.0);
    for (tco::CostCategory c : group.categories) {
        const auto& flow = flows.of(c);
        for (std::size_t t = 0; t < flow.size() && !years.empty(); ++t) {
            years[t == 0 ? 0 : (t - 1) / 12] += flow[t];
        }
    }
    return years;
}

} // namespace cs::render
