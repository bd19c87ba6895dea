#pragma once

#include "design.h"
#include "mounting.h"

#include <QString>

#include <optional>
#include <vector>

namespace cs {

// The frame of the rack's model (mounting.h).
RackFrame frameOf(const Design& design, const Rack& rack);

// Why the part cannot be mounted at that place, as one sentence for the user,
// or nothing when it can: the rack exists, the part fits between U1 and the
// rack's top, its units are free on that face, it is no deeper than the rack
// and the rack's load rating carries it. The part need not be in the design's
// snapshot yet (a part dragged from the catalog). Devices listed in `moving`
// free their units and weight (they are the ones being moved).
std::optional<QString> mountProblem(const Design& design, const Part& part,
                                    const Placement& placement,
                                    const std::vector<DeviceId>& moving = {});

} // namespace cs
