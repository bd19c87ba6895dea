#include "facilitydefaults.h"

namespace cs {

namespace {

// A new data centre in China: the national plan of 2021-12 (NDRC, CAC, MIIT
// and NEA, 《贯彻落实碳达峰碳中和目标要求 推动数据中心和5G等新型基础设施绿色高质量
// 发展实施方案》) holds new large and hyperscale sites below a PUE of 1.3 by
// 2025, below 1.25 in the national hub nodes (Reuters, 2021-12-08).
constexpr double kChinaNewBuildPue = 1.3;

// China's average industrial power price: about 0.088 USD per kWh in 2024
// (China Briefing, "China's Industrial Power Rates: A Guide for Investors"),
// at the TCO's 7.2 CNY per USD: 0.088 × 7.2 = 0.634, rounded to 0.63 CNY —
// a conversion, so an estimate. The hub provinces (Gansu, Guizhou, Inner
// Mongolia) sell to data centres at about 0.4 yuan with the 2025 subsidies
// (Financial Times, 2025-11); a design sited there should say so.
constexpr double kChinaIndustrialCnyPerKwh = 0.63;

} // namespace

FacilityAssumptions facilityDefaultsFor(const std::string& currency)
{
    if (currency == "CNY") {
        return FacilityAssumptions{kChinaNewBuildPue, kChinaIndustrialCnyPerKwh, "CNY"};
    }
    // The model's own defaults (entities.h), in dollars.
    return FacilityAssumptions{};
}

} // namespace cs
