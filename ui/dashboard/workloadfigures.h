#pragma once

#include "keyfigures.h"

namespace cs::ui {

// One figure per workload the design carries, from the performance model's
// best plan: training days against the target, or served tokens per second
// and the time per token against the target. The colour follows the same
// comparison the workload rules make, so the checks list agrees.
std::vector<KeyFigure> workloadFigures(const analysis::AnalysisReport& report,
                                       const Design& design);

} // namespace cs::ui
