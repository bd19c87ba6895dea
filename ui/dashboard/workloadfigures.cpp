#include "workloadfigures.h"

#include "perf/inference.h"
#include "report/boundtext.h"

#include <QCoreApplication>
#include <QLocale>

namespace cs::ui {

namespace {

// The workload figures' translation context.
class WorkloadFigureText
{
    Q_DECLARE_TR_FUNCTIONS(WorkloadFigureText)
};

QString num(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

KeyFigure figure(const Workload& w, const QString& value, const QString& threshold,
                 FigureStatus status)
{
    return {WorkloadFigureText::tr("Workloads"),
            QString::fromStdString(w.name),
            value,
            threshold,
            status,
            {}};
}

KeyFigure trainingFigure(const Workload& w, const analysis::WorkloadPerformance& p)
{
    const TrainingProfile& t = *w.training;
    const QString target = WorkloadFigureText::tr("≤ %1 days").arg(num(t.targetDays, 0));
    const perf::TrainingEstimate* best = p.bestTraining();
    if (!best) {
        return figure(w, WorkloadFigureText::tr("no plan fits"), target, FigureStatus::Bad);
    }
    const double days = analysis::calendarTrainingDays(w, *best);
    KeyFigure f = figure(w,
                         WorkloadFigureText::tr("%1 days to train · MFU %2 %")
                             .arg(num(days, 1), num(best->mfu * 100, 0)),
                         target, days > t.targetDays ? FigureStatus::Warning : FigureStatus::Good);
    f.tooltip = WorkloadFigureText::tr("%1 tokens/s with the best plan, bound by %2")
                    .arg(num(best->tokensPerS, 0), boundText(best->bound));
    return f;
}

KeyFigure servingFigure(const Workload& w, const analysis::WorkloadPerformance& p)
{
    const InferenceProfile& s = *w.inference;
    const QString target =
        WorkloadFigureText::tr("≥ %1 tokens/s").arg(num(s.targetTokensPerSecond, 0));
    // The plan the serving rules judge: the search's first.
    const perf::InferenceEstimate* first = p.inference.empty() ? nullptr : &p.inference.front();
    if (!first || !first->fits) {
        return figure(w, WorkloadFigureText::tr("no plan fits"), target, FigureStatus::Bad);
    }
    const perf::InferenceEstimate& shown = *first;
    const bool slow = !shown.meetsLatency;
    const bool short_ = shown.outputTokensPerS < s.targetTokensPerSecond;
    return figure(w,
                  WorkloadFigureText::tr("%1 tokens/s · %2 ms per token")
                      .arg(num(shown.outputTokensPerS, 0), num(shown.interTokenLatencyMs, 1)),
                  target, slow || short_ ? FigureStatus::Warning : FigureStatus::Good);
}

// A simulation or a throughput job: its days against the target.
KeyFigure workFigure(const Workload& w, const perf::WorkEstimate& e)
{
    const double target = w.hpc ? w.hpc->targetDays : w.throughput->targetDays;
    KeyFigure f = figure(w, WorkloadFigureText::tr("%1 days").arg(num(e.days, 1)),
                         WorkloadFigureText::tr("≤ %1 days").arg(num(target, 0)),
                         e.days > target ? FigureStatus::Warning : FigureStatus::Good);
    f.tooltip =
        WorkloadFigureText::tr("%1 GPUs, bound by %2").arg(num(e.gpus, 0), boundText(e.bound));
    return f;
}

} // namespace

std::vector<KeyFigure> workloadFigures(const analysis::AnalysisReport& report, const Design& design)
{
    std::vector<KeyFigure> figures;
    const auto& modelled = report.performance.workloads;
    for (std::size_t i = 0; i < modelled.size() && i < design.workloads.size(); ++i) {
        const Workload& w = design.workloads[i];
        const analysis::WorkloadPerformance& p = modelled[i];
        if (!p.problem.empty()) {
            figures.push_back(
                figure(w, WorkloadFigureText::tr("not modelled"), {}, FigureStatus::Neutral));
            figures.back().tooltip = QString::fromStdString(p.problem);
            continue;
        }
        if (w.training) {
            figures.push_back(trainingFigure(w, p));
        }
        if (w.inference) {
            figures.push_back(servingFigure(w, p));
        }
        if (p.work) {
            figures.push_back(workFigure(w, *p.work));
        }
    }
    return figures;
}

} // namespace cs::ui
