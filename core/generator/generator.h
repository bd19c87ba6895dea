#pragma once

#include "clusterspec.h"

#include "model/design.h"
#include "model/snapshotdiff.h"

namespace cs::generator {

// Builds a complete, cabled design from a cluster spec: racks in rows filled
// with nodes up to what power, cooling, space and weight allow; the compute
// fabric as a 1-, 2- or 3-tier fat tree (or rail-optimized); storage and its
// fabric; out-of-band management; PDUs per feed; cooling with N+1; a cable
// and transceivers per link chosen by its run length. Every part the design
// uses is looked up through `parts` and embedded.
//
// A pure function: the same spec and parts give the same design, and so
// byte-identical files. Throws GeneratorError naming the spec field when a
// part is unknown or of the wrong kind, or the target cannot be built.
Design generateCluster(const ClusterSpec& spec, const PartLookup& parts);

} // namespace cs::generator
