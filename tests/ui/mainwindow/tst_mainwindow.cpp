// The main window opens a design and shows it: racks drawn, totals in the
// status bar, the file in the title; a bad file leaves the window as it was.
#include "analysis/runcount.h"
#include "commission/commissionpanel.h"
#include "dashboard/analysisdashboard.h"
#include "dashboard/analysisrunner.h"
#include "document/devicecommands.h"
#include "document/document.h"
#include "document/entitycommands.h"
#include "document/updatecommand.h"
#include "i18n/translation.h"
#include "io/designfile.h"
#include "mainwindow/documentfiles.h"
#include "mainwindow/editactions.h"
#include "mainwindow/helpmenu.h"
#include "mainwindow/mainwindow.h"
#include "tco/tcopanel.h"
#include "views/rackelevationscene.h"
#include "views/rackelevationview.h"
#include "workload/workloadpanel.h"
#include <QComboBox>
#include <QFile>
#include <QLabel>

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace cs;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // English as the application speaks it: counts take their singular or
        // plural form from clustersmith_en.qm.
        QVERIFY(i18n::installTranslation(QStringLiteral("en")));
    }

    void loadsUnderAGuiApplication()
    {
        // QApplication sets the C locale from the environment; loading must not depend on it.
        const DesignLoadResult r =
            loadDesignFile(QStringLiteral(CS_TEST_DATA_DIR "/minimal.cluster.json"));
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
    }

    // The window reads the catalogs once into the snapshot it hands on; a
    // damaged user catalog is moved aside, and the status bar says so.
    void aDamagedUserCatalogIsMovedAsideAndSaid()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("user.sqlite"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("not a SQLite database, but someone's data\n");
        }
        qputenv("CLUSTERSMITH_USER_CATALOG", path.toUtf8());
        ui::MainWindow window;
        qunsetenv("CLUSTERSMITH_USER_CATALOG");
        QVERIFY(window.catalog());
        QVERIFY(window.catalog()->find("nvidia-dgx-h100"));
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("moved")),
                 qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("user.sqlite.corrupt-*")}).size(), 1);
    }

    // Without a catalog the window still opens, and says why it has no parts
    // for as long as it runs, whatever passes through the status bar.
    void aCatalogThatCannotBeOpenedIsSaidForGood()
    {
        qputenv("CLUSTERSMITH_CATALOG", QByteArrayLiteral("/nonexistent/catalog.sqlite"));
        ui::MainWindow window;
        qunsetenv("CLUSTERSMITH_CATALOG");
        QVERIFY(!window.catalog());
        auto* problem = window.findChild<QLabel*>(QStringLiteral("catalogProblem"));
        QVERIFY(problem);
        QVERIFY(problem->text().contains(QLatin1String("could not be opened")));
        window.statusBar()->showMessage(QStringLiteral("a passing message"), 10);
        QTest::qWait(50);
        QVERIFY(problem->text().contains(QLatin1String("could not be opened")));
    }

    void opensADesign()
    {
        ui::MainWindow window;
        QVERIFY(window.openFile(QStringLiteral(CS_TEST_DATA_DIR "/minimal.cluster.json")));
        auto* view = window.rackView();
        QVERIFY(view && view->rackScene());
        // One rack holding one full-depth DGX H100: a rack item and the server
        // seen from the front and from the rear.
        const Design& design = window.document().design();
        QVERIFY(view->rackScene()->rackItem(design.racks().front().id));
        QCOMPARE(view->rackScene()->deviceItems(design.devices().front().id).size(),
                 std::size_t(2));
        // The minimal design holds one DGX H100 (8 GPUs, one node) in one rack,
        // and one link: each count in the singular but the GPUs.
        QCOMPARE(window.findChild<QLabel*>(QStringLiteral("designSummary"))->text(),
                 QStringLiteral("8 GPUs · 1 node · 1 rack · 1 link"));
        QVERIFY(window.windowTitle().startsWith(QLatin1String("minimal.cluster.json")));
    }

    void refusesABadFileAndKeepsTheOpenDesign()
    {
        ui::MainWindow window;
        QVERIFY(window.openFile(QStringLiteral(CS_TEST_DATA_DIR "/minimal.cluster.json")));
        const QString title = window.windowTitle();
        // Close the warning box as soon as it shows.
        QTimer::singleShot(0, [] {
            for (QWidget* w : QApplication::topLevelWidgets()) {
                if (auto* box = qobject_cast<QMessageBox*>(w)) {
                    box->accept();
                }
            }
        });
        QVERIFY(!window.openFile(QStringLiteral(CS_TEST_DATA_DIR "/bad/truncated.cluster.json")));
        QCOMPARE(window.windowTitle(), title);
    }
    void openEditSaveReopenGivesTheSameDesign()
    {
        QTemporaryDir dir;
        ui::MainWindow window;
        QVERIFY(window.openFile(QStringLiteral(CS_TEST_DATA_DIR "/minimal.cluster.json")));
        ui::Document& doc = window.document();
        Rack rack = doc.design().racks().front();
        rack.powerBudgetKw = 33;
        QVERIFY(!doc.execute(
            std::make_unique<ui::UpdateRackCommand>(doc, rack, QStringLiteral("budget"))));
        QVERIFY(!doc.execute(std::make_unique<ui::RenameDeviceCommand>(
            doc, doc.design().devices().front().id, "gpu-node-a")));
        QVERIFY(window.isWindowModified());
        const QString path = dir.filePath(QStringLiteral("edited.cluster.json"));
        QVERIFY(window.files().saveTo(path));
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.windowTitle().startsWith(QLatin1String("edited.cluster.json[*]")));
        const Design edited = doc.design();

        ui::MainWindow other;
        QVERIFY(other.openFile(path));
        QVERIFY(other.document().design() == edited);
        QCOMPARE(other.document().design().racks().front().powerBudgetKw, 33.0);
    }

    // At 1600 × 1000 the TCO tab gets the whole width: the docks step aside
    // while it is shown and come back on the other tabs.
    void theTcoTabTakesTheWholeWidth()
    {
        ui::MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* panel = window.findChild<ui::TcoPanel*>();
        QTabWidget* tabs = nullptr;
        for (QWidget* w = panel; w && !tabs; w = w->parentWidget()) {
            tabs = qobject_cast<QTabWidget*>(w);
        }
        QVERIFY(tabs);
        const int narrow = tabs->width();
        QVERIFY(narrow < 1000); // catalog and right column beside it
        tabs->setCurrentWidget(panel);
        QTRY_VERIFY(tabs->width() > 1500);
        for (const QDockWidget* dock : window.findChildren<QDockWidget*>()) {
            QVERIFY(!dock->isVisible());
        }
        tabs->setCurrentIndex(0);
        QTRY_COMPARE(tabs->width(), narrow);
    }

    // Help lists the shortcuts the menus have, read from the menus.
    void helpMenuListsTheShortcuts()
    {
        ui::MainWindow window;
        QStringList menus;
        for (QAction* a : window.menuBar()->actions()) {
            menus << a->text().remove(QLatin1Char('&'));
        }
        QCOMPARE(menus.last(), QStringLiteral("Help"));
        const QStringList lines = ui::shortcutLines(*window.menuBar());
        const QString save =
            QStringLiteral("Save — %1")
                .arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText));
        QVERIFY2(lines.contains(save), qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY(lines.contains(
            QStringLiteral("Fit — %1")
                .arg(QKeySequence(Qt::CTRL | Qt::Key_0).toString(QKeySequence::NativeText))));
        // The build sits beside the sources: their docs folder.
        QVERIFY(
            QFileInfo::exists(QDir(ui::documentationFolder()).filePath(QStringLiteral("tco.md"))));
    }

    // Save As on an untitled design offers the design's name; a saved one its file.
    void saveAsSuggestsTheDesignsName()
    {
        ui::MainWindow window;
        Design d = window.document().design();
        d.name = "H100 pod / east (32 nodes)";
        window.document().reset(d);
        QCOMPARE(window.files().suggestedSavePath(),
                 QDir::home().filePath(QStringLiteral("H100-pod-east-32-nodes.cluster.json")));
        QVERIFY(window.openFile(QStringLiteral(CS_TEST_DATA_DIR "/minimal.cluster.json")));
        QCOMPARE(window.files().suggestedSavePath(), window.document().filePath());
    }

    // After opening a design that carries its workload, the Workloads tab (between
    // Fabric and TCO) states the days to train the dashboard's analysis found.
    void workloadsTabShowsTheDaysToTrain()
    {
        ui::MainWindow window;
        QVERIFY(window.openFile(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json")));
        auto* panel = window.findChild<ui::WorkloadPanel*>();
        QVERIFY(panel);
        QTabWidget* tabs = window.findChild<QTabWidget*>();
        QCOMPARE(tabs->tabText(tabs->indexOf(panel)), QStringLiteral("Workloads"));
        // Beside the views, then TCO, then Commissioning last.
        QCOMPARE(tabs->tabText(tabs->indexOf(panel) + 1), QStringLiteral("TCO"));
        QCOMPARE(tabs->tabText(tabs->count() - 1), QStringLiteral("Commissioning"));
        QTRY_COMPARE(panel->workloadList()->count(), 1);
        QTRY_VERIFY(panel->summary()->text().contains(QLatin1String("days to train")));
        window.document().markSaved();
    }

    // One read model: with every tab shown once and benchmark outputs attached
    // (so the Commissioning tab judges), an edit costs exactly one analysis,
    // the runner's, however many views draw from it.
    void oneEditCausesOneAnalysis()
    {
        ui::MainWindow window;
        QVERIFY(window.openFile(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json")));
        auto* commissioning = window.findChild<ui::CommissionPanel*>();
        QVERIFY(commissioning);
        QVERIFY(commissioning
                    ->addFiles(
                        {QStringLiteral(CS_TEST_DATA_DIR "/commission/all_reduce_perf-dgx-03.txt")})
                    .isEmpty());
        QTabWidget* tabs = window.findChild<QTabWidget*>();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
        }
        ui::AnalysisRunner& runner = window.findChild<ui::AnalysisDashboard*>()->runner();
        const auto settle = [&runner] {
            QTRY_VERIFY(!runner.isUpdating());
            QTest::qWait(3 * ui::AnalysisRunner::kCoalesceMs); // any later timer fires too
        };
        settle();
        QVERIFY(commissioning->report().nccl.at(0).expectedBusbwGBps);
        ui::Document& doc = window.document();
        // A rename (devices) and a link removal (links: the fabric redraws).
        const std::function<std::unique_ptr<ui::DocumentCommand>()> edits[] = {
            [&doc] {
                return std::make_unique<ui::RenameDeviceCommand>(
                    doc, doc.design().devices().front().id, "renamed-node");
            },
            [&doc] {
                return std::make_unique<ui::RemoveLinksCommand>(
                    doc, std::vector<LinkId>{doc.design().links().front().id});
            }};
        for (const auto& edit : edits) {
            const analysis::RunCount before = analysis::runCount();
            QVERIFY(!doc.execute(edit()));
            settle();
            const analysis::RunCount after = analysis::runCount();
            QCOMPARE(after.analyses - before.analyses, std::uint64_t(1));
            QCOMPARE(after.networks - before.networks, std::uint64_t(1));
        }
        doc.markSaved();
    }

    void tcoTabFollowsTheDesignAndUndoesAssumptionEdits()
    {
        ui::MainWindow window;
        QVERIFY(window.openFile(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json")));
        auto* panel = window.findChild<ui::TcoPanel*>();
        QVERIFY(panel);
        QVERIFY(panel->result());
        // The example sets no horizon: the model's default is 5 years.
        QCOMPARE(panel->result()->horizonYears, 5);
        const int steps = window.document().undoStack()->count();
        const TcoSettings before = window.document().design().tcoAssumptions;
        emit panel->assumptionsEdited(withTcoKeys(before, {{"horizon_years", 3}}));
        // One undo step sets the section; the panel shows it once the edit settles.
        QCOMPARE(window.document().undoStack()->count(), steps + 1);
        QCOMPARE(window.document().design().tcoAssumptions.values.horizonYears, 3);
        QCOMPARE(window.document().design().tcoAssumptions.written["horizon_years"].get<int>(), 3);
        QTRY_COMPARE(panel->result()->horizonYears, 3);
        window.document().undoStack()->undo();
        QVERIFY(window.document().design().tcoAssumptions == before);
        QTRY_COMPARE(panel->result()->horizonYears, 5);
        window.document().markSaved();
    }

    void newGivesOneRoomAndRowAndUndoReturnsToSaved()
    {
        ui::MainWindow window;
        const Design& d = window.document().design();
        QCOMPARE(d.rooms().size(), std::size_t(1));
        QCOMPARE(d.rows().size(), std::size_t(1));
        QVERIFY(d.racks().empty());
        QVERIFY(window.windowTitle().startsWith(QLatin1String("Untitled")));
        QVERIFY(!window.document().isModified());
    }

    void copyPasteDuplicateAndDeleteOfDevicesAndRacks()
    {
        ui::MainWindow window;
        QVERIFY(window.openFile(QStringLiteral(CS_TEST_DATA_DIR "/minimal.cluster.json")));
        ui::Document& doc = window.document();
        const Design before = doc.design();
        const std::size_t devices = before.devices().size();
        const DeviceId node = before.devices().front().id;
        // Duplicating the 10U DGX puts the copy into the same rack on free units.
        doc.selection()->selectDevices({node});
        window.editActions().duplicateSelection();
        QCOMPARE(doc.design().devices().size(), devices + 1);
        const Device& copy = doc.design().devices().back();
        QCOMPARE(copy.placement->rack, before.devices().front().placement->rack);
        QVERIFY(copy.placement->bottomU != before.devices().front().placement->bottomU);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);

        // Copy the whole rack and paste it: a second rack with its own devices.
        doc.selection()->selectRacks({before.racks().front().id});
        window.editActions().copySelection();
        window.editActions().paste();
        QCOMPARE(doc.design().racks().size(), before.racks().size() + 1);
        QCOMPARE(doc.design().devices().size(), 2 * devices);
        QVERIFY(doc.design().racks().back().position != before.racks().front().position);
        const Design pasted = doc.design();

        // Deleting the pasted rack (selected after the paste) takes its devices along.
        window.editActions().deleteSelection();
        QVERIFY(doc.design() == before);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == pasted);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
