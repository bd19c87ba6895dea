#include "analysis/analysis.h"
#include "catalog.h"
#include "commands.h"
#include "generator/generator.h"
#include "io/designfile.h"
#include "jsonfiles.h"
#include "output.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <algorithm>

namespace cs::cli {

namespace {

struct Options
{
    QCommandLineOption output{{QStringLiteral("o"), QStringLiteral("output")},
                              CliText::tr("Write the design to FILE."),
                              QStringLiteral("FILE")};
    QCommandLineOption spec{
        QStringLiteral("spec"),
        CliText::tr("Read the cluster spec from SPEC.json (docs/generator-spec.md)."),
        QStringLiteral("SPEC")};
    QCommandLineOption node{QStringLiteral("node"), CliText::tr("The node's catalog part id."),
                            QStringLiteral("PART_ID")};
    QCommandLineOption nodes{QStringLiteral("nodes"), CliText::tr("How many nodes."),
                             QStringLiteral("N")};
    QCommandLineOption gpus{QStringLiteral("gpus"),
                            CliText::tr("How many GPUs (rounded up to whole nodes)."),
                            QStringLiteral("N")};
    QCommandLineOption fabric{QStringLiteral("fabric"),
                              CliText::tr("fat-tree (default) or rail-optimized."),
                              QStringLiteral("KIND")};
    QCommandLineOption switchPart{
        QStringLiteral("switch"),
        CliText::tr(
            "The compute switch's part id (default: picked from the catalog by the node's port "
            "speed and protocol)."),
        QStringLiteral("PART_ID")};
    QCommandLineOption oversubscription{QStringLiteral("oversubscription"),
                                        CliText::tr("Leaf down:up ratio R (default 1)."),
                                        QStringLiteral("R")};
    QCommandLineOption planes{
        QStringLiteral("planes"),
        CliText::tr("Independent compute planes each compute port is split across (default 1)."),
        QStringLiteral("N")};
    QCommandLineOption rack{QStringLiteral("rack"),
                            CliText::tr("The rack's part id (default a 48U, 1200 mm rack)."),
                            QStringLiteral("PART_ID")};
    QCommandLineOption rackPower{QStringLiteral("rack-power-kw"),
                                 CliText::tr("Provisioned power per rack over both feeds, in kW."),
                                 QStringLiteral("KW")};
    QCommandLineOption cooling{QStringLiteral("cooling"), CliText::tr("air, rdhx or liquid."),
                               QStringLiteral("METHOD")};
    QCommandLineOption storage{QStringLiteral("storage-tb"),
                               CliText::tr("Shared storage capacity in TB (default none)."),
                               QStringLiteral("TB")};
    QCommandLineOption growth{
        QStringLiteral("growth-percent"),
        CliText::tr("Extra nodes the fabric must take without a new tier, in percent."),
        QStringLiteral("P")};

    QList<QCommandLineOption> flags() const
    {
        return {node,   nodes, gpus,      fabric,  switchPart, oversubscription,
                planes, rack,  rackPower, cooling, storage,    growth};
    }
};

double number(const QCommandLineParser& p, const QCommandLineOption& o)
{
    bool ok = false;
    const double v = p.value(o).toDouble(&ok);
    if (!ok) {
        throw UsageError{
            CliText::tr("--%1 needs a number, not \"%2\".").arg(o.names().constLast(), p.value(o))};
    }
    return v;
}

int whole(const QCommandLineParser& p, const QCommandLineOption& o)
{
    bool ok = false;
    const int v = p.value(o).toInt(&ok);
    if (!ok || v < 1) {
        throw UsageError{CliText::tr("--%1 needs a whole number of at least 1, not \"%2\".")
                             .arg(o.names().constLast(), p.value(o))};
    }
    return v;
}

std::string text(const QCommandLineParser& p, const QCommandLineOption& o)
{
    return p.value(o).toStdString();
}

void readFabricFlags(const QCommandLineParser& p, const Options& o, generator::ClusterSpec& s)
{
    if (p.isSet(o.fabric)) {
        const auto kind = generator::fabricKindFromName(text(p, o.fabric));
        if (!kind) {
            throw UsageError{CliText::tr("--fabric is fat-tree or rail-optimized, not \"%1\".")
                                 .arg(p.value(o.fabric))};
        }
        s.fabric = *kind;
    }
    if (p.isSet(o.switchPart)) {
        s.computeSwitchPartId = text(p, o.switchPart);
    }
    if (p.isSet(o.oversubscription)) {
        s.oversubscription = number(p, o.oversubscription);
    }
    if (p.isSet(o.growth)) {
        s.growthPercent = number(p, o.growth);
    }
    if (p.isSet(o.planes)) {
        s.planes = whole(p, o.planes);
    }
}

void readFacilityFlags(const QCommandLineParser& p, const Options& o, generator::ClusterSpec& s)
{
    if (p.isSet(o.rack)) {
        s.rackPartId = text(p, o.rack);
    }
    if (p.isSet(o.rackPower)) {
        s.rackPowerKw = number(p, o.rackPower);
    }
    if (p.isSet(o.cooling)) {
        s.cooling = generator::coolingChoiceFromName(text(p, o.cooling));
        if (!s.cooling) {
            throw UsageError{CliText::tr("--cooling is air, rdhx or liquid, not \"%1\".")
                                 .arg(p.value(o.cooling))};
        }
    }
    if (p.isSet(o.storage)) {
        s.storageTb = number(p, o.storage);
    }
}

generator::ClusterSpec specFromFlags(const QCommandLineParser& p, const Options& o)
{
    if (!p.isSet(o.node) || p.isSet(o.nodes) == p.isSet(o.gpus)) {
        throw UsageError{
            CliText::tr("Give --spec, or --node with one of --nodes and --gpus; see --help.")};
    }
    generator::ClusterSpec s;
    s.nodePartId = text(p, o.node);
    if (p.isSet(o.nodes)) {
        s.nodes = whole(p, o.nodes);
    } else {
        s.gpus = whole(p, o.gpus);
    }
    readFabricFlags(p, o, s);
    readFacilityFlags(p, o, s);
    return s;
}

generator::ClusterSpec specFromFile(const QString& path)
{
    const nlohmann::json json = readJsonFile(path);
    try {
        return generator::clusterSpecFromJson(json);
    } catch (const generator::GeneratorError& e) {
        throw UsageError{QStringLiteral("%1: %2").arg(path, e.message())};
    }
}

generator::ClusterSpec specOf(const QCommandLineParser& p, const Options& o)
{
    const QList<QCommandLineOption> flags = o.flags();
    const bool anyFlag =
        std::any_of(flags.begin(), flags.end(), [&](const auto& f) { return p.isSet(f); });
    if (p.isSet(o.spec) && anyFlag) {
        throw UsageError{CliText::tr("Give either --spec or the spec flags, not both.")};
    }
    return p.isSet(o.spec) ? specFromFile(p.value(o.spec)) : specFromFlags(p, o);
}

QString summary(const QString& path, const Design& d)
{
    const analysis::AnalysisReport report = analysis::analyze(d);
    const auto count = [&](Severity s) {
        return std::count_if(report.findings.begin(), report.findings.end(),
                             [s](const Finding& f) { return f.severity == s; });
    };
    // One message per count, so that each takes its own singular or plural.
    return CliText::tr("Wrote %1: %2, %3, %4, %5, %6; %7, %8.\n")
        .arg(path)
        .arg(CliText::tr("%n nodes", nullptr, report.compute.nodes))
        .arg(CliText::tr("%n GPUs", nullptr, report.compute.gpus))
        .arg(CliText::tr("%n racks", nullptr, int(d.racks().size())))
        .arg(CliText::tr("%n devices", nullptr, int(d.devices().size())))
        .arg(CliText::tr("%n links", nullptr, int(d.links().size())))
        .arg(CliText::tr("%n errors", nullptr, int(count(Severity::Error))))
        .arg(CliText::tr("%n warnings", nullptr, int(count(Severity::Warning))));
}

int generate(const QCommandLineParser& p, const Options& o)
{
    if (!p.isSet(o.output)) {
        throw UsageError{CliText::tr("Name the output file with -o; see --help.")};
    }
    generator::ClusterSpec spec = specOf(p, o);
    catalog::Catalog local(catalog::Catalog::defaultBundledPath(),
                           catalog::Catalog::defaultUserPath());
    if (spec.supplyPartIds.empty()) {
        spec.supplyPartIds = generator::supplyPartIds(local.parts());
    }
    const Design design =
        generator::generateCluster(spec, [&](const std::string& id) { return local.part(id); });
    if (const auto error = saveDesignFile(design, p.value(o.output))) {
        printError(error->toString());
        return UsageOrInputError;
    }
    printOut(summary(p.value(o.output), design));
    return Ok;
}

} // namespace

int runGenerate(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "generate -o OUT.cluster.json (--spec SPEC.json | --node PART_ID (--nodes N | --gpus N) "
        "[...]):\n"
        "builds a complete, cabled cluster design from a spec (docs/generator-spec.md)."));
    parser.addHelpOption();
    const Options options;
    parser.addOptions({options.output, options.spec});
    parser.addOptions(options.flags());
    if (const std::optional<int> done = parseOrFinish(parser, args)) {
        return *done;
    }
    try {
        return generate(parser, options);
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
