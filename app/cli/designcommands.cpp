#include "catalog.h"
#include "commands.h"
#include "io/designfile.h"
#include "localcatalog.h"
#include "model/snapshotdiff.h"
#include "output.h"
#include "report/evaluation.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace cs::cli {

namespace {

// Parses "SUBCOMMAND FILE [--json]". Returns the file, or an empty string after
// printing help or a usage error (exitCode tells which).
QString parseFileArgs(const QStringList& args, const QString& description, bool withJson,
                      bool& json, int& exitCode)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 CliText::tr("A design file (.cluster.json)."));
    QCommandLineOption jsonOption(QStringLiteral("json"), CliText::tr("Print JSON."));
    if (withJson) {
        parser.addOption(jsonOption);
    }
    exitCode = UsageOrInputError;
    if (!parser.parse(args)) {
        printError(parser.errorText());
        return {};
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        exitCode = Ok;
        return {};
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        printError(CliText::tr("Name exactly one design file; see --help."));
        return {};
    }
    json = withJson && parser.isSet(jsonOption);
    return files.front();
}

std::optional<Design> loadOrReport(const QString& file)
{
    DesignLoadResult loaded = loadDesignFile(file);
    if (!loaded.ok()) {
        printError(loaded.error->toString());
        return std::nullopt;
    }
    return std::move(loaded.design);
}

} // namespace

int runValidate(const QStringList& args)
{
    bool json = false;
    int exitCode = Ok;
    const QString file =
        parseFileArgs(args, CliText::tr("validate FILE: loads, migrates and checks a design file."),
                      false, json, exitCode);
    if (file.isEmpty()) {
        return exitCode;
    }
    const std::optional<Design> design = loadOrReport(file);
    if (!design) {
        return UsageOrInputError;
    }
    reportSnapshotDifferences(*design);
    const Evaluation evaluation = evaluate(*design);
    for (const Finding& f : evaluation.analysis.findings) {
        printOut(QStringLiteral("%1: %2: %3\n")
                     .arg(QString::fromLatin1(toName(f.severity)), QString::fromStdString(f.code),
                          f.message));
    }
    if (evaluation.hasErrors()) {
        return DesignHasErrors;
    }
    printOut(CliText::tr("%1 is a valid design.\n").arg(file));
    return Ok;
}

int runEvaluate(const QStringList& args)
{
    bool json = false;
    int exitCode = Ok;
    const QString file =
        parseFileArgs(args, CliText::tr("evaluate FILE [--json]: reports what a design delivers."),
                      true, json, exitCode);
    if (file.isEmpty()) {
        return exitCode;
    }
    const std::optional<Design> design = loadOrReport(file);
    if (!design) {
        return UsageOrInputError;
    }
    const Evaluation evaluation = evaluate(*design, localCatalogParts(PartKind::CloudOffer),
                                           localCatalogParts(PartKind::Gpu));
    if (json) {
        printOut(evaluationToJson(evaluation).dump(1) + "\n");
    } else {
        printOut(evaluationToText(evaluation));
    }
    return evaluation.hasErrors() ? DesignHasErrors : Ok;
}

} // namespace cs::cli
