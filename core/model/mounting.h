#pragma once

#include "part.h"

namespace cs {

// Where a part fits in a rack: the one set of mounting rules that the model's
// invariants, the editor's preview (mountcheck.h), the analysis (space) and
// the generator's rack planner share, so none of them accepts what another
// refuses.
//
// The model itself refuses only what cannot exist (units outside the rack,
// two devices in one unit); a device deeper than its rack or a rack over its
// load rating can be read from a file and is reported by the analysis, and
// the editor and the generator refuse to make one.

// A rack model's frame: its rack spec, falling back to the part's own outer
// dimensions where the spec leaves them out. 0 means not known.
struct RackFrame
{
    int heightU = 0;
    double depthMm = 0;
    double widthMm = 0;
    double ownKg = 0;        // the empty rack
    double staticLoadKg = 0; // 0: no rating stated
};
RackFrame rackFrame(const Part* rackModel);

// Where a rack model states no height, the common 42U is assumed: for the
// drawings and for a cable's run down the rack.
inline constexpr int kAssumedRackUnits = 42;

// A part's height in whole rack units (a 1.5U part takes 2); 0 for a
// side-rail part or one of unknown height.
int unitsOf(const Part* part);

// Whether the part is deeper than the frame; false when either depth is unknown.
bool deeperThan(const Part* part, const RackFrame& frame);

// What the rack weighs holding `equipmentKg`: the rack's own weight counts
// against its static load rating (docs/generator-spec.md).
double loadedKg(double equipmentKg, const RackFrame& frame);
// Whether that is over the rating; false when the frame states none.
bool overLoadRating(double equipmentKg, const RackFrame& frame);

} // namespace cs
