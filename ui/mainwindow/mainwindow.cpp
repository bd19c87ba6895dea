#include "mainwindow.h"

#include "docklayout.h"
#include "documentfiles.h"
#include "editactions.h"
#include "helpmenu.h"
#include "sharing.h"

#include "catalog.h"
#include "commission/commissionpanel.h"
#include "dashboard/analysisdashboard.h"
#include "dashboard/analysisrunner.h"
#include "document/document.h"
#include "inspector/inspector.h"
#include "model/snapshotdiff.h"
#include "palette/catalogpalette.h"
#include "report/summary.h"
#include "tco/tcobinding.h"
#include "tco/tcopanel.h"
#include "views/fabricpanel.h"
#include "views/fabricscene.h"
#include "views/fabricview.h"
#include "views/floorpanel.h"
#include "views/floorscene.h"
#include "views/floorview.h"
#include "views/followanalysis.h"
#include "views/rackelevationscene.h"
#include "views/rackelevationview.h"
#include "workload/workloadediting.h"
#include "workload/workloadpanel.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoView>

namespace cs::ui {

namespace {

// The summary waits for a pause in editing so that drags stay fluid.
constexpr int kSummaryDelayMs = 250;
// A notice about the catalog stays this long over the summary.
constexpr int kNoticeMs = 30000;

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    mDocument = new Document(DocumentFiles::emptyDesign(), this);
    // The summary is the status bar's standing text; messages pass over it.
    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("designSummary"));
    statusBar()->addWidget(mSummary, 1);
    mFiles = new DocumentFiles(*mDocument, this);
    mEdit = new EditActions(*mDocument, this);
    createCatalog();
    PartLookup lookup = [this](const std::string& id) -> std::optional<Part> {
        if (const Part* p = mParts ? mParts->find(id) : nullptr) {
            return *p;
        }
        const Part* own = mDocument->design().part(id);
        return own ? std::optional<Part>(*own) : std::nullopt;
    };
    mTabs = new QTabWidget(this);
    mTabs->setDocumentMode(true);
    setCentralWidget(mTabs);
    mRackView = new RackElevationView(*mDocument, lookup, this);
    addCentralTab(mRackView, tr("Racks"));
    auto* floor = new FloorPanel(*mDocument, this);
    mFloorPanel = floor;
    auto* fabric = new FabricPanel(*mDocument, this);
    floor->view().setPartLookup(lookup);
    if (mParts) {
        floor->view().setSupplyParts(cablingSupplies(mParts->all()));
        fabric->view().fabricScene().setSupplyParts(floor->view().supplyParts());
    }
    connect(floor, &FloorPanel::elevationRequested, this, [this](RackId rack) {
        mTabs->setCurrentWidget(mRackView);
        mRackView->showRack(rack);
    });
    addCentralTab(floor, tr("Floor"));
    addCentralTab(fabric, tr("Fabric"));
    createTcoTab();
    // After TCO: the built cluster's benchmarks against this design.
    auto* commissioning = new CommissionPanel(*mDocument, this);
    addCentralTab(commissioning, tr("Commissioning"));

    createFileMenu();
    createEditMenu();
    createViewMenu();
    addHelpMenu(*this);
    createDocks();
    // The racks, the floor and the fabric draw their figures from the dashboard's analysis.
    followAnalysis(mDashboard->runner(), *mRackView->rackScene());
    followAnalysis(mDashboard->runner(), mFloorPanel->view().floorScene());
    followAnalysis(mDashboard->runner(), fabric->view().fabricScene());
    commissioning->follow(mDashboard->runner());
    if (mParts) {
        mDashboard->runner().setCatalogParts(mParts->all());
    }
    // The TCO tab shows the cost the runner works out with the analysis.
    new TcoBinding(*mDocument, *mTcoPanel, mDashboard->runner(), mTcoPanel);
    createWorkloadTab();
    installSharing(*this, catalog());

    mSummaryTimer = new QTimer(this);
    mSummaryTimer->setSingleShot(true);
    connect(mSummaryTimer, &QTimer::timeout, this, &MainWindow::updateSummary);
    connect(mDocument, &Document::changed, this, &MainWindow::onChanged);
    connect(mDocument, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(mEdit, &EditActions::refused, this,
            [this](const QString& why) { statusBar()->showMessage(why, 6000); });
    resize(1600, 1000);
    updateSummary();
    updateTitle();
}

MainWindow::~MainWindow() = default;

// The bundled and user catalogs are read once, into the snapshot every part
// of the window (and the wizard) takes its parts from.
void MainWindow::createCatalog()
{
    try {
        const catalog::Catalog opened(catalog::Catalog::defaultBundledPath(),
                                      catalog::Catalog::defaultUserPath());
        mParts.emplace(opened.parts());
        // A damaged user catalog was moved aside: say so, as the CLI does.
        if (!opened.notices().isEmpty()) {
            statusBar()->showMessage(opened.notices().join(QLatin1Char(' ')), kNoticeMs);
        }
    } catch (const catalog::CatalogError& e) {
        mCatalogError = QString::fromUtf8(e.what());
        // For as long as the window runs without parts: beside the summary,
        // where passing messages do not replace it.
        auto* problem =
            new QLabel(tr("The parts catalog could not be opened: %1").arg(mCatalogError), this);
        problem->setObjectName(QStringLiteral("catalogProblem"));
        statusBar()->addPermanentWidget(problem);
    }
}

void MainWindow::createTcoTab()
{
    auto* panel = new TcoPanel(this);
    if (mParts) {
        panel->setCatalogParts(mParts->all());
    }
    mTcoPanel = panel;
    addCentralTab(panel, tr("TCO"));
    // The charts, the scenario comparison and the assumptions need the
    // window's width: the docks step aside while the TCO tab is shown.
    connect(mTabs, &QTabWidget::currentChanged, this, [this, panel] {
        if (mDockLayout) {
            mDockLayout->setDocksAside(mTabs->currentWidget() == panel);
        }
    });
}

// Beside the views, before TCO: the model's plans for the design's workloads,
// from the analysis the dashboard runs (one read model for both).
void MainWindow::createWorkloadTab()
{
    auto* panel = new WorkloadPanel(this);
    mTabs->insertTab(mTabs->count() - 2, panel, tr("Workloads")); // before TCO, Commissioning
    new WorkloadEditing(*mDocument, *panel, panel);
    AnalysisRunner& runner = mDashboard->runner();
    const auto show = [this, panel, &runner] {
        panel->showReport(runner.latest().report, mDocument->design(), runner.latest().tco);
    };
    connect(&runner, &AnalysisRunner::updated, panel, show);
    show();
}

int MainWindow::addCentralTab(QWidget* widget, const QString& title)
{
    return mTabs->addTab(widget, title);
}

QDockWidget* MainWindow::addDock(QWidget* widget, const QString& title, const QString& objectName,
                                 Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    dock->setWidget(widget);
    addDockWidget(area, dock);
    mViewMenu->addAction(dock->toggleViewAction());
    return dock;
}

void MainWindow::createDocks()
{
    mPalette = new CatalogPalette(mParts ? mParts->all() : std::vector<Part>{}, this);
    QDockWidget* paletteDock =
        addDock(mPalette, tr("Catalog"), QStringLiteral("paletteDock"), Qt::LeftDockWidgetArea);
    connect(mPalette, &CatalogPalette::placeRequested, this, [this](const QString& id) {
        if (auto why = mRackView->placeIntoSelectedRack(id.toStdString())) {
            statusBar()->showMessage(*why, 6000);
        }
    });
    auto* history = new QUndoView(mDocument->undoStack(), this);
    // One line per step: without this the list lays out every step again on
    // each edit, which grows with a long session's history.
    history->setUniformItemSizes(true);
    history->setEmptyLabel(tr("Opened design"));
    QDockWidget* historyDock =
        addDock(history, tr("History"), QStringLiteral("historyDock"), Qt::LeftDockWidgetArea);
    tabifyDockWidget(paletteDock, historyDock);
    paletteDock->raise();

    mInspector = new Inspector(*mDocument, mParts ? mParts->all() : std::vector<Part>{}, this);
    QDockWidget* inspectorDock = addDock(mInspector, tr("Inspector"),
                                         QStringLiteral("inspectorDock"), Qt::RightDockWidgetArea);
    mDashboard = new AnalysisDashboard(*mDocument, this);
    QDockWidget* analysisDock = addDock(mDashboard, tr("Analysis"), QStringLiteral("analysisDock"),
                                        Qt::RightDockWidgetArea);
    splitDockWidget(inspectorDock, analysisDock, Qt::Vertical);
    connect(mDashboard, &AnalysisDashboard::showRequested, this, [this](const SelectedIds& ids) {
        const Device* device =
            ids.devices.empty() ? nullptr : mDocument->design().device(ids.devices.front());
        if (!ids.racks.empty()) {
            mRackView->showRack(ids.racks.front());
        } else if (device && device->placement) {
            mRackView->showRack(device->placement->rack);
        }
    });
    mDockLayout = new DockLayout(*this, {paletteDock, inspectorDock, analysisDock});
}

void MainWindow::createFileMenu()
{
    mFileMenu = std::make_unique<FileMenu>(menuBar()->addMenu(tr("&File")));
    const auto add = [this](FileCommand place, const QString& text, QKeySequence::StandardKey key,
                            auto* receiver, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcut(key);
        connect(action, &QAction::triggered, receiver, slot);
        mFileMenu->put(place, action);
    };
    add(FileCommand::New, tr("&New"), QKeySequence::New, mFiles, &DocumentFiles::newDesign);
    add(FileCommand::Open, tr("&Open…"), QKeySequence::Open, mFiles,
        &DocumentFiles::openWithDialog);
    add(FileCommand::Save, tr("&Save"), QKeySequence::Save, mFiles, &DocumentFiles::save);
    add(FileCommand::SaveAs, tr("Save &As…"), QKeySequence::SaveAs, mFiles, &DocumentFiles::saveAs);
    add(FileCommand::Quit, tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
}

void MainWindow::createEditMenu()
{
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = mDocument->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = mDocument->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addActions({undo, redo});
    edit->addSeparator();
    mEdit->addTo(edit);
}

void MainWindow::createViewMenu()
{
    mViewMenu = menuBar()->addMenu(tr("&View"));
    mViewMenu->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this,
                         [this] { mRackView->zoomBy(1.25); });
    mViewMenu->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this,
                         [this] { mRackView->zoomBy(0.8); });
    mViewMenu->addAction(tr("&Fit"), QKeySequence(Qt::CTRL | Qt::Key_0), mRackView,
                         &RackElevationView::fitAll);
    mViewMenu->addAction(tr("&Actual Size"), QKeySequence(Qt::CTRL | Qt::Key_1), mRackView,
                         &RackElevationView::zoomOneToOne);
    mViewMenu->addSeparator();
}

bool MainWindow::openFile(const QString& path)
{
    return mFiles->maybeSave() && mFiles->open(path);
}

void MainWindow::onChanged(const DesignChange& change)
{
    if (change.reset) {
        updateSummary();
    } else {
        mSummaryTimer->start(kSummaryDelayMs);
    }
}

void MainWindow::updateSummary()
{
    const Design& design = mDocument->design();
    const DesignSummary s = summarize(design);
    // One message per count, so that each takes its own singular or plural.
    const QStringList parts{tr("%n GPUs", nullptr, s.gpus), tr("%n nodes", nullptr, s.nodes),
                            tr("%n racks", nullptr, s.racks), tr("%n links", nullptr, s.links)};
    mSummary->setText(parts.join(QStringLiteral(" · ")));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Clustersmith").arg(mFiles->displayName()));
    setWindowModified(mDocument->isModified());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (mFiles->maybeSave()) {
        mDockLayout->save();
        event->accept();
    } else {
        event->ignore();
    }
}

} // namespace cs::ui
