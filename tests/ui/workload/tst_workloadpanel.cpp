// The Workloads tab on the shipped examples: the plans, the step breakdown
// and what the network buys are the analysis's own numbers, drawn from the
// report the dashboard's runner made; a design without workloads says how to
// get one.
#include "dashboard/analysisrunner.h"
#include "i18n/translation.h"
#include "io/designfile.h"
#include "report/boundtext.h"
#include "tco/tcoassumptions.h"
#include "workload/workloadcharts.h"
#include "workload/workloadpanel.h"
#include "workload/workloadtables.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>

using namespace cs;
using namespace cs::ui;

namespace {

Design example(const char* file)
{
    const DesignLoadResult r =
        loadDesignFile(QStringLiteral(CS_SOURCE_DIR "/resources/examples/") + QLatin1String(file));
    if (!r.ok()) {
        qFatal("cannot load %s", file);
    }
    return *r.design;
}

double stackedAt(QCustomPlot& plot, double key)
{
    double sum = 0;
    for (int i = 0; i < plot.plottableCount(); ++i) {
        if (auto* bars = qobject_cast<QCPBars*>(plot.plottable(i))) {
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
                sum += it->key == key ? it->value : 0;
            }
        }
    }
    return sum;
}

} // namespace

class TestWorkloadPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void trainingShowsThePlansTheBreakdownAndTheNetworkVariants()
    {
        const Design design = example("h100-32-node.cluster.json");
        const AnalysisResult result = AnalysisRunner::run(design);
        QVERIFY(result.report);
        WorkloadPanel panel;
        panel.showReport(result.report, design);
        const analysis::WorkloadPerformance& p = result.report->performance.workloads.front();
        QCOMPARE(panel.workloadList()->count(), 1);
        QCOMPARE(panel.workloadList()->currentText(),
                 QString::fromStdString(design.workloads.front().name));
        // One row per plan the analysis kept (up to 5), the first the best.
        QCOMPARE(panel.plansTable()->rowCount(), int(p.training->plans.size()));
        const perf::TrainingEstimate& best = *p.bestTraining();
        const double days = analysis::calendarTrainingDays(design.workloads.front(), best);
        QCOMPARE(panel.plansTable()->item(0, 4)->text(), QString::number(days, 'f', 1));
        QVERIFY(panel.summary()->text().contains(QString::number(days, 'f', 1) +
                                                 QStringLiteral(" days")));
        // The summary says the network is not the limit exactly when the what-if is flat.
        QCOMPARE(panel.summary()->text().contains(networkMovesNothingText()),
                 p.networkMovesNothing());
        // Each plan's stacked bar adds up to its step: the breakdown sums to the step.
        for (int i = 0; i < int(p.training->plans.size()); ++i) {
            const double step = p.training->plans[std::size_t(i)].estimate.stepTimeS;
            QVERIFY(std::abs(stackedAt(*panel.breakdownChart(), i + 1) - step) <= 1e-9 * step);
        }
        // Six variants, as built on top (key 6) at the plan's days, then down the list.
        auto* bars = qobject_cast<QCPBars*>(panel.whatIfChart()->plottable(0));
        QVERIFY(bars);
        QCOMPARE(bars->data()->size(), 6);
        QCOMPARE(stackedAt(*panel.whatIfChart(), 6), days);
        QCOMPARE(stackedAt(*panel.whatIfChart(), 4), *p.whatIf[2].trainingDays); // injection ×½
    }

    // Each variant's bar also says what a million tokens costs to build
    // there, from the TCO the runner works out with the analysis; the
    // figures are those of the TCO computed on its own.
    void theWhatIfSaysWhatAMillionTokensCost()
    {
        const Design design = example("h100-32-node.cluster.json");
        const AnalysisResult result = AnalysisRunner::run(design);
        QVERIFY(result.tco);
        const tco::TcoResult alone = tco::computeTco(design, tco::tcoAssumptionsFor(design));
        QCOMPARE(alone.unitCosts.size(), std::size_t(1));
        const tco::UnitCost& cost = alone.unitCosts.front();
        QCOMPARE(cost.network.size(), std::size_t(6));
        WorkloadPanel panel;
        panel.showReport(result.report, design, result.tco);
        QStringList labels;
        for (int i = 0; i < panel.whatIfChart()->itemCount(); ++i) {
            if (auto* text = qobject_cast<QCPItemText*>(panel.whatIfChart()->item(i))) {
                labels << text->text();
            }
        }
        QCOMPARE(labels.size(), 6);
        const analysis::WorkloadPerformance& p = result.report->performance.workloads.front();
        for (std::size_t i = 0; i < 6; ++i) {
            QVERIFY(cost.network[i].build);
            QCOMPARE(cost.network[i].variant, p.whatIf[i].variant);
            QCOMPARE(labels[int(i)], QStringLiteral("%1 · %2 USD")
                                         .arg(QString::number(*p.whatIf[i].trainingDays, 'f', 1),
                                              QString::number(*cost.network[i].build, 'f', 2)));
        }
        QCOMPARE(panel.whatIfChart()->xAxis->label(),
                 QStringLiteral("Days to train · build cost per million tokens"));
        // Without the TCO, the days alone.
        panel.showReport(result.report, design);
        auto* first = qobject_cast<QCPItemText*>(panel.whatIfChart()->item(0));
        QVERIFY(first);
        QCOMPARE(first->text(), QString::number(*p.whatIf[0].trainingDays, 'f', 1));
    }

    // What bounds a plan reads in the reader's language; a phrase the model
    // adds later reads as the model wrote it.
    void boundsReadInChinese()
    {
        std::unique_ptr<QTranslator> zh = i18n::loadTranslation(
            QStringLiteral("zh_CN"),
            {QStringLiteral(CS_BIN_DIR "/../share/clustersmith/translations")});
        QVERIFY(zh);
        QVERIFY(QCoreApplication::installTranslator(zh.get()));
        const QString memory = boundText("memory bandwidth");
        const QString unknown = boundText("a bound not yet named");
        // Why a plan is behind the first: the phrase translated, its figures
        // kept as the search wrote them.
        const QString asFast = behindText("as fast as the first, within 0.5%");
        const QString slower = behindText("more tensor-parallel communication (+0.412 s per step)");
        const QString tooBig = behindText("does not fit: 91.2 GB per GPU of 72.0 GB usable");
        const QString newer = behindText("more of something new (+1 s per step)");
        QCoreApplication::removeTranslator(zh.get());
        QCOMPARE(asFast, QStringLiteral("与首选方案一样快（相差不超过 0.5%）"));
        QCOMPARE(slower, QStringLiteral("张量并行通信更多（每步 +0.412 s）"));
        QCOMPARE(tooBig, QStringLiteral("放不下：每 GPU 需 91.2 GB，可用 72.0 GB"));
        QCOMPARE(newer, QStringLiteral("more of something new (+1 s per step)"));
        QCOMPARE(behindText("a larger pipeline bubble (+2.5 s per step)"),
                 QStringLiteral("a larger pipeline bubble (+2.5 s per step)"));
        QCOMPARE(memory, QStringLiteral("显存带宽"));
        QCOMPARE(unknown, QStringLiteral("a bound not yet named"));
        QCOMPARE(boundText("memory bandwidth"), QStringLiteral("memory bandwidth"));
    }

    void servingShowsTokensPerSecond()
    {
        const Design design = example("l40s-inference.cluster.json");
        const AnalysisResult result = AnalysisRunner::run(design);
        WorkloadPanel panel;
        panel.showReport(result.report, design);
        const analysis::WorkloadPerformance& p = result.report->performance.workloads.front();
        QCOMPARE(panel.plansTable()->rowCount(), int(p.inference.size()));
        QVERIFY(!panel.breakdownChart()->isVisibleTo(&panel));
        auto* bars = qobject_cast<QCPBars*>(panel.whatIfChart()->plottable(0));
        QVERIFY(bars);
        QCOMPARE(stackedAt(*panel.whatIfChart(), 6), p.inference.front().outputTokensPerS);
        QCOMPARE(panel.whatIfChart()->xAxis->label(), QStringLiteral("Output tokens/s"));
    }

    void aDesignWithoutWorkloadsSaysHowToGetOne()
    {
        Design design = example("h100-32-node.cluster.json");
        design.workloads.clear();
        WorkloadPanel panel;
        panel.showReport(AnalysisRunner::run(design).report, design);
        QCOMPARE(panel.workloadList()->count(), 0);
        QVERIFY(panel.summary()->text().contains(QLatin1String("carries no workload")));
        QVERIFY(!panel.plansTable()->isVisibleTo(&panel));
    }
};

QTEST_MAIN(TestWorkloadPanel)
#include "tst_workloadpanel.moc"
