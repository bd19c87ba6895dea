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
#include "editlatency.h"
#include "syntheticcluster.h"

#include "../core/exampledesigns.h"

#include "dashboard/analysisdashboard.h"
#include "dashboard/analysisrunner.h"
#include "document/document.h"
#include "workload/workloadpanel.h"

#include <QApplication>

#include <cstdio>

using namespace cs;
using namespace cs::ui;

namespace {

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
        latency = std::min(latency, bench::editToReportMs(doc, dashboard.runner(), i, [&] {
                               panel.showReport(dashboard.runner().latest().report, doc.design());
                           }));
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
    bench::startLikeThePrograms(argv);
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
