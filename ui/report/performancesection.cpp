// The report's performance pages: for each of the design's workloads, what
// the performance model predicts on the design as built, the step's
// breakdown, the cost per million tokens and the workload's findings.
#include "perf/plan.h"
#include "report/boundtext.h"
#include "report/workfigures.h"
#include "reporttr.h"
#include "sections.h"
#include "tablewriter.h"
#include "tco/tcotext.h"
#include "whatifchart.h"

#include <algorithm>

namespace cs::report {

using render::Report;

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

void trainingTables(PageWriter& w, const ReportData& d, const analysis::WorkloadPerformance& p)
{
    std::vector<TableRow> plans;
    for (const perf::RankedPlan& r : p.training->plans) {
        const perf::TrainingEstimate& e = r.estimate;
        const bool runs = e.possible && e.memory.fits();
        plans.push_back({{planText(e.plan), d.format.number(e.stepTimeS, 2),
                          d.format.number(e.tokensPerS), d.format.number(e.mfu * 100, 0),
                          runs ? d.format.number(e.trainingDays, 1) : Report::tr("does not run"),
                          d.format.number(e.memory.totalGb, 1), boundText(e.bound)}});
    }
    writeTable(w,
               {{Report::tr("Plan"), 5.0, Qt::AlignLeft},
                {Report::tr("Step (s)"), 1, Qt::AlignRight},
                {Report::tr("Tokens/s"), 1.2, Qt::AlignRight},
                {Report::tr("MFU %"), 0.8, Qt::AlignRight},
                {Report::tr("Days"), 0.9, Qt::AlignRight},
                {Report::tr("GB per GPU"), 1, Qt::AlignRight},
                {Report::tr("Bound by"), 1.5}},
               plans);
    const perf::TrainingEstimate* best = p.bestTraining();
    if (!best) {
        return;
    }
    const perf::StepBreakdown& b = best->breakdown;
    const std::pair<QString, double> parts[] = {
        {Report::tr("Compute"), b.computeS},
        {Report::tr("Tensor-parallel communication"), b.tpCommS},
        {Report::tr("Context-parallel communication"), b.cpCommS},
        {Report::tr("Expert-parallel communication"), b.epCommS},
        {Report::tr("Pipeline bubble"), b.ppBubbleS},
        {Report::tr("Data-parallel communication (exposed)"), b.dpCommS},
        {Report::tr("Optimizer step"), b.optimizerS},
    };
    std::vector<TableRow> rows;
    for (const auto& [label, seconds] : parts) {
        rows.push_back({{label, d.format.number(seconds, 3),
                         d.format.number(100 * seconds / best->stepTimeS, 1)}});
    }
    rows.push_back(
        {{Report::tr("Step"), d.format.number(best->stepTimeS, 3), d.format.number(100, 1)},
         RowKind::Total});
    w.subheading(Report::tr("Where the best plan's step goes"));
    writeTable(w,
               {{Report::tr("Part of the step"), 3},
                {Report::tr("Seconds"), 1, Qt::AlignRight},
                {Report::tr("Share %"), 1, Qt::AlignRight}},
               rows);
}

void inferenceTable(PageWriter& w, const ReportData& d, const analysis::WorkloadPerformance& p)
{
    std::vector<TableRow> rows;
    for (const perf::InferenceEstimate& e : p.inference) {
        rows.push_back(
            {{Report::tr("tp %1 · pp %2 × %3").arg(e.plan.tp).arg(e.plan.pp).arg(e.replicas),
              d.format.count(e.batch),
              e.fits ? d.format.number(e.outputTokensPerS) : Report::tr("does not fit"),
              d.format.number(e.timeToFirstTokenMs), d.format.number(e.interTokenLatencyMs, 1),
              boundText(e.bound)}});
    }
    writeTable(w,
               {{Report::tr("Plan × replicas"), 2},
                {Report::tr("Batch"), 0.8, Qt::AlignRight},
                {Report::tr("Output tokens/s"), 1.3, Qt::AlignRight},
                {Report::tr("First token (ms)"), 1.2, Qt::AlignRight},
                {Report::tr("Per token (ms)"), 1.1, Qt::AlignRight},
                {Report::tr("Bound by"), 1.8}},
               rows);
}

// A simulation or a throughput job: the rate one GPU sustains and the days.
void workTable(PageWriter& w, const ReportData& d, const perf::WorkEstimate& e)
{
    std::vector<TableRow> rows;
    for (const auto& [label, value] : workFigureRows(e, d.format.locale())) {
        rows.push_back({{label, value}});
    }
    rows.back().kind = RowKind::Total; // the days
    writeTable(w, {{Report::tr("Figure"), 2}, {Report::tr("Value"), 2, Qt::AlignRight}}, rows);
    w.paragraph(Report::tr("Bound by %1. The model gives this work no network term, so the "
                           "network's variants change nothing here.")
                    .arg(boundText(e.bound)),
                true);
}

// An option's cost, or a dash where that option is not costed.
QString moneyOrDash(const ReportData& d, const std::optional<double>& v)
{
    return v ? d.format.money(*v) : QStringLiteral("—");
}

void unitCostRows(PageWriter& w, const ReportData& d, const std::string& workload)
{
    if (!d.tco) {
        return;
    }
    std::vector<TableRow> rows;
    const auto money = [&](const std::optional<double>& v) { return moneyOrDash(d, v); };
    for (const tco::UnitCost& u : d.tco->unitCosts) {
        if (u.workload == workload) {
            rows.push_back({{u.kind == "training" ? Report::tr("Trained") : Report::tr("Served"),
                             money(u.build), money(u.cloud), money(u.hybrid),
                             d.format.number(u.energyKwhPerMillionTokens, 2)}});
        }
    }
    if (rows.empty()) {
        return;
    }
    w.subheading(Report::tr("Per million tokens (%1)").arg(d.currency()));
    writeTable(w,
               {{Report::tr("Tokens"), 1.2},
                {Report::tr("Build"), 1, Qt::AlignRight},
                {Report::tr("Cloud"), 1, Qt::AlignRight},
                {Report::tr("Hybrid"), 1, Qt::AlignRight},
                {Report::tr("kWh"), 1, Qt::AlignRight}},
               rows);
}

// A simulation's or a job's cost per quantity of its work (an exaFLOP, a
// petabyte moved, a million pieces) for each option.
void workCostRows(PageWriter& w, const ReportData& d, const std::string& workload)
{
    if (!d.tco) {
        return;
    }
    const auto it =
        std::find_if(d.tco->workCosts.begin(), d.tco->workCosts.end(),
                     [&](const tco::WorkUnitCost& c) { return c.workload == workload; });
    if (it == d.tco->workCosts.end()) {
        return;
    }
    const auto money = [&](const std::optional<double>& v) { return moneyOrDash(d, v); };
    const QString heading =
        Report::tr("Per %1 (%2)").arg(tco::workQuantityText(it->unit), d.currency());
    w.subheading(heading);
    writeTable(w,
               {{Report::tr("Build"), 1, Qt::AlignRight},
                {Report::tr("Cloud"), 1, Qt::AlignRight},
                {Report::tr("Hybrid"), 1, Qt::AlignRight},
                {Report::tr("kWh"), 1, Qt::AlignRight}},
               {{{money(it->build), money(it->cloud), money(it->hybrid),
                  d.format.number(it->energyKwh, 2)}}});
}

// The what-if in money: the build's cost per million tokens on each variant,
// the network's parts scaled with the injection.
void whatIfCosts(PageWriter& w, const ReportData& d, const analysis::WorkloadPerformance& p)
{
    if (!d.tco) {
        return;
    }
    const auto it =
        std::find_if(d.tco->unitCosts.begin(), d.tco->unitCosts.end(), [&](const tco::UnitCost& u) {
            return u.workload == p.name && !u.network.empty();
        });
    if (it == d.tco->unitCosts.end()) {
        return;
    }
    std::vector<TableRow> rows;
    for (const tco::VariantUnitCost& v : it->network) {
        rows.push_back({{variantText(v.variant),
                         v.build ? d.format.money(*v.build) : Report::tr("no plan runs"),
                         d.format.number(v.networkHardwareFactor, 1)}});
    }
    writeTable(w,
               {{Report::tr("Network"), 2},
                {Report::tr("Build per million tokens (%1)").arg(d.currency()), 2, Qt::AlignRight},
                {Report::tr("Network parts ×"), 1.2, Qt::AlignRight}},
               rows);
}

// What the network buys: the best plan on each variant of the network.
void whatIfChart(PageWriter& w, const ReportData& d, const analysis::WorkloadPerformance& p)
{
    if (p.whatIf.empty()) {
        return;
    }
    const render::WhatIfChart chart(p.whatIf, p.training.has_value(), d.style);
    const double height = chart.preferredHeight();
    w.ensureSpace(height + 24);
    w.subheading(Report::tr("What the network buys"));
    chart.paint(w.painter(), QRectF(w.body().left(), w.y(), w.body().width(), height));
    w.advance(height + 8);
    if (p.networkMovesNothing()) {
        w.paragraph(networkMovesNothingText(), true);
    }
    for (const analysis::WhatIfOutcome& o : p.whatIf) {
        if (!o.gpu.empty()) {
            w.paragraph(nextGenerationText(o.gpu), true);
        }
    }
    whatIfCosts(w, d, p);
}

void workloadFindings(PageWriter& w, const ReportData& d, const std::string& workload)
{
    // Every workload finding names its workload (in the language's quotes).
    const QString name = q(workload);
    for (const Finding& f : d.analysis.findings) {
        if (f.code.rfind("WORKLOAD_", 0) == 0 && f.message.contains(name)) {
            w.paragraph(f.message);
        }
    }
}

} // namespace

void writePerformance(PageWriter& w, const ReportData& d)
{
    const analysis::PerformanceReport& perf = d.analysis.performance;
    if (perf.workloads.empty()) {
        return;
    }
    w.startPage(QPageLayout::Portrait);
    w.heading(Report::tr("Performance of the workloads"));
    if (perf.hardware) {
        const perf::HardwareView& hw = *perf.hardware;
        w.paragraph(Report::tr("The performance model on the design as built: %1 × %2 (%3 × %4), "
                               "%5 GPUs per scale-up domain over %6, %7 Gb/s per GPU into the "
                               "compute fabric, oversubscription %8 : 1.")
                        .arg(d.format.count(hw.nodes), q(hw.nodeName), d.format.count(hw.gpus()),
                             q(hw.gpu.name), d.format.count(hw.scaleUp.domainGpus),
                             q(hw.scaleUp.link.empty() ? std::string("-") : hw.scaleUp.link),
                             d.format.number(hw.scaleOut.gbitsPerGpu),
                             d.format.number(hw.scaleOut.oversubscription, 2)),
                    true);
    }
    for (const analysis::WorkloadPerformance& p : perf.workloads) {
        w.subheading(q(p.name));
        if (!p.problem.empty()) {
            w.paragraph(Report::tr("The performance model cannot run: %1").arg(q(p.problem)));
            continue;
        }
        if (p.training) {
            trainingTables(w, d, p);
        }
        if (!p.inference.empty()) {
            inferenceTable(w, d, p);
        }
        if (p.work) {
            workTable(w, d, *p.work);
        }
        whatIfChart(w, d, p);
        unitCostRows(w, d, p.name);
        workCostRows(w, d, p.name);
        workloadFindings(w, d, p.name);
    }
}

} // namespace cs::report
