#pragma once

#include "model/design.h"

#include <nlohmann/json.hpp>

namespace cs::analysis {

// Everything the analysis takes as given (model/analysisassumptions.h).
using Assumptions = AnalysisAssumptions;

// The design's assumptions: the defaults and what the design sets (checked
// when it was loaded or set).
Assumptions assumptionsFor(const Design& design);
// Every assumption, for reports.
nlohmann::json assumptionsToJson(const Assumptions& assumptions);

} // namespace cs::analysis
