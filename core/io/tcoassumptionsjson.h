#pragma once

#include "model/tcoassumptions.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cs {

// The design file's "assumptions.tco" section (docs/tco.md) and the typed
// settings a design holds (model/tcoassumptions.h).

// Reads a TCO assumptions object: every key known, every value in its range.
// Throws FormatError naming the key at fault under `path`.
TcoAssumptions tcoAssumptionsFromJson(const nlohmann::json& object,
                                      const std::string& path = "$.assumptions.tco");
nlohmann::json tcoAssumptionsToJson(const TcoAssumptions& assumptions);

// The section read, checked, with the section as written kept beside it.
TcoSettings tcoSettingsFromJson(const nlohmann::json& section,
                                const std::string& path = "$.assumptions.tco");
// The settings with every key of `patch` set over the section as written (a
// null value removes the key), checked as a file's are (an edit).
TcoSettings withTcoKeys(const TcoSettings& settings, const nlohmann::json& patch);
// `section` with every key of `patch` set over it (a null value removes the key).
nlohmann::json withKeysOver(nlohmann::json section, const nlohmann::json& patch);

} // namespace cs
