#pragma once

#include "model/design.h"

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

// Moves the analysis section out of the design's raw assumption sections
// into its typed settings (on loading).
void takeAnalysisSection(Design& design);
// The design's assumption sections as the file holds them: the raw ones
// with the typed analysis section put back.
nlohmann::json assumptionsForFile(const Design& design);

} // namespace cs
