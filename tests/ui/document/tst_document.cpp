// Every edit of the open design is an undo command: do → undo gives back the
// identical design, redo the edited one; drags merge into one step; refused
// edits change nothing; each step reports one typed change.
#include "document/devicecommands.h"
#include "document/document.h"
#include "document/entitycommands.h"
#include "document/propertycommands.h"
#include "document/updatecommand.h"
#include "io/scenariojson.h"
#include "io/tcoassumptionsjson.h"
#include "testparts.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace cs;
using namespace cs::ui;

namespace {

using CommandMaker = std::function<std::unique_ptr<DocumentCommand>(Document&)>;

DeviceId deviceNamed(const Design& d, const std::string& name)
{
    return std::find_if(d.devices().begin(), d.devices().end(),
                        [&](const Device& x) { return x.name == name; })
        ->id;
}

// fullDesign(): rack A01 (id 1) holds node-1 (U1..U8), leaf-1 (U42 rear) and
// pdu-a; rack B03 (id 2) holds node-2 (U10..U17) and nvme-1 (U1..U2).
std::vector<std::pair<const char*, CommandMaker>> allCommands()
{
    return {
        {"add device",
         [](Document& doc) {
             Part extra = test::leafSwitch();
             extra.id = "catalog-switch";
             return std::make_unique<AddDeviceCommand>(
                 doc, Device{DeviceId{}, "leaf-2", "catalog-switch", Placement{RackId(1), 20}, {}},
                 std::vector<Part>{extra});
         }},
        {"move devices",
         [](Document& doc) {
             const Design& d = doc.design();
             return std::make_unique<MoveDevicesCommand>(
                 doc,
                 MoveDevicesCommand::Moves{{deviceNamed(d, "node-1"), Placement{RackId(2), 30}},
                                           {deviceNamed(d, "nvme-1"), Placement{RackId(1), 20}}});
         }},
        {"remove devices",
         [](Document& doc) {
             const Design& d = doc.design();
             return std::make_unique<RemoveDevicesCommand>(
                 doc, std::vector<DeviceId>{deviceNamed(d, "leaf-1"), deviceNamed(d, "nvme-1")});
         }},
        {"set device config",
         [](Document& doc) {
             DeviceConfig c;
             c.gpuCount = 2;
             c.ramGb = 512;
             c.nics = std::vector<NicConfig>{{"test-nic", 2, "compute"}};
             return std::make_unique<SetDeviceConfigCommand>(
                 doc, deviceNamed(doc.design(), "node-2"), c);
         }},
        {"rename device",
         [](Document& doc) {
             return std::make_unique<RenameDeviceCommand>(doc, deviceNamed(doc.design(), "spare"),
                                                          "cold spare");
         }},
        {"add rack",
         [](Document& doc) {
             Rack r{RackId{},
                    "A02",
                    "test-rack-42u",
                    RackPosition{doc.design().rows()[0].id, 1},
                    30,
                    FeedRedundancy::Single,
                    CoolingMethod::Air};
             return std::make_unique<AddRackCommand>(doc, r);
         }},
        {"remove racks",
         [](Document& doc) {
             return std::make_unique<RemoveRacksCommand>(doc,
                                                         std::vector<RackId>{RackId(1), RackId(2)});
         }},
        {"update rack",
         [](Document& doc) {
             Rack r = *doc.design().rack(RackId(1));
             r.powerBudgetKw = 80;
             r.feeds = FeedRedundancy::Single;
             r.cooling = CoolingMethod::DirectLiquid;
             r.position = RackPosition{r.position->row, 5};
             return std::make_unique<UpdateRackCommand>(doc, r, QStringLiteral("rack"));
         }},
        {"add link",
         [](Document& doc) {
             const Design& d = doc.design();
             return std::make_unique<AddLinkCommand>(doc, Link{LinkId{},
                                                               d.fabrics()[0].id,
                                                               {deviceNamed(d, "node-1"), 2},
                                                               {deviceNamed(d, "leaf-1"), 5},
                                                               "test-dac-3m",
                                                               "",
                                                               "",
                                                               3});
         }},
        {"remove link",
         [](Document& doc) {
             return std::make_unique<RemoveLinksCommand>(
                 doc, std::vector<LinkId>{doc.design().links()[0].id});
         }},
        {"set fabric",
         [](Document& doc) {
             Fabric f = doc.design().fabrics()[0];
             f.name = "compute-east";
             f.targetOversubscription = 4;
             f.switches.clear();
             return std::make_unique<SetFabricCommand>(doc, f, QStringLiteral("fabric"));
         }},
        {"set TCO assumptions",
         [](Document& doc) {
             return std::make_unique<SetTcoAssumptionsCommand>(
                 doc, tcoSettingsFromJson({{"horizon_years", 3}}));
         }},
        {"remove the TCO section",
         [](Document& doc) {
             return std::make_unique<SetTcoAssumptionsCommand>(doc, TcoSettings{});
         }},
        {"set scenarios",
         [](Document& doc) {
             return std::make_unique<SetScenariosCommand>(
                 doc, scenarioSettingsFromJson(nlohmann::json::parse(R"([{"name": "a"}])")));
         }},
        {"set facility",
         [](Document& doc) {
             return std::make_unique<SetFacilityAssumptionsCommand>(
                 doc, FacilityAssumptions{1.2, 0.2, "USD"});
         }},
        {"attach cooling",
         [](Document& doc) {
             Part door = test::rearDoorCooler();
             door.id = "catalog-door";
             return std::make_unique<AttachCoolingCommand>(doc, RackId(1), door);
         }},
        {"update row",
         [](Document& doc) {
             Row row = doc.design().rows()[0];
             row.xM = 4;
             row.slotCount = 12;
             return std::make_unique<UpdateRowCommand>(doc, row, QStringLiteral("row"));
         }},
        {"update cooling unit",
         [](Document& doc) {
             CoolingUnit u = doc.design().coolingUnits()[1];
             u.position->slot = 6;
             return std::make_unique<UpdateCoolingUnitCommand>(doc, u, QStringLiteral("cooler"));
         }},
        {"set design info",
         [](Document& doc) {
             return std::make_unique<SetDesignInfoCommand>(
                 doc, DesignInfo{"pod B", "second hall, 2027"});
         }},
        {"update link with a new cable part",
         [](Document& doc) {
             Link l = doc.design().links()[0];
             l.cablePartId = "catalog-dac-5m";
             l.lengthM = 4.5;
             return std::make_unique<UpdateLinkCommand>(doc, l, std::vector<Part>{[] {
                                                            Part p = test::dacCable(5);
                                                            p.id = "catalog-dac-5m";
                                                            return p;
                                                        }()});
         }},
        {"remove cooling unit",
         [](Document& doc) {
             return std::make_unique<RemoveCoolingUnitsCommand>(
                 doc, std::vector<CoolingUnitId>{doc.design().coolingUnits()[0].id});
         }},
    };
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

private slots:
    void everyCommandUndoesAndRedoesExactly_data()
    {
        QTest::addColumn<int>("index");
        const auto commands = allCommands();
        for (std::size_t i = 0; i < commands.size(); ++i) {
            QTest::newRow(commands[i].first) << int(i);
        }
    }
    void everyCommandUndoesAndRedoesExactly()
    {
        QFETCH(int, index);
        Document doc(test::fullDesign());
        QSignalSpy changes(&doc, &Document::changed);
        const Design before = doc.design();
        const auto error = doc.execute(allCommands()[std::size_t(index)].second(doc));
        QVERIFY2(!error, error ? qPrintable(*error) : "");
        const Design after = doc.design();
        QVERIFY(!(after == before));
        QCOMPARE(changes.size(), 1);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
        QVERIFY(!doc.isModified());
        QCOMPARE(changes.size(), 2);
        doc.undoStack()->redo();
        QVERIFY(doc.design() == after);
        // A second round trip still lands on the same states.
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
        doc.undoStack()->redo();
        QVERIFY(doc.design() == after);
    }

    void addingACatalogPartPutsItIntoTheSnapshotAndUndoTakesItOut()
    {
        Document doc(test::designWithOneRack());
        Part extra = test::leafSwitch();
        extra.id = "catalog-switch";
        QVERIFY(!doc.design().part("catalog-switch"));
        QSignalSpy changes(&doc, &Document::changed);
        QVERIFY(!doc.execute(std::make_unique<AddDeviceCommand>(
            doc, Device{DeviceId{}, "leaf", "catalog-switch", Placement{RackId(1), 1}, {}},
            std::vector<Part>{extra})));
        QVERIFY(doc.design().part("catalog-switch"));
        const DesignChange change = changes.at(0).at(0).value<DesignChange>();
        QVERIFY(change.touches(ChangeKind::Devices) && change.touches(ChangeKind::Parts));
        QCOMPARE(change.racks, std::vector<RackId>{RackId(1)});
        doc.undoStack()->undo();
        QVERIFY(!doc.design().part("catalog-switch"));
    }

    void aRefusedEditChangesNothing()
    {
        Document doc(test::fullDesign());
        const Design before = doc.design();
        QSignalSpy changes(&doc, &Document::changed);
        // node-2 sits at U10..U17 of rack B03; nvme-1 at U1..U2 cannot move to U12.
        const auto error = doc.execute(std::make_unique<MoveDevicesCommand>(
            doc, MoveDevicesCommand::Moves{
                     {deviceNamed(doc.design(), "nvme-1"), Placement{RackId(2), 12}}}));
        QVERIFY(error.has_value());
        QVERIFY(error->contains(QLatin1String("overlap")));
        QVERIFY(doc.design() == before);
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(changes.size(), 0);
    }

    void aRefusedLinkEditPutsTheOldLinkBackInPlace()
    {
        Document doc(test::fullDesign());
        const Design before = doc.design();
        Link l = before.links()[0];
        l.lengthM = -2;
        const auto error = doc.execute(std::make_unique<UpdateLinkCommand>(doc, l));
        QVERIFY(error.has_value());
        QVERIFY(doc.design() == before);
        FacilityAssumptions f = before.facility;
        f.pue = 0.9;
        QVERIFY(doc.execute(std::make_unique<SetFacilityAssumptionsCommand>(doc, f)).has_value());
        QVERIFY(doc.design() == before);
    }

    // A drag that ends where it began changes nothing: no step is left to
    // undo and the document is as saved.
    void aDragBackToItsStartLeavesNoStep()
    {
        Document doc(test::fullDesign());
        const Design before = doc.design();
        const DeviceId node = deviceNamed(doc.design(), "node-1");
        const Placement start = *doc.design().device(node)->placement;
        const int drag = nextDragId();
        for (int u : {10, 20, start.bottomU}) {
            Placement p = start;
            p.bottomU = u;
            QVERIFY(!doc.execute(std::make_unique<MoveDevicesCommand>(
                doc, MoveDevicesCommand::Moves{{node, p}}, drag)));
        }
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.design() == before);
        QVERIFY(!doc.isModified());
        // The same for a rack dragged along its row and back.
        const Rack rack = *doc.design().rack(RackId(1));
        const int rackDrag = nextDragId();
        for (int slot : {4, 5, rack.position->slot}) {
            Rack r = rack;
            r.position->slot = slot;
            QVERIFY(!doc.execute(
                std::make_unique<UpdateRackCommand>(doc, r, QStringLiteral("drag"), rackDrag)));
        }
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.design() == before);
    }

    void aDragMergesIntoOneStep()
    {
        Document doc(test::fullDesign());
        const Design before = doc.design();
        const DeviceId node = deviceNamed(doc.design(), "node-1");
        // Three steps of one drag: U1 → U10 → U20 → U30.
        const int drag = nextDragId();
        for (int u : {10, 20, 30}) {
            QVERIFY(!doc.execute(std::make_unique<MoveDevicesCommand>(
                doc, MoveDevicesCommand::Moves{{node, Placement{RackId(1), u}}}, drag)));
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.design().device(node)->placement->bottomU, 30);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
        // Rack updates merge the same way (dragging a rack along its row).
        const int rackDrag = nextDragId();
        for (int slot : {4, 5, 6}) {
            Rack r = *doc.design().rack(RackId(1));
            r.position->slot = slot;
            QVERIFY(!doc.execute(
                std::make_unique<UpdateRackCommand>(doc, r, QStringLiteral("drag"), rackDrag)));
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
        // Two separate moves (without a drag id) stay two steps.
        for (int u : {10, 20}) {
            QVERIFY(!doc.execute(std::make_unique<MoveDevicesCommand>(
                doc, MoveDevicesCommand::Moves{{node, Placement{RackId(1), u}}})));
        }
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void aMacroIsOneStepAndAllOrNothing()
    {
        Document doc(test::fullDesign());
        const Design before = doc.design();
        QSignalSpy changes(&doc, &Document::changed);
        std::vector<std::unique_ptr<DocumentCommand>> steps;
        steps.push_back(
            std::make_unique<RenameDeviceCommand>(doc, deviceNamed(doc.design(), "spare"), "x"));
        steps.push_back(std::make_unique<RemoveRacksCommand>(doc, std::vector<RackId>{RackId(2)}));
        QVERIFY(!doc.executeAll(QStringLiteral("two steps"), std::move(steps)));
        QCOMPARE(changes.size(), 1); // one report for the whole step
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);

        // The second step is refused (U40..U47 sticks out), so the first is reverted.
        std::vector<std::unique_ptr<DocumentCommand>> bad;
        bad.push_back(
            std::make_unique<RenameDeviceCommand>(doc, deviceNamed(doc.design(), "spare"), "y"));
        bad.push_back(std::make_unique<MoveDevicesCommand>(
            doc, MoveDevicesCommand::Moves{
                     {deviceNamed(doc.design(), "node-1"), Placement{RackId(1), 40}}}));
        QVERIFY(doc.executeAll(QStringLiteral("bad"), std::move(bad)).has_value());
        QVERIFY(doc.design() == before);
    }

    void selectionIsSharedAndPrunedAfterRemoval()
    {
        Document doc(test::fullDesign());
        QSignalSpy selected(doc.selection(), &Selection::selectionChanged);
        const DeviceId leaf = deviceNamed(doc.design(), "leaf-1");
        const DeviceId node = deviceNamed(doc.design(), "node-2");
        doc.selection()->selectDevices({leaf, node});
        doc.selection()->selectDevices({leaf, node}); // unchanged: no second signal
        QCOMPARE(selected.size(), 1);
        QVERIFY(
            !doc.execute(std::make_unique<RemoveDevicesCommand>(doc, std::vector<DeviceId>{leaf})));
        QCOMPARE(doc.selection()->devices(), std::vector<DeviceId>{node});
        doc.selection()->toggle(node);
        QVERIFY(doc.selection()->isEmpty());
    }

    void resetClearsHistoryAndReportsEverything()
    {
        Document doc(test::fullDesign());
        QSignalSpy changes(&doc, &Document::changed);
        QVERIFY(!doc.execute(
            std::make_unique<RenameDeviceCommand>(doc, deviceNamed(doc.design(), "spare"), "x")));
        doc.reset(test::designWithOneRack(), QStringLiteral("/tmp/x.cluster.json"));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.filePath(), QStringLiteral("/tmp/x.cluster.json"));
        QVERIFY(changes.last().at(0).value<DesignChange>().reset);
    }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
