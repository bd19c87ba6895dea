#pragma once

#include "model/scenario.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace cs {

// The design file's "assumptions.scenarios" section (docs/design-format.md,
// Scenarios) and the typed scenarios a design holds (model/scenario.h).

// Reads the section (an array). Throws FormatError naming the path of the
// first problem: unknown keys, empty or repeated names, TCO keys that are not
// TCO assumptions or out of range.
std::vector<Scenario> scenariosFromJson(const nlohmann::json& array,
                                        const std::string& path = "$.assumptions.scenarios");
nlohmann::json scenariosToJson(const std::vector<Scenario>& scenarios);

// The section read, checked, with the section as written kept beside it.
ScenarioSettings scenarioSettingsFromJson(const nlohmann::json& section,
                                          const std::string& path = "$.assumptions.scenarios");

// The scenarios with each one's TCO keys replaced by the patch at its index
// (one per scenario, in order) and the rest of the section kept as written;
// checked as a file's. Throws FormatError naming the key at fault.
ScenarioSettings withScenarioTcoKeys(const ScenarioSettings& settings,
                                     const std::vector<nlohmann::json>& tcoPatches);

} // namespace cs
