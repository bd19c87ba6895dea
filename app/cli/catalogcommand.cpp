#include "catalog.h"
#include "commands.h"
#include "io/partcodec.h"
#include "output.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace cs::cli {

namespace {

nlohmann::json listEntry(const Part& p)
{
    nlohmann::json entry = partToJson(p);
    entry["estimate"] = !p.estimates.empty() || (p.price && p.price->estimate);
    return entry;
}

QString textRow(const Part& p)
{
    const bool estimate = !p.estimates.empty() || (p.price && p.price->estimate);
    return QStringLiteral("%1  %2  %3  %4%5\n")
        .arg(QString::fromStdString(p.id), -36)
        .arg(QString::fromLatin1(partKindName(p.kind)), -12)
        .arg(QString::fromStdString(p.vendor), -16)
        .arg(QString::fromStdString(p.name))
        .arg(estimate ? QStringLiteral(" (estimate)") : QString());
}

} // namespace

int runCatalog(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cli", "catalog list: lists the parts of the bundled and the user catalog."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("list"), QStringLiteral("List parts."));
    QCommandLineOption kindOption(
        QStringLiteral("kind"),
        QCoreApplication::translate("cli", "Only parts of KIND (gpu, gpu_server, switch, ...)."),
        QStringLiteral("KIND"));
    QCommandLineOption jsonOption(QStringLiteral("json"),
                                  QCoreApplication::translate("cli", "Print JSON."));
    parser.addOptions({kindOption, jsonOption});
    if (const std::optional<int> done = parseOrFinish(parser, args)) {
        return *done;
    }
    if (parser.positionalArguments() != QStringList{QStringLiteral("list")}) {
        printError(
            QCoreApplication::translate("cli", "Use \"catalog list\"; see \"catalog --help\"."));
        return UsageOrInputError;
    }
    std::optional<PartKind> kind;
    if (parser.isSet(kindOption)) {
        kind = partKindFromName(parser.value(kindOption).toStdString());
        if (!kind) {
            printError(QCoreApplication::translate(
                           "cli", "\"%1\" is not a part kind; use one of gpu, "
                                  "gpu_server, server, cpu, nic, switch, transceiver, "
                                  "cable, storage, rack, pdu, cooling, cloud_offer.")
                           .arg(parser.value(kindOption)));
            return UsageOrInputError;
        }
    }
    try {
        catalog::Catalog catalog(catalog::Catalog::defaultBundledPath(),
                                 catalog::Catalog::defaultUserPath());
        for (const QString& notice : catalog.notices()) {
            printError(notice);
        }
        const std::vector<Part> parts = catalog.parts(kind);
        if (parser.isSet(jsonOption)) {
            nlohmann::json list = nlohmann::json::array();
            for (const Part& p : parts) {
                list.push_back(listEntry(p));
            }
            printOut(list.dump(1) + "\n");
        } else {
            for (const Part& p : parts) {
                printOut(textRow(p));
            }
        }
    } catch (const catalog::CatalogError& e) {
        printError(QString::fromStdString(e.what()));
        return UsageOrInputError;
    }
    return Ok;
}

} // namespace cs::cli
