// clustersmith-cli perf: training and serving speed, and collective costs,
// from the performance model (docs/performance-model.md).
#include "analysis/designfacts.h"
#include "analysis/network.h"
#include "analysis/performance.h"
#include "catalog.h"
#include "commands.h"
#include "io/designfile.h"
#include "io/formaterror.h"
#include "jsonfiles.h"
#include "output.h"
#include "perf/perfreport.h"

#include <QCommandLineParser>

#include <optional>
#include <stdexcept>

namespace cs::cli {

namespace {

struct PerfOptions
{
    QCommandLineOption design{QStringLiteral("design"), CliText::tr("The cluster: a design file."),
                              QStringLiteral("FILE")};
    QCommandLineOption node{QStringLiteral("node"), CliText::tr("The cluster: a catalog GPU node."),
                            QStringLiteral("PART_ID")};
    QCommandLineOption nodes{QStringLiteral("nodes"), CliText::tr("How many nodes of --node."),
                             QStringLiteral("N")};
    QCommandLineOption plan{QStringLiteral("plan"),
                            CliText::tr("Evaluate this plan first: tp=T,pp=P,dp=D,cp=C,ep=E,vp=V,"
                                        "micro_batch=M (training) or tp=T,pp=P (inference)."),
                            QStringLiteral("PLAN")};
    QCommandLineOption top{QStringLiteral("top"), CliText::tr("List the N best plans (default 5)."),
                           QStringLiteral("N")};
    QCommandLineOption json{QStringLiteral("json"), CliText::tr("Print JSON.")};
    QCommandLineOption collective{
        QStringLiteral("collective"),
        CliText::tr("Cost one collective: all_reduce, all_gather, reduce_scatter, all_to_all."),
        QStringLiteral("NAME")};
    QCommandLineOption messageBytes{QStringLiteral("message-bytes"),
                                    CliText::tr("The collective's size in bytes."),
                                    QStringLiteral("B")};
};

int positiveInt(const QCommandLineParser& p, const QCommandLineOption& o, int fallback)
{
    if (!p.isSet(o)) {
        return fallback;
    }
    bool ok = false;
    const int n = p.value(o).toInt(&ok);
    constexpr int kMost = 10000000;
    if (!ok || n < 1 || n > kMost) {
        throw UsageError{CliText::tr("--%1 needs a whole number from 1 to %2, not \"%3\".")
                             .arg(o.names().front(), QString::number(kMost), p.value(o))};
    }
    return n;
}

perf::HardwareView designHardware(const QString& path)
{
    DesignLoadResult loaded = loadDesignFile(path);
    if (!loaded.ok()) {
        throw UsageError{loaded.error->toString()};
    }
    try {
        const analysis::DesignFacts facts(*loaded.design, analysis::assumptionsFor(*loaded.design));
        return analysis::hardwareFromDesign(facts, analysis::analyzeNetwork(facts));
    } catch (const FormatError& e) {
        throw UsageError{
            QStringLiteral("%1: %2: %3").arg(path, QString::fromStdString(e.path()), e.message())};
    } catch (const std::invalid_argument& e) {
        throw UsageError{QStringLiteral("%1: %2").arg(path, QString::fromUtf8(e.what()))};
    }
}

perf::HardwareView catalogHardware(const QCommandLineParser& p, const PerfOptions& o)
{
    const std::string id = p.value(o.node).toStdString();
    if (!p.isSet(o.nodes)) {
        throw UsageError{CliText::tr("--node needs --nodes N.")};
    }
    const int nodes = positiveInt(p, o.nodes, 1);
    catalog::Catalog local(catalog::Catalog::defaultBundledPath(),
                           catalog::Catalog::defaultUserPath());
    PartMap parts;
    for (Part& part : local.parts()) {
        parts.emplace(part.id, std::move(part));
    }
    const auto it = parts.find(id);
    if (it == parts.end()) {
        throw UsageError{CliText::tr("The catalog has no part \"%1\".").arg(p.value(o.node))};
    }
    try {
        return perf::hardwareFromCatalog(it->second, nodes, parts);
    } catch (const std::invalid_argument& e) {
        throw UsageError{QString::fromUtf8(e.what())};
    }
}

perf::HardwareView hardwareOf(const QCommandLineParser& p, const PerfOptions& o)
{
    if (p.isSet(o.design) == p.isSet(o.node)) {
        throw UsageError{CliText::tr("Give the cluster as --design FILE or as --node PART_ID "
                                     "--nodes N.")};
    }
    perf::HardwareView hw =
        p.isSet(o.design) ? designHardware(p.value(o.design)) : catalogHardware(p, o);
    if (const std::string problem = perf::hardwareProblem(hw); !problem.empty()) {
        throw UsageError{QString::fromStdString(problem)};
    }
    return hw;
}

perf::ParallelPlan trainingPlan(const QString& text)
{
    try {
        return perf::parsePlan(text.toStdString());
    } catch (const std::invalid_argument& e) {
        throw UsageError{QStringLiteral("--plan: %1").arg(QString::fromUtf8(e.what()))};
    }
}

int collective(const QCommandLineParser& p, const PerfOptions& o, const perf::HardwareView& hw)
{
    const auto c = perf::collectiveFromName(p.value(o.collective).toStdString());
    if (!c || *c == perf::Collective::SendRecv) {
        throw UsageError{CliText::tr("--collective is all_reduce, all_gather, reduce_scatter or "
                                     "all_to_all, not \"%1\".")
                             .arg(p.value(o.collective))};
    }
    bool ok = false;
    const double bytes = p.value(o.messageBytes).toDouble(&ok);
    if (!p.isSet(o.messageBytes) || !ok || !(bytes >= 1) || bytes > 1e15) {
        throw UsageError{CliText::tr("--message-bytes needs a size from 1 to 1e15 bytes.")};
    }
    const perf::GroupShape group = perf::groupOf(hw, hw.gpus(), 1);
    const perf::CollectiveCost cost = perf::costCollective(hw, *c, bytes, group);
    if (!cost.possible) {
        throw UsageError{CliText::tr("The nodes have no compute-fabric link: GPUs on different "
                                     "nodes cannot reach each other.")};
    }
    if (p.isSet(o.json)) {
        nlohmann::json j = perf::collectiveToJson(*c, bytes, group, hw.nodes, cost);
        j["hardware"] = perf::hardwareToJson(hw);
        printOut(j.dump(1) + "\n");
    } else {
        printOut(perf::hardwareToText(hw) +
                 perf::collectiveToText(*c, bytes, group, hw.nodes, cost));
    }
    return Ok;
}

nlohmann::json training(const QCommandLineParser& p, const PerfOptions& o,
                        const perf::HardwareView& hw, const sizing::TrainingProfile& t,
                        std::string& text)
{
    perf::SearchOptions options;
    options.top = positiveInt(p, o.top, 5);
    if (p.isSet(o.plan)) {
        options.fixed = trainingPlan(p.value(o.plan));
    }
    const perf::PlanSearch search = perf::searchPlans(hw, perf::trainingSetupOf(t), options);
    if (!search.problem.empty()) {
        throw UsageError{QStringLiteral("--plan: %1").arg(QString::fromStdString(search.problem))};
    }
    if (search.plans.empty()) {
        throw UsageError{
            CliText::tr("No plan can run this model on %n GPU(s).", nullptr, hw.gpus())};
    }
    text += "Training:\n" + perf::trainingToText(search);
    return perf::trainingToJson(search);
}

std::optional<perf::InferencePlan> inferencePlan(const QCommandLineParser& p, const PerfOptions& o)
{
    if (!p.isSet(o.plan)) {
        return std::nullopt;
    }
    const perf::ParallelPlan plan = trainingPlan(p.value(o.plan));
    return perf::InferencePlan{plan.tp, plan.pp};
}

nlohmann::json inference(const QCommandLineParser& p, const PerfOptions& o,
                         const perf::HardwareView& hw, const sizing::InferenceProfile& i,
                         std::string& text)
{
    const perf::InferenceSetup setup = perf::inferenceSetupOf(i);
    const std::optional<perf::InferencePlan> fixed = inferencePlan(p, o);
    if (fixed) {
        if (std::string e = perf::inferencePlanProblem(setup, *fixed, hw.gpus()); !e.empty()) {
            throw UsageError{QStringLiteral("--plan: %1").arg(QString::fromStdString(e))};
        }
    }
    const auto plans = perf::searchInference(hw, setup, fixed, positiveInt(p, o.top, 5));
    text += "Inference:\n" + perf::inferenceToText(plans);
    return perf::inferenceToJson(plans);
}

int workload(const QCommandLineParser& p, const PerfOptions& o, const perf::HardwareView& hw)
{
    const QStringList files = p.positionalArguments();
    if (files.size() != 1) {
        throw UsageError{CliText::tr("Name exactly one workload file, or give --collective; see "
                                     "--help.")};
    }
    const sizing::Workload w = readWorkload(files.front());
    std::string text = perf::hardwareToText(hw);
    nlohmann::json j = {{"format", "clustersmith-perf"},
                        {"format_version", 1},
                        {"workload", w.name},
                        {"hardware", perf::hardwareToJson(hw)}};
    if (w.training) {
        j.update(training(p, o, hw, *w.training, text));
    }
    if (w.inference) {
        nlohmann::json served = inference(p, o, hw, *w.inference, text);
        j["inference"] = served["inference"];
        j[w.training ? "inference_plans" : "plans"] = served["plans"];
    }
    if (w.hpc || w.throughput) {
        const perf::WorkEstimate e = perf::estimateWork(w, hw.gpu, hw.gpus());
        if (!e.runs()) {
            throw UsageError{QString::fromStdString(e.problem)};
        }
        text += perf::workToText(e);
        j["work"] = perf::workToJson(e);
    }
    printOut(p.isSet(o.json) ? j.dump(1) + "\n" : text);
    return Ok;
}

} // namespace

int runPerf(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "perf WORKLOAD.json (--design FILE | --node PART_ID --nodes N) [--plan PLAN] [--top N] "
        "[--json]\n"
        "perf --collective NAME --message-bytes B (--design FILE | --node PART_ID --nodes N) "
        "[--json]:\n"
        "predicts training step time, tokens/s and MFU for the best parallelism plans, serving "
        "throughput and latency, or one collective's time, from the GPUs, the scale-up domain "
        "and the fabric (docs/performance-model.md)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("WORKLOAD"),
                                 CliText::tr("A workload file (.json)."));
    const PerfOptions o;
    parser.addOptions(
        {o.design, o.node, o.nodes, o.plan, o.top, o.json, o.collective, o.messageBytes});
    if (const std::optional<int> done = parseOrFinish(parser, args)) {
        return *done;
    }
    try {
        const perf::HardwareView hw = hardwareOf(parser, o);
        return parser.isSet(o.collective) ? collective(parser, o, hw) : workload(parser, o, hw);
    } catch (const UsageError& e) {
        printError(e.message);
    } catch (const catalog::CatalogError& e) {
        printError(QString::fromStdString(e.what()));
    }
    return UsageOrInputError;
}

} // namespace cs::cli
