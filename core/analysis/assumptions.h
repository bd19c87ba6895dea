#pragma once

#include "model/design.h"

namespace cs::analysis {

// Everything the analysis takes as given (model/analysisassumptions.h).
using Assumptions = AnalysisAssumptions;

// The design's assumptions: the defaults and what the design sets (checked
// when it was loaded or set).
Assumptions assumptionsFor(const Design& design);

} // namespace cs::analysis
