#pragma once

#include "model/analysisassumptions.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cs {

// The design file's "assumptions.analysis" section and the typed settings a
// design holds (model/analysisassumptions.h).

// Reads the section, checked: an object, every value in its range, no
// unknown key, a scaling range that ends above where it starts. Throws
// FormatError naming the JSON path of the fault.
AnalysisSettings analysisSettingsFromJson(const nlohmann::json& section,
                                          const std::string& path = "$.assumptions.analysis");
// The settings with one key set (an edit), checked as a file's are.
AnalysisSettings withAnalysisKey(const AnalysisSettings& settings, const std::string& key,
                                 double value);
// Every assumption, defaults included (reports, `evaluate --json`).
nlohmann::json analysisAssumptionsToJson(const AnalysisAssumptions& assumptions);

} // namespace cs
