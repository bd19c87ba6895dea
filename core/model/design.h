#pragma once

#include "entities.h"
#include "entitytable.h"
#include "part.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace cs {

// The whole design an architect decides: facility, racks, devices, networks,
// storage, cooling, assumptions and the snapshot of catalog parts it uses.
//
// Every operation that changes the design checks the model's invariants first
// and throws ModelError without changing anything when one would break:
// ids are unique and references resolve, a device fits inside its rack and
// overlaps no other device on the same face, a rack slot holds one rack, and
// a port carries at most one link.
class Design
{
public:
    std::string name;
    std::string description;
    FacilityAssumptions facility;
    // Assumption sections owned by the analysis, generator and TCO (thresholds,
    // workload, finances), kept verbatim so that a file round-trips.
    nlohmann::json assumptions = nlohmann::json::object();

    // Catalog snapshot
    const PartMap& parts() const { return mParts; }
    const Part* part(const std::string& id) const;
    void putPart(Part part);

    // Facility
    const std::vector<Room>& rooms() const { return mRooms.all(); }
    const std::vector<Row>& rows() const { return mRows.all(); }
    const Row* row(RowId id) const { return mRows.find(id); }
    RoomId addRoom(Room room);
    RowId addRow(Row row);

    // Racks
    const std::vector<Rack>& racks() const { return mRacks.all(); }
    const Rack* rack(RackId id) const { return mRacks.find(id); }
    RackId addRack(Rack rack);
    void updateRack(const Rack& rack);
    void removeRack(RackId id); // also removes the devices mounted in it

    // Devices
    const std::vector<Device>& devices() const { return mDevices.all(); }
    const Device* device(DeviceId id) const { return mDevices.find(id); }
    DeviceId addDevice(Device device);
    void placeDevice(DeviceId id, std::optional<Placement> placement);
    void setDeviceConfig(DeviceId id, const DeviceConfig& config);
    void renameDevice(DeviceId id, const std::string& newName);
    void removeDevice(DeviceId id); // also removes its links and memberships
    std::vector<DeviceId> devicesInRack(RackId rack) const;

    // Networks
    const std::vector<Fabric>& fabrics() const { return mFabrics.all(); }
    const Fabric* fabric(FabricId id) const { return mFabrics.find(id); }
    FabricId addFabric(Fabric fabric);
    void removeFabric(FabricId id); // also removes its links
    // Replaces the fabric's switch list (tiers included); links stay.
    void setFabricSwitches(FabricId id, std::vector<FabricSwitch> switches);
    const std::vector<Link>& links() const { return mLinks.all(); }
    const Link* link(LinkId id) const { return mLinks.find(id); }
    LinkId addLink(Link link);
    void removeLink(LinkId id);
    std::optional<LinkId> linkAtPort(PortRef port) const;

    // Storage and cooling
    const std::vector<StorageSystem>& storageSystems() const { return mStorage.all(); }
    StorageSystemId addStorageSystem(StorageSystem system);
    const std::vector<CoolingUnit>& coolingUnits() const { return mCooling.all(); }
    CoolingUnitId addCoolingUnit(CoolingUnit unit);

    // Derived figures the invariants rest on
    int heightU(const Device& device) const;
    int portCount(const Device& device) const;
    const std::vector<NicConfig>& nicsOf(const Device& device) const;

    bool operator==(const Design& other) const;

private:
    const Part& requirePart(const std::string& id, PartKind kind, const char* field) const;
    const Part& requireDevicePart(const std::string& id) const;
    void checkRackPosition(const Rack& rack) const;
    void checkPlacement(const Device& device, const Placement& placement) const;
    void checkPort(PortRef port, const char* end) const;
    void checkLinkParts(const Link& link) const;
    void checkConfig(const Device& device, const DeviceConfig& config) const;
    void checkFabricSwitches(const Fabric& fabric) const;
    void detachDeviceReferences(DeviceId id);
    static std::uint64_t portKey(PortRef port);

    PartMap mParts;
    EntityTable<Room, RoomId> mRooms;
    EntityTable<Row, RowId> mRows;
    EntityTable<Rack, RackId> mRacks;
    EntityTable<Device, DeviceId> mDevices;
    EntityTable<Fabric, FabricId> mFabrics;
    EntityTable<Link, LinkId> mLinks;
    EntityTable<StorageSystem, StorageSystemId> mStorage;
    EntityTable<CoolingUnit, CoolingUnitId> mCooling;
    std::unordered_map<std::uint64_t, LinkId> mPortLinks;
    std::unordered_map<RackId, std::vector<DeviceId>> mRackDevices;
};

} // namespace cs
