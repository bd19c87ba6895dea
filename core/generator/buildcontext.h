#pragma once

// Internal to the generator: the state the planning, wiring and emitting
// steps share. Not part of the generator's interface.

#include "clusterspec.h"
#include "fattree.h"
#include "floorplan.h"
#include "portlayout.h"
#include "rackplanner.h"
#include "switchchoice.h"

#include "model/design.h"
#include "model/snapshotdiff.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cs::generator::detail {

// The parts the spec names, resolved and checked once. Owned here so that
// pointers into them stay valid.
struct ResolvedParts
{
    std::map<std::string, Part> all;
    std::map<std::string, PortLayout> layouts;
    const Part* node = nullptr;
    const Part* namedSwitch = nullptr;   // the spec's switch, when it names one
    const Part* computeSwitch = nullptr; // the model in the mode chosen (planning.cpp)
    const Part* rack = nullptr;
    const Part* frame = nullptr;         // a rack-scale node's own rack
    const Part* storage = nullptr;       // when storage is asked for
    const Part* storageSwitch = nullptr; // when storage is asked for
    const Part* oobSwitch = nullptr;     // when OOB management is on
    const Part* oobAggregation = nullptr;
    std::vector<const Part*> supplies;
    std::vector<const Part*> switches; // compute switch candidates from the supply parts
    std::vector<const Part*> pdus;

    const PortLayout& layout(const Part& part) const { return layouts.at(part.id); }
};

// A device placed in the network racks.
struct NetworkItem
{
    enum class Kind
    {
        ComputeSwitch,
        StorageSwitch,
        StorageAppliance,
        OobAggregation
    };
    Kind kind = Kind::ComputeSwitch;
    int index = 0; // switch index in its plan, appliance index, 2·zone + side
    const Part* part = nullptr;
    double home = 0.5; // where its neighbours sit, 0..1 along the compute racks
};

struct GenRack
{
    bool network = false;
    bool frame = false;     // a rack-scale node's own rack: no OOB switch, no PDUs
    std::vector<int> items; // network racks: indices into Build::items
    int firstNode = 0;      // compute racks
    int nodeCount = 0;
    double home = 0;
    int zone = 0;      // OOB zone
    int oobIndex = -1; // among the racks with an OOB switch (a rack-scale node's has none)
    int oobDevice = -1;
    std::string name;
};

struct GenDevice
{
    std::string name;
    const Part* part = nullptr;
    const PortLayout* layout = nullptr;
    int rack = -1;
    int bottomU = 0;
    std::optional<std::string> feed;
};

struct GenFabric
{
    Fabric fabric;           // id assigned on emit; switches hold device indices + 1
    std::string switchField; // the spec key naming its switches, for errors
};

struct PendingLink
{
    int fabric = 0;
    int devA = 0;
    int portA = 0;
    int devB = 0;
    int portB = 0;
    double lengthM = 0;
};

struct Build
{
    explicit Build(const ClusterSpec& s) : spec(s) {}

    const ClusterSpec& spec;
    ResolvedParts parts;
    int nodes = 0;
    RackModel rackModel;      // network racks, and compute racks unless the node is rack-scale
    double frameBudgetKw = 0; // a rack-scale node's own rack, provisioned over 2N feeds
    int nodesPerRack = 0;
    FatTreePlan compute;
    std::optional<FatTreePlan> storageFabric;
    int appliances = 0;
    int storagePortsPerNode = 0;  // one per storage NIC
    int storageEndpointPorts = 0; // nodes' and appliances' together
    int zones = 0;
    int racksPerZone = 0;

    std::vector<NetworkItem> items;     // in rack order
    std::vector<int> computeSwitchItem; // by switch index in `compute`
    std::vector<int> storageSwitchItem;
    std::vector<int> applianceItem;
    std::vector<int> aggregationItem; // 2 per OOB zone: A, B
    std::vector<GenRack> racks;       // in floor order
    FloorPlan floor;

    std::vector<GenDevice> devices;
    std::vector<int> nodeDevice;
    std::vector<int> itemDevice;
    std::vector<GenFabric> fabrics;
    std::vector<PendingLink> links;

    // A rack-scale node is built into its own rack (Part::server->rackFrame).
    bool rackScale() const { return parts.frame != nullptr; }
    const Part& rackPartOf(const GenRack& r) const { return r.frame ? *parts.frame : *parts.rack; }
    int heightUOf(const GenRack& r) const { return rackFrame(&rackPartOf(r)).heightU; }
};

// partresolver.cpp: every part the spec names, checked.
void resolveParts(Build& b, const PartLookup& lookup);
// planes.cpp: the node with every compute cage split into one port per plane
// (derived node and NIC parts, embedded like a switch's breakout mode).
void splitNodeIntoPlanes(Build& b);
// The compute switch in its chosen mode (a breakout mode becomes its own part).
void useComputeSwitch(Build& b, const SwitchMode& mode);
// planning.cpp: node count, rack model, nodes per rack, fabric sizes.
void planSizes(Build& b);
RackPlanner rackPlannerFor(const Build& b);
// racklayout.cpp: network racks, rack order, OOB zones and the floor.
void planRacks(Build& b);
// devices.cpp: every device in its rack.
void placeDevices(Build& b);
// wiring.cpp: fabrics and their links (no cables yet).
void wireNetworks(Build& b);
// linkmedia.cpp: the cable and transceivers of every link.
struct LinkMedia
{
    const Part* cable = nullptr;
    const Part* transceiverA = nullptr;
    const Part* transceiverB = nullptr;
};
std::vector<LinkMedia> chooseMedia(const Build& b);
// emit.cpp: the Design, through its own operations.
Design emitDesign(const Build& b);

// The catalog figures a device draws and weighs.
double maxWatts(const Part& part);

} // namespace cs::generator::detail
