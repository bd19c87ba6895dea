#include "mainwindow.h"

#include "catalog.h"
#include "io/designfile.h"
#include "model/snapshotdiff.h"
#include "report/evaluation.h"
#include "views/rackelevationscene.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGraphicsView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStatusBar>

namespace cs::ui {

namespace {

// Parts whose embedded figures differ from this machine's catalog. The design
// keeps its own figures; the user is told rather than numbers changing silently.
QString catalogDifferences(const Design& design)
{
    QString text;
    try {
        const catalog::Catalog local(catalog::Catalog::defaultBundledPath(), std::nullopt);
        const auto differences =
            compareSnapshot(design.parts(), [&](const std::string& id) { return local.part(id); });
        for (const SnapshotDifference& d : differences) {
            text += d.kind == SnapshotDifference::Kind::MissingLocally
                        ? MainWindow::tr("  %1: not in your catalog\n").arg(QString::fromStdString(d.partId))
                        : MainWindow::tr("  %1: other figures in your catalog\n").arg(QString::fromStdString(d.partId));
        }
    } catch (const catalog::CatalogError&) {
        return {};
    }
    return text.isEmpty() ? text
                          : MainWindow::tr("\nParts (the design's own figures are used):\n") + text;
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    mScene = new RackElevationScene(this);
    mView = new QGraphicsView(mScene, this);
    mView->setRenderHint(QPainter::Antialiasing);
    mView->setDragMode(QGraphicsView::ScrollHandDrag);
    setCentralWidget(mView);

    mSummary = new QPlainTextEdit(this);
    mSummary->setReadOnly(true);
    // The summary is laid out in aligned columns; keep its lines whole.
    mSummary->setLineWrapMode(QPlainTextEdit::NoWrap);
    mSummary->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto* dock = new QDockWidget(tr("Summary"), this);
    dock->setObjectName(QStringLiteral("summaryDock"));
    dock->setWidget(mSummary);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    resizeDocks({dock}, {540}, Qt::Horizontal);

    createMenus();
    setWindowTitle(tr("Clustersmith"));
    resize(1600, 1000);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open…"), this, &MainWindow::chooseAndOpen);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
}

void MainWindow::chooseAndOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open design"), QString(),
                                                      tr("Clustersmith designs (*.cluster.json)"));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

bool MainWindow::openFile(const QString& path)
{
    DesignLoadResult loaded = loadDesignFile(path);
    if (!loaded.ok()) {
        QMessageBox::warning(this, tr("Cannot open design"), loaded.error->toString());
        return false;
    }
    mDesign = std::move(loaded.design);
    mPath = path;
    showDesign();
    return true;
}

void MainWindow::showDesign()
{
    mScene->showDesign(*mDesign);
    mView->fitInView(mScene->sceneRect(), Qt::KeepAspectRatio);
    const Evaluation evaluation = evaluate(*mDesign);
    mSummary->setPlainText(evaluationToText(evaluation) + catalogDifferences(*mDesign));
    const DesignSummary& s = evaluation.summary;
    statusBar()->showMessage(tr("%1 GPUs · %2 nodes · %3 racks · %4 links")
                                 .arg(s.gpus)
                                 .arg(s.nodes)
                                 .arg(s.racks)
                                 .arg(s.links));
    setWindowTitle(tr("%1 — Clustersmith").arg(QFileInfo(mPath).fileName()));
}

} // namespace cs::ui
