#pragma once

#include "table.h"

#include "model/design.h"

#include <optional>
#include <string>
#include <vector>

namespace cs::exports {

struct CableEnd
{
    std::string rack;        // empty for a device not in a rack
    std::optional<int> unit; // bottom U; 0 on the side rails; unset when not in a rack
    std::string device;
    std::string port; // as portLabels() names it
};

// One cable run of the plan, for one link of the design.
struct CableRun
{
    std::string cableId; // "C" + the link id, stable while the link exists
    std::string fabric;
    CableEnd from; // the link's a end
    CableEnd to;   // the link's b end
    // Vendor part numbers, or the part id where a part has none; empty when
    // the link names no such part.
    std::string cable;
    std::string transceiverFrom;
    std::string transceiverTo;
    double lengthM = 0;
};

// One run per link, sorted by fabric (in the design's order), then the from
// end's rack, U (top first) and device name, then the from port — the order
// an installer walks the racks in. Names compare with numbers in them by
// value ("rack-2" before "rack-10").
std::vector<CableRun> cablingPlan(const Design& design);

// The plan as a table: cable id, fabric, from rack/U/device/port, to
// rack/U/device/port, cable, transceivers at both ends, length in m.
// One row per run.
Table cablingTable(const std::vector<CableRun>& runs);

// The plan as CSV, byte for byte tableToCsv(cablingTable(cablingPlan(design))),
// written row by row from cablingSheet() into one buffer: no run or table is
// built, so a plan of hundreds of thousands of links writes at memory speed.
std::string cablingCsv(const Design& design);

// The plan as a sheet produced row by row, the rows of cablingTable() in the
// same order, for a workbook that never holds the plan whole. `design` must
// outlive the source.
SheetSource cablingSheet(const Design& design);

} // namespace cs::exports
