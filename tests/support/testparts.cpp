#include "testparts.h"

#include "io/analysisassumptionsjson.h"
#include "io/scenariojson.h"
#include "io/tcoassumptionsjson.h"

#include <string>

namespace cs::test {

namespace {

Part base(const std::string& id, PartKind kind)
{
    Part p;
    p.id = id;
    p.kind = kind;
    p.name = id;
    p.vendor = "Test";
    p.source = "test fixture";
    return p;
}

} // namespace

Price usd(double amount)
{
    return Price{amount, "USD", "2026-01", "unit", "test", false};
}

Part priced(Part part, double amountUsd)
{
    part.price = usd(amountUsd);
    return part;
}

Part rack42u()
{
    Part p = base("test-rack-42u", PartKind::Rack);
    p.rack = RackSpec{42, 1200, 600, 1500};
    return p;
}

Part gpuPart()
{
    Part p = base("test-gpu", PartKind::Gpu);
    GpuSpec g;
    g.formFactor = "SXM5";
    g.memoryGb = 80;
    g.denseTflops.bf16 = 1000;
    p.gpu = g;
    p.power = PowerWatts{std::nullopt, std::nullopt, 700};
    return p;
}

Part nicPart()
{
    Part p = base("test-nic", PartKind::Nic);
    p.ports = {PortGroup{1, 400, "OSFP", 1, "infiniband", "compute"}};
    p.nic = NicSpec{true, 5};
    return p;
}

Part gpuServer8u()
{
    Part p = base("test-server", PartKind::GpuServer);
    p.heightU = 8;
    p.depthMm = 900;
    p.power = PowerWatts{std::nullopt, std::nullopt, 10000};
    p.ports = {PortGroup{1, 1, "RJ45", 1, "ethernet", "management"}};
    ServerSpec s;
    s.gpuPartId = "test-gpu";
    s.gpuCount = 8;
    s.gpuSlots = 8;
    s.nics = {NicConfig{"test-nic", 8, "compute"}};
    p.server = s;
    return p;
}

Part leafSwitch()
{
    Part p = base("test-switch", PartKind::Switch);
    p.heightU = 1;
    p.ports = {PortGroup{64, 400, "OSFP", 2, "infiniband", "any"}};
    p.networkSwitch = SwitchSpec{"infiniband", true, 51.2, "leaf"};
    return p;
}

Part dacCable(double lengthM)
{
    Part p = base("test-dac-" + std::to_string(static_cast<int>(lengthM)) + "m", PartKind::Cable);
    p.cable = CableSpec{"dac", 400, lengthM, lengthM, 1, false, {}};
    return p;
}

Part storageServer()
{
    Part p = base("test-storage", PartKind::Storage);
    p.heightU = 2;
    p.ports = {PortGroup{2, 400, "QSFP112", 1, "ethernet", "storage"}};
    p.storage = StorageSpec{"nvme_server", 100, 20, 10.0, "Lustre"};
    return p;
}

Part rearDoorCooler()
{
    Part p = base("test-rdhx", PartKind::Cooling);
    p.cooling = CoolingSpec{"rdhx", "liquid", 50};
    return p;
}

Part zeroUPdu()
{
    Part p = base("test-pdu", PartKind::Pdu);
    p.heightU = 0;
    p.pdu = PduSpec{3, 415, 32, 22, 36, true};
    return p;
}

Design designWithOneRack()
{
    Design d;
    d.name = "test";
    for (const Part& p :
         {rack42u(), gpuPart(), nicPart(), gpuServer8u(), leafSwitch(), dacCable(3)}) {
        d.putPart(p);
    }
    const RoomId room = d.addRoom(Room{RoomId{}, "Hall", 20, 10});
    Row row;
    row.room = room;
    row.name = "A";
    row.slotCount = 10;
    const RowId rowId = d.addRow(row);
    Rack rack;
    rack.name = "A01";
    rack.partId = "test-rack-42u";
    rack.position = RackPosition{rowId, 0};
    rack.powerBudgetKw = 40;
    d.addRack(rack);
    return d;
}

Design fullDesign()
{
    Design d = designWithOneRack();
    d.description = "every entity kind";
    d.facility = FacilityAssumptions{1.3, 0.08, "CNY"};
    d.otherAssumptions = nlohmann::json{{"thresholds", {{"ram_to_gpu_memory", 2.0}}}};
    // One analysis assumption of its own; the others stay the defaults.
    d.analysisAssumptions = analysisSettingsFromJson({{"min_cpu_cores_per_gpu", 12}});
    // And one section of each other kind the design types.
    d.tcoAssumptions = tcoSettingsFromJson({{"horizon_years", 4}, {"utilization", 0.6}});
    d.scenarios = scenarioSettingsFromJson(
        nlohmann::json::array({{{"name", "busier"}, {"tco", {{"utilization", 0.9}}}}}));
    d.generatedFrom = {{"cluster_spec", {{"gpus", 8}}}};
    for (const Part& p : {storageServer(), rearDoorCooler(), zeroUPdu()}) {
        d.putPart(p);
    }
    const RackId rackA = d.racks().front().id;
    const RoomId hallB = d.addRoom(Room{RoomId{}, "Hall B", 30, 12});
    Row row{RowId{}, hallB, "B", 2.0, 3.5, 0.75, 8, CoolingMethod::RearDoor};
    const RowId rowB = d.addRow(row);
    const RackId rackB = d.addRack(Rack{RackId{}, "B03", "test-rack-42u", RackPosition{rowB, 3}, 60,
                                        FeedRedundancy::Single, CoolingMethod::RearDoor});
    Device node{
        DeviceId{}, "node-1", "test-server", Placement{rackA, 1, RackFace::Front, false}, {}};
    node.config.gpuCount = 4;
    node.config.ramGb = 1024;
    node.config.nics = std::vector<NicConfig>{{"test-nic", 4, "compute"}};
    const DeviceId n1 = d.addDevice(node);
    const DeviceId n2 = d.addDevice(Device{
        DeviceId{}, "node-2", "test-server", Placement{rackB, 10, RackFace::Front, false}, {}});
    const DeviceId leaf = d.addDevice(Device{
        DeviceId{}, "leaf-1", "test-switch", Placement{rackA, 42, RackFace::Rear, true}, {}});
    const DeviceId store = d.addDevice(Device{
        DeviceId{}, "nvme-1", "test-storage", Placement{rackB, 1, RackFace::Front, false}, {}});
    Device pdu{DeviceId{}, "pdu-a", "test-pdu", Placement{rackA, 0, RackFace::Rear, false}, {}};
    pdu.config.feed = "A";
    d.addDevice(pdu);
    d.addDevice(Device{DeviceId{}, "spare", "test-server", std::nullopt, {}});
    const FabricId f = d.addFabric(
        Fabric{FabricId{}, "compute", NetworkRole::Compute, Topology::FatTree, 2.0, {{leaf, 1}}});
    d.addLink(Link{LinkId{}, f, {n1, 1}, {leaf, 0}, "test-dac-3m", "", "", 2.5});
    d.addLink(Link{LinkId{}, f, {n2, 1}, {leaf, 1}, "", "", "", 14.25});
    d.addStorageSystem(StorageSystem{StorageSystemId{}, "scratch", "Lustre", {store}});
    d.addCoolingUnit(CoolingUnit{CoolingUnitId{}, "door B03", "test-rdhx", std::nullopt, rackB});
    d.addCoolingUnit(CoolingUnit{CoolingUnitId{}, "floor unit", "test-rdhx", RackPosition{rowB, 7},
                                 std::nullopt});
    return d;
}

} // namespace cs::test
