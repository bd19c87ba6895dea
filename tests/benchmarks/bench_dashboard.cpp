// What the analysis dashboard costs after an edit, on designs of 1,024 and
// 16,384 GPUs (synthetic clusters, or design files given as arguments):
// copying the design for a worker, analyze() as the dashboard runs it, the
// key figures, redrawing the figures and checks list, and the time from an
// edit to the dashboard's update; then the same edit in the whole main window,
// every tab drawn once and every view following the runner. Targets: the GUI
// thread never blocks for more than ~30 ms per edit
// (AnalysisRunner::kGuiThreadBudgetMs; above that the analysis runs on a
// worker), and an edit updates every view within twice one analysis, the
// runner's coalescing delay aside.
#include "benchutil.h"
#include "designargs.h"
#include "editlatency.h"
#include "syntheticcluster.h"

#include "dashboard/analysisdashboard.h"
#include "dashboard/analysisrunner.h"
#include "dashboard/checkslist.h"
#include "dashboard/keyfigures.h"
#include "dashboard/keyfiguresview.h"
#include "document/devicecommands.h"
#include "document/document.h"
#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTabWidget>

#include <cstdio>

using namespace cs;
using namespace cs::ui;

namespace {

// The best edit-to-update time of the main window on screen holding the
// design, every tab drawn once, then the tab `shown` current.
double windowEditMs(Design design, const QString& shown)
{
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    window.document().reset(std::move(design));
    auto* tabs = window.findChild<QTabWidget*>();
    int current = 0;
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        QCoreApplication::processEvents();
        current = tabs->tabText(i).remove(QLatin1Char('&')) == shown ? i : current;
    }
    tabs->setCurrentIndex(current);
    AnalysisRunner& runner = window.findChild<AnalysisDashboard*>()->runner();
    runner.runNow();
    double latency = 1e300;
    for (int i = 0; i < 5; ++i) {
        latency = std::min(latency, bench::editToReportMs(window.document(), runner, i));
    }
    window.document().markSaved();
    return latency;
}

void measure(const QString& label, Design design)
{
    const int gpus = analysis::analyze(design).compute.gpus;
    const int runs = 10;
    Design copy;
    const double copyMs = bench::bestMillisecondsOf(runs, [&] { copy = design; });
    AnalysisResult result;
    const double analyzeMs =
        bench::bestMillisecondsOf(runs, [&] { result = AnalysisRunner::run(design); });
    std::vector<KeyFigure> figures;
    const double figuresMs =
        bench::bestMillisecondsOf(runs, [&] { figures = keyFigures(*result.report, design, {}); });

    const std::pair<const char*, double> windowMs[] = {
        {"Racks", windowEditMs(design, QStringLiteral("Racks"))},
        {"Fabric", windowEditMs(design, QStringLiteral("Fabric"))}};
    Document doc(std::move(design));
    AnalysisDashboard dashboard(doc);
    dashboard.resize(520, 900);
    // From empty each time: the views skip figures and findings they already show.
    const double drawMs = bench::bestMillisecondsOf(runs, [&] {
        dashboard.figures()->setFigures({});
        dashboard.checks()->setFindings({});
        dashboard.figures()->setFigures(figures);
        dashboard.checks()->setFindings(result.report->findings);
    });
    double latency = 1e300;
    for (int i = 0; i < 5; ++i) {
        latency = std::min(latency, bench::editToReportMs(doc, dashboard.runner(), i));
    }
    std::printf("%-28s %6d GPUs | copy %7.2f ms | analyze %7.2f ms | figures %6.3f ms | redraw "
                "%6.2f ms | edit→update %7.1f ms (%s) | %zu findings\n",
                qPrintable(label), gpus, copyMs, analyzeMs, figuresMs, drawMs, latency,
                dashboard.runner().runsOffGuiThread() ? "worker thread" : "GUI thread",
                result.report->findings.size());
    for (const auto& [tab, ms] : windowMs) {
        const double afterCoalescing = ms - AnalysisRunner::kCoalesceMs;
        std::printf("%-28s %6d GPUs | whole window, %-6s tab: edit→update %7.1f ms = %d ms "
                    "coalescing + %6.1f ms = %4.2f × one analysis (target ≤ 2)\n",
                    qPrintable(label), gpus, tab, ms, AnalysisRunner::kCoalesceMs, afterCoalescing,
                    afterCoalescing / analyzeMs);
    }
}

} // namespace

int main(int argc, char** argv)
{
    bench::startLikeThePrograms(argv);
    QApplication app(argc, argv);
    if (argc > 1) {
        return bench::measureDesignFiles(argc, argv, measure);
    }
    for (int gpus : {1024, 16384}) {
        measure(QStringLiteral("synthetic"), bench::syntheticCluster(gpus));
    }
    return 0;
}
