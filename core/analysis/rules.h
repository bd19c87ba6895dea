#pragma once

#include "analysis.h"

#include <vector>

namespace cs::analysis {

// Every design rule, applied to a finished report. Each rule has a stable
// code, a severity, a message that says what to do, the entities concerned,
// the measured value and threshold, and its rationale with a source
// (docs/report-format.md lists them all).
std::vector<Finding> checkRules(const DesignFacts& facts, const AnalysisReport& report);

// The codes checkRules can emit, for documentation and tests.
const std::vector<const char*>& ruleCodes();

} // namespace cs::analysis
