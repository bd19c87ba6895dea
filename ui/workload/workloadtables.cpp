#include "workloadtables.h"

#include "report/boundtext.h"
#include "report/workfigures.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLocale>
#include <QTableWidget>

namespace cs::ui {

namespace {

// The Workloads tab's translation context.
class WorkloadText
{
    Q_DECLARE_TR_FUNCTIONS(WorkloadText)
};

QString num(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

void setRow(QTableWidget& table, int row, const QStringList& cells)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        if (c > 0 && c < cells.size() - 1) {
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        }
        table.setItem(row, c, item);
    }
}

void prepare(QTableWidget& table, const QStringList& headers, int rows)
{
    table.clear();
    table.setColumnCount(int(headers.size()));
    table.setHorizontalHeaderLabels(headers);
    table.setRowCount(rows);
    table.horizontalHeader()->setStretchLastSection(true);
}

} // namespace

void fillTrainingPlans(QTableWidget& table, const perf::PlanSearch& search,
                       const Workload& workload)
{
    prepare(table,
            {WorkloadText::tr("Plan"), WorkloadText::tr("Step (s)"), WorkloadText::tr("Tokens/s"),
             WorkloadText::tr("MFU"), WorkloadText::tr("Days"),
             WorkloadText::tr("Bound by / behind the first")},
            int(search.plans.size()));
    for (int row = 0; row < int(search.plans.size()); ++row) {
        const perf::RankedPlan& r = search.plans[std::size_t(row)];
        const perf::TrainingEstimate& e = r.estimate;
        const bool runs = e.possible && e.memory.fits();
        const QString why = r.whyNotFirst.empty() ? boundText(e.bound) : behindText(r.whyNotFirst);
        setRow(table, row,
               {planText(e.plan), num(e.stepTimeS, 2), num(e.tokensPerS, 0),
                WorkloadText::tr("%1 %").arg(num(e.mfu * 100, 0)),
                runs ? num(analysis::calendarTrainingDays(workload, e), 1) : WorkloadText::tr("–"),
                why});
    }
    table.resizeColumnsToContents();
}

void fillServingPlans(QTableWidget& table, const std::vector<perf::InferenceEstimate>& plans)
{
    prepare(table,
            {WorkloadText::tr("Plan"), WorkloadText::tr("Replicas × batch"),
             WorkloadText::tr("Output tokens/s"), WorkloadText::tr("ms per token"),
             WorkloadText::tr("First token (ms)"), WorkloadText::tr("Bound by")},
            int(plans.size()));
    for (int row = 0; row < int(plans.size()); ++row) {
        const perf::InferenceEstimate& e = plans[std::size_t(row)];
        const QString bound = !e.fits           ? WorkloadText::tr("does not fit")
                              : !e.meetsLatency ? WorkloadText::tr("too slow per token")
                                                : boundText(e.bound);
        setRow(table, row,
               {WorkloadText::tr("tp %1 · pp %2").arg(e.plan.tp).arg(e.plan.pp),
                WorkloadText::tr("%1 × %2").arg(e.replicas).arg(e.batch),
                num(e.outputTokensPerS, 0), num(e.interTokenLatencyMs, 1),
                num(e.timeToFirstTokenMs, 0), bound});
    }
    table.resizeColumnsToContents();
}

namespace {

QString rateText(double perSecond, const std::string& unit)
{
    return workRateText(perSecond, unit, QLocale());
}

QString workSummary(const Workload& w, const perf::WorkEstimate& e)
{
    const double target = w.hpc ? w.hpc->targetDays : w.throughput->targetDays;
    return WorkloadText::tr("%1 days on %2 GPUs (target %3) at %4 per GPU, bound by %5. The "
                            "model gives this work no network term: the network changes "
                            "nothing here.")
        .arg(num(e.days, 1), num(e.gpus, 0), num(target, 0), rateText(e.ratePerGpu, e.unit),
             boundText(e.bound));
}

} // namespace

void fillWorkFigures(QTableWidget& table, const perf::WorkEstimate& e)
{
    const auto rows = workFigureRows(e, QLocale());
    prepare(table, {WorkloadText::tr("Figure"), WorkloadText::tr("Value")}, int(rows.size()));
    for (int row = 0; row < int(rows.size()); ++row) {
        const auto& [label, value] = rows[std::size_t(row)];
        setRow(table, row, {label, value});
    }
    table.resizeColumnsToContents();
}

QString workloadSummary(const Workload& w, const analysis::WorkloadPerformance& p)
{
    if (!p.problem.empty()) {
        return WorkloadText::tr("The model cannot run on this design: %1")
            .arg(QString::fromStdString(p.problem));
    }
    if (p.work) {
        return workSummary(w, *p.work);
    }
    if (w.training) {
        const perf::TrainingEstimate* best = p.bestTraining();
        if (!best) {
            return WorkloadText::tr("No training plan fits this design.");
        }
        return WorkloadText::tr("Best plan %1: %2 days to train (target %3), %4 tokens/s, MFU "
                                "%5 %, bound by %6.")
            .arg(planText(best->plan), num(analysis::calendarTrainingDays(w, *best), 1),
                 num(w.training->targetDays, 0), num(best->tokensPerS, 0), num(best->mfu * 100, 0),
                 boundText(best->bound));
    }
    if (p.inference.empty() || !p.inference.front().fits) {
        return WorkloadText::tr("No serving plan fits this design.");
    }
    const perf::InferenceEstimate& first = p.inference.front();
    return WorkloadText::tr("Best plan tp %1 · pp %2 × %3 replicas: %4 output tokens/s (target "
                            "%5), %6 ms per token, bound by %7.")
        .arg(first.plan.tp)
        .arg(first.plan.pp)
        .arg(first.replicas)
        .arg(num(first.outputTokensPerS, 0), num(w.inference->targetTokensPerSecond, 0),
             num(first.interTokenLatencyMs, 1), boundText(first.bound));
}

} // namespace cs::ui
