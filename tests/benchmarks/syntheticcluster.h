#pragma once

#include "model/design.h"

namespace cs::bench {

// A synthetic training cluster for benchmarks: 8-GPU nodes with one 400G port
// per GPU, four nodes to a 48U rack, a non-blocking fat tree of 128-port
// switches (2 tiers up to 8,192 endpoint ports, 3 tiers beyond), PDUs, a
// per-rack management switch and every link cabled. Parts are fixtures, not
// catalog figures.
Design syntheticCluster(int gpus);

} // namespace cs::bench
