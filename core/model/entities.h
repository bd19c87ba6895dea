#pragma once

#include "enums.h"
#include "ids.h"
#include "part.h"

#include <optional>
#include <string>
#include <vector>

namespace cs {

// A row of rack positions. Slot n sits at x = xM + n * slotPitchM along the row,
// so the distance between two racks follows from their rows and slotCount.
struct Row
{
    RowId id;
    RoomId room;
    std::string name;
    double xM = 0;
    double yM = 0;
    double slotPitchM = 0.6;
    int slotCount = 0;
    CoolingMethod cooling = CoolingMethod::Air;
    bool operator==(const Row&) const = default;
};

struct Room
{
    RoomId id;
    std::string name;
    double widthM = 0;
    double depthM = 0;
    bool operator==(const Room&) const = default;
};

struct RackPosition
{
    RowId row;
    int slot = 0;
    bool operator==(const RackPosition&) const = default;
};

struct Rack
{
    RackId id;
    std::string name;
    std::string partId;
    std::optional<RackPosition> position;
    double powerBudgetKw = 0;
    FeedRedundancy feeds = FeedRedundancy::Redundant2N;
    CoolingMethod cooling = CoolingMethod::Air;
    bool operator==(const Rack&) const = default;
};

// Where a device sits. bottomU is 1-based; 0 means a 0U part mounted on the side
// rails (a vertical PDU). A half-depth device only takes its own face.
struct Placement
{
    RackId rack;
    int bottomU = 0;
    RackFace face = RackFace::Front;
    bool halfDepth = false;
    bool operator==(const Placement&) const = default;
};

// Per-instance changes to a part's default configuration.
struct DeviceConfig
{
    std::optional<std::string> gpuPartId;
    std::optional<int> gpuCount;
    std::optional<std::string> cpuPartId;
    std::optional<int> cpuCount;
    std::optional<double> ramGb;
    std::optional<std::vector<NicConfig>> nics;
    std::optional<double> localNvmeTb;
    std::optional<std::string> feed; // "A" or "B" for PDUs
    bool operator==(const DeviceConfig&) const = default;
};

struct Device
{
    DeviceId id;
    std::string name;
    std::string partId;
    std::optional<Placement> placement;
    DeviceConfig config;
    bool operator==(const Device&) const = default;
};

struct FabricSwitch
{
    DeviceId device;
    int tier = 1; // 1 leaf, 2 spine, 3 core
    bool operator==(const FabricSwitch&) const = default;
};

struct Fabric
{
    FabricId id;
    std::string name;
    NetworkRole role = NetworkRole::Compute;
    Topology topology = Topology::FatTree;
    double targetOversubscription = 1.0;
    std::vector<FabricSwitch> switches;
    bool operator==(const Fabric&) const = default;
};

struct PortRef
{
    DeviceId device;
    int port = 0; // 0-based index into the device's port list
    bool operator==(const PortRef&) const = default;
};

struct Link
{
    LinkId id;
    FabricId fabric;
    PortRef a;
    PortRef b;
    std::string cablePartId;
    std::string transceiverAPartId;
    std::string transceiverBPartId;
    double lengthM = 0;
    bool operator==(const Link&) const = default;
};

struct StorageSystem
{
    StorageSystemId id;
    std::string name;
    std::string filesystem;
    std::vector<DeviceId> devices;
    bool operator==(const StorageSystem&) const = default;
};

// A room cooler (CRAH, in-row, CDU) stands on the floor; a rear-door heat
// exchanger is attached to a rack.
struct CoolingUnit
{
    CoolingUnitId id;
    std::string name;
    std::string partId;
    std::optional<RackPosition> position;
    std::optional<RackId> attachedRack;
    bool operator==(const CoolingUnit&) const = default;
};

struct FacilityAssumptions
{
    double pue = 1.5;
    double electricityPricePerKwh = 0.10;
    std::string currency = "USD";
    bool operator==(const FacilityAssumptions&) const = default;
};

} // namespace cs
