#include "tcoassumptions.h"

#include "io/formaterror.h"
#include "io/jsonfields.h"

#include <QCoreApplication>

namespace cs::tco {

namespace {

using nlohmann::json;

// The text after '=': JSON when it parses, else a plain string.
json parseValue(const std::string& text)
{
    json value = json::parse(text, nullptr, false);
    return value.is_discarded() ? json(text) : value;
}

} // namespace

TcoAssumptions tcoAssumptionsFor(const Design& design)
{
    return design.tcoAssumptions.values;
}

json tcoSectionOf(const Design& design)
{
    return design.tcoAssumptions.writtenObject();
}

json overridesToJson(const std::vector<std::string>& keyValues)
{
    json patch = json::object();
    for (const std::string& kv : keyValues) {
        const auto eq = kv.find('=');
        if (eq == std::string::npos || eq == 0) {
            throw FormatError(kv, json_fields::FieldText::tr(
                                      "An override is written key=value, e.g. horizon_years=3."));
        }
        patch[kv.substr(0, eq)] = parseValue(kv.substr(eq + 1));
    }
    return patch;
}

TcoAssumptions tcoAssumptionsWithOverrides(const Design& design,
                                           const std::vector<std::string>& keyValues)
{
    if (keyValues.empty()) {
        return design.tcoAssumptions.values;
    }
    return withTcoKeys(design.tcoAssumptions, overridesToJson(keyValues)).values;
}

const std::vector<AssumptionInfo>& assumptionInfos()
{
    // Defaults and sources are translatable (context TcoAssumptionText); the
    // names, like the keys of the file format, are not.
    static const std::vector<AssumptionInfo> infos = {
        {"horizon_years", QT_TRANSLATE_NOOP("TcoAssumptionText", "5"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "issue 6 (model horizon)"), false},
        {"discount_rate", QT_TRANSLATE_NOOP("TcoAssumptionText", "0.08 per year"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "issue 6"), false},
        {"currency",
         QT_TRANSLATE_NOOP("TcoAssumptionText", "the facility's currency (USD or CNY), else USD"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "design.facility.currency"), false},
        {"cny_per_usd", QT_TRANSLATE_NOOP("TcoAssumptionText", "7.2"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "exchange rate, rounded 2024-2026 level"), true},
        {"utilization", QT_TRANSLATE_NOOP("TcoAssumptionText", "0.7"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "average GPU utilisation; no public source"), true},
        {"demand_profile", QT_TRANSLATE_NOOP("TcoAssumptionText", "none (flat utilisation)"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "user"), false},
        {"peak_share", QT_TRANSLATE_NOOP("TcoAssumptionText", "0 (flat demand)"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "user"), false},
        {"integration_fraction", QT_TRANSLATE_NOOP("TcoAssumptionText", "0.05 of hardware"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "issue 6"), false},
        {"facility_mode", QT_TRANSLATE_NOOP("TcoAssumptionText", "colocation"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "issue 6"), false},
        {"colocation_per_kw_month", QT_TRANSLATE_NOOP("TcoAssumptionText", "184 USD"),
         QT_TRANSLATE_NOOP(
             "TcoAssumptionText",
             "CBRE North America Data Center Trends H2 2024 (250-500 kW, primary markets)"),
         false},
        {"facility_build_per_kw",
         QT_TRANSLATE_NOOP("TcoAssumptionText", "10,000 USD per IT kW (owned mode)"),
         QT_TRANSLATE_NOOP(
             "TcoAssumptionText",
             "typical build-out figures of 7-12 million USD per MW; no source in the reference"),
         true},
        {"facility_opex_per_kw_month",
         QT_TRANSLATE_NOOP("TcoAssumptionText", "30 USD (owned mode)"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "no public source"), true},
        {"pue", QT_TRANSLATE_NOOP("TcoAssumptionText", "design.facility.pue"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "Uptime Institute: 1.56 average (2024)"), false},
        {"electricity_price_per_kwh",
         QT_TRANSLATE_NOOP("TcoAssumptionText", "design.facility.electricity_price_per_kwh"),
         QT_TRANSLATE_NOOP(
             "TcoAssumptionText",
             "EIA Electric Power Monthly Table 5.6.B: US industrial 6.8-9.0 cents (2024)"),
         false},
        {"support_fraction_per_year", QT_TRANSLATE_NOOP("TcoAssumptionText", "0.08 of hardware"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "issue 6"), false},
        {"nodes_per_fte", QT_TRANSLATE_NOOP("TcoAssumptionText", "100"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "issue 6"), false},
        {"min_fte", QT_TRANSLATE_NOOP("TcoAssumptionText", "0.5"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "issue 6"), false},
        {"staff_cost_per_fte_year", QT_TRANSLATE_NOOP("TcoAssumptionText", "200,000 USD loaded"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "no public source"), true},
        {"licence_per_node_year", QT_TRANSLATE_NOOP("TcoAssumptionText", "0"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "issue 6"), false},
        {"residual_fraction", QT_TRANSLATE_NOOP("TcoAssumptionText", "0.10 of hardware"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "issue 6"), false},
        {"gpu_price_factor", QT_TRANSLATE_NOOP("TcoAssumptionText", "1"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "multiplier for scenarios and sensitivity"), false},
        {"cloud_offer",
         QT_TRANSLATE_NOOP("TcoAssumptionText",
                           "cheapest offer for the design's GPU in cloud_mode"),
         QT_TRANSLATE_NOOP("TcoAssumptionText",
                           "catalog cloud offers (reference README, cloud GPU prices)"),
         false},
        {"cloud_mode", QT_TRANSLATE_NOOP("TcoAssumptionText", "on_demand"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "issue 6"), false},
        {"cloud_price_factor", QT_TRANSLATE_NOOP("TcoAssumptionText", "1"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "multiplier for scenarios and sensitivity"), false},
        {"spot_discount", QT_TRANSLATE_NOOP("TcoAssumptionText", "0.6 below on-demand"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "no public source"), true},
        {"spot_availability", QT_TRANSLATE_NOOP("TcoAssumptionText", "0.9 of paid hours useful"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "no public source"), true},
        {"dataset_tb", QT_TRANSLATE_NOOP("TcoAssumptionText", "the design's storage capacity"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "design"), false},
        {"cloud_storage_per_tb_month", QT_TRANSLATE_NOOP("TcoAssumptionText", "23 USD"),
         QT_TRANSLATE_NOOP("TcoAssumptionText",
                           "object storage list price level; not in the reference"),
         true},
        {"egress_tb_per_month", QT_TRANSLATE_NOOP("TcoAssumptionText", "0"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "user"), false},
        {"egress_per_tb", QT_TRANSLATE_NOOP("TcoAssumptionText", "90 USD"),
         QT_TRANSLATE_NOOP("TcoAssumptionText",
                           "first-tier internet egress level; not in the reference"),
         true},
        {"hybrid_base_share", QT_TRANSLATE_NOOP("TcoAssumptionText", "utilization"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "issue 6"), false},
        {"staged_purchases", QT_TRANSLATE_NOOP("TcoAssumptionText", "none"),
         QT_TRANSLATE_NOOP("TcoAssumptionText", "user"), false},
    };
    return infos;
}

QString defaultTextOf(const AssumptionInfo& info)
{
    return QCoreApplication::translate("TcoAssumptionText", info.defaultText);
}

QString sourceOf(const AssumptionInfo& info)
{
    return QCoreApplication::translate("TcoAssumptionText", info.source);
}

} // namespace cs::tco
