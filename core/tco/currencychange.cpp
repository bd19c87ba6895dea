#include "currencychange.h"

#include "io/scenariojson.h"
#include "money.h"
#include "tcoassumptions.h"
#include "tcoinputs.h"

namespace cs::tco {

namespace {

using nlohmann::json;

std::string statedCurrency(const json& section)
{
    const auto it = section.find("currency");
    return it != section.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// Money keys of `section` from `from` into `to`; true when any changed.
bool convertMoneyKeys(json& section, const std::string& from, const std::string& to,
                      double cnyPerUsd)
{
    if (from == to) {
        return false;
    }
    const Money target(to, cnyPerUsd);
    bool changed = false;
    for (const std::string& key : tcoMoneyKeys()) {
        const auto it = section.find(key);
        if (it == section.end() || !it->is_number()) {
            continue;
        }
        if (const auto converted = target.convert(it->get<double>(), from)) {
            *it = *converted;
            changed = true;
        }
    }
    return changed;
}

double rateOf(const json& section, double fallback)
{
    const auto it = section.find("cny_per_usd");
    return it != section.end() && it->is_number() ? it->get<double>() : fallback;
}

// Each scenario's overrides are in its own currency when it states one, else
// in the design's TCO currency, which moves with the facility's.
bool convertScenarios(std::vector<Scenario>& scenarios, const std::string& baseStated,
                      const std::string& oldFacility, const std::string& newFacility,
                      double baseRate)
{
    bool changed = false;
    for (Scenario& scenario : scenarios) {
        json& tco = scenario.tco;
        const std::string stated = statedCurrency(tco).empty() ? baseStated : statedCurrency(tco);
        changed = convertMoneyKeys(tco, tcoCurrencyOf(stated, oldFacility),
                                   tcoCurrencyOf(stated, newFacility), rateOf(tco, baseRate)) ||
                  changed;
    }
    return changed;
}

} // namespace

const std::vector<std::string>& tcoMoneyKeys()
{
    static const std::vector<std::string> keys{
        "colocation_per_kw_month",    "facility_build_per_kw",
        "facility_opex_per_kw_month", "electricity_price_per_kwh",
        "staff_cost_per_fte_year",    "licence_per_node_year",
        "cloud_storage_per_tb_month", "egress_per_tb"};
    return keys;
}

CurrencyChange changeFacilityCurrency(const Design& design, const std::string& currency)
{
    const std::string& old = design.facility.currency;
    const TcoAssumptions& stated = design.tcoAssumptions.values;
    CurrencyChange change{design.facility, std::nullopt, std::nullopt};
    change.facility.currency = currency;
    const Money target(currency, stated.cnyPerUsd);
    change.facility.electricityPricePerKwh =
        target.convert(design.facility.electricityPricePerKwh, old)
            .value_or(design.facility.electricityPricePerKwh);

    json section = tcoSectionOf(design);
    if (convertMoneyKeys(section, tcoCurrencyOf(stated.currency, old),
                         tcoCurrencyOf(stated.currency, currency), stated.cnyPerUsd)) {
        change.tco = tcoSettingsFromJson(section);
    }
    std::vector<Scenario> scenarios = design.scenarios.values;
    if (convertScenarios(scenarios, stated.currency, old, currency, stated.cnyPerUsd)) {
        std::vector<json> patches;
        for (const Scenario& s : scenarios) {
            patches.push_back(s.tco);
        }
        change.scenarios = withScenarioTcoKeys(design.scenarios, patches);
    }
    return change;
}

} // namespace cs::tco
