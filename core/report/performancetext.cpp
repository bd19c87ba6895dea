#include "performancetext.h"

#include "boundtext.h"

#include "evaluationtext.h"

#include "perf/plan.h"

namespace cs {

namespace {

using evaluation_text::EvaluationText;
using evaluation_text::num;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString trainingLines(const QString& name, const analysis::WorkloadPerformance& w)
{
    const perf::TrainingEstimate* e = w.bestTraining();
    if (!e) {
        return EvaluationText::tr("Workload  %1: no training plan runs on this design\n"
                                  "          %2 plans evaluated, %3 do not fit in GPU memory\n")
            .arg(name, num(w.training->evaluated), num(w.training->doNotFit));
    }
    const perf::StepBreakdown& b = e->breakdown;
    return EvaluationText::tr("Workload  %1: %2 days at %3 tokens/s, MFU %4%, with %5\n"
                              "          bound by %6: of a %7 s step, compute %8 s, exposed "
                              "communication %9 s, pipeline bubble %10 s\n")
        .arg(name, num(e->trainingDays, 1), num(e->tokensPerS), num(e->mfu * 100),
             planText(e->plan), boundText(e->bound), num(e->stepTimeS, 2), num(b.computeS, 2),
             num(b.exposedCommS(), 2))
        .arg(num(b.ppBubbleS, 2));
}

QString inferenceLines(const QString& name, const analysis::WorkloadPerformance& w)
{
    const perf::InferenceEstimate* e = w.bestInference();
    if (!e) {
        const perf::InferenceEstimate& first = w.inference.front();
        return EvaluationText::tr("Workload  %1: no serving plan fits and meets its latency\n"
                                  "          the best tried: %2 ms per token, bound by %3\n")
            .arg(name, num(first.interTokenLatencyMs, 1), boundText(first.bound));
    }
    return EvaluationText::tr("Workload  %1: %2 output tokens/s with tp %3 · pp %4 × %5 replicas\n"
                              "          first token %6 ms, %7 ms per token, batch %8; bound by "
                              "%9\n")
        .arg(name, num(e->outputTokensPerS))
        .arg(e->plan.tp)
        .arg(e->plan.pp)
        .arg(e->replicas)
        .arg(num(e->timeToFirstTokenMs), num(e->interTokenLatencyMs, 1))
        .arg(e->batch)
        .arg(boundText(e->bound));
}

QString workLines(const QString& name, const analysis::WorkloadPerformance& w)
{
    const perf::WorkEstimate& e = *w.work;
    if (e.peakPerGpu > 0) {
        return EvaluationText::tr("Workload  %1: %2 days on %3 GPUs, bound by %4\n"
                                  "          %5 per GPU sustained, %6% of its peak%7\n")
            .arg(name, num(e.days, 1), num(e.gpus), boundText(e.bound),
                 workRateText(e.ratePerGpu, e.unit, QLocale::c()), num(e.sustainedShare * 100),
                 e.sharedDefault ? EvaluationText::tr(" (the model's default share)") : QString());
    }
    return EvaluationText::tr("Workload  %1: %2 days on %3 GPUs at %4 %5/s\n"
                              "          measured %6 %5/s per GPU, scaling efficiency %7%\n")
        .arg(name, num(e.days, 1), num(e.gpus), num(e.clusterRate()), q(e.unit),
             num(e.ratePerGpu / e.sustainedShare), num(e.sustainedShare * 100));
}

} // namespace

QString performanceLines(const analysis::PerformanceReport& performance)
{
    QString t;
    for (const analysis::WorkloadPerformance& w : performance.workloads) {
        const QString name = q(w.name);
        if (!w.problem.empty()) {
            t += EvaluationText::tr("Workload  %1: the performance model cannot run\n"
                                    "          %2\n")
                     .arg(name, q(w.problem));
            continue;
        }
        if (w.training) {
            t += trainingLines(name, w);
        }
        if (!w.inference.empty()) {
            t += inferenceLines(name, w);
        }
        if (w.work) {
            t += workLines(name, w);
        }
    }
    return t;
}

} // namespace cs
