#pragma once

#include "analysisassumptions.h"
#include "benchmarkresult.h"
#include "entities.h"
#include "entitybundle.h"
#include "entitytable.h"
#include "part.h"
#include "portlinkindex.h"
#include "scenario.h"
#include "tcoassumptions.h"
#include "workload.h"

#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
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
    // The sections of the file's "assumptions", each typed and kept as
    // written (model/assumptionsection.h): the analysis's thresholds, the
    // TCO's finances and the named what-ifs compared with them.
    AnalysisSettings analysisAssumptions;
    TcoSettings tcoAssumptions;
    ScenarioSettings scenarios;
    // The cluster spec the generator built this design from, as it wrote it
    // ({"cluster_spec": ...}, docs/generator-spec.md); a record the program
    // does not read back. Null: the design was not generated.
    nlohmann::json generatedFrom;
    // Sections this version does not know (a newer version wrote them), kept
    // as written so that a file round-trips.
    nlohmann::json otherAssumptions = nlohmann::json::object();
    // What the cluster is for: named training and inference workloads, in the
    // order the user gave them; the first training workload drives the
    // compute figures (docs/design-format.md).
    std::vector<Workload> workloads;
    // Benchmark outputs of the built cluster, judged against this design
    // (docs/commissioning.md); file names unique, in the order attached.
    std::vector<BenchmarkResult> benchmarkResults;

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
    // Name, position, pitch, slot count and cooling; racks and floor units must
    // still sit inside the row.
    void updateRow(const Row& row);

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
    // Moves several devices at once, each checked against the others' new
    // places, so a group can shift onto units its own members leave.
    void placeDevices(const std::vector<std::pair<DeviceId, std::optional<Placement>>>& moves);
    // The device taking any of units bottomU..topU on that face of the rack,
    // apart from the ignored ones; nullptr when the units are free.
    const Device* occupant(RackId rack, int bottomU, int topU, RackFace face, bool halfDepth,
                           const std::vector<DeviceId>& ignoring = {}) const;

    // Networks
    const std::vector<Fabric>& fabrics() const { return mFabrics.all(); }
    const Fabric* fabric(FabricId id) const { return mFabrics.find(id); }
    FabricId addFabric(Fabric fabric);
    void removeFabric(FabricId id); // also removes its links
    // Replaces the fabric's switch list (tiers included); links stay.
    void setFabricSwitches(FabricId id, std::vector<FabricSwitch> switches);
    // Name, role, topology, oversubscription target and switches; links stay.
    void updateFabric(const Fabric& fabric);
    const std::vector<Link>& links() const { return mLinks.all(); }
    const Link* link(LinkId id) const { return mLinks.find(id); }
    LinkId addLink(Link link);
    void removeLink(LinkId id);
    // Cable, transceivers and length; the link's fabric and ends must stay.
    void updateLink(const Link& link);
    std::optional<LinkId> linkAtPort(PortRef port) const;

    // Storage and cooling
    const std::vector<StorageSystem>& storageSystems() const { return mStorage.all(); }
    const StorageSystem* storageSystem(StorageSystemId id) const { return mStorage.find(id); }
    StorageSystemId addStorageSystem(StorageSystem system);
    // Name, filesystem and member list; every member must be a storage device.
    void updateStorageSystem(const StorageSystem& system);
    // Takes the system out (its devices stay) with the position it held, so
    // that insertStorageSystem(extractStorageSystem(id)) restores the design.
    Indexed<StorageSystem> extractStorageSystem(StorageSystemId id);
    void insertStorageSystem(const Indexed<StorageSystem>& system);
    StorageSystemId nextStorageSystemId() const { return mStorage.nextId(); }
    const std::vector<CoolingUnit>& coolingUnits() const { return mCooling.all(); }
    CoolingUnitId addCoolingUnit(CoolingUnit unit);
    const CoolingUnit* coolingUnit(CoolingUnitId id) const { return mCooling.find(id); }
    void updateCoolingUnit(const CoolingUnit& unit);

    // Taking entities out with everything that depends on them (a rack's
    // devices and rear doors, a device's links and fabric and storage
    // memberships). insertBundle(extractX(...)) gives back an identical design.
    EntityBundle extractRacks(const std::vector<RackId>& ids);
    EntityBundle extractDevices(const std::vector<DeviceId>& ids);
    EntityBundle extractLinks(const std::vector<LinkId>& ids);
    EntityBundle extractCoolingUnits(const std::vector<CoolingUnitId>& ids);
    // Puts a bundle in, dependencies first, with every invariant checked; the
    // ids must be valid and unused. On failure nothing changes.
    void insertBundle(const EntityBundle& bundle);
    // Ids that no entity holds yet, for building bundles of new entities.
    RackId nextRackId() const { return mRacks.nextId(); }
    DeviceId nextDeviceId() const { return mDevices.nextId(); }
    LinkId nextLinkId() const { return mLinks.nextId(); }
    CoolingUnitId nextCoolingUnitId() const { return mCooling.nextId(); }

    // A part no entity refers to can leave the snapshot; one in use is refused.
    bool partInUse(const std::string& id) const;
    void removePart(const std::string& id);

    // Derived figures the invariants rest on
    int heightU(const Device& device) const;
    int portCount(const Device& device) const;
    // Makes room for `count` links in all, so that adding a large network does
    // not grow the link tables step by step.
    void reserveLinks(std::size_t count);
    const std::vector<NicConfig>& nicsOf(const Device& device) const;

    bool operator==(const Design& other) const;

private:
    const Part& requirePart(const std::string& id, PartKind kind, const char* field) const;
    const Part& requireDevicePart(const std::string& id) const;
    void checkRackPosition(const Rack& rack) const;
    void checkNewRack(const Rack& rack) const;
    void checkPowerBudget(const Rack& rack) const;
    void checkNewDevice(const Device& device) const;
    void checkNewLink(const Link& link);
    void checkCoolingUnit(const CoolingUnit& unit) const;
    void checkStorageSystem(const StorageSystem& system) const;
    void checkRowKeepsItsRacks(const Row& row) const;
    void checkMembership(const FabricMembership& m) const;
    void insertRack(const Indexed<Rack>& rack);
    void insertDevice(const Indexed<Device>& device);
    void insertLink(const Indexed<Link>& link);
    void insertMemberships(const EntityBundle& bundle);
    EntityBundle extract(std::unordered_set<RackId> racks, std::unordered_set<DeviceId> devices,
                         std::unordered_set<LinkId> links,
                         std::unordered_set<CoolingUnitId> coolingUnits);
    void extractMemberships(const std::unordered_set<DeviceId>& devices, EntityBundle& out);
    void checkPlacement(const Device& device, const Placement& placement) const;
    void checkPort(PortRef port, const char* end);
    int portCountOfLinkEnd(const Device& device);
    void checkLinkParts(const Link& link) const;
    static void checkLinkLength(const Link& link);
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
    PortLinkIndex mPortLinks;
    // What adding links at scale would otherwise work out twice per link: the
    // port count of a device that carries its part's own NICs, by part, and
    // the cable and transceiver ids of the last link whose parts were checked
    // (links added in bulk mostly share them). Only adding links fills it;
    // changing the parts empties it, and a copy starts empty (its keys point
    // into this design's parts).
    struct PortCountMemo
    {
        std::unordered_map<const Part*, int> byPart;
        std::optional<std::array<std::string, 3>> checkedLinkParts;
        PortCountMemo() = default;
        PortCountMemo(const PortCountMemo&) {}
        PortCountMemo(PortCountMemo&&) noexcept {}
        PortCountMemo& operator=(const PortCountMemo&)
        {
            clear();
            return *this;
        }
        PortCountMemo& operator=(PortCountMemo&&) noexcept
        {
            clear();
            return *this;
        }
        ~PortCountMemo() = default;
        void clear()
        {
            byPart.clear();
            checkedLinkParts.reset();
        }
    };
    PortCountMemo mPortCounts;
    std::unordered_map<RackId, std::vector<DeviceId>> mRackDevices;
};

} // namespace cs
