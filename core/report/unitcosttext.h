#pragma once

#include "tco/tco.h"

#include <QString>

namespace cs {

// What the network buys in money: for each workload with a what-if, the
// build's cost per million tokens on every network variant, one line per
// workload ("as built 1.20; PCIe only 1.91; Injection ×½ 1.31 …"),
// after the TCO's own text. Empty without such workloads.
QString networkUnitCostText(const tco::TcoResult& result);

} // namespace cs
