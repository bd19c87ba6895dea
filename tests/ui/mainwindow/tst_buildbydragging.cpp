// A new user builds the 32-node H100 example in the real main window from an
// empty design with gestures alone: racks dropped on the floor, servers,
// switches, storage, PDUs and rear doors dropped from the palette's drag data,
// a fabric added from the fabric view's toolbar and cabled with the connect
// tool. The dashboard follows every step; then all of it undoes to the empty
// design, redoes, saves, reopens equal, and the wizard generates a cluster.
// All 660 links of the example are drawn with the connect tool.
#include "dashboard/analysisdashboard.h"
#include "dashboard/analysisrunner.h"
#include "dashboard/keyfiguresview.h"
#include "document/document.h"
#include "inspector/devicepage.h"
#include "inspector/inspector.h"
#include "inspector/rackpage.h"
#include "io/designfile.h"
#include "mainwindow/documentfiles.h"
#include "mainwindow/editactions.h"
#include "mainwindow/mainwindow.h"
#include "palette/partsource.h"
#include "settings/appearance.h"
#include "settings/settings.h"
#include "shell/applicationshell.h"
#include "views/fabricpanel.h"
#include "views/fabricscene.h"
#include "views/fabricview.h"
#include "views/floorpanel.h"
#include "views/floorscene.h"
#include "views/floorview.h"
#include "views/rackelevationscene.h"
#include "views/rackelevationview.h"
#include "wizard/newclusterwizard.h"
#include "wizard/startpage.h"
#include "wizard/templatepage.h"

#include "gestures.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>

using namespace cs;
using namespace cs::ui;
using namespace cs::test;

namespace {

const std::string kRack = "apc-48u-600x1200-deep";
const std::string kNode = "nvidia-dgx-h100";
const std::string kIbSwitch = "nvidia-quantum2-qm9700";
const std::string kStorageSwitch = "arista-7060px5-64s";
const std::string kOobSwitch = "nvidia-sn2201";
const std::string kOobAggregation = "nvidia-sn4600c";
const std::string kStorage = "ddn-ai400x2";
const std::string kPdu = "raritan-px3-3ph-63a-400v";
const std::string kRearDoor = "motivair-chilleddoor-rdhx";
const std::string kCrah = "schneider-uniflair-cw-crah";

} // namespace

class TestBuildByDragging : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void buildTheH100ExampleByDragging();

private:
    // The dashboard's text for the figure, after analysing the current design.
    QString figure(const QString& label);
    const analysis::AnalysisReport& report();

    void dropRacksOnTheFloor();
    void dropNodes();
    void dropNetworkAndStorage();
    void dropPowerAndCooling();
    void setRackBudgets();
    int findings(const char* code);
    void cableCompute();
    void cableStorage();
    void cableOutOfBand();
    void groupTheStorageSystem();
    void newFabric(const char* role);
    QPointF boxCentre(const std::string& name);
    // Drags from one box to the other; `links` new links expected.
    bool connect(const std::string& from, const std::string& to, std::size_t links = 1);
    // Answers the connect tool's "how many ports" menu ("All N ports", then
    // 1 … N − 1 ports) with `ports`.
    void answerPortCount(int ports);
    static std::string numbered(const char* prefix, int n);
    void undoRedoSaveReopen(const Design& built);
    void generateWithTheWizard();

    QTemporaryDir mDir;
    std::unique_ptr<Settings> mSettings;
    std::unique_ptr<Appearance> mAppearance;
    std::unique_ptr<MainWindow> mWindow;
    FloorView* mFloor = nullptr;
    FabricPanel* mFabric = nullptr;
    AnalysisDashboard* mDashboard = nullptr;
    QAction* mConnect = nullptr;
};

void TestBuildByDragging::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    mSettings = std::make_unique<Settings>(mDir.filePath(QStringLiteral("settings.ini")));
    mAppearance = std::make_unique<Appearance>();
    // English with its singular and plural forms ("8 in 1 node").
    QVERIFY(mAppearance->applyLanguage(QStringLiteral("en")));
}

QString TestBuildByDragging::figure(const QString& label)
{
    mDashboard->runner().runNow();
    const QTreeWidgetItem* item = mDashboard->figures()->itemFor(label);
    return item ? item->text(KeyFiguresView::ValueColumn) : QString();
}

const analysis::AnalysisReport& TestBuildByDragging::report()
{
    mDashboard->runner().runNow();
    return *mDashboard->runner().latest().report;
}

void TestBuildByDragging::dropRacksOnTheFloor()
{
    // The empty design's floor: room "Hall 1" with row "A" of 12 slots. Nine
    // 48U racks into slots 1–9; the fifth (slot 5) becomes the network rack.
    const Row& row = mWindow->document().design().rows().front();
    for (int slot = 0; slot < 9; ++slot) {
        const QPointF centre = mFloor->floorScene().geometry().slotRect(row, slot).center();
        QVERIFY2(dropPart(*mFloor, kRack, mFloor->mapFromScene(centre)),
                 qPrintable(QStringLiteral("slot %1").arg(slot)));
    }
    // A taken slot refuses a second rack.
    const QPointF first = mFloor->floorScene().geometry().slotRect(row, 0).center();
    QVERIFY(!dropPart(*mFloor, kRack, mFloor->mapFromScene(first)));
    const Design& d = mWindow->document().design();
    QCOMPARE(d.racks().size(), std::size_t(9));
    QCOMPARE(rackCalled(d, "rack-05").position->slot, 4);
    QCOMPARE(report().space.racks, 9);
    QVERIFY2(figure(QStringLiteral("Racks")).startsWith(QStringLiteral("9 · 0 U used")),
             qPrintable(figure(QStringLiteral("Racks"))));
}

void TestBuildByDragging::dropNodes()
{
    RackElevationView& view = *mWindow->rackView();
    const Design& d = mWindow->document().design();
    int placed = 0;
    for (const char* name :
         {"rack-01", "rack-02", "rack-03", "rack-04", "rack-06", "rack-07", "rack-08", "rack-09"}) {
        const RackId rack = rackCalled(d, name).id;
        view.showRack(rack);
        for (int u : {2, 10, 18, 26}) {
            const QRectF slot = view.rackScene()->layout().unitsRect(rack, RackFace::Front, u, 1);
            QVERIFY2(dropPart(view, kNode, view.mapFromScene(slot.center())), name);
            ++placed;
            if (placed == 1) {
                // One DGX H100: 8 × H100 SXM5; BF16 dense 989 TFLOPS each (catalog):
                // 8 × 989 = 7,912 TFLOPS = 7.91 PFLOPS; 10,200 W peak = 10.2 kW.
                QCOMPARE(figure(QStringLiteral("GPUs")), QStringLiteral("8 in 1 node"));
                QCOMPARE(report().compute.peakDenseTflops.bf16, 7912.0);
                QCOMPARE(report().power.itMaxKw, 10.2);
            }
        }
    }
    // 32 nodes: 256 GPUs; 256 × 989 = 253,184 TFLOPS BF16 dense; 32 × 10.2 = 326.4 kW.
    QCOMPARE(figure(QStringLiteral("GPUs")), QStringLiteral("256 in 32 nodes"));
    QCOMPARE(report().compute.peakDenseTflops.bf16, 253184.0);
    QVERIFY(qFuzzyCompare(report().power.itMaxKw, 326.4));
    // 8 racks × 4 nodes × 8 U = 256 U used.
    QVERIFY2(figure(QStringLiteral("Racks")).startsWith(QStringLiteral("9 · 256 U used")),
             qPrintable(figure(QStringLiteral("Racks"))));
    // An overlapping drop (U 5 lies inside the node at U 2–9) is refused.
    const RackId first = rackCalled(d, "rack-01").id;
    view.showRack(first);
    const QRectF taken = view.rackScene()->layout().unitsRect(first, RackFace::Front, 5, 1);
    QVERIFY(!dropPart(view, kNode, view.mapFromScene(taken.center())));
    QCOMPARE(d.devices().size(), std::size_t(32));
}

void TestBuildByDragging::dropNetworkAndStorage()
{
    RackElevationView& view = *mWindow->rackView();
    const Design& d = mWindow->document().design();
    const double nodesKw = report().power.itMaxKw;
    auto dropAt = [&](const std::string& rackName, const std::string& part, int u) {
        const RackId rack = rackCalled(d, rackName).id;
        view.showRack(rack);
        const QRectF slot = view.rackScene()->layout().unitsRect(rack, RackFace::Front, u, 1);
        return dropPart(view, part, view.mapFromScene(slot.center()));
    };
    // As the example: an SN2201 at U 46 of every rack.
    for (const char* name : {"rack-01", "rack-02", "rack-03", "rack-04", "rack-05", "rack-06",
                             "rack-07", "rack-08", "rack-09"}) {
        QVERIFY(dropAt(name, kOobSwitch, 46));
    }
    // Network rack: DDN at U 1 and 3, Arista at 6 and 8, leaves at 12–19,
    // spines at 22–25, SN4600C at 38 and 40.
    for (int u : {1, 3}) {
        QVERIFY(dropAt("rack-05", kStorage, u));
    }
    for (int u : {6, 8}) {
        QVERIFY(dropAt("rack-05", kStorageSwitch, u));
    }
    for (int u = 12; u < 20; ++u) {
        QVERIFY(dropAt("rack-05", kIbSwitch, u));
    }
    for (int u = 22; u < 26; ++u) {
        QVERIFY(dropAt("rack-05", kIbSwitch, u));
    }
    for (int u : {38, 40}) {
        QVERIFY(dropAt("rack-05", kOobAggregation, u));
    }
    // Peak watts added (catalog): 9 × 150 (SN2201) + 2 × 2,500 (AI400X2)
    // + 2 × 1,800 (Arista) + 12 × 1,700 (QM9700) + 2 × 800 (SN4600C)
    // = 1,350 + 5,000 + 3,600 + 20,400 + 1,600 = 31,950 W = 31.95 kW.
    QVERIFY(qFuzzyCompare(report().power.itMaxKw, nodesKw + 31.95));
    QCOMPARE(d.devices().size(), std::size_t(32 + 9 + 2 + 2 + 12 + 2));
}

void TestBuildByDragging::dropPowerAndCooling()
{
    RackElevationView& view = *mWindow->rackView();
    const Design& d = mWindow->document().design();
    const double before = report().power.itMaxKw;
    // Two 0U PDUs per rack, dropped onto the rack (they go to the side rails).
    for (const Rack& rack : std::vector<Rack>(d.racks())) {
        view.showRack(rack.id);
        for (int k = 0; k < 2; ++k) {
            const QRectF slot =
                view.rackScene()->layout().unitsRect(rack.id, RackFace::Rear, 30, 1);
            QVERIFY2(dropPart(view, kPdu, view.mapFromScene(slot.center())), rack.name.c_str());
        }
    }
    // 18 PDUs × 30 W (their own draw) = 0.54 kW.
    QVERIFY(qFuzzyCompare(report().power.itMaxKw, before + 0.54));
    // Rear doors onto the eight compute racks on the floor, two CRAHs in free
    // slots 11 and 12 of the row.
    const Row& row = d.rows().front();
    for (const Rack& rack : std::vector<Rack>(d.racks())) {
        if (rack.name == "rack-05") {
            continue;
        }
        const QPointF centre = mFloor->floorScene().geometry().rackRect(rack).center();
        QVERIFY(dropPart(*mFloor, kRearDoor, mFloor->mapFromScene(centre)));
    }
    for (int slot : {10, 11}) {
        const QPointF centre = mFloor->floorScene().geometry().slotRect(row, slot).center();
        QVERIFY(dropPart(*mFloor, kCrah, mFloor->mapFromScene(centre)));
    }
    QCOMPARE(d.coolingUnits().size(), std::size_t(10));
}

int TestBuildByDragging::findings(const char* code)
{
    const auto& all = report().findings;
    return static_cast<int>(
        std::count_if(all.begin(), all.end(), [&](const Finding& f) { return f.code == code; }));
}

// Ctrl-click the racks on the floor, then type the budget into the inspector
// and press Enter: one undo step for all of them.
void TestBuildByDragging::setRackBudgets()
{
    const Design& d = mWindow->document().design();
    // Dropped racks start at 20 kW over 2N feeds (10 kW usable); four DGX H100
    // (40.8 kW) exceed that in each of the 8 compute racks, and the network
    // rack's 2 × 2.5 + 2 × 1.8 + 12 × 1.7 + 2 × 0.8 + 0.15 + 2 × 0.03 = 30.81 kW
    // in the ninth.
    QCOMPARE(findings("POWER_RACK_OVER_BUDGET"), 9);
    // Two 43.6 kW PDUs per rack went onto feeds A and B: each feed carries
    // 43.6 kW, above every rack's peak, so no PDU is over capacity.
    QCOMPARE(findings("POWER_PDU_OVER_CAPACITY"), 0);
    RackPage* page = mWindow->findChild<Inspector*>()->rackPage();
    auto setBudget = [&](const std::vector<std::string>& racks, const char* kw) {
        mWindow->document().selection()->clear();
        for (const std::string& name : racks) {
            const QPoint at = mFloor->mapFromScene(
                mFloor->floorScene().geometry().rackRect(rackCalled(d, name)).center());
            mouse(mFloor->viewport(), QEvent::MouseButtonPress, at, Qt::LeftButton,
                  Qt::ControlModifier);
            mouse(mFloor->viewport(), QEvent::MouseButtonRelease, at, Qt::NoButton,
                  Qt::ControlModifier);
        }
        QCOMPARE(mWindow->document().selection()->racks().size(), racks.size());
        QDoubleSpinBox* field = page->usablePowerField();
        field->selectAll();
        QTest::keyClicks(field, QLatin1String(kw));
        QTest::keyClick(field, Qt::Key_Return);
    };
    const int steps = mWindow->document().undoStack()->count();
    // As the example: 45 kW usable (90 kW over both feeds) for a compute rack,
    // 35 kW usable (70 kW) for the network rack.
    setBudget(
        {"rack-01", "rack-02", "rack-03", "rack-04", "rack-06", "rack-07", "rack-08", "rack-09"},
        "45");
    setBudget({"rack-05"}, "35");
    QCOMPARE(mWindow->document().undoStack()->count(), steps + 2);
    QCOMPARE(rackCalled(d, "rack-09").powerBudgetKw, 90.0);
    QCOMPARE(rackCalled(d, "rack-05").powerBudgetKw, 70.0);
    // 45 kW usable per compute rack, at least 40.8 + 0.15 (SN2201) + 2 × 0.03
    // (PDUs) + 1.5 (rear door) = 42.51 kW; 35 kW in the network rack for 30.81 kW.
    QCOMPARE(findings("POWER_RACK_OVER_BUDGET"), 0);
}

// The box showing the device, unfolded first (a double-click) when its tier
// is folded into one box.
QPointF TestBuildByDragging::boxCentre(const std::string& name)
{
    FabricView& view = mFabric->view();
    const DeviceId id = deviceCalled(mWindow->document().design(), name).id;
    const FabricBox* box = &view.fabricScene().layout().boxes.at(
        std::size_t(view.fabricScene().layout().boxOf.at(id)));
    if (box->aggregate) {
        const QPoint folded = view.mapFromScene(box->rect.center());
        view.setConnecting(false);
        mouse(view.viewport(), QEvent::MouseButtonPress, folded, Qt::LeftButton);
        mouse(view.viewport(), QEvent::MouseButtonRelease, folded, Qt::NoButton);
        mouse(view.viewport(), QEvent::MouseButtonDblClick, folded, Qt::LeftButton);
        mouse(view.viewport(), QEvent::MouseButtonRelease, folded, Qt::NoButton);
        mConnect->setChecked(false);
        mConnect->setChecked(true);
        box = &view.fabricScene().layout().boxes.at(
            std::size_t(view.fabricScene().layout().boxOf.at(id)));
        if (box->aggregate) {
            return {};
        }
    }
    return box->rect.center();
}

bool TestBuildByDragging::connect(const std::string& from, const std::string& to, std::size_t added)
{
    FabricView& view = mFabric->view();
    const QPointF a = boxCentre(from);
    const QPointF b = boxCentre(to);
    const std::size_t links = mWindow->document().design().links().size();
    mouseDrag(view, view.mapFromScene(a), view.mapFromScene(b));
    if (mWindow->document().design().links().size() != links + added) {
        qWarning("%s → %s: %s", from.c_str(), to.c_str(), qPrintable(view.lastMessage()));
        return false;
    }
    return true;
}

void TestBuildByDragging::answerPortCount(int ports)
{
    mFabric->view().setPortChooser([ports](const QStringList& options, QPointF) {
        // Index 0 is all of them, index n is n ports.
        return ports < options.size() ? ports : 0;
    });
}

// "New fabric" of the role from the fabric view's toolbar, with the Fabric
// tab shown as the user opens it; the connect tool on.
void TestBuildByDragging::newFabric(const char* role)
{
    mWindow->findChild<QTabWidget*>()->setCurrentWidget(mFabric);
    auto* action =
        mFabric->findChild<QAction*>(QStringLiteral("newFabric-%1").arg(QLatin1String(role)));
    QVERIFY(action);
    action->trigger();
    QCOMPARE(mFabric->view().fabricScene().fabric(),
             mWindow->document().design().fabrics().back().id);
    for (QAction* a : mFabric->findChildren<QAction*>()) {
        if (a->text() == QLatin1String("Connect")) {
            mConnect = a;
        }
    }
    QVERIFY(mConnect);
    mConnect->setChecked(true);
}

std::string TestBuildByDragging::numbered(const char* prefix, int n)
{
    return QStringLiteral("%1-%2")
        .arg(QLatin1String(prefix))
        .arg(n, 2, 10, QLatin1Char('0'))
        .toStdString();
}

// Devices by drop order: SN2201 switch-01..09 (switch-05 in the network rack,
// the out-of-band aggregation point), Arista switch-10..11, QM9700 leaves
// switch-12..19 and spines switch-20..23, SN4600C switch-24..25; the DGX
// node-01..32 rack by rack (node-01..16 in rack-01..04, the first group).
void TestBuildByDragging::cableCompute()
{
    newFabric("compute");
    const Design& d = mWindow->document().design();
    // Nothing linked yet: the 32 nodes and 12 QM9700 (compute or "any" ports),
    // 2 Arista and 2 SN4600C ("any") and 9 SN2201 ("uplink") wait as "not
    // connected": 57 devices, more than 16, in one folded box.
    QCOMPARE(mFabric->view().fabricScene().layout().tierCount(kUnconnectedTier), 57);
    QCOMPARE(mFabric->view().fabricScene().layout().boxesIn(kUnconnectedTier), 1);
    const int undoBefore = mWindow->document().undoStack()->count();
    // As the example's rail pairs: ports 2p and 2p+1 of each node of a group
    // of four racks go to leaf p of that group. Each drag from a node to a
    // leaf offers all eight free compute ports; the user asks for two.
    answerPortCount(2);
    for (int n = 1; n <= 32; ++n) {
        const int group = (n - 1) / 16;
        for (int p = 0; p < 4; ++p) {
            QVERIFY(connect(numbered("node", n), numbered("switch", 12 + 4 * group + p), 2));
        }
        if (n == 1) {
            // One undo step per gesture; the first links into each leaf made it a leaf.
            QCOMPARE(mWindow->document().undoStack()->count(), undoBefore + 4);
            QCOMPARE(d.fabrics().back().switches.size(), std::size_t(4));
        }
    }
    QCOMPARE(mFabric->view().fabricScene().layout().tierCount(1), 8);
    // Every leaf to every spine 8 times: the spines join at tier 2.
    for (int leaf = 12; leaf < 20; ++leaf) {
        for (int spine = 20; spine < 24; ++spine) {
            for (int k = 0; k < 8; ++k) {
                QVERIFY(connect(numbered("switch", leaf), numbered("switch", spine)));
            }
        }
    }
    // 32 × 8 = 256 node links, 8 × 4 × 8 = 256 leaf-spine links.
    QCOMPARE(d.links().size(), std::size_t(512));
    QCOMPARE(mFabric->view().fabricScene().layout().tierCount(2), 4);
    // Every leaf: 16 nodes × 2 ports = 32 × 400 Gb/s down, 4 spines × 8 = 32 up: 1.00 : 1.
    QCOMPARE(figure(QStringLiteral("Oversubscription, Compute fabric")),
             QStringLiteral("1.00 : 1"));
}

void TestBuildByDragging::cableStorage()
{
    newFabric("storage");
    // Each node into both Arista switches (one of its two storage ports each),
    // each DDN's 8 ports 4 and 4 (one drag of four), two ISLs.
    answerPortCount(1);
    for (int n = 1; n <= 32; ++n) {
        QVERIFY(connect(numbered("node", n), "switch-10"));
        QVERIFY(connect(numbered("node", n), "switch-11"));
    }
    answerPortCount(4);
    for (const char* ddn : {"storage-01", "storage-02"}) {
        QVERIFY(connect(ddn, "switch-10", 4));
        // The other four: all that are left, the menu's default.
        answerPortCount(0);
        QVERIFY(connect(ddn, "switch-11", 4));
        answerPortCount(4);
    }
    QVERIFY(connect("switch-10", "switch-11"));
    QVERIFY(connect("switch-10", "switch-11"));
    // 512 + 32 × 2 + 2 × 8 + 2 = 594.
    QCOMPARE(mWindow->document().design().links().size(), std::size_t(594));
}

void TestBuildByDragging::cableOutOfBand()
{
    newFabric("oob_management");
    // Two switches can meet on a 100 Gb/s uplink or on 1 GbE management
    // ports: the connect tool asks, and the user picks the kind of port.
    QString wanted;
    int asked = 0;
    mFabric->view().setPortChooser([&](const QStringList& options, QPointF) {
        ++asked;
        for (int i = 0; i < options.size(); ++i) {
            if (options[i].contains(wanted)) {
                return i;
            }
        }
        return -1;
    });
    // Each node's BMC into its rack's SN2201; each of those up its uplinks to
    // both SN4600C.
    const int oobLeaves[] = {1, 2, 3, 4, 6, 7, 8, 9};
    wanted = QStringLiteral("(uplink) to");
    for (int r = 0; r < 8; ++r) {
        for (int k = 1; k <= 4; ++k) {
            QVERIFY(connect(numbered("node", 4 * r + k), numbered("switch", oobLeaves[r])));
        }
        QVERIFY(connect(numbered("switch", oobLeaves[r]), "switch-24"));
        QVERIFY(connect(numbered("switch", oobLeaves[r]), "switch-25"));
    }
    // A BMC has only its one 1 GbE port: nothing to ask; each SN2201 to SN4600C was asked.
    QCOMPARE(asked, 16);
    // The network rack's SN2201 up to both aggregation switches (its uplinks
    // make it a leaf under them), then the management port of every other
    // switch into it.
    QVERIFY(connect("switch-05", "switch-24"));
    QVERIFY(connect("switch-05", "switch-25"));
    wanted = QStringLiteral("(management) to");
    for (int sw = 10; sw <= 25; ++sw) {
        QVERIFY(connect(numbered("switch", sw), "switch-05"));
    }
    const Design& d = mWindow->document().design();
    int managed = 0;
    for (const Link& l : d.links()) {
        if (l.a.device == deviceCalled(d, "switch-24").id &&
            l.b.device == deviceCalled(d, "switch-05").id) {
            // The SN4600C's own 1 GbE management port: a Cat6 patch lead.
            QVERIFY(QString::fromStdString(l.cablePartId).contains(QLatin1String("cat6")));
            ++managed;
        }
    }
    QCOMPARE(managed, 1);
    mFabric->view().setPortChooser({});
    // 594 + 32 + 8 × 2 + 2 + 16 = 660, as the example.
    QCOMPARE(mWindow->document().design().links().size(), std::size_t(660));
    const Fabric& oob = mWindow->document().design().fabrics().back();
    // Tier 1: 8 rack SN2201 and switch-05; tier 2: the two SN4600C.
    int leaves = 0;
    int spines = 0;
    for (const FabricSwitch& s : oob.switches) {
        (s.tier == 1 ? leaves : spines) += 1;
    }
    QCOMPARE(leaves, 9);
    QCOMPARE(spines, 2);
}

// Both DDN appliances Ctrl+clicked in the network rack, Edit > Group as
// Storage System, then named in the inspector as the example's system.
void TestBuildByDragging::groupTheStorageSystem()
{
    RackElevationView& view = *mWindow->rackView();
    const Design& d = mWindow->document().design();
    const RackId rack = rackCalled(d, "rack-05").id;
    view.showRack(rack);
    mWindow->document().selection()->clear();
    QAction* group = mWindow->editActions().groupStorageAction();
    QVERIFY(!group->isEnabled());
    for (int u : {1, 3}) {
        const QRectF slot = view.rackScene()->layout().unitsRect(rack, RackFace::Front, u, 1);
        const QPoint at = view.mapFromScene(slot.center());
        mouse(view.viewport(), QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::ControlModifier);
        mouse(view.viewport(), QEvent::MouseButtonRelease, at, Qt::NoButton, Qt::ControlModifier);
    }
    QCOMPARE(mWindow->document().selection()->devices().size(), std::size_t(2));
    QVERIFY(group->isEnabled());
    const int steps = mWindow->document().undoStack()->count();
    group->trigger();
    QCOMPARE(d.storageSystems().size(), std::size_t(1));
    DevicePage* page = mWindow->findChild<Inspector*>()->devicePage();
    auto type = [](QLineEdit* field, const char* text) {
        field->selectAll();
        QTest::keyClicks(field, QString::fromUtf8(text));
        QTest::keyClick(field, Qt::Key_Return);
    };
    type(page->storageNameField(), "EXAScaler");
    type(page->filesystemField(), "EXAScaler (Lustre)");
    // Grouping, the name and the filesystem: three undo steps.
    QCOMPARE(mWindow->document().undoStack()->count(), steps + 3);
    const StorageSystem& system = d.storageSystems().front();
    const DesignLoadResult example = loadDesignFile(
        QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
    QVERIFY(example.ok());
    const StorageSystem& shipped = example.design->storageSystems().front();
    QCOMPARE(system.name, shipped.name);
    QCOMPARE(system.filesystem, shipped.filesystem);
    QCOMPARE(system.devices.size(), shipped.devices.size());
    for (std::size_t i = 0; i < system.devices.size(); ++i) {
        QCOMPARE(d.device(system.devices[i])->partId,
                 example.design->device(shipped.devices[i])->partId);
    }
    QVERIFY(system.devices ==
            (std::vector{deviceCalled(d, "storage-01").id, deviceCalled(d, "storage-02").id}));
}

void TestBuildByDragging::undoRedoSaveReopen(const Design& built)
{
    Document& doc = mWindow->document();
    while (doc.undoStack()->canUndo()) {
        doc.undoStack()->undo(); // Ctrl+Z, over and over
        QCoreApplication::processEvents();
    }
    QVERIFY(doc.design() == DocumentFiles::emptyDesign());
    QCOMPARE(figure(QStringLiteral("GPUs")), QStringLiteral("0 in 0 nodes"));
    while (doc.undoStack()->canRedo()) {
        doc.undoStack()->redo();
        QCoreApplication::processEvents();
    }
    QVERIFY(doc.design() == built);
    QCOMPARE(figure(QStringLiteral("GPUs")), QStringLiteral("256 in 32 nodes"));
    const QString path = mDir.filePath(QStringLiteral("built.cluster.json"));
    QVERIFY(mWindow->files().saveTo(path));
    QVERIFY(!doc.isModified());
    QVERIFY(mWindow->openFile(path));
    QVERIFY(doc.design() == built);
}

void TestBuildByDragging::generateWithTheWizard()
{
    ApplicationShell shell(*mWindow, *mSettings, *mAppearance);
    std::unique_ptr<NewClusterWizard> wizard = shell.makeWizard();
    QVERIFY(wizard);
    wizard->show();
    wizard->startPage()->setRoute(StartPage::Route::Template);
    wizard->next();
    wizard->templatePage()->selectTemplate(0);
    QAbstractButton* finish = wizard->button(QWizard::FinishButton);
    QVERIFY(finish->isVisible() && finish->isEnabled());
    finish->click();
    QTRY_VERIFY_WITH_TIMEOUT(
        wizard->result().has_value() || !wizard->templatePage()->errorText().isEmpty(), 20000);
    QVERIFY2(wizard->result().has_value(), qPrintable(wizard->templatePage()->errorText()));
    shell.openNewDesign(*wizard->result());
    const int gpus = wizard->templatePage()->templates().front().gpus;
    QCOMPARE(report().compute.gpus, gpus);
}

void TestBuildByDragging::buildTheH100ExampleByDragging()
{
    mWindow = std::make_unique<MainWindow>();
    mWindow->show();
    // Laid out as on screen but not painted: the test is about the model.
    mWindow->setUpdatesEnabled(false);
    mFloor = &mWindow->findChild<FloorPanel*>()->view();
    mFabric = mWindow->findChild<FabricPanel*>();
    mDashboard = mWindow->findChild<AnalysisDashboard*>();
    QVERIFY(mFloor && mFabric && mDashboard);
    QCOMPARE(figure(QStringLiteral("GPUs")), QStringLiteral("0 in 0 nodes"));

    dropRacksOnTheFloor();
    dropNodes();
    dropNetworkAndStorage();
    dropPowerAndCooling();
    setRackBudgets();
    cableCompute();
    cableStorage();
    cableOutOfBand();
    groupTheStorageSystem();

    // The shipped example holds the same devices, part by part, and so the
    // same GPUs and peak compute.
    const DesignLoadResult example = loadDesignFile(
        QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
    QVERIFY(example.ok());
    const Design& built = mWindow->document().design();
    QVERIFY(partCounts(built) == partCounts(*example.design));
    QCOMPARE(built.racks().size(), example.design->racks().size());
    // Built by hand, the design carries no workload; the example's workload
    // adds its own findings, so the hardware is compared without it.
    Design shippedHardware = *example.design;
    shippedHardware.workloads.clear();
    const analysis::AnalysisReport shipped = analysis::analyze(shippedHardware);
    QCOMPARE(report().compute.gpus, shipped.compute.gpus);
    QCOMPARE(report().compute.peakDenseTflops.bf16, shipped.compute.peakDenseTflops.bf16);
    QCOMPARE(report().space.racks, shipped.space.racks);
    QCOMPARE(report().space.usedU, shipped.space.usedU);
    // The storage figures come from the same two appliances.
    QCOMPARE(report().memory.storageReadGBps, shipped.memory.storageReadGBps);
    QCOMPARE(report().memory.storageReadGBpsPerGpu, shipped.memory.storageReadGBpsPerGpu);
    QCOMPARE(built.storageSystems().size(), example.design->storageSystems().size());
    // As many links; their cables follow the editor's run lengths, which the
    // example's script works out its own way, so only the count is compared.
    QCOMPARE(built.links().size(), example.design->links().size());
    // Each fabric as tiered and oversubscribed as the example's.
    QCOMPARE(report().network.fabrics.size(), shipped.network.fabrics.size());
    for (std::size_t i = 0; i < shipped.network.fabrics.size(); ++i) {
        const auto& mine = report().network.fabrics[i];
        const auto& theirs = shipped.network.fabrics[i];
        QCOMPARE(mine.role, theirs.role);
        QCOMPARE(mine.switches, theirs.switches);
        QCOMPARE(mine.tiers.size(), theirs.tiers.size());
        QCOMPARE(mine.endToEndOversubscription, theirs.endToEndOversubscription);
    }

    // And the same design-rule findings, code by code.
    std::vector<std::string> codes;
    std::vector<std::string> shippedCodes;
    for (const Finding& f : report().findings) {
        codes.push_back(f.code);
    }
    for (const Finding& f : shipped.findings) {
        shippedCodes.push_back(f.code);
    }
    QVERIFY(codes == shippedCodes);

    undoRedoSaveReopen(Design(built));
    generateWithTheWizard();
}

QTEST_MAIN(TestBuildByDragging)
#include "tst_buildbydragging.moc"
