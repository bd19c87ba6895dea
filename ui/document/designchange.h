#pragma once

#include "model/entities.h"

#include <QFlags>
#include <QMetaType>

#include <vector>

namespace cs::ui {

// What an edit touched. Views redraw only what a change names.
enum class ChangeKind : unsigned
{
    Racks = 1u << 0,
    Devices = 1u << 1,
    Links = 1u << 2,
    Fabrics = 1u << 3,
    Facility = 1u << 4,          // rooms, rows, the design's name and facility assumptions
    Cooling = 1u << 5,           // cooling units
    Storage = 1u << 6,           // storage systems
    Assumptions = 1u << 7,       // the JSON assumption sections
    Parts = 1u << 8,             // the design's part snapshot
    Workloads = 1u << 9,         // what the design is for (docs/workload-format.md)
    BenchmarkResults = 1u << 10, // outputs of the built cluster (docs/commissioning.md)
};
Q_DECLARE_FLAGS(ChangeKinds, ChangeKind)
Q_DECLARE_OPERATORS_FOR_FLAGS(ChangeKinds)

// One change of the open design, as Document::changed reports it. The id lists
// name the entities added, changed or removed (a removed id no longer resolves
// in the design); an empty list with its kind set means "some of that kind".
// `reset` means the whole design was replaced (New, Open): rebuild everything.
struct DesignChange
{
    ChangeKinds kinds;
    bool reset = false;
    // Only names changed (a rename): what is drawn stays where it is, and a
    // view may relabel instead of laying itself out again.
    bool namesOnly = false;
    std::vector<RackId> racks;
    std::vector<DeviceId> devices;
    std::vector<LinkId> links;
    std::vector<FabricId> fabrics;
    std::vector<CoolingUnitId> coolingUnits;
    std::vector<RowId> rows;

    static DesignChange everything();
    bool touches(ChangeKind kind) const { return reset || kinds.testFlag(kind); }
    // Adds another change's kinds and ids (a macro reports its steps as one).
    void merge(const DesignChange& other);
};

} // namespace cs::ui

Q_DECLARE_METATYPE(cs::ui::DesignChange)
