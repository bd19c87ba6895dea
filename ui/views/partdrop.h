#pragma once

#include "palette/partsource.h"

#include "document/documentcommand.h"
#include "model/design.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace cs::ui {

class Document;

// Where a part is dropped in the rack view: the rack and face under the
// cursor, the unit (0 over the rack's header) and the device under the cursor.
struct DropTarget
{
    RackId rack;
    RackFace face = RackFace::Front;
    int u = 0;
    DeviceId device;
};

// What dropping a part there would do. Either `problem` says why it is
// refused, or `make` builds the command; `placement` and `heightU` show where
// a mounted part would land.
struct DropPlan
{
    QString problem;
    std::function<std::unique_ptr<DocumentCommand>()> make;
    std::optional<Placement> placement;
    int heightU = 0;

    bool ok() const { return problem.isEmpty() && make != nullptr; }
};

// Mounting servers, switches, storage and PDUs into units (snapped so the part
// fits below the rack's top; a PDU in a rack with 2N feeds on the feed whose
// PDUs carry less), GPUs onto a GPU server (sets or replaces them,
// only a GPU the chassis takes, up to its slots), NICs and CPUs onto servers,
// a rear door onto a rack, a rack part beside the rack under the cursor.
DropPlan planPartDrop(Document& document, const PartLookup& lookup, const Part& part,
                      const DropTarget& target);

// The lowest unit of the rack's front where the part fits (Enter in the palette).
std::optional<int> lowestFreeU(const Design& design, const Part& part, RackId rack);

// A new rack of the part standing in the slot, named "rack-NN" (a number not
// yet used) and with the power budget, feeds and cooling of the first rack
// already in that row (20 kW and the row's cooling in an empty row), so that a
// row filled rack by rack stays alike.
Rack newRackAt(const Design& design, const Part& part, RackPosition slot);

// A name not yet used in the design, e.g. "node-05" for the fifth GPU server.
std::string newDeviceName(const Design& design, const Part& part);

} // namespace cs::ui
