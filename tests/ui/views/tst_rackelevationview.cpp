// The rack view as an editor, driven the way a user drives it: drag-and-drop
// events from the catalog (QDrag itself cannot be driven), mouse drags to move
// devices, drops of components onto components; each edit undoes exactly.
#include "dashboard/analysisrunner.h"
#include "document/document.h"
#include "gestures.h"
#include "palette/partsource.h"
#include "testparts.h"
#include "views/followanalysis.h"
#include "views/rackelevationscene.h"
#include "views/rackelevationview.h"
#include "views/rackitems.h"

#include <QApplication>
#include <QImage>
#include <QMimeData>
#include <QTest>

#include <memory>

using namespace cs;
using namespace cs::ui;
using cs::test::dropPart;

namespace {

Part sxmServer()
{
    Part p = test::gpuServer8u();
    p.server->gpuFormFactors = {"SXM5"};
    return p;
}

Part otherGpu(const std::string& id, const std::string& formFactor)
{
    Part p = test::gpuPart();
    p.id = id;
    p.name = id;
    p.gpu->formFactor = formFactor;
    return p;
}

PartLookup testCatalog()
{
    return [](const std::string& id) -> std::optional<Part> {
        for (const Part& p : {sxmServer(), test::leafSwitch(), test::gpuPart(), test::nicPart(),
                              test::rearDoorCooler(), test::zeroUPdu(),
                              otherGpu("gpu-sxm-b", "SXM5"), otherGpu("gpu-pcie", "PCIe")}) {
            if (p.id == id) {
                return p;
            }
        }
        return std::nullopt;
    };
}

// The design's own snapshot holds the SXM5-only chassis, as the catalog does.
Design oneRack()
{
    Design d = test::designWithOneRack();
    d.putPart(sxmServer());
    return d;
}

struct Fixture
{
    Document doc{oneRack()};
    RackElevationView view{doc, testCatalog()};
    AnalysisRunner runner{doc};
    RackId rack = doc.design().racks().front().id;

    Fixture()
    {
        followAnalysis(runner, *view.rackScene());
        view.resize(1400, 1000);
        view.show();
        view.zoomOneToOne();
        view.centerOn(view.rackScene()->layout().rackRect(rack).center());
    }
    // The middle of unit u on a face, in viewport coordinates.
    QPoint unit(int u, RackFace face = RackFace::Front) const
    {
        return view.mapFromScene(view.rackScene()->layout().unitsRect(rack, face, u, 1).center());
    }
    // Dark pixels in the width × height viewport pixels from the rack's top
    // left corner: where only letters are dark, how much text is written.
    int darkPixelsAtRackTop(int width, int height) const
    {
        const QImage image = view.viewport()->grab().toImage();
        const QPoint top = view.mapFromScene(view.rackScene()->layout().rackRect(rack).topLeft());
        int dark = 0;
        for (int y = std::max(0, top.y()); y < top.y() + height && y < image.height(); ++y) {
            for (int x = std::max(0, top.x()); x < top.x() + width && x < image.width(); ++x) {
                dark += QColor(image.pixel(x, y)).lightness() < 80;
            }
        }
        return dark;
    }
    const Device* only() const
    {
        return doc.design().devices().empty() ? nullptr : &doc.design().devices().front();
    }
};

} // namespace

class TestRackElevationView : public QObject
{
    Q_OBJECT

private slots:
    void droppingAPartAddsItAtThatUnitAndUndoes()
    {
        Fixture f;
        const Design before = f.doc.design();
        QVERIFY(dropPart(f.view, "test-server", f.unit(10)));
        QVERIFY(f.only());
        QCOMPARE(f.only()->placement->rack, f.rack);
        QCOMPARE(f.only()->placement->bottomU, 10);
        QCOMPARE(f.only()->placement->face, RackFace::Front);
        QVERIFY(f.doc.design().part("test-gpu")); // its default GPU came along
        // A full-depth server shows on both faces.
        QCOMPARE(f.view.rackScene()->deviceItems(f.only()->id).size(), std::size_t(2));
        const Design after = f.doc.design();
        f.doc.undoStack()->undo();
        QVERIFY(f.doc.design() == before);
        QVERIFY(f.view.rackScene()->deviceItems(after.devices().front().id).empty());
        f.doc.undoStack()->redo();
        QVERIFY(f.doc.design() == after);
    }

    void aDropNearTheTopSnapsDownSoThePartFits()
    {
        Fixture f;
        // The 8U server dropped on U40 of the 42U rack goes to U35..U42.
        QVERIFY(dropPart(f.view, "test-server", f.unit(40)));
        QCOMPARE(f.only()->placement->bottomU, 35);
    }

    void anOverlappingDropIsRefusedWithItsReason()
    {
        Fixture f;
        QVERIFY(dropPart(f.view, "test-server", f.unit(1))); // U1..U8
        const Design before = f.doc.design();
        QVERIFY(!dropPart(f.view, "test-switch", f.unit(5)));
        QVERIFY(f.doc.design() == before);
        QCOMPARE(f.doc.undoStack()->count(), 1);
        QVERIFY2(f.view.message().contains(QLatin1String("overlap")), qPrintable(f.view.message()));
        // Outside every rack: refused too.
        QVERIFY(!dropPart(f.view, "test-switch", QPoint(2, 2)));
        QVERIFY(f.doc.design() == before);
    }

    void movingADeviceByDragIsOneStepAndUndoes()
    {
        Fixture f;
        QVERIFY(dropPart(f.view, "test-server", f.unit(1))); // U1..U8
        const Design before = f.doc.design();
        // Grab it at U4, let go at U24: 20 units up, so U21..U28.
        QTest::mousePress(f.view.viewport(), Qt::LeftButton, {}, f.unit(4));
        QTest::mouseMove(f.view.viewport(), f.unit(14));
        QTest::mouseMove(f.view.viewport(), f.unit(24));
        QTest::mouseRelease(f.view.viewport(), Qt::LeftButton, {}, f.unit(24));
        QCOMPARE(f.only()->placement->bottomU, 21);
        QCOMPARE(f.doc.undoStack()->count(), 2); // the drop and one move
        QCOMPARE(f.doc.selection()->devices(), std::vector<DeviceId>{f.only()->id});
        f.doc.undoStack()->undo();
        QVERIFY(f.doc.design() == before);
    }

    void aGpuDroppedOnAServerReplacesItsGpus()
    {
        Fixture f;
        QVERIFY(dropPart(f.view, "test-server", f.unit(1)));
        const Design before = f.doc.design();
        // A PCIe card does not fit the SXM5 chassis.
        QVERIFY(!dropPart(f.view, "gpu-pcie", f.unit(3)));
        QVERIFY(f.doc.design() == before);
        QVERIFY(f.view.message().contains(QLatin1String("SXM5")));
        QVERIFY(dropPart(f.view, "gpu-sxm-b", f.unit(3)));
        QCOMPARE(*f.only()->config.gpuPartId, std::string("gpu-sxm-b"));
        QCOMPARE(*f.only()->config.gpuCount, 8); // the 8 GPUs it had, up to its 8 slots
        QVERIFY(f.doc.design().part("gpu-sxm-b"));
        f.doc.undoStack()->undo();
        QVERIFY(f.doc.design() == before);
    }

    void aNicDroppedOnAServerAddsOne()
    {
        Fixture f;
        QVERIFY(dropPart(f.view, "test-server", f.unit(1)));
        // The server's default is 8 × test-nic: one more makes 9, ports 1 + 9.
        QVERIFY(dropPart(f.view, "test-nic", f.unit(2, RackFace::Rear)));
        QCOMPARE(f.only()->config.nics->front().count, 9);
        QCOMPARE(f.doc.design().portCount(*f.only()), 10);
    }

    void aRearDoorAndAPduGoOntoTheRack()
    {
        Fixture f;
        const Design before = f.doc.design();
        QVERIFY(dropPart(f.view, "test-rdhx", f.unit(20)));
        QCOMPARE(f.doc.design().coolingUnits().size(), std::size_t(1));
        QCOMPARE(*f.doc.design().coolingUnits().front().attachedRack, f.rack);
        QCOMPARE(f.doc.design().rack(f.rack)->cooling, CoolingMethod::RearDoor);
        QVERIFY(!dropPart(f.view, "test-rdhx", f.unit(20))); // one rear door per rack
        QVERIFY(dropPart(f.view, "test-pdu", f.unit(20)));
        QCOMPARE(f.only()->placement->bottomU, 0); // 0U: on the side rails
        f.doc.undoStack()->undo();
        f.doc.undoStack()->undo();
        QVERIFY(f.doc.design() == before);
    }

    void pdusDroppedIntoA2NRackAlternateFeeds()
    {
        Fixture f;
        QCOMPARE(f.doc.design().rack(f.rack)->feeds, FeedRedundancy::Redundant2N);
        const Design before = f.doc.design();
        // Equal 22 kW PDUs: feed A (both empty, A first), then B (A carries 22, B 0),
        // then A again (22 each).
        for (const char* feed : {"A", "B", "A"}) {
            QVERIFY(dropPart(f.view, "test-pdu", f.unit(20)));
            QCOMPARE(*f.doc.design().devices().back().config.feed, std::string(feed));
        }
        for (int i = 0; i < 3; ++i) {
            f.doc.undoStack()->undo();
        }
        QVERIFY(f.doc.design() == before);
    }

    void aRubberBandSelectsAndTheSelectionIsShared()
    {
        Fixture f;
        QVERIFY(dropPart(f.view, "test-server", f.unit(1)));
        QVERIFY(dropPart(f.view, "test-switch", f.unit(20)));
        f.doc.selection()->clear();
        // From the left gutter at U30 down to U2 on the front face: both devices.
        const QPoint from = f.unit(30) - QPoint(120, 0);
        QTest::mousePress(f.view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(f.view.viewport(), f.unit(2));
        QTest::mouseRelease(f.view.viewport(), Qt::LeftButton, {}, f.unit(2));
        QCOMPARE(f.doc.selection()->devices().size(), std::size_t(2));
        // Ctrl+click takes one out again.
        QTest::mouseClick(f.view.viewport(), Qt::LeftButton, Qt::ControlModifier, f.unit(20));
        QCOMPARE(f.doc.selection()->devices().size(), std::size_t(1));
    }

    void anEditUpdatesOnlyWhatItTouches()
    {
        Fixture f;
        QVERIFY(dropPart(f.view, "test-server", f.unit(1)));
        RackItem* rackItem = f.view.rackScene()->rackItem(f.rack);
        const DeviceItem* first = f.view.rackScene()->deviceItems(f.only()->id).front();
        QVERIFY(dropPart(f.view, "test-switch", f.unit(20)));
        // The rack and the first device keep their items; only the switch is new.
        QCOMPARE(f.view.rackScene()->rackItem(f.rack), rackItem);
        QCOMPARE(f.view.rackScene()->deviceItems(f.doc.design().devices().front().id).front(),
                 first);
        // The figures follow the runner's next analysis: the 10,000 W server and
        // the switch without a power figure make 10 kW, all of it heat; the 40 kW
        // 2N budget leaves 20 kW usable.
        f.runner.runNow();
        QCOMPARE(f.view.rackScene()->figures(f.rack)->usableKw, 20.0);
        QCOMPARE(f.view.rackScene()->figures(f.rack)->maxKw, 10.0);
        QCOMPARE(f.view.rackScene()->figures(f.rack)->heatKw, 10.0);
    }

    void enterPlacesIntoTheSelectedRackAtTheLowestFreeUnit()
    {
        Fixture f;
        f.doc.selection()->selectRacks({f.rack});
        QVERIFY(!f.view.placeIntoSelectedRack("test-server")); // U1..U8
        QVERIFY(!f.view.placeIntoSelectedRack("test-server")); // U9..U16
        QCOMPARE(f.doc.design().devices()[1].placement->bottomU, 9);
        f.doc.selection()->clear();
        QVERIFY(f.view.placeIntoSelectedRack("test-server").has_value()); // no rack selected
    }

    // Zoomed far out, a rack's header is a few pixels tall: the view labels
    // the rack at its top in screen pixels instead, so the name stays readable.
    void zoomedOutRacksKeepTheirNames()
    {
        Fixture f;
        f.view.zoomOneToOne();
        f.view.zoomBy(0.15);
        // The header above the power bar: (58 − 6 − 11) × 0.15 = 6.2 px < 10 px.
        QVERIFY(!rackHeaderHoldsName(f.view.zoom()));
        const QRectF rackRect = f.view.rackScene()->layout().rackRect(f.rack);
        f.view.centerOn(rackRect.center());
        QApplication::processEvents();
        // The top 7 px of the rack, above its faces' frames (58 × 0.15 = 8.7 px
        // down): only the name's letters are dark there.
        const int dark = f.darkPixelsAtRackTop(60, 7);
        QVERIFY2(dark >= 10, qPrintable(QString::number(dark)));
    }

    // Before the runner's first report a rack has no figures, yet its header
    // still names it; the figures arrive with the report.
    void aRackTheAnalysisHasNotReachedShowsItsName()
    {
        Fixture f;
        QVERIFY(!f.view.rackScene()->figures(f.rack));
        const QRectF rackRect = f.view.rackScene()->layout().rackRect(f.rack);
        f.view.centerOn(rackRect.center().x(), rackRect.top() + 200);
        QApplication::processEvents();
        // The header's top 20 px at 1:1, where the name is written in 13 px
        // letters (the power bar starts 22 px down): only letters are dark there.
        const int dark = f.darkPixelsAtRackTop(120, 20);
        QVERIFY2(dark >= 10, qPrintable(QString::number(dark)));
        f.runner.runNow();
        QVERIFY(f.view.rackScene()->figures(f.rack));
    }

    void zoomKeepsItsBounds()
    {
        Fixture f;
        f.view.zoomOneToOne();
        QCOMPARE(f.view.zoom(), 1.0);
        f.view.zoomBy(2);
        QCOMPARE(f.view.zoom(), 2.0);
        f.view.zoomBy(1000); // capped at 8×
        QCOMPARE(f.view.zoom(), 8.0);
        f.view.fitAll();
        QVERIFY(f.view.zoom() < 8.0);
    }
};

QTEST_MAIN(TestRackElevationView)
#include "tst_rackelevationview.moc"
