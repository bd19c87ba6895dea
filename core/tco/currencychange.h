#pragma once

#include "model/design.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace cs::tco {

// A design restated in another facility currency. An amount means what it
// meant before: the facility's electricity price, and every money key of
// "assumptions.tco" and of each scenario's TCO overrides that is written in a
// currency the change moves, are converted at the design's cny_per_usd, so no
// TCO result changes beyond the rate. Amounts that cannot convert (another
// currency than USD or CNY) are kept as written.
struct CurrencyChange
{
    FacilityAssumptions facility;
    std::optional<TcoSettings> tco;            // "assumptions.tco", when it changes
    std::optional<ScenarioSettings> scenarios; // "assumptions.scenarios", when it changes
};

// Every other key, and every scenario's other fields, stay as written. Throws
// FormatError naming the key when a converted amount leaves its accepted
// range (an electricity price of 500 USD is 3,600 CNY, above 1,000).
CurrencyChange changeFacilityCurrency(const Design& design, const std::string& currency);

// The JSON keys of the TCO assumptions that hold an amount of money.
const std::vector<std::string>& tcoMoneyKeys();

} // namespace cs::tco
