#include "sizingreport.h"

#include "explanation.h"
#include "perf/perfreport.h"

#include <algorithm>

namespace cs::sizing {

namespace {

using explain::num;
using explain::SizingText;
using nlohmann::json;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

json trainingJson(const TrainingNeed& n)
{
    return json{{"flops", n.flops},
                {"dense_tflops", n.denseTflops},
                {"flops_per_gpu", n.flopsPerGpu},
                {"seconds", n.seconds},
                {"gpus_exact", n.gpusExact},
                {"gpus_by_compute", n.gpusByCompute},
                {"states_gb", n.statesGb},
                {"activation_gb_per_gpu", n.activationGbPerGpu},
                {"activation_estimated", n.activationEstimated},
                {"layers", n.layers},
                {"hidden_size", n.hiddenSize},
                {"shape_estimated", n.shapeEstimated},
                {"states_gb_per_gpu", n.statesGbPerGpu},
                {"gpus_by_memory", n.gpusByMemory}};
}

json inferenceJson(const InferenceNeed& n)
{
    json j{{"tokens_per_second", n.tokensPerSecond},
           {"flops_per_second", n.flopsPerSecond},
           {"dense_tflops", n.denseTflops},
           {"flops_per_gpu", n.flopsPerGpu},
           {"gpus_by_compute", n.gpusByCompute},
           {"weights_gb", n.weightsGb},
           {"layers", n.layers},
           {"hidden_size", n.hiddenSize},
           {"kv_width", n.kvWidth},
           {"kv_cache_gb", n.kvCacheGb},
           {"shape_estimated", n.shapeEstimated},
           {"usable_gb_per_gpu", n.usableGbPerGpu},
           {"gpus_by_memory", n.gpusByMemory},
           {"bytes_per_second", n.bytesPerSecond}};
    if (n.bandwidthTBps) {
        j["memory_bandwidth_tbytes_per_s"] = *n.bandwidthTBps;
        j["gpus_by_bandwidth"] = n.gpusByBandwidth;
    }
    return j;
}

json costJson(const SizingOption& o)
{
    if (!o.hardwareCost || !o.node.price) {
        return nullptr;
    }
    const Price& p = *o.node.price;
    return json{{"amount", *o.hardwareCost}, {"currency", p.currency}, {"date", p.date},
                {"estimate", p.estimate},    {"node_price", p.amount}, {"source", p.source}};
}

json modelledJson(const ModelledRun& r)
{
    json j{{"node", r.nodePartId},
           {"nodes", r.nodes},
           {"gpus", r.gpus},
           {"network_gbits_per_gpu", r.networkGbitsPerGpu},
           {"fabric_tiers", r.fabricTiers},
           {"scale_up_gpus", r.scaleUpGpus},
           {"scale_up_link", r.scaleUpLink},
           {"share_of_first_estimate", r.shareOfFirstEstimate},
           {"meets_target", r.meetsTarget}};
    if (r.training) {
        j["training_plan"] = perf::planJson(*r.training, {});
        j["training_days"] = *r.trainingDays;
    }
    if (r.inference) {
        j["inference_plan"] = perf::inferencePlanJson(*r.inference);
        j["tokens_per_second"] = *r.tokensPerSecond;
    }
    return j;
}

json optionJson(const SizingOption& o)
{
    json j{{"rank", o.rank},
           {"gpu", o.gpuPartId},
           {"gpu_name", o.gpuName},
           {"node", o.node.partId},
           {"node_name", o.node.name},
           {"gpus_per_node", o.node.gpusPerNode},
           {"gpus_by_compute", o.gpusByCompute},
           {"gpus_by_memory", o.gpusByMemory},
           {"binding", toName(o.binding)},
           {"gpus_needed", o.gpusNeeded},
           {"nodes", o.nodes},
           {"gpus", o.gpus},
           {"hardware_cost", costJson(o)}};
    if (o.gpusByBandwidth > 0) {
        j["gpus_by_bandwidth"] = o.gpusByBandwidth;
    }
    if (o.training) {
        j["training"] = trainingJson(*o.training);
        j["training_days"] = *o.trainingDays;
    }
    if (o.inference) {
        j["inference"] = inferenceJson(*o.inference);
        j["tokens_per_second"] = *o.servedTokensPerSecond;
    }
    if (o.work) {
        j["work"] = {{"rate_per_gpu", o.work->ratePerGpu},
                     {"sustained_share", o.work->sustainedShare},
                     {"unit", o.work->unit},
                     {"bound", o.work->bound}};
        j["days"] = o.work->days;
    }
    j["viable"] = o.viable();
    if (!o.viable()) {
        j["not_viable_reason"] = o.notViable.toStdString();
    }
    if (o.modelled) {
        j["modelled"] = modelledJson(*o.modelled);
    }
    json lines = json::array();
    for (const QString& line : o.explanation) {
        lines.push_back(line.toStdString());
    }
    j["explanation"] = std::move(lines);
    return j;
}

using Row = QStringList;

QString resultCell(const SizingOption& o)
{
    QStringList parts;
    if (o.trainingDays) {
        parts << SizingText::tr("%1 days").arg(num(*o.trainingDays, 1));
    }
    if (o.modelled && o.modelled->training) {
        parts << SizingText::tr("MFU %1%").arg(num(o.modelled->training->mfu * 100));
    }
    if (o.servedTokensPerSecond) {
        parts << SizingText::tr("%1 tok/s").arg(num(*o.servedTokensPerSecond));
    }
    if (o.work) {
        parts << SizingText::tr("%1 days").arg(num(o.work->days, 1));
    }
    return parts.join(QStringLiteral("; "));
}

QString costCell(const SizingOption& o)
{
    if (!o.hardwareCost) {
        return SizingText::tr("no price");
    }
    const Price& p = *o.node.price;
    return QStringLiteral("%1 %2 (%3%4)")
        .arg(num(*o.hardwareCost), q(p.currency), q(p.date),
             p.estimate ? SizingText::tr(", estimate") : QString());
}

Row optionRow(const SizingOption& o)
{
    return {QString::number(o.rank),
            q(o.gpuName),
            q(o.node.name),
            num(o.nodes),
            num(o.gpus),
            num(o.gpusByCompute),
            num(o.gpusByMemory),
            o.gpusByBandwidth > 0 ? num(o.gpusByBandwidth) : QStringLiteral("-"),
            q(toName(o.binding)),
            resultCell(o),
            costCell(o)};
}

// Text columns left-aligned, number columns (3 to 7) right-aligned.
QString table(const std::vector<Row>& rows)
{
    std::vector<qsizetype> widths(rows.front().size(), 0);
    for (const Row& r : rows) {
        for (qsizetype c = 0; c < r.size(); ++c) {
            widths[c] = std::max(widths[c], r[c].size());
        }
    }
    QString text;
    for (const Row& r : rows) {
        QStringList cells;
        for (qsizetype c = 0; c < r.size(); ++c) {
            const bool number = c >= 3 && c <= 7;
            cells << (number ? r[c].rightJustified(widths[c]) : r[c].leftJustified(widths[c]));
        }
        text += cells.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
    }
    return text;
}

QString reasoning(const SizingOption& o)
{
    QString text =
        SizingText::tr("\nHow option %1, %2, was sized:\n").arg(o.rank).arg(q(o.gpuName));
    for (const QString& line : o.explanation) {
        text += QStringLiteral("  - %1\n").arg(line);
    }
    return text;
}

QString notRecommendedLines(const SizingReport& report)
{
    QString text;
    for (const SizingOption& o : report.options) {
        if (o.viable()) {
            continue;
        }
        if (text.isEmpty()) {
            text += SizingText::tr("\nNot recommended:\n");
        }
        text += QStringLiteral("  - %1 (%2 × %3): %4\n")
                    .arg(q(o.gpuName), num(o.nodes), q(o.node.name), o.notViable);
    }
    return text;
}

QString skippedLines(const SizingReport& report)
{
    QString text;
    if (!report.skipped.empty()) {
        text += SizingText::tr("\nSkipped:\n");
    }
    for (const SkippedAccelerator& s : report.skipped) {
        text += QStringLiteral("  - %1\n").arg(s.reason);
    }
    return text;
}

} // namespace

nlohmann::json sizingReportToJson(const SizingReport& report, std::size_t top)
{
    json options = json::array();
    std::size_t listed = 0;
    for (const SizingOption& o : report.options) {
        if (!o.viable() || listed++ < top) {
            options.push_back(optionJson(o));
        }
    }
    json skipped = json::array();
    for (const SkippedAccelerator& s : report.skipped) {
        skipped.push_back(json{
            {"gpu", s.gpuPartId}, {"gpu_name", s.gpuName}, {"reason", s.reason.toStdString()}});
    }
    return json{{"format", kSizingReportFormat},
                {"format_version", kSizingReportFormatVersion},
                {"workload", report.workloadName},
                {"method", report.method == SizingMethod::Modelled ? "modelled" : "first_estimate"},
                {"options", std::move(options)},
                {"skipped", std::move(skipped)}};
}

namespace {

// Rankings by cost are only as good as the prices: say how many rest on estimates.
QString estimatedPricesNote(const SizingReport& report, std::size_t shown)
{
    const auto estimated = std::count_if(
        report.options.begin(), report.options.begin() + static_cast<long>(shown),
        [](const SizingOption& o) { return o.hardwareCost && o.node.price->estimate; });
    if (estimated == 0) {
        return {};
    }
    return SizingText::tr(
               "%1 of these %2 hardware costs rest on estimated prices (marked \"estimate\"), so "
               "the order is provisional; enter quoted prices as price overrides in the user "
               "catalog.\n")
        .arg(estimated)
        .arg(shown);
}

} // namespace

QString sizingReportToText(const SizingReport& report, std::size_t top, bool explainAll)
{
    const QString name =
        report.workloadName.empty() ? SizingText::tr("the workload") : q(report.workloadName);
    const std::size_t viable = static_cast<std::size_t>(report.viableOptions());
    QString text =
        report.method == SizingMethod::Modelled
            ? SizingText::tr("Sizing %1: %2 of %3 accelerators meet the target by the "
                             "performance model, cheapest first.\n\n")
                  .arg(name)
                  .arg(viable)
                  .arg(report.options.size())
            : SizingText::tr("Sizing %1 by the first estimate: %2 suitable accelerators, "
                             "cheapest first.\n\n")
                  .arg(name)
                  .arg(report.options.size());
    const std::size_t shown = std::min(top, viable);
    if (shown > 0) {
        std::vector<Row> rows{
            {SizingText::tr("Rank"), SizingText::tr("Accelerator"), SizingText::tr("Node"),
             SizingText::tr("Nodes"), SizingText::tr("GPUs"), SizingText::tr("Compute"),
             SizingText::tr("Memory"), SizingText::tr("Bandwidth"), SizingText::tr("Binding"),
             SizingText::tr("Result"), SizingText::tr("Hardware cost")}};
        for (std::size_t i = 0; i < shown; ++i) {
            rows.push_back(optionRow(report.options[i]));
        }
        text += table(rows);
        text += report.method == SizingMethod::Modelled
                    ? SizingText::tr("(Compute, Memory, Bandwidth: GPUs each limit needs by the "
                                     "first estimate; Nodes, GPUs and Result: what the "
                                     "performance model settled on.)\n")
                    : SizingText::tr("(Compute, Memory, Bandwidth: GPUs each limit needs.)\n");
        text += estimatedPricesNote(report, shown);
        for (std::size_t i = 0; i < (explainAll ? shown : 1); ++i) {
            text += reasoning(report.options[i]);
        }
    }
    return text + notRecommendedLines(report) + skippedLines(report);
}

} // namespace cs::sizing
