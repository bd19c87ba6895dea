#pragma once

#include "analysis/performance.h"

#include <QString>

namespace cs {

// Two lines per workload for `evaluate`'s text form: the best plan and what
// it delivers, then what bounds it and where the step goes; or why no plan
// runs. Empty without workloads.
QString performanceLines(const analysis::PerformanceReport& performance);

} // namespace cs
