#include "commands.h"
#include "io/designfile.h"
#include "io/formaterror.h"
#include "output.h"
#include "tco/tco.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace cs::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("cli", text);
}

struct TcoOptions
{
    QCommandLineOption json{QStringLiteral("json"),
                            tr("Print JSON with monthly and yearly flows.")};
    QCommandLineOption years{QStringLiteral("years"), tr("The horizon in years (default 5)."),
                             QStringLiteral("N")};
    QCommandLineOption set{QStringLiteral("set"),
                           tr("Override an assumption for this run (keys in docs/tco.md); "
                              "repeatable."),
                           QStringLiteral("KEY=VALUE")};
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
            throw UsageError{
                tr("--years needs a whole number from 1 to 30, not \"%1\".").arg(p.value(o.years))};
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

QString sentenceFor(const FormatError& e)
{
    if (e.message().contains(QStringLiteral("not known"))) {
        return tr("\"%1\" is not a TCO assumption; see docs/tco.md for the keys.")
            .arg(keyOf(e.path()));
    }
    return tr("%1: %2").arg(keyOf(e.path()), e.message());
}

int tco(const QCommandLineParser& p, const TcoOptions& o)
{
    const QStringList files = p.positionalArguments();
    if (files.size() != 1) {
        throw UsageError{tr("Name exactly one design file; see --help.")};
    }
    DesignLoadResult loaded = loadDesignFile(files.front());
    if (!loaded.ok()) {
        throw UsageError{loaded.error->toString()};
    }
    const Design& design = *loaded.design;
    tco::TcoResult result;
    try {
        const tco::TcoAssumptions a = tco::tcoAssumptionsWithOverrides(design, overridesOf(p, o));
        result = tco::computeTco(design, a, catalogCloudOffers());
    } catch (const FormatError& e) {
        throw UsageError{sentenceFor(e)};
    }
    if (p.isSet(o.json)) {
        printOut(tco::tcoToJson(result, true).dump(1) + "\n");
    } else {
        printOut(tco::tcoToText(result));
    }
    return Ok;
}

} // namespace

int runTco(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("tco FILE [--json] [--years N] [--set KEY=VALUE ...]: the cost of building the design, "
           "renting the same GPUs in the cloud, or both (docs/tco.md)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("A design file (.cluster.json)."));
    const TcoOptions options;
    parser.addOptions({options.json, options.years, options.set});
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
