// Model invariants: a device fits its rack and overlaps nothing on its face,
// a port carries one link, references resolve, removal cascades.
#include "model/design.h"
#include "model/modelerror.h"
#include "testparts.h"

#include <QTest>

#include <algorithm>

using namespace cs;

namespace {

Device server(const std::string& name, RackId rack, int u, RackFace face = RackFace::Front,
              bool halfDepth = false)
{
    Device d;
    d.name = name;
    d.partId = "test-server";
    d.placement = Placement{rack, u, face, halfDepth};
    return d;
}

// A rack holding the test server "n1" at U1 and a leaf switch at U42, the
// leaf alone in a compute fabric.
struct NodeAndLeaf
{
    Design design;
    DeviceId node;
    DeviceId leaf;
    FabricId fabric;

    // An uncabled 2 m link in the fabric from a port of the node to one of the leaf.
    Link link(int nodePort, int leafPort) const
    {
        return Link{LinkId{}, fabric, {node, nodePort}, {leaf, leafPort}, "", "", "", 2.0};
    }
};

NodeAndLeaf nodeAndLeaf()
{
    NodeAndLeaf f{test::designWithOneRack(), {}, {}, {}};
    const RackId rack = f.design.racks().front().id;
    f.node = f.design.addDevice(server("n1", rack, 1));
    Device sw;
    sw.name = "leaf";
    sw.partId = "test-switch";
    sw.placement = Placement{rack, 42, RackFace::Front, false};
    f.leaf = f.design.addDevice(sw);
    f.fabric = f.design.addFabric(Fabric{
        FabricId{}, "compute", NetworkRole::Compute, Topology::SingleSwitch, 1.0, {{f.leaf, 1}}});
    return f;
}

std::string errorCode(const std::function<void()>& action)
{
    try {
        action();
    } catch (const ModelError& e) {
        return e.code();
    }
    return "none";
}

} // namespace

class TestDesign : public QObject
{
    Q_OBJECT

private slots:
    void deviceFitsInsideRack_data()
    {
        QTest::addColumn<int>("bottomU");
        QTest::addColumn<QString>("expected");
        // The 8U server at U35 takes U35..U42, the top of a 42U rack: fits.
        QTest::newRow("top") << 35 << "none";
        // At U36 it would take U36..U43, one unit above the rack.
        QTest::newRow("one too high") << 36 << "OUTSIDE_RACK";
        QTest::newRow("bottom") << 1 << "none";
        QTest::newRow("below the rack") << 0 << "OUTSIDE_RACK";
        QTest::newRow("negative") << -3 << "OUTSIDE_RACK";
    }
    void deviceFitsInsideRack()
    {
        QFETCH(int, bottomU);
        QFETCH(QString, expected);
        Design d = test::designWithOneRack();
        const RackId rack = d.racks().front().id;
        QCOMPARE(
            QString::fromStdString(errorCode([&] { d.addDevice(server("n1", rack, bottomU)); })),
            expected);
    }

    void overlapDependsOnFaceAndDepth_data()
    {
        QTest::addColumn<int>("secondU");
        QTest::addColumn<bool>("halfDepth");
        QTest::addColumn<int>("face"); // 0 front, 1 rear
        QTest::addColumn<QString>("expected");
        // The first server takes U1..U8 on the full depth.
        QTest::newRow("U8 overlaps U1..U8") << 8 << false << 0 << "OVERLAP";
        QTest::newRow("U9 is free") << 9 << false << 0 << "none";
        QTest::newRow("full depth blocks the rear") << 5 << false << 1 << "OVERLAP";
    }
    void overlapDependsOnFaceAndDepth()
    {
        QFETCH(int, secondU);
        QFETCH(bool, halfDepth);
        QFETCH(int, face);
        QFETCH(QString, expected);
        Design d = test::designWithOneRack();
        const RackId rack = d.racks().front().id;
        d.addDevice(server("n1", rack, 1));
        const auto f = face == 0 ? RackFace::Front : RackFace::Rear;
        QCOMPARE(QString::fromStdString(
                     errorCode([&] { d.addDevice(server("n2", rack, secondU, f, halfDepth)); })),
                 expected);
    }

    void halfDepthDevicesShareUnitsOnOppositeFaces()
    {
        Design d = test::designWithOneRack();
        const RackId rack = d.racks().front().id;
        d.addDevice(server("front", rack, 1, RackFace::Front, true));
        d.addDevice(server("rear", rack, 1, RackFace::Rear, true));
        QCOMPARE(d.devicesInRack(rack).size(), std::size_t(2));
        QCOMPARE(errorCode([&] { d.addDevice(server("front2", rack, 4, RackFace::Front, true)); }),
                 std::string("OVERLAP"));
    }

    void failedOperationLeavesDesignUnchanged()
    {
        Design d = test::designWithOneRack();
        const RackId rack = d.racks().front().id;
        const DeviceId first = d.addDevice(server("n1", rack, 1));
        const Design before = d;
        QCOMPARE(errorCode([&] {
                     d.placeDevice(first, Placement{rack, 40, RackFace::Front, false});
                 }),
                 std::string("OUTSIDE_RACK"));
        QVERIFY(d == before);
    }

    void portCarriesOneLink()
    {
        NodeAndLeaf f = nodeAndLeaf();
        Design& d = f.design;
        const DeviceId node = f.node;
        const DeviceId leaf = f.leaf;
        // Ports of the test server: 0 = BMC, 1..8 = the eight single-port NICs.
        QCOMPARE(d.portCount(*d.device(node)), 9);
        Link cabled = f.link(1, 0);
        cabled.cablePartId = "test-dac-3m";
        d.addLink(cabled);
        QCOMPARE(errorCode([&] { d.addLink(f.link(1, 1)); }), std::string("PORT_IN_USE"));
        QCOMPARE(errorCode([&] { d.addLink(f.link(9, 2)); }), std::string("UNKNOWN_PORT"));
        QCOMPARE(errorCode([&] {
                     d.addLink(Link{LinkId{}, f.fabric, {leaf, 5}, {leaf, 5}, "", "", "", 1.0});
                 }),
                 std::string("LOOPBACK_LINK"));
        QVERIFY(d.linkAtPort({node, 1}).has_value());
        QVERIFY(!d.linkAtPort({node, 2}).has_value());
    }

    // Adding links remembers each part's port count; a part changed in the
    // snapshot, a device's own NICs and a copy of the design count afresh.
    void portCountsFollowThePartsAfterLinksAreAdded()
    {
        NodeAndLeaf f = nodeAndLeaf();
        Design& d = f.design;
        d.addLink(f.link(1, 0));
        // The test server: port 0 = BMC, 1..8 = eight single-port NICs. With
        // four NICs in its part, port 8 no longer exists.
        Part fewerNics = *d.part("test-server");
        fewerNics.server->nics.front().count = 4;
        d.putPart(fewerNics);
        QCOMPARE(errorCode([&] { d.addLink(f.link(8, 1)); }), std::string("UNKNOWN_PORT"));
        // A copy counts on its own parts: the same port is refused there too,
        // and one that exists is taken.
        Design copy = d;
        QCOMPARE(errorCode([&] { copy.addLink(f.link(8, 1)); }), std::string("UNKNOWN_PORT"));
        copy.addLink(f.link(4, 1));
        // A device with NICs of its own: eight again, so port 8 is there.
        DeviceConfig ownNics;
        ownNics.nics = std::vector<NicConfig>{NicConfig{"test-nic", 8, "compute"}};
        d.setDeviceConfig(f.node, ownNics);
        d.addLink(f.link(8, 2));
        QCOMPARE(d.portCount(*d.device(f.node)), 9);
    }

    // Adding links remembers the last cable and transceivers it checked; a
    // part changed in the snapshot is checked again.
    void linkPartsAreCheckedAgainAfterThePartsChange()
    {
        NodeAndLeaf f = nodeAndLeaf();
        Design& d = f.design;
        Link first = f.link(1, 0);
        first.cablePartId = "test-dac-3m";
        d.addLink(first);
        Link second = f.link(2, 1);
        second.cablePartId = "test-dac-3m";
        d.addLink(second); // the same cable: accepted again
        // The id now names a transceiver: a cable is needed, so the same link
        // part is refused.
        Part notACable = *d.part("test-nic");
        notACable.id = "test-dac-3m";
        d.removeLink(d.linkAtPort({f.node, 2}).value());
        d.removeLink(d.linkAtPort({f.node, 1}).value());
        d.removePart("test-dac-3m");
        d.putPart(notACable);
        QCOMPARE(errorCode([&] { d.addLink(second); }), std::string("WRONG_PART_KIND"));
        // A negative length is refused even with parts just checked.
        Link third = f.link(3, 2);
        d.addLink(third);
        Link fourth = f.link(4, 3);
        fourth.lengthM = -1;
        QCOMPARE(errorCode([&] { d.addLink(fourth); }), std::string("BAD_LENGTH"));
    }

    void removingADeviceRemovesItsLinksAndFreesItsPorts()
    {
        Design d = test::designWithOneRack();
        const RackId rack = d.racks().front().id;
        const DeviceId a = d.addDevice(server("a", rack, 1));
        const DeviceId b = d.addDevice(server("b", rack, 9));
        Device sw;
        sw.name = "leaf";
        sw.partId = "test-switch";
        sw.placement = Placement{rack, 42, RackFace::Front, false};
        const DeviceId leaf = d.addDevice(sw);
        const FabricId fabric = d.addFabric(Fabric{
            FabricId{}, "c", NetworkRole::Compute, Topology::SingleSwitch, 1.0, {{leaf, 1}}});
        d.addLink(Link{LinkId{}, fabric, {a, 1}, {leaf, 0}, "", "", "", 1});
        d.addLink(Link{LinkId{}, fabric, {b, 1}, {leaf, 1}, "", "", "", 1});
        d.removeDevice(a);
        QCOMPARE(d.links().size(), std::size_t(1));
        QVERIFY(!d.linkAtPort({leaf, 0}).has_value());
        d.removeDevice(leaf);
        QVERIFY(d.links().empty());
        QVERIFY(d.fabrics().front().switches.empty());
    }

    void removingARackRemovesItsDevices()
    {
        Design d = test::designWithOneRack();
        const RackId rack = d.racks().front().id;
        d.addDevice(server("a", rack, 1));
        d.addDevice(server("b", rack, 9));
        d.removeRack(rack);
        QVERIFY(d.racks().empty());
        QVERIFY(d.devices().empty());
    }

    void referencesMustResolveToTheRightKind()
    {
        Design d = test::designWithOneRack();
        Rack r;
        r.name = "bad";
        r.partId = "test-server"; // a server is not a rack model
        QCOMPARE(errorCode([&] { d.addRack(r); }), std::string("WRONG_PART_KIND"));
        r.partId = "no-such-part";
        QCOMPARE(errorCode([&] { d.addRack(r); }), std::string("UNKNOWN_PART"));
        Device gpuAsDevice;
        gpuAsDevice.name = "gpu";
        gpuAsDevice.partId = "test-gpu";
        QCOMPARE(errorCode([&] { d.addDevice(gpuAsDevice); }), std::string("NOT_A_DEVICE"));
    }

    void rackSlotsHoldOneRack()
    {
        Design d = test::designWithOneRack();
        Rack second;
        second.name = "A02";
        second.partId = "test-rack-42u";
        second.position = d.racks().front().position; // slot 0, taken
        QCOMPARE(errorCode([&] { d.addRack(second); }), std::string("SLOT_TAKEN"));
        second.position->slot = 10; // the row has slots 0..9
        QCOMPARE(errorCode([&] { d.addRack(second); }), std::string("BAD_SLOT"));
        second.position->slot = 9;
        QCOMPARE(errorCode([&] { d.addRack(second); }), std::string("none"));
    }

    void configRefusesNegativeAndTooManyGpus()
    {
        Design d = test::designWithOneRack();
        const DeviceId n = d.addDevice(server("n", d.racks().front().id, 1));
        DeviceConfig c;
        c.gpuCount = -1;
        QCOMPARE(errorCode([&] { d.setDeviceConfig(n, c); }), std::string("NEGATIVE_COUNT"));
        c.gpuCount = 9; // the chassis has 8 GPU slots
        QCOMPARE(errorCode([&] { d.setDeviceConfig(n, c); }), std::string("TOO_MANY_GPUS"));
        c.gpuCount = 4;
        d.setDeviceConfig(n, c);
        QCOMPARE(*d.device(n)->config.gpuCount, 4);
    }

    void aSwitchSitsOnOneTier()
    {
        Design d = test::designWithOneRack();
        Device sw;
        sw.name = "leaf";
        sw.partId = "test-switch";
        sw.placement = Placement{d.racks().front().id, 42, RackFace::Front, false};
        const DeviceId leaf = d.addDevice(sw);
        Fabric f{FabricId{},        "c", NetworkRole::Compute,
                 Topology::FatTree, 1.0, {{leaf, 1}, {leaf, 2}}};
        QCOMPARE(errorCode([&] { d.addFabric(f); }), std::string("DUPLICATE_SWITCH"));
        f.switches.pop_back();
        const FabricId id = d.addFabric(f);
        QCOMPARE(errorCode([&] {
                     d.setFabricSwitches(id, {{leaf, 1}, {leaf, 1}});
                 }),
                 std::string("DUPLICATE_SWITCH"));
        QCOMPARE(d.fabric(id)->switches.size(), std::size_t(1));
    }

    void duplicateIdsAreRefused()
    {
        Design d = test::designWithOneRack();
        Rack r;
        r.id = d.racks().front().id;
        r.name = "dup";
        r.partId = "test-rack-42u";
        QCOMPARE(errorCode([&] { d.addRack(r); }), std::string("DUPLICATE_ID"));
    }
    // fullDesign(): rack A01 holds node-1 (U1), leaf-1 (U42 rear, in the fabric)
    // and pdu-a (0U); rack B03 holds node-2 (U10) and nvme-1 (U1, in the storage
    // system) and has a rear door. Links: node-1–leaf-1, node-2–leaf-1.
    void extractTakesDependentsAndInsertRestoresExactly_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<int>("devicesLeft");
        QTest::addColumn<int>("linksLeft");
        QTest::addColumn<int>("coolingLeft");
        // Rack A01: its 3 devices go (6 → 3) and both links, which end on leaf-1.
        QTest::newRow("rack A01") << "rackA" << 3 << 0 << 2;
        // Rack B03: 2 devices (6 → 4), node-2's link (2 → 1) and its door (2 → 1).
        QTest::newRow("rack B03") << "rackB" << 4 << 1 << 1;
        // The leaf: itself and both links; the fabric loses its only switch.
        QTest::newRow("leaf") << "leaf" << 5 << 0 << 2;
        QTest::newRow("storage device") << "nvme" << 5 << 2 << 2;
        QTest::newRow("first link") << "link" << 6 << 1 << 2;
        QTest::newRow("rear door") << "door" << 6 << 2 << 1;
    }
    void extractTakesDependentsAndInsertRestoresExactly()
    {
        QFETCH(QString, what);
        QFETCH(int, devicesLeft);
        QFETCH(int, linksLeft);
        QFETCH(int, coolingLeft);
        Design d = test::fullDesign();
        const Design before = d;
        auto deviceNamed = [&](const std::string& name) {
            return std::find_if(d.devices().begin(), d.devices().end(),
                                [&](const Device& x) { return x.name == name; })
                ->id;
        };
        EntityBundle bundle;
        if (what == "rackA" || what == "rackB") {
            bundle = d.extractRacks({d.racks()[what == "rackA" ? 0 : 1].id});
        } else if (what == "leaf" || what == "nvme") {
            bundle = d.extractDevices({deviceNamed(what == "leaf" ? "leaf-1" : "nvme-1")});
        } else if (what == "link") {
            bundle = d.extractLinks({d.links().front().id});
        } else {
            bundle = d.extractCoolingUnits({d.coolingUnits().front().id});
        }
        QCOMPARE(int(d.devices().size()), devicesLeft);
        QCOMPARE(int(d.links().size()), linksLeft);
        QCOMPARE(int(d.coolingUnits().size()), coolingLeft);
        QVERIFY(!(d == before));
        d.insertBundle(bundle);
        QVERIFY(d == before);
        // The port index is restored too: the first link's ports are taken again.
        QCOMPARE(errorCode([&] {
                     d.addLink(Link{LinkId{},
                                    d.fabrics().front().id,
                                    before.links()[0].a,
                                    {deviceNamed("node-2"), 2},
                                    "",
                                    "",
                                    "",
                                    1});
                 }),
                 std::string("PORT_IN_USE"));
    }

    void aFailedInsertLeavesTheDesignUnchanged()
    {
        Design d = test::fullDesign();
        const Design before = d;
        EntityBundle bundle;
        // The first device fits at U20; the second overlaps node-1 at U1..U8.
        bundle.devices.push_back({Indexed<Device>::kAppend, server("new-1", d.racks()[0].id, 20)});
        bundle.devices.push_back({Indexed<Device>::kAppend, server("new-2", d.racks()[0].id, 5)});
        bundle.devices[0].entity.id = d.nextDeviceId();
        bundle.devices[1].entity.id = DeviceId(d.nextDeviceId().value + 1);
        QCOMPARE(errorCode([&] { d.insertBundle(bundle); }), std::string("OVERLAP"));
        QVERIFY(d == before);
        QVERIFY(d.occupant(d.racks()[0].id, 20, 27, RackFace::Front, false) == nullptr);
    }

    void aGroupMovesOntoUnitsItsMembersLeave()
    {
        Design d = test::designWithOneRack();
        const RackId rack = d.racks().front().id;
        const DeviceId low = d.addDevice(server("low", rack, 1));   // U1..U8
        const DeviceId high = d.addDevice(server("high", rack, 9)); // U9..U16
        // Shifting both up by 8U: "low" lands on U9..U16, which "high" leaves.
        QCOMPARE(errorCode([&] {
                     d.placeDevice(low, Placement{rack, 9});
                 }),
                 std::string("OVERLAP"));
        d.placeDevices({{low, Placement{rack, 9}}, {high, Placement{rack, 17}}});
        QCOMPARE(d.device(low)->placement->bottomU, 9);
        QCOMPARE(d.device(high)->placement->bottomU, 17);
        // A group move that fails on its last member leaves every member where it was:
        // U36..U43 sticks out of the 42U rack.
        QCOMPARE(errorCode([&] {
                     d.placeDevices({{low, Placement{rack, 1}}, {high, Placement{rack, 36}}});
                 }),
                 std::string("OUTSIDE_RACK"));
        QCOMPARE(d.device(low)->placement->bottomU, 9);
        QCOMPARE(d.device(high)->placement->bottomU, 17);
        QCOMPARE(d.devicesInRack(rack).size(), std::size_t(2));
    }

    void rowsFabricsAndCoolingUnitsUpdateWithChecks()
    {
        Design d = test::fullDesign();
        // Row B holds rack B03 at slot 3 and the floor unit at slot 7: 8 slots may
        // shrink to 8 but not to 7 (slot 7 would be outside) nor to 3.
        Row rowB = d.rows()[1];
        rowB.slotCount = 7;
        QCOMPARE(errorCode([&] { d.updateRow(rowB); }), std::string("BAD_SLOT"));
        rowB.slotCount = 8;
        rowB.name = "B-east";
        d.updateRow(rowB);
        QCOMPARE(d.row(rowB.id)->name, std::string("B-east"));
        Fabric f = d.fabrics().front();
        f.targetOversubscription = 0.5;
        QCOMPARE(errorCode([&] { d.updateFabric(f); }), std::string("BAD_OVERSUBSCRIPTION"));
        f.targetOversubscription = 3;
        f.topology = Topology::RailOptimized;
        d.updateFabric(f);
        QCOMPARE(d.fabrics().front().targetOversubscription, 3.0);
        CoolingUnit door = d.coolingUnits().front();
        door.attachedRack = RackId(999);
        QCOMPARE(errorCode([&] { d.updateCoolingUnit(door); }), std::string("UNKNOWN_RACK"));
    }

    void anUpdatedRackKeepsANonNegativePowerBudget()
    {
        Design d = test::fullDesign();
        Rack rack = d.racks().front();
        const Rack before = rack;
        rack.powerBudgetKw = -5;
        QCOMPARE(errorCode([&] { d.updateRack(rack); }), std::string("BAD_POWER_BUDGET"));
        QVERIFY(d.racks().front() == before);
        rack.powerBudgetKw = 0; // a rack without power is allowed (a spare position)
        d.updateRack(rack);
        QCOMPARE(d.racks().front().powerBudgetKw, 0.0);
    }

    void onlyUnusedPartsLeaveTheSnapshot()
    {
        Design d = test::fullDesign();
        // test-gpu is used by the server part's default configuration only.
        QVERIFY(d.partInUse("test-gpu"));
        QCOMPARE(errorCode([&] { d.removePart("test-server"); }), std::string("PART_IN_USE"));
        d.removeDevice(d.devices().front().id);
        Part spare = test::leafSwitch();
        spare.id = "spare-switch";
        d.putPart(spare);
        QVERIFY(!d.partInUse("spare-switch"));
        d.removePart("spare-switch");
        QVERIFY(d.part("spare-switch") == nullptr);
    }
};

QTEST_GUILESS_MAIN(TestDesign)
#include "tst_design.moc"
