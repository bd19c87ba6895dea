#pragma once

#include "model/entities.h"
#include "model/part.h"

namespace cs::analysis {

// A rack-scale system (an NVL72) standing in the rack it is built into: its
// own power shelves take the rack's feeds and its own liquid loop is rated by
// its vendor for its peak.
inline bool isInItsOwnFrame(const Part* part, const Rack& rack)
{
    return part && part->server && !part->server->rackFrame.empty() &&
           part->server->rackFrame == rack.partId;
}

} // namespace cs::analysis
