#include "catalog.h"
#include "commands.h"
#include "generator/generator.h"
#include "io/designfile.h"
#include "io/formaterror.h"
#include "jsonfiles.h"
#include "output.h"
#include "sizing/sizingreport.h"
#include "sizing/workload.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <limits>
#include <optional>

namespace cs::cli {

namespace {

struct SizeOptions
{
    QCommandLineOption json{QStringLiteral("json"), CliText::tr("Print JSON.")};
    QCommandLineOption top{QStringLiteral("top"), CliText::tr("List only the N cheapest options."),
                           QStringLiteral("N")};
    QCommandLineOption explain{
        QStringLiteral("explain"),
        CliText::tr("Show the reasoning for every listed option, not only the "
                    "cheapest.")};
    QCommandLineOption generate{
        QStringLiteral("generate"),
        CliText::tr("Generate the cheapest recommended option the generator can build as a "
                    "cluster design into FILE, with the workload in it."),
        QStringLiteral("FILE")};
    QCommandLineOption firstEstimate{
        QStringLiteral("first-estimate"),
        CliText::tr("Size by the closed-form first estimate only (the workload's MFU, 40% by "
                    "default), without the performance model.")};
};

std::size_t topOf(const QCommandLineParser& p, const SizeOptions& o)
{
    if (!p.isSet(o.top)) {
        return std::numeric_limits<std::size_t>::max();
    }
    bool ok = false;
    const int n = p.value(o.top).toInt(&ok);
    if (!ok || n < 1) {
        throw UsageError{CliText::tr("--top needs a whole number of at least 1, not \"%1\".")
                             .arg(p.value(o.top))};
    }
    return static_cast<std::size_t>(n);
}

std::optional<Design> generateOption(const sizing::SizingOption& option,
                                     const catalog::Catalog& local,
                                     const sizing::Workload& workload)
{
    generator::ClusterSpec spec = sizing::clusterSpecFor(option, workload);
    spec.supplyPartIds = generator::supplyPartIds(local.parts());
    try {
        return generator::generateCluster(spec,
                                          [&](const std::string& id) { return local.part(id); });
    } catch (const generator::GeneratorError& e) {
        printError(CliText::tr("Option %1, %2 × %3, cannot be generated: %4")
                       .arg(option.rank)
                       .arg(QString::number(option.nodes), QString::fromStdString(option.node.name),
                            e.message()));
    }
    return std::nullopt;
}

// The cheapest recommended option the generator can build, with the workload
// embedded; options it cannot build are named on stderr and passed over.
int generateBest(const sizing::SizingReport& report, const catalog::Catalog& local,
                 const QString& path, const sizing::Workload& workload)
{
    for (const sizing::SizingOption& option : report.options) {
        if (!option.viable()) {
            break;
        }
        std::optional<Design> generated = generateOption(option, local, workload);
        if (!generated) {
            continue;
        }
        Design& design = *generated;
        sizing::Workload embedded = workload;
        embedded.name = embedded.name.empty() ? design.name : embedded.name;
        design.workloads = {std::move(embedded)};
        if (const auto error = saveDesignFile(design, path)) {
            printError(error->toString());
            return UsageOrInputError;
        }
        printOut(CliText::tr("Wrote %1: option %2, %3 × %4, %5, %6, %7.\n")
                     .arg(path)
                     .arg(option.rank)
                     .arg(option.nodes)
                     .arg(QString::fromStdString(option.node.name))
                     .arg(CliText::tr("%n GPUs", nullptr, option.gpus))
                     .arg(CliText::tr("%n devices", nullptr, int(design.devices().size())))
                     .arg(CliText::tr("%n links", nullptr, int(design.links().size()))));
        return Ok;
    }
    throw UsageError{CliText::tr("No recommended option can be generated; see the reasons above.")};
}

int size(const QCommandLineParser& p, const SizeOptions& o)
{
    const QStringList files = p.positionalArguments();
    if (files.size() != 1) {
        throw UsageError{CliText::tr("Name exactly one workload file; see --help.")};
    }
    const std::size_t top = topOf(p, o);
    const sizing::Workload workload = readWorkload(files.front());
    catalog::Catalog local(catalog::Catalog::defaultBundledPath(),
                           catalog::Catalog::defaultUserPath());
    const sizing::SizingReport report =
        sizing::sizeWorkload(workload, local.parts(),
                             p.isSet(o.firstEstimate) ? sizing::SizingMethod::FirstEstimate
                                                      : sizing::SizingMethod::Modelled);
    if (p.isSet(o.json)) {
        printOut(sizing::sizingReportToJson(report, top).dump(1) + "\n");
    } else {
        printOut(sizing::sizingReportToText(report, top, p.isSet(o.explain)));
    }
    if (report.viableOptions() == 0) {
        printError(CliText::tr("No accelerator in the catalog can run %1; see the reasons above.")
                       .arg(files.front()));
        return DesignHasErrors;
    }
    if (p.isSet(o.generate)) {
        return generateBest(report, local, p.value(o.generate), workload);
    }
    return Ok;
}

} // namespace

int runSize(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "size WORKLOAD.json [--json] [--top N] [--explain] [--first-estimate] "
        "[--generate OUT.cluster.json]:\n"
        "sizes a training or inference workload (docs/workload-format.md) on every suitable "
        "accelerator in the catalog, checks each option with the performance model on the "
        "fabric the generator builds, and ranks the options that meet the target by hardware "
        "cost."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("WORKLOAD"),
                                 CliText::tr("A workload file (.json)."));
    const SizeOptions options;
    parser.addOptions(
        {options.json, options.top, options.explain, options.generate, options.firstEstimate});
    if (const std::optional<int> done = parseOrFinish(parser, args)) {
        return *done;
    }
    try {
        return size(parser, options);
    } catch (const UsageError& e) {
        printError(e.message);
    } catch (const generator::GeneratorError& e) {
        printError(e.message());
    } catch (const catalog::CatalogError& e) {
        printError(QString::fromStdString(e.what()));
    }
    return UsageOrInputError;
}

} // namespace cs::cli
