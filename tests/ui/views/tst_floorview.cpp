// The floor view: dragging a rack to another slot is one undo step that also
// re-lengthens its links; a taken slot refuses the drop and leaves the model
// alone; rows move whole; catalog coolers drop into free slots; racks take
// the heat-map colour of their figures.
#include "dashboard/analysisrunner.h"
#include "document/devicecommands.h"
#include "document/document.h"
#include "document/entitycommands.h"
#include "palette/partsource.h"
#include "views/flooritems.h"
#include "views/floorscene.h"
#include "views/floortools.h"
#include "views/floorview.h"
#include "views/followanalysis.h"

#include "floortestdesign.h"
#include "testparts.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QImage>
#include <QMimeData>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace cs;
using namespace cs::ui;

namespace {

const Rack& rackNamed(const Design& d, const std::string& name)
{
    for (const Rack& r : d.racks()) {
        if (r.name == name) {
            return r;
        }
    }
    throw std::runtime_error(name);
}

QPointF slotCentre(FloorView& view, const std::string& row, int slot)
{
    const Design& d = view.document().design();
    for (const Row& r : d.rows()) {
        if (r.name == row) {
            return view.floorScene().geometry().slotRect(r, slot).center();
        }
    }
    throw std::runtime_error(row);
}

void drag(FloorView& view, QPointF from, QPointF to)
{
    const auto at = [](QPointF scenePos) { return PointerEvent{scenePos, {}, Qt::NoModifier}; };
    view.tool().press(at(from));
    view.tool().move(at((from + to) / 2));
    view.tool().move(at(to));
    view.tool().release(at(to));
}

// The colour painted at the middle of the rack.
QRgb paintedColour(FloorView& view, const std::string& rack)
{
    FloorScene& scene = view.floorScene();
    const QRectF r = scene.geometry().rackRect(rackNamed(scene.design(), rack));
    QImage image(200, 200, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    scene.render(&painter, QRectF(0, 0, 200, 200), r.adjusted(10, 10, -10, -10),
                 Qt::IgnoreAspectRatio);
    painter.end();
    return image.pixel(20, 20);
}

} // namespace

class TestFloorView : public QObject
{
    Q_OBJECT

private slots:
    void draggingARackMovesItInOneStep()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        FloorView view(doc);
        view.resize(1600, 1000);
        view.fitFloor();
        drag(view, slotCentre(view, "A", 1), slotCentre(view, "A", 5));
        QCOMPARE(doc.undoStack()->count(), 1);
        const Rack& a02 = rackNamed(doc.design(), "A02");
        QCOMPARE(a02.position->slot, 5);
        // Slot 5: x = 3.0 → 3.0 + 1.8669 + 0.04445 + 1 = 5.91135 → 5.92 m, beyond the
        // 5 m ACC: the same step gives the link multimode fibre and optics.
        const Link& link = doc.design().links().front();
        QCOMPARE(link.lengthM, 5.92);
        QCOMPARE(link.cablePartId, std::string("test-mmf-30m"));
        QVERIFY(
            view.floorScene().rackItem(a02.id)->boundingRect().contains(slotCentre(view, "A", 5)));
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
        QVERIFY(
            view.floorScene().rackItem(a02.id)->boundingRect().contains(slotCentre(view, "A", 1)));
        doc.undoStack()->redo();
        QCOMPARE(rackNamed(doc.design(), "A02").position->slot, 5);
    }

    // A rear-door cooler is the report's 15 cm strip behind its rack, also on
    // screen: it moves with the rack, and a press on it picks up nothing.
    void aRearDoorCoolerIsAStripBehindItsRack()
    {
        Document doc(test::floorDesign());
        const Rack a02 = rackNamed(doc.design(), "A02");
        auto attach = std::make_unique<AttachCoolingCommand>(doc, a02.id, test::rearDoorCooler());
        AttachCoolingCommand* attached = attach.get();
        QVERIFY(!doc.execute(std::move(attach)));
        FloorView view(doc);
        view.resize(1600, 1000);
        view.fitFloor();
        FloorScene& scene = view.floorScene();
        const FloorCoolerItem* strip = scene.coolerItem(attached->coolingUnitId());
        QVERIFY(strip);
        // 100 scene units a metre: as wide as the rack, 0.15 × 100 = 15 deep,
        // starting where the rack's footprint ends.
        const QRectF rack = scene.rackItem(a02.id)->boundingRect();
        QCOMPARE(strip->boundingRect().left(), rack.left());
        QCOMPARE(strip->boundingRect().width(), rack.width());
        QCOMPARE(strip->boundingRect().top(), scene.geometry().rackRect(a02).bottom());
        QCOMPARE(strip->boundingRect().height(), 15.0);
        QVERIFY(!scene.hitAt(strip->boundingRect().center()).cooler.isValid());
        drag(view, slotCentre(view, "A", 1), slotCentre(view, "A", 5));
        const Rack& moved = rackNamed(doc.design(), "A02");
        QCOMPARE(moved.position->slot, 5);
        QCOMPARE(strip->boundingRect().left(), scene.geometry().rackRect(moved).left());
    }

    void takenSlotRefusesTheDrop()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        FloorView view(doc);
        view.resize(1600, 1000);
        view.fitFloor();
        drag(view, slotCentre(view, "A", 1), slotCentre(view, "A", 0));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.design() == before);
        QVERIFY2(view.lastMessage().contains(QStringLiteral("A01")),
                 qPrintable(view.lastMessage()));
        // Row B's slot 4 holds the CRAH.
        drag(view, slotCentre(view, "A", 1), slotCentre(view, "B", 4));
        QVERIFY(doc.design() == before);
        QVERIFY(view.lastMessage().contains(QStringLiteral("crah-1")));
    }

    void rowMovesWhole()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        FloorView view(doc);
        view.resize(1600, 1000);
        view.fitFloor();
        const RowId rowB = doc.design().rows()[1].id;
        // The row's name, left of its first slot, is its handle.
        const QPointF handle = slotCentre(view, "B", 0) - QPointF(100, 0);
        QCOMPARE(view.floorScene().hitAt(handle).row, rowB);
        drag(view, handle, handle + QPointF(1.0 * FloorGeometry::kUnitsPerM, 0));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.design().row(rowB)->xM, 1.0);
        QCOMPARE(doc.design().row(rowB)->yM, 3.0);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
    }

    void clickSelectsAndAsksForTheElevation()
    {
        Document doc(test::floorDesign());
        FloorView view(doc);
        view.resize(1600, 1000);
        view.show();
        view.fitFloor();
        QSignalSpy asked(&view, &FloorView::elevationRequested);
        const QPoint at = view.mapFromScene(slotCentre(view, "A", 0));
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(asked.count(), 1);
        const RackId a01 = rackNamed(doc.design(), "A01").id;
        QCOMPARE(asked.first().first().value<RackId>(), a01);
        QCOMPARE(doc.selection()->racks(), std::vector<RackId>{a01});
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void catalogCoolerDropsIntoAFreeSlot()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        FloorView view(doc);
        view.setPartLookup([](const std::string& id) -> std::optional<Part> {
            if (id == "test-cdu") {
                return test::cdu();
            }
            return std::nullopt;
        });
        QMimeData mime;
        mime.setData(QStringLiteral("application/x-clustersmith-part"), "test-cdu");
        // Slot 4 of row B holds the CRAH: the drag is taken, the drop refused,
        // nothing changes.
        QVERIFY(view.placeTool().dragEnter(&mime, slotCentre(view, "B", 4)));
        QVERIFY(!view.placeTool().dragMove(slotCentre(view, "B", 4)));
        QVERIFY(!view.placeTool().drop(slotCentre(view, "B", 4)));
        QVERIFY(doc.design() == before);
        QVERIFY(view.placeTool().dragEnter(&mime, slotCentre(view, "B", 6)));
        QVERIFY(view.placeTool().drop(slotCentre(view, "B", 6)));
        QCOMPARE(doc.design().coolingUnits().size(), std::size_t(2));
        const CoolingUnit& cdu = doc.design().coolingUnits().back();
        QCOMPARE(cdu.partId, std::string("test-cdu"));
        QCOMPARE(cdu.position->slot, 6);
        QVERIFY(view.floorScene().coolerItem(cdu.id));
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
    }

    // A drag from the catalog enters the view outside the room, where nothing
    // can be dropped; the view takes it all the same, so Qt keeps sending its
    // moves, and the drop in a free slot places the rack.
    void aRackDraggedInFromOutsideTheRoomDrops()
    {
        Document doc(test::floorDesign());
        FloorView view(doc);
        view.resize(1000, 700);
        view.setPartLookup([](const std::string& id) -> std::optional<Part> {
            return id == test::rack42u().id ? std::optional<Part>(test::rack42u()) : std::nullopt;
        });
        const std::size_t racks = doc.design().racks().size();
        // Just left of the floor, half-way down: no slot, no room.
        const QRectF floor = view.floorScene().geometry().floorRect();
        const double margin = floor.width() * 0.2;
        view.setSceneRect(floor.adjusted(-margin, -margin, margin, margin));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitInView(view.sceneRect(), Qt::KeepAspectRatio);
        const QPoint outside =
            view.mapFromScene(QPointF(floor.left() - margin / 2, floor.center().y()));
        QVERIFY(view.viewport()->rect().contains(outside));
        QVERIFY(view.floorScene().geometry().slotAt(view.mapToScene(outside)) == std::nullopt);
        std::unique_ptr<QMimeData> mime(partMimeData(test::rack42u().id));
        QDragEnterEvent enter(outside, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view.viewport(), &enter);
        QVERIFY(enter.isAccepted());
        QDragMoveEvent overNothing(outside, Qt::CopyAction, mime.get(), Qt::LeftButton,
                                   Qt::NoModifier);
        QApplication::sendEvent(view.viewport(), &overNothing);
        QVERIFY(!overNothing.isAccepted()); // no drop here
        const QPoint slot = view.mapFromScene(slotCentre(view, "B", 6));
        QDragMoveEvent overSlot(slot, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view.viewport(), &overSlot);
        QVERIFY(overSlot.isAccepted());
        QDropEvent drop(QPointF(slot), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view.viewport(), &drop);
        QVERIFY(drop.isAccepted());
        QCOMPARE(doc.design().racks().size(), racks + 1);
        QCOMPARE(doc.design().racks().back().position->slot, 6);
        // The new rack is selected, for the inspector and the next drop.
        QCOMPARE(doc.selection()->racks(), std::vector<RackId>{doc.design().racks().back().id});
    }

    void catalogRackDropsIntoAFreeSlot()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        FloorView view(doc);
        view.setPartLookup([](const std::string& id) -> std::optional<Part> {
            return id == test::rack42u().id ? std::optional<Part>(test::rack42u()) : std::nullopt;
        });
        QMimeData mime;
        mime.setData(QStringLiteral("application/x-clustersmith-part"),
                     QByteArray::fromStdString(test::rack42u().id));
        // Slot 4 of row B holds the CRAH: the drag is taken, the drop refused,
        // nothing changes.
        QVERIFY(view.placeTool().dragEnter(&mime, slotCentre(view, "B", 4)));
        QVERIFY(!view.placeTool().dragMove(slotCentre(view, "B", 4)));
        QVERIFY(!view.placeTool().drop(slotCentre(view, "B", 4)));
        QVERIFY(doc.design() == before);
        QVERIFY(view.placeTool().dragEnter(&mime, slotCentre(view, "B", 6)));
        QVERIFY(view.placeTool().drop(slotCentre(view, "B", 6)));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.design().racks().size(), before.racks().size() + 1);
        const Rack& rack = doc.design().racks().back();
        QCOMPARE(rack.partId, test::rack42u().id);
        QCOMPARE(rack.position->slot, 6);
        QVERIFY(view.floorScene().rackItem(rack.id));
        // Row B already holds A03: the new rack takes its budget, feeds and cooling.
        const Rack& a03 = rackNamed(doc.design(), "A03");
        QCOMPARE(rack.powerBudgetKw, a03.powerBudgetKw);
        QVERIFY(rack.cooling == a03.cooling && rack.feeds == a03.feeds);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
        doc.undoStack()->redo();
        QCOMPARE(doc.design().racks().back().position->slot, 6);
    }

    void racksTakeTheColourOfTheirFigures()
    {
        Design d = test::floorDesign();
        const RackId a03 = rackNamed(d, "A03").id;
        d.addDevice(Device{DeviceId{}, "node-2", "test-server", Placement{a03, 1}, {}});
        d.addDevice(Device{DeviceId{}, "node-3", "test-server", Placement{a03, 9}, {}});
        Document doc(std::move(d));
        FloorView view(doc);
        FloorScene& scene = view.floorScene();
        // The figures are the analysis runner's: none before its first run.
        AnalysisRunner runner(doc);
        followAnalysis(runner, scene);
        QCOMPARE(scene.scaleMaximum(), 0.0);
        runner.runNow();
        // Power density, peak kW over the 0.6 m × 1.2 m = 0.72 m² footprint: A03 holds two
        // 10 kW servers (27.8 kW/m², the top of the scale), A01 one (13.9 kW/m², half
        // way), A02 only the switch without a power figure (0).
        QCOMPARE(scene.scaleMaximum(), 20.0 / 0.72);
        QCOMPARE(paintedColour(view, "A03"), heatColor(1.0).rgb());
        QCOMPARE(paintedColour(view, "A01"), heatColor(0.5).rgb());
        QCOMPARE(paintedColour(view, "A02"), heatColor(0.0).rgb());
        // Fill, on a 0..100 % scale: A03 uses 16 of 42 U, A01 8, A02 1.
        scene.setColorMode(FloorColorMode::Fill);
        QCOMPARE(paintedColour(view, "A03"), heatColor(16.0 / 42).rgb());
        QCOMPARE(paintedColour(view, "A01"), heatColor(8.0 / 42).rgb());
        QCOMPARE(paintedColour(view, "A02"), heatColor(1.0 / 42).rgb());
        // An edit shows once the runner has analysed it: a third 10 kW server
        // in A01 (at U17, above node-1) makes it 20 kW, A03's equal.
        scene.setColorMode(FloorColorMode::PowerDensity);
        (void)doc.execute(std::make_unique<AddDeviceCommand>(
            doc, Device{DeviceId{},
                        "node-4",
                        "test-server",
                        Placement{rackNamed(doc.design(), "A01").id, 17},
                        {}}));
        QCOMPARE(paintedColour(view, "A01"), heatColor(0.5).rgb());
        runner.runNow();
        QCOMPARE(paintedColour(view, "A01"), heatColor(1.0).rgb());
    }
};

QTEST_MAIN(TestFloorView)
#include "tst_floorview.moc"
