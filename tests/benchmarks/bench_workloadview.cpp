// What the Workloads tab costs after an edit, on designs of 1,024 and 16,384
// GPUs (synthetic clusters carrying the Llama 70B training and inference
// examples, or design files given as arguments): the analysis with and
// without the design's workloads (the performance model's plan search is the
// difference), redrawing the tab from a finished analysis, and the time from
// an edit to the tab's update through the one analysis channel. Target
// (issue: under 100 ms from edit to updated view at 16,384 GPUs, never
// recomputing on the GUI thread); the ratio to the analysis without
// workloads shows what the plan search adds.
#include "benchutil.h"
#include "designargs.h"
#include "syntheticcluster.h"

#include "dashboard/analysisdashboard.h"
#include "dashboard/analysisrunner.h"
#include "document/devicecommands.h"
#include "document/document.h"
#include "io/workloadcodec.h"
#include "workload/workloadpanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>

#include <cstdio>

using namespace cs;
using namespace cs::ui;

namespace {

Workload exampleWorkload(const char* file)
{
    QFile f(QStringLiteral(CS_SOURCE_DIR "/resources/examples/") + QLatin1String(file));
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", file);
    }
    return workloadFromJson(nlohmann::json::parse(f.readAll().toStdString()));
}

// Renames a device and waits until the tab shows the analysis of the edit;
// returns the milliseconds from the edit (the coalescing delay included).
double editToTabMs(Document& doc, AnalysisRunner& runner, WorkloadPanel& panel, int round)
{
    QEventLoop loop;
    QObject::connect(&runner, &AnalysisRunner::updated, &loop, [&] {
        panel.showReport(runner.latest().report, doc.design());
        loop.quit();
    });
    QElapsedTimer clock;
    clock.start();
    const Device& first = doc.design().devices().front();
    (void)doc.execute(
        std::make_unique<RenameDeviceCommand>(doc, first.id, "bench-" + std::to_string(round)));
    loop.exec();
    return double(clock.nsecsElapsed()) / 1e6;
}

void measure(const QString& label, Design design)
{
    const int runs = 5;
    Design bare = design;
    bare.workloads.clear();
    const double bareMs = bench::bestMillisecondsOf(runs, [&] { AnalysisRunner::run(bare); });
    AnalysisResult result;
    const double withMs =
        bench::bestMillisecondsOf(runs, [&] { result = AnalysisRunner::run(design); });
    const int gpus = result.report->compute.gpus;

    Document doc(std::move(design));
    AnalysisDashboard dashboard(doc);
    WorkloadPanel panel;
    panel.resize(1100, 900);
    const double drawMs =
        bench::bestMillisecondsOf(runs, [&] { panel.showReport(result.report, doc.design()); });
    double latency = 1e300;
    for (int i = 0; i < 5; ++i) {
        latency = std::min(latency, editToTabMs(doc, dashboard.runner(), panel, i));
    }
    std::printf("%-24s %6d GPUs, %zu workloads | analysis %7.2f ms without workloads, %7.2f ms "
                "with (%.1f×) | tab redraw %6.2f ms | edit→tab %7.1f ms (%s)\n",
                qPrintable(label), gpus, doc.design().workloads.size(), bareMs, withMs,
                withMs / bareMs, drawMs, latency,
                dashboard.runner().runsOffGuiThread() ? "worker thread" : "GUI thread");
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    if (argc > 1) {
        return bench::measureDesignFiles(argc, argv, measure);
    }
    const Workload training = exampleWorkload("llama-70b-training.workload.json");
    Workload inference = exampleWorkload("llama-70b-inference.workload.json");
    if (inference.name == training.name) {
        inference.name += " (serving)";
    }
    for (int gpus : {1024, 16384}) {
        Design design = bench::syntheticCluster(gpus);
        design.workloads = {training, inference};
        measure(QStringLiteral("synthetic"), std::move(design));
    }
    return 0;
}
