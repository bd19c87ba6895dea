// The fabric view: tiers counted from the design, folded tiers that expand,
// a connect tool that links free ports with a cable chosen by the run
// length, switch selection that names the racks served, cable changes.
#include "analysis/analysis.h"
#include "dashboard/analysisrunner.h"
#include "document/devicecommands.h"
#include "document/document.h"
#include "document/entitycommands.h"
#include "generator/clusterspec.h"
#include "generator/generator.h"
#include "generator/linkcabling.h"
#include "io/designfile.h"
#include "mainwindow/documentfiles.h"
#include "render/fabricdiagrammodel.h"
#include "views/emptyhint.h"
#include "views/fabricitems.h"
#include "views/fabriclayout.h"
#include "views/fabricpanel.h"
#include "views/fabricscene.h"
#include "views/fabrictools.h"
#include "views/fabricview.h"
#include "views/followanalysis.h"

#include "bundledcatalog.h"
#include "designlookup.h"
#include "floortestdesign.h"

#include <QAction>
#include <QApplication>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QWheelEvent>

#include <algorithm>

using namespace cs;
using namespace cs::ui;

namespace {

// A pointer at a scene position, as the view hands it to a tool.
PointerEvent at(QPointF scenePos)
{
    return {scenePos, {}, Qt::NoModifier};
}

int boxNamed(const FabricScene& scene, const QString& label)
{
    const auto& boxes = scene.layout().boxes;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        if (boxes[i].label == label) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

QPointF centreOf(const FabricScene& scene, int box)
{
    return scene.layout().boxes[static_cast<std::size_t>(box)].rect.center();
}

Design h100Example()
{
    auto loaded = loadDesignFile(
        QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
    return std::move(*loaded.design);
}

Design generated1024()
{
    generator::ClusterSpec spec;
    spec.nodePartId = "nvidia-dgx-h100";
    spec.gpus = 1024;
    std::vector<Part> all;
    for (const auto& entry : test::bundledParts()) {
        all.push_back(entry.second);
    }
    spec.supplyPartIds = generator::supplyPartIds(all);
    return generator::generateCluster(spec, test::bundledPartLookup());
}

} // namespace

class TestFabricView : public QObject
{
    Q_OBJECT

private slots:
    void tiersTakeTheirOversubscriptionFromTheRunner()
    {
        Document doc(h100Example());
        FabricView view(doc);
        FabricScene& scene = view.fabricScene();
        // The ratios are the runner's: none before its first run.
        AnalysisRunner runner(doc);
        followAnalysis(runner, scene);
        QVERIFY(scene.layout().tiers[1].oversubscription.isEmpty());
        runner.runNow();
        // Every leaf: 32 × 400 Gb/s down, 32 × 400 Gb/s up: 1 : 1, which is no
        // warning but non-blocking.
        QCOMPARE(scene.layout().tiers[1].oversubscription, QStringLiteral("non-blocking (1:1)"));
        QVERIFY(!scene.layout().tiers[1].oversubscribed);
        // One leaf loses an uplink: 32 down over 31 up = 1.032, shown once analysed.
        const FabricBox& leaf =
            scene.layout()
                .boxes[static_cast<std::size_t>(boxNamed(scene, QStringLiteral("ib-leaf-1")))];
        const int spine = scene.layout().boxOf.at(
            scene.layout()
                .boxes[static_cast<std::size_t>(boxNamed(scene, QStringLiteral("ib-spine-1")))]
                .devices.front());
        const int leafBox = scene.layout().boxOf.at(leaf.devices.front());
        auto edge =
            std::find_if(scene.layout().edges.begin(), scene.layout().edges.end(),
                         [&](const FabricEdge& e) { return e.boxA == leafBox && e.boxB == spine; });
        QVERIFY(edge != scene.layout().edges.end());
        QVERIFY(!doc.execute(
            std::make_unique<RemoveLinksCommand>(doc, std::vector<LinkId>{edge->links.front()})));
        // The rebuilt tiers keep the last analysis's figures until the next one.
        QCOMPARE(scene.layout().tiers[1].oversubscription, QStringLiteral("non-blocking (1:1)"));
        runner.runNow();
        QCOMPARE(scene.layout().tiers[1].oversubscription,
                 QStringLiteral("1.03 : 1 oversubscribed"));
        QVERIFY(scene.layout().tiers[1].oversubscribed);
    }

    void h100ExampleShowsItsTiers()
    {
        Document doc(h100Example());
        FabricView view(doc);
        const FabricScene& scene = view.fabricScene();
        // The file's compute fabric lists 8 switches at tier 1 (ib-leaf-1..8) and 4 at
        // tier 2 (ib-spine-1..4); its 512 links join 32 DGX H100 (8 rail ports each, 256
        // links) to the leaves and each leaf to every spine 8 times (8 × 4 × 8 = 256).
        QCOMPARE(scene.layout().tierCount(2), 4);
        QCOMPARE(scene.layout().tierCount(1), 8);
        QCOMPARE(scene.layout().tierCount(0), 32);
        QCOMPARE(scene.layout().boxesIn(1), 8);
        // 32 nodes are more than 16 boxes: one folded box.
        QCOMPARE(scene.layout().boxesIn(0), 1);
        QVERIFY(boxNamed(scene, QStringLiteral("32 nodes")) >= 0);
        int links = 0;
        for (const FabricEdge& e : scene.layout().edges) {
            links += static_cast<int>(e.links.size());
            QCOMPARE(e.gbps, 400.0);
        }
        QCOMPARE(links, 512);
    }

    void theViewAndTheReportDrawTheSameTiers()
    {
        // Both start from render::fabricTiers: for every fabric of the example
        // the view's tier rows (less the devices not yet connected) and the
        // report's drawing hold the same tiers with the same counts. The
        // compute fabric's are worked out in h100ExampleShowsItsTiers:
        // 32 nodes, 8 leaves, 4 spines.
        const Design d = h100Example();
        const analysis::AnalysisReport report = analysis::analyze(d);
        const analysis::DesignFacts facts(d, report.assumptions);
        QCOMPARE(d.fabrics().size(), std::size_t(3));
        for (const analysis::FabricReport& fr : report.network.fabrics) {
            const Fabric& fabric = *d.fabric(fr.id);
            std::vector<std::pair<int, int>> onScreen;
            for (const FabricTierRow& t : layoutFabric(facts, fabric, {}).tiers) {
                if (t.tier != kUnconnectedTier) {
                    onScreen.emplace_back(t.tier, t.devices);
                }
            }
            std::vector<std::pair<int, int>> inReport;
            for (const render::DiagramTier& t :
                 render::buildFabricDiagram(facts, fabric, fr).tiers) {
                inReport.emplace_back(t.level, t.count);
            }
            QCOMPARE(onScreen, inReport);
            if (fabric.role == NetworkRole::Compute) {
                const std::vector<std::pair<int, int>> expected{{0, 32}, {1, 8}, {2, 4}};
                QCOMPARE(onScreen, expected);
            }
            // The storage fabric: the file lists stor-sw-a and stor-sw-b at tier 1;
            // its links reach 32 DGX H100 and 2 DDN AI400X2 appliances, 34
            // endpoints of two models, drawn as two boxes in the report.
            if (fabric.role == NetworkRole::Storage) {
                const std::vector<std::pair<int, int>> expected{{0, 34}, {1, 2}};
                QCOMPARE(onScreen, expected);
                QCOMPARE(render::buildFabricDiagram(facts, fabric, fr).tiers[0].names.size(),
                         std::size_t(2));
            }
        }
    }

    // Behind another tab the drawing waits: an edit only marks it stale, and
    // showing the tab draws the design as it stands.
    void aHiddenTabIsRedrawnWhenShown()
    {
        Document doc(h100Example());
        QTabWidget tabs;
        auto* panel = new FabricPanel(doc);
        auto* other = new QWidget;
        tabs.addTab(other, QStringLiteral("Racks"));
        tabs.addTab(panel, QStringLiteral("Fabric"));
        tabs.resize(1200, 800);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        const FabricScene& scene = panel->view().fabricScene();
        const auto linksDrawn = [&scene] {
            std::size_t n = 0;
            for (const FabricEdge& e : scene.layout().edges) {
                n += e.links.size();
            }
            return n;
        };
        QCOMPARE(linksDrawn(), std::size_t(512));
        QVERIFY(!doc.execute(std::make_unique<RemoveLinksCommand>(
            doc, std::vector<LinkId>{doc.design().links().front().id})));
        QCOMPARE(linksDrawn(), std::size_t(512)); // not drawn while hidden
        tabs.setCurrentWidget(panel);
        QCOMPARE(linksDrawn(), std::size_t(511));
        // Shown, an edit is drawn at once.
        QVERIFY(!doc.execute(std::make_unique<RemoveLinksCommand>(
            doc, std::vector<LinkId>{doc.design().links().front().id})));
        QCOMPARE(linksDrawn(), std::size_t(510));
    }

    void clickBesideALineSelectsItsBundle()
    {
        Document doc(h100Example());
        FabricView view(doc);
        FabricScene& scene = view.fabricScene();
        const int nodes = boxNamed(scene, QStringLiteral("32 nodes"));
        const int leaf = boxNamed(scene, QStringLiteral("ib-leaf-1"));
        QVERIFY(nodes >= 0 && leaf >= 0);
        const auto& edges = scene.layout().edges;
        auto it = std::find_if(edges.begin(), edges.end(), [&](const FabricEdge& e) {
            return e.boxA == nodes && e.boxB == leaf;
        });
        QVERIFY(it != edges.end());
        const int edge = static_cast<int>(it - edges.begin());
        // Leaf p of a rack group takes GPUs 2p and 2p+1 of each of the group's 16
        // nodes: 16 × 2 = 32 links in the folded bundle.
        QCOMPARE(it->links.size(), std::size_t(32));
        // 3 pixels beside the middle of the line, within the 5-pixel tolerance.
        const QLineF line(centreOf(scene, nodes), centreOf(scene, leaf));
        const QPointF across = line.normalVector().unitVector().p2() - line.p1();
        const double pixel = 1 / view.transform().m11();
        view.selectTool().press(at(line.center() + across * 3 * pixel));
        QCOMPARE(scene.selectedEdge(), edge);
        QVERIFY(scene.edgeHighlighted(edge));
        QVERIFY(doc.selection()->links() == it->links);
        QVERIFY(doc.selection()->devices().empty());
        // Clicking a box selects the box instead; empty space clears.
        view.selectTool().press(at(centreOf(scene, leaf)));
        QCOMPARE(scene.selectedEdge(), -1);
        QVERIFY(doc.selection()->links().empty());
        view.selectTool().press(at(scene.layout().bounds.bottomRight() + QPointF(100, 100)));
        QVERIFY(doc.selection()->isEmpty());
    }

    // Fitted into the editor's centre, the 1,024-GPU fabric is too small for
    // its tier captions at scale: they move to a column of screen pixels at
    // the left, and every box sits right of that column.
    void zoomedOutCaptionsTakeAColumnBesideTheBoxes()
    {
        Document doc(generated1024());
        FabricView view(doc);
        view.resize(700, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitFabric();
        QVERIFY(!tierCaptionsReadableAt(view.transform().m11()));
        const int column = view.captionColumnWidth();
        // At most 40% of the view, so the fabric keeps the larger part.
        QVERIFY2(column <= view.viewport()->width() * 2 / 5, qPrintable(QString::number(column)));
        for (const FabricBox& box : view.fabricScene().layout().boxes) {
            const QPoint left = view.mapFromScene(box.rect.topLeft());
            QVERIFY2(left.x() >= column,
                     qPrintable(QStringLiteral("%1 at %2").arg(box.label).arg(left.x())));
        }
    }

    // The fabric view is an editor view: Ctrl+wheel zooms it 1.2× a notch
    // about the cursor, as the rack and floor views do.
    void ctrlWheelZoomsTheFabric()
    {
        Document doc(test::floorDesign());
        FabricView view(doc);
        view.resize(700, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitFabric();
        const double fitted = view.zoom();
        const QPointF at = view.viewport()->rect().center();
        QWheelEvent wheel(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.viewport(), &wheel);
        QVERIFY2(qAbs(view.zoom() - fitted * 1.2) < 1e-9,
                 qPrintable(QStringLiteral("%1 -> %2").arg(fitted).arg(view.zoom())));
        // The zoom stays when the view changes size (as when scroll bars
        // appear): only Fit, or a fabric not yet fitted, fits again.
        view.resize(680, 480);
        QVERIFY(qAbs(view.zoom() - fitted * 1.2) < 1e-9);
        view.fitFabric();
        const double refitted = view.zoom();
        view.resize(700, 500);
        QVERIFY(view.zoom() != refitted); // fitted again to the new size
    }

    // A rename relabels the box and moves nothing: the layout is not made
    // again (no layoutChanged), and undo gives the old name back.
    void aRenameRelabelsWithoutLayingOut()
    {
        Document doc(test::floorDesign());
        FabricView view(doc);
        view.resize(700, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        FabricScene& scene = view.fabricScene();
        const int leaf = boxNamed(scene, QStringLiteral("leaf-1"));
        const DeviceId id = scene.layout().boxes[static_cast<std::size_t>(leaf)].devices.front();
        const QRectF where = scene.layout().boxes[static_cast<std::size_t>(leaf)].rect;
        QSignalSpy laidOut(&scene, &FabricScene::layoutChanged);
        QVERIFY(!doc.execute(std::make_unique<RenameDeviceCommand>(doc, id, "leaf-east")));
        QCOMPARE(laidOut.size(), 0);
        QCOMPARE(boxNamed(scene, QStringLiteral("leaf-east")), leaf);
        QCOMPARE(scene.layout().boxes[static_cast<std::size_t>(leaf)].rect, where);
        doc.undoStack()->undo();
        QCOMPARE(boxNamed(scene, QStringLiteral("leaf-1")), leaf);
        QCOMPARE(laidOut.size(), 0);
    }

    void largeFabricFoldsAndExpands()
    {
        Document doc(generated1024());
        FabricView view(doc);
        FabricScene& scene = view.fabricScene();
        // 128 DGX H100 × 8 ports = 1,024 endpoint ports; 64-port leaves with 32 down and
        // 32 up: 1,024 ÷ 32 = 32 leaves; 32 × 32 = 1,024 uplinks on 64-port spines: 16.
        QCOMPARE(scene.layout().tierCount(0), 128);
        QCOMPARE(scene.layout().tierCount(1), 32);
        QCOMPARE(scene.layout().tierCount(2), 16);
        QCOMPARE(scene.layout().boxesIn(0), 1);
        QCOMPARE(scene.layout().boxesIn(1), 1);
        QCOMPARE(scene.layout().boxesIn(2), 16);
        const int leaves = boxNamed(scene, QStringLiteral("32 leaves"));
        QVERIFY(leaves >= 0);
        QVERIFY(boxNamed(scene, QStringLiteral("128 nodes")) >= 0);
        view.selectTool().doubleClick(centreOf(scene, leaves));
        QVERIFY(scene.isExpanded(1));
        QCOMPARE(scene.layout().boxesIn(1), 32);
        QCOMPARE(scene.layout().boxesIn(0), 1);
        // Double-click on one of them folds the tier again.
        view.selectTool().doubleClick(centreOf(scene, boxNamed(scene, QStringLiteral("leaf-01"))));
        QCOMPARE(scene.layout().boxesIn(1), 1);
    }

    void connectToolAddsOneLink()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        FabricView view(doc);
        view.setConnecting(true);
        FabricScene& scene = view.fabricScene();
        const int node = boxNamed(scene, QStringLiteral("node-1"));
        const int leaf = boxNamed(scene, QStringLiteral("leaf-1"));
        QVERIFY(node >= 0 && leaf >= 0);
        // node-1 has 7 free compute ports: the tool asks how many; one.
        QStringList asked;
        view.setPortChooser([&](const QStringList& options, QPointF) {
            asked = options;
            return 1;
        });
        view.connectTool().press(at(centreOf(scene, node)));
        view.connectTool().move(at(centreOf(scene, leaf)));
        view.connectTool().release(at(centreOf(scene, leaf)));
        QVERIFY2(view.lastMessage().isEmpty(), qPrintable(view.lastMessage()));
        QCOMPARE(asked.size(), 7); // all 7, then 1 … 6
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.design().links().size(), std::size_t(2));
        const Link& link = doc.design().links().back();
        // node-1's first free compute port is 2 (0 is its BMC, 1 is linked); leaf-1's is 1.
        QCOMPARE(link.a.port, 2);
        QCOMPARE(link.b.port, 1);
        // The same racks as the first link: 3.52 m, beyond a DAC: the 5 m ACC.
        QCOMPARE(link.lengthM, 3.52);
        const Part* cable = doc.design().part(link.cablePartId);
        QVERIFY(cable && cable->cable);
        QVERIFY(cable->cable->maxReachM >= link.lengthM);
        QCOMPARE(link.cablePartId, std::string("test-acc-5m"));
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
    }

    // The menu's default cables every free compute port of node-1 (2 … 8, its
    // BMC at 0 and port 1 already linked) to leaf-1's next free ports 1 … 7, in
    // one undo step.
    void connectingANodeCablesEveryFreePortInOneStep()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        FabricView view(doc);
        view.setPortChooser([](const QStringList&, QPointF) { return 0; });
        const DeviceId node = test::deviceNamed(doc.design(), "node-1");
        const DeviceId leaf = test::deviceNamed(doc.design(), "leaf-1");
        QVERIFY(!view.connectTool().connectDevices(node, leaf));
        QCOMPARE(doc.undoStack()->count(), 1);
        const auto& links = doc.design().links();
        QCOMPARE(links.size(), std::size_t(1 + 7));
        for (int k = 0; k < 7; ++k) {
            const Link& l = links[std::size_t(1 + k)];
            QCOMPARE(l.a.port, 2 + k);
            QCOMPARE(l.b.port, 1 + k);
        }
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
        // A switch to a switch stays one link per drag: no question asked.
        int asked = 0;
        view.setPortChooser([&](const QStringList&, QPointF) { return ++asked, 0; });
        const Device& l1 = *doc.design().device(leaf);
        Design d = doc.design();
        const DeviceId other = d.addDevice(
            Device{DeviceId{}, "leaf-2", l1.partId, Placement{l1.placement->rack, 41}, {}});
        doc.reset(d);
        QVERIFY(!view.connectTool().connectDevices(leaf, other));
        QCOMPARE(doc.design().links().size(), std::size_t(2));
        QCOMPARE(asked, 0);
    }

    // Empty views say what to do next and fall silent once there is something.
    void emptyViewsSayWhatToDoNext()
    {
        Design d;
        QVERIFY(rackViewHint(d).contains(QLatin1String("Floor")));
        QVERIFY(floorViewHint(d).contains(QLatin1String("no room")));
        QVERIFY(fabricViewHint(nullptr, false).contains(QLatin1String("New fabric")));
        const Design floor = test::floorDesign(); // racks, devices and one cabled fabric
        QVERIFY(rackViewHint(floor).isEmpty());
        QVERIFY(floorViewHint(floor).isEmpty());
        // The view passes whether its layout draws a link: the floor design's
        // compute fabric has one; a new storage fabric none.
        Document doc(floor);
        FabricView view(doc);
        QVERIFY(!view.fabricScene().layout().edges.empty());
        QVERIFY(fabricViewHint(&floor.fabrics().front(), true).isEmpty());
        const Fabric storage{FabricId{},        "storage", NetworkRole::Storage,
                             Topology::FatTree, 1.0,       {}};
        QVERIFY(fabricViewHint(&storage, false).contains(QLatin1String("Connect")));
        Design bare = DocumentFiles::emptyDesign(); // a room and a row, no racks
        QVERIFY(floorViewHint(bare).contains(QLatin1String("Drag a rack")));
    }

    void newFabricUndoesAndRedoesWithItsId()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        FabricPanel panel(doc);
        panel.findChild<QAction*>(QStringLiteral("newFabric-storage"))->trigger();
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.design().fabrics().size(), std::size_t(2));
        const Fabric added = doc.design().fabrics().back();
        QCOMPARE(added.role, NetworkRole::Storage);
        QVERIFY(added.switches.empty());
        QCOMPARE(panel.view().fabricScene().fabric(), added.id);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
        doc.undoStack()->redo();
        QVERIFY(doc.design().fabrics().back() == added);
    }

    void firstLinkIntoASwitchMakesItALeaf()
    {
        // A second switch, not in the compute fabric, beside leaf-1 in A02.
        Design d = test::floorDesign();
        const Device& leaf = *d.device(test::deviceNamed(d, "leaf-1"));
        const DeviceId other = d.addDevice(
            Device{DeviceId{}, "leaf-2", leaf.partId, Placement{leaf.placement->rack, 41}, {}});
        Document doc(std::move(d));
        const Design before = doc.design();
        FabricView view(doc);
        FabricScene& scene = view.fabricScene();
        // leaf-2 has no link yet: it waits below the nodes as "not connected".
        QCOMPARE(scene.layout().boxes[std::size_t(scene.layout().boxOf.at(other))].tier,
                 kUnconnectedTier);
        const DeviceId node = test::deviceNamed(doc.design(), "node-1");
        view.setPortChooser([](const QStringList&, QPointF) { return 1; }); // one port
        QVERIFY2(!view.connectTool().connectDevices(node, other), "node-1 to leaf-2");
        // One undo step: the link, and leaf-2 a leaf (tier 1) of the fabric.
        QCOMPARE(doc.undoStack()->count(), 1);
        const Fabric& fabric = doc.design().fabrics().front();
        QCOMPARE(fabric.switches.back(), (FabricSwitch{other, 1}));
        QCOMPARE(scene.layout().boxes[std::size_t(scene.layout().boxOf.at(other))].tier, 1);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
    }

    void connectingAFoldedTierIsRefused()
    {
        Document doc(generated1024());
        const std::size_t links = doc.design().links().size();
        FabricView view(doc);
        view.setConnecting(true);
        FabricScene& scene = view.fabricScene();
        view.connectTool().press(at(centreOf(scene, boxNamed(scene, QStringLiteral("128 nodes")))));
        QVERIFY(view.lastMessage().contains(QStringLiteral("128 nodes")));
        view.connectTool().release(
            at(centreOf(scene, boxNamed(scene, QStringLiteral("spine-01")))));
        QCOMPARE(doc.design().links().size(), links);
    }

    void selectingASwitchNamesTheRacksItServes()
    {
        Document doc(test::floorDesign());
        FabricView view(doc);
        FabricScene& scene = view.fabricScene();
        const int leaf = boxNamed(scene, QStringLiteral("leaf-1"));
        view.selectTool().press(at(centreOf(scene, leaf)));
        QCOMPARE(scene.selectedBox(), leaf);
        QVERIFY(scene.edgeHighlighted(0));
        // leaf-1 serves node-1, which stands in A01.
        const RackId a01 = doc.design().racks().front().id;
        QCOMPARE(doc.selection()->racks(), std::vector<RackId>{a01});
        QCOMPARE(doc.selection()->devices(),
                 scene.layout().boxes[static_cast<std::size_t>(leaf)].devices);
    }

    void cableCanBeChanged()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        FabricView view(doc);
        FabricScene& scene = view.fabricScene();
        const auto choices = scene.cablingChoices(0);
        // 3.52 m: the ACC and multimode fibre with optics reach, the 3 m DAC does not.
        QCOMPARE(choices.size(), std::size_t(2));
        QCOMPARE(choices[1].cablePartId, std::string("test-mmf-30m"));
        QVERIFY(!scene.setEdgeCabling(0, choices[1]));
        QCOMPARE(doc.design().links().front().cablePartId, std::string("test-mmf-30m"));
        QCOMPARE(doc.design().links().front().transceiverAPartId, std::string("test-osfp-sr"));
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
    }
};

QTEST_MAIN(TestFabricView)
#include "tst_fabricview.moc"
