#pragma once

#include "io/tcoassumptionsjson.h"
#include "model/design.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace cs::tco {

// The model's TCO assumptions (model/tcoassumptions.h) under the TCO's names.
using cs::StagedPurchase;
using cs::TcoAssumptions;

// One documented key: its default as text, where the default comes from, and
// whether that default is an estimate.
struct AssumptionInfo
{
    const char* key;
    const char* defaultText;
    const char* source;
    bool estimate;
};
const std::vector<AssumptionInfo>& assumptionInfos();
// The default and its source in the running language.
QString defaultTextOf(const AssumptionInfo& info);
QString sourceOf(const AssumptionInfo& info);

// The design's TCO assumptions: its own values, the defaults where it sets none.
TcoAssumptions tcoAssumptionsFor(const Design& design);
// The design's "assumptions.tco" object as written; an empty object when there is none.
nlohmann::json tcoSectionOf(const Design& design);

// "key=value" overrides as an object. The value is read as JSON when it parses
// and as text otherwise. Throws FormatError for text without a key.
nlohmann::json overridesToJson(const std::vector<std::string>& keyValues);

// Applies "key=value" overrides (as given to `tco --set`) on top of the
// design's section. The value is read as JSON when it parses (numbers, true,
// [..]) and as text otherwise. Throws FormatError for an unknown key or a bad value.
TcoAssumptions tcoAssumptionsWithOverrides(const Design& design,
                                           const std::vector<std::string>& keyValues);

} // namespace cs::tco
