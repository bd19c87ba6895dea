#pragma once

#include "analysis.h"

#include <vector>

namespace cs::analysis {

// Every design rule, applied to a finished report. Each rule has a stable
// code, a severity, a message that says what to do, the entities concerned,
// the measured value and threshold, and its rationale with a source
// (docs/report-format.md lists them all).
std::vector<Finding> checkRules(const DesignFacts& facts, const AnalysisReport& report);

// The codes checkRules can emit about the design itself, for documentation
// and tests (tests/core/analysis/tst_rules.cpp has a trigger for each).
const std::vector<const char*>& ruleCodes();
// The codes about the fit between the design's workloads and its hardware,
// judged by the performance model (tests/core/analysis/tst_workloadrules.cpp).
const std::vector<const char*>& workloadRuleCodes();

} // namespace cs::analysis
