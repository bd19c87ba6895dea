#include "floortestdesign.h"

#include "testparts.h"

namespace cs::test {

namespace {

// The fixtures of testparts.h under another id, to be given other figures.
Part renamed(Part p, const std::string& id)
{
    p.id = id;
    p.name = id;
    return p;
}

} // namespace

Part singlePortSwitch()
{
    Part p = leafSwitch();
    p.id = "test-switch-1p";
    p.name = p.id;
    p.ports = {PortGroup{64, 400, "OSFP", 1, "infiniband", "any"}};
    return p;
}

Part accCable()
{
    Part p = renamed(dacCable(5), "test-acc-5m");
    p.cable = CableSpec{"acc", 400, 5, 5, 1, false, {}};
    return p;
}

Part mmfCable()
{
    Part p = renamed(dacCable(30), "test-mmf-30m");
    p.cable = CableSpec{"mmf", 400, 30, 30, 1, true, {}};
    return p;
}

Part mmfTransceiver()
{
    Part p = renamed(dacCable(1), "test-osfp-sr");
    p.kind = PartKind::Transceiver;
    p.cable.reset();
    p.transceiver = TransceiverSpec{400, 1, "OSFP", "mmf", 50, {}};
    return p;
}

Part crah()
{
    Part p = renamed(rearDoorCooler(), "test-crah");
    p.cooling = CoolingSpec{"crah", "air", 100};
    return p;
}

Part cdu()
{
    Part p = renamed(rearDoorCooler(), "test-cdu");
    p.cooling = CoolingSpec{"cdu", "liquid", 500};
    return p;
}

Design floorDesign()
{
    Design d = designWithOneRack();
    for (const Part& p : {singlePortSwitch(), accCable(), mmfCable(), mmfTransceiver(), crah()}) {
        d.putPart(p);
    }
    const RowId rowA = d.rows().front().id;
    const RackId a01 = d.racks().front().id;
    Rack a02 = d.racks().front();
    a02.id = RackId{};
    a02.name = "A02";
    a02.position = RackPosition{rowA, 1};
    const RackId a02Id = d.addRack(a02);
    Row rowB = d.rows().front();
    rowB.id = RowId{};
    rowB.name = "B";
    rowB.yM = 3.0;
    const RowId rowBId = d.addRow(rowB);
    Rack a03 = d.racks().front();
    a03.id = RackId{};
    a03.name = "A03";
    a03.position = RackPosition{rowBId, 0};
    d.addRack(a03);
    d.addCoolingUnit(
        CoolingUnit{CoolingUnitId{}, "crah-1", "test-crah", RackPosition{rowBId, 4}, std::nullopt});
    const DeviceId node =
        d.addDevice(Device{DeviceId{}, "node-1", "test-server", Placement{a01, 1}, {}});
    const DeviceId leaf =
        d.addDevice(Device{DeviceId{}, "leaf-1", "test-switch-1p", Placement{a02Id, 42}, {}});
    const FabricId f = d.addFabric(
        Fabric{FabricId{}, "compute", NetworkRole::Compute, Topology::FatTree, 1.0, {{leaf, 1}}});
    d.addLink(Link{LinkId{}, f, {node, 1}, {leaf, 0}, "test-acc-5m", "", "", 3.52});
    return d;
}

} // namespace cs::test
