#include "commands.h"
#include "io/designfile.h"
#include "io/formaterror.h"
#include "localcatalog.h"
#include "output.h"
#include "report/unitcosttext.h"
#include "tco/comparison.h"
#include "tco/scenario.h"
#include "tco/tco.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

namespace cs::cli {

namespace {

struct TcoOptions
{
    QCommandLineOption json{QStringLiteral("json"),
                            CliText::tr("Print JSON with monthly and yearly flows.")};
    QCommandLineOption years{QStringLiteral("years"),
                             CliText::tr("The horizon in years (default 5)."), QStringLiteral("N")};
    QCommandLineOption set{QStringLiteral("set"),
                           CliText::tr("Override an assumption for this run (keys in docs/tco.md); "
                                       "repeatable."),
                           QStringLiteral("KEY=VALUE")};
    QCommandLineOption scenario{
        QStringLiteral("scenario"),
        CliText::tr("Cost one of the design's scenarios instead of the design "
                    "(docs/tco.md)."),
        QStringLiteral("NAME")};
};

std::vector<std::string> overridesOf(const QCommandLineParser& p, const TcoOptions& o)
{
    std::vector<std::string> kv;
    for (const QString& s : p.values(o.set)) {
        kv.push_back(s.toStdString());
    }
    if (p.isSet(o.years)) {
        bool ok = false;
        const int n = p.value(o.years).toInt(&ok);
        if (!ok || n < 1 || n > 30) {
            throw UsageError{CliText::tr("--years needs a whole number from 1 to 30, not \"%1\".")
                                 .arg(p.value(o.years))};
        }
        kv.push_back("horizon_years=" + std::to_string(n));
    }
    return kv;
}

// The part after "$.assumptions.tco." names the key the user wrote.
QString keyOf(const std::string& path)
{
    const std::string prefix = "$.assumptions.tco.";
    return QString::fromStdString(path.rfind(prefix, 0) == 0 ? path.substr(prefix.size()) : path);
}

QString sentenceFor(const FormatError& e, const QString& file)
{
    if (e.path().rfind("$.assumptions.scenarios", 0) == 0) {
        return CliText::tr("%1: at %2: %3")
            .arg(file, QString::fromStdString(e.path()), e.message());
    }
    if (e.message().contains(QStringLiteral("not known"))) {
        return CliText::tr("\"%1\" is not a TCO assumption; see docs/tco.md for the keys.")
            .arg(keyOf(e.path()));
    }
    return CliText::tr("%1: %2").arg(keyOf(e.path()), e.message());
}

int tco(const QCommandLineParser& p, const TcoOptions& o)
{
    const QStringList files = p.positionalArguments();
    if (files.size() != 1) {
        throw UsageError{CliText::tr("Name exactly one design file; see --help.")};
    }
    DesignLoadResult loaded = loadDesignFile(files.front());
    if (!loaded.ok()) {
        throw UsageError{loaded.error->toString()};
    }
    tco::TcoResult result;
    try {
        const tco::ScenarioDesign side =
            p.isSet(o.scenario)
                ? tco::resolveScenario(*loaded.design, p.value(o.scenario).toStdString(),
                                       files.front(), localCatalogParts())
                : tco::baseScenario(*loaded.design);
        const tco::TcoAssumptions a = tcoAssumptionsFromJson(
            withKeysOver(side.tcoSection, tco::overridesToJson(overridesOf(p, o))));
        result = tco::computeTco(side.design, a, localCatalogParts(PartKind::CloudOffer));
    } catch (const FormatError& e) {
        throw UsageError{sentenceFor(e, files.front())};
    }
    if (p.isSet(o.json)) {
        printOut(tco::tcoToJson(result, true).dump(1) + "\n");
    } else {
        printOut(tco::tcoToText(result) + networkUnitCostText(result));
    }
    return Ok;
}

// A short column label: the file name without ".cluster.json".
std::string labelOf(const QString& file)
{
    QString name = QFileInfo(file).fileName();
    for (const QString& suffix : {QStringLiteral(".cluster.json"), QStringLiteral(".json")}) {
        if (name.endsWith(suffix)) {
            name.chop(suffix.size());
            break;
        }
    }
    return name.toStdString();
}

Design loadOrThrow(const QString& file)
{
    DesignLoadResult loaded = loadDesignFile(file);
    if (!loaded.ok()) {
        throw UsageError{loaded.error->toString()};
    }
    return std::move(*loaded.design);
}

std::vector<tco::ScenarioDesign> sidesOf(const QCommandLineParser& p, const TcoOptions& o)
{
    const QStringList files = p.positionalArguments();
    if (files.isEmpty()) {
        throw UsageError{CliText::tr("Name at least one design file; see --help.")};
    }
    std::vector<tco::ScenarioDesign> sides;
    const nlohmann::json overrides = tco::overridesToJson(overridesOf(p, o));
    std::optional<Design> first;
    for (const QString& file : files) {
        Design design = loadOrThrow(file);
        sides.push_back(tco::baseScenario(design, labelOf(file)));
        if (!first) {
            first = std::move(design);
        }
    }
    for (const QString& name : p.values(o.scenario)) {
        try {
            sides.push_back(tco::resolveScenario(*first, name.toStdString(), files.front(),
                                                 localCatalogParts()));
        } catch (const FormatError& e) {
            throw UsageError{sentenceFor(e, files.front())};
        }
    }
    if (sides.size() < 2) {
        throw UsageError{
            CliText::tr("Name two design files, or one with --scenario NAME; see --help.")};
    }
    for (auto& side : sides) {
        side.tcoSection = withKeysOver(side.tcoSection, overrides);
    }
    return sides;
}

int compare(const QCommandLineParser& p, const TcoOptions& o)
{
    const std::vector<tco::ScenarioDesign> sides = sidesOf(p, o);
    tco::Comparison comparison;
    try {
        comparison = tco::compareScenarios(sides, localCatalogParts(PartKind::CloudOffer));
    } catch (const FormatError& e) {
        throw UsageError{sentenceFor(e, p.positionalArguments().front())};
    }
    printOut(p.isSet(o.json)
                 ? QString::fromStdString(tco::comparisonToJson(comparison).dump(1) + "\n")
                 : tco::comparisonToText(comparison));
    return Ok;
}

} // namespace

int runTco(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "tco FILE [--json] [--years N] [--set KEY=VALUE ...] [--scenario NAME]: the cost of "
        "building the design, "
        "renting the same GPUs in the cloud, or both (docs/tco.md)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 CliText::tr("A design file (.cluster.json)."));
    const TcoOptions options;
    parser.addOptions({options.json, options.years, options.set, options.scenario});
    if (const std::optional<int> done = parseOrFinish(parser, args)) {
        return *done;
    }
    try {
        return tco(parser, options);
    } catch (const UsageError& e) {
        printError(e.message);
    }
    return UsageOrInputError;
}

} // namespace cs::cli

namespace cs::cli {

int runCompare(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "compare FILE [FILE ...] [--scenario NAME ...] [--json] [--years N] [--set KEY=VALUE "
        "...]: designs and the first design's scenarios side by side, with the differences "
        "to the first (docs/tco.md)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 CliText::tr("Design files (.cluster.json)."));
    const TcoOptions options;
    parser.addOptions({options.json, options.years, options.set, options.scenario});
    if (const std::optional<int> done = parseOrFinish(parser, args)) {
        return *done;
    }
    try {
        return compare(parser, options);
    } catch (const UsageError& e) {
        printError(e.message);
    }
    return UsageOrInputError;
}

} // namespace cs::cli
