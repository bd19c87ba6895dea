// export FILE [--pdf F] [--paper a4|letter] [--lang en|zh_CN] [--svg DIR] [--png DIR]
//             [--bom-csv F] [--bom-xlsx F] [--cabling-csv F] [--cabling-xlsx F] [--slurm DIR]
//             [--kubernetes DIR] [--prometheus DIR]
#include "commands.h"
#include "export/exportfiles.h"
#include "i18n/translation.h"
#include "io/designfile.h"
#include "localcatalog.h"
#include "output.h"
#include "renderexport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <functional>
#include <optional>

namespace cs::cli {

namespace {

using exports::ExportSource;

// Writes one export to `path`; returns the sentence saying what failed.
using Writer = std::function<std::optional<QString>(ExportSource&, const QString& path)>;

// One export the command offers: its option, what it is called in messages,
// and how it is written. Adding an export is one more entry in exportTargets().
struct ExportTarget
{
    QCommandLineOption option;
    QString what;
    Writer write;
};

// The report's settings are read after parsing, before any target is written.
std::vector<ExportTarget> exportTargets(const ReportSettings& report)
{
    const QString file = QStringLiteral("FILE");
    const QString dir = QStringLiteral("DIR");
    return {
        {{QStringLiteral("pdf"),
          CliText::tr("Write the design report as PDF (see --paper and --lang)."), file},
         CliText::tr("design report (PDF)"),
         [&report](ExportSource& s, const QString& path) {
             return writeReport(s.design(), path, report);
         }},
        {{QStringLiteral("svg"),
          CliText::tr(
              "Write rack elevations, the floor layout and fabric diagrams as SVG into DIR."),
          dir},
         CliText::tr("diagrams (SVG)"),
         [](ExportSource& s, const QString& path) {
             return writeDiagrams(s.design(), path, false);
         }},
        {{QStringLiteral("png"), CliText::tr("Write the same diagrams as PNG into DIR."), dir},
         CliText::tr("diagrams (PNG)"),
         [](ExportSource& s, const QString& path) {
             return writeDiagrams(s.design(), path, true);
         }},
        {{QStringLiteral("bom-csv"), CliText::tr("Write the bill of materials as CSV."), file},
         CliText::tr("bill of materials (CSV)"),
         exports::writeBomCsv},
        {{QStringLiteral("bom-xlsx"),
          CliText::tr("Write the bill of materials as an Excel workbook."), file},
         CliText::tr("bill of materials (Excel)"),
         exports::writeBomWorkbook},
        {{QStringLiteral("cabling-csv"), CliText::tr("Write the cabling plan as CSV."), file},
         CliText::tr("cabling plan (CSV)"),
         exports::writeCablingCsv},
        {{QStringLiteral("cabling-xlsx"),
          CliText::tr("Write the cabling plan as an Excel workbook."), file},
         CliText::tr("cabling plan (Excel)"),
         exports::writeCablingWorkbook},
        {{QStringLiteral("slurm"),
          CliText::tr("Write topology.conf, slurm-nodes.conf and gres.conf into DIR."),
          QStringLiteral("DIR")},
         CliText::tr("Slurm configuration"),
         exports::writeSlurmFiles},
        {{QStringLiteral("kubernetes"),
          CliText::tr("Write Kubernetes node labels (nodes.yaml) and Kueue's topology "
                      "(kueue.yaml) into DIR."),
          dir},
         CliText::tr("Kubernetes manifests"),
         exports::writeKubernetesFiles},
        {{QStringLiteral("prometheus"),
          CliText::tr("Write Prometheus rules for NVIDIA's DCGM exporter into DIR."), dir},
         CliText::tr("Prometheus alerting rules"),
         exports::writePrometheusFiles},
    };
}

// Paper and language of the report, as the options give them.
struct ReportFlags
{
    QCommandLineOption paper{QStringLiteral("paper"),
                             CliText::tr("Paper for the PDF: a4 (default) or letter."),
                             QStringLiteral("SIZE"), QStringLiteral("a4")};
    // Without --lang the report speaks the command line's language
    // (CLUSTERSMITH_LANG, a Chinese LANG); --lang wins over both.
    QCommandLineOption lang{QStringLiteral("lang"),
                            CliText::tr("Language of the PDF: en or zh_CN (default: the command "
                                        "line's language, en unless CLUSTERSMITH_LANG or LANG "
                                        "asks for Chinese)."),
                            QStringLiteral("LANG"), i18n::commandLineLanguage()};
};

ReportSettings reportSettings(const QCommandLineParser& p, const ReportFlags& o)
{
    const ReportSettings s{p.value(o.paper).toLower(), p.value(o.lang)};
    if (s.paper != QLatin1String("a4") && s.paper != QLatin1String("letter")) {
        throw UsageError{
            CliText::tr("--paper takes a4 or letter, not \"%1\".").arg(p.value(o.paper))};
    }
    if (s.language != QLatin1String("en") && s.language != QLatin1String("zh_CN")) {
        throw UsageError{CliText::tr("--lang takes en or zh_CN, not \"%1\".").arg(s.language)};
    }
    return s;
}

bool samePath(const QString& a, const QString& b)
{
    const QFileInfo x(a);
    const QFileInfo y(b);
    return x.exists() && y.exists() ? x.canonicalFilePath() == y.canonicalFilePath()
                                    : x.absoluteFilePath() == y.absoluteFilePath();
}

// Prices the bill of materials in another currency than the design's.
QCommandLineOption currencyOption()
{
    return {QStringLiteral("currency"),
            CliText::tr(
                "Price the bill of materials and the report in USD or CNY (default: the design's "
                "TCO currency)."),
            QStringLiteral("CODE")};
}

std::optional<std::string> currencyOf(const QCommandLineParser& p)
{
    if (!p.isSet(currencyOption())) {
        return std::nullopt;
    }
    const QString code = p.value(currencyOption()).toUpper();
    if (code != QLatin1String("USD") && code != QLatin1String("CNY")) {
        throw UsageError{
            CliText::tr("--currency needs USD or CNY, not \"%1\".").arg(p.value(currencyOption()))};
    }
    return code.toStdString();
}

int runExports(const QCommandLineParser& p, const std::vector<ExportTarget>& targets)
{
    const QStringList files = p.positionalArguments();
    if (files.size() != 1) {
        throw UsageError{CliText::tr("Name exactly one design file; see --help.")};
    }
    const std::optional<std::string> currency = currencyOf(p);
    std::vector<const ExportTarget*> chosen;
    for (const ExportTarget& t : targets) {
        if (p.isSet(t.option)) {
            if (samePath(p.value(t.option), files.front())) {
                throw UsageError{
                    CliText::tr("%1: the %2 would overwrite the design file; choose another "
                                "name.")
                        .arg(p.value(t.option), t.what)};
            }
            chosen.push_back(&t);
        }
    }
    if (chosen.empty()) {
        throw UsageError{
            CliText::tr("Choose at least one export, such as --bom-csv FILE; see --help.")};
    }
    DesignLoadResult loaded = loadDesignFile(files.front());
    if (!loaded.ok()) {
        throw UsageError{loaded.error->toString()};
    }
    reportSnapshotDifferences(*loaded.design);
    ExportSource source(std::move(*loaded.design), currency);
    for (const ExportTarget* t : chosen) {
        const QString out = p.value(t->option);
        if (std::optional<QString> error = t->write(source, out)) {
            throw UsageError{
                CliText::tr("%1: the %2 was not written: %3").arg(out, t->what, *error)};
        }
        printOut(CliText::tr("Wrote the %1: %2\n").arg(t->what, out));
    }
    for (const QString& warning : source.warnings()) {
        printError(CliText::tr("warning: %1").arg(warning));
    }
    return Ok;
}

} // namespace

int runExport(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "export FILE [--pdf F] [--paper a4|letter] [--lang en|zh_CN] [--svg DIR] [--png DIR] "
        "[--bom-csv F] [--bom-xlsx F] [--cabling-csv F] [--cabling-xlsx F] [--slurm DIR] "
        "[--kubernetes DIR] [--prometheus DIR] [--currency CODE]: the documents buyers, "
        "installers and cluster admins work from "
        "(docs/exports.md)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 CliText::tr("A design file (.cluster.json)."));
    ReportSettings report;
    const std::vector<ExportTarget> targets = exportTargets(report);
    for (const ExportTarget& t : targets) {
        parser.addOption(t.option);
    }
    const ReportFlags reportFlags;
    parser.addOptions({reportFlags.paper, reportFlags.lang});
    parser.addOption(currencyOption());
    if (const std::optional<int> done = parseOrFinish(parser, args)) {
        return *done;
    }
    try {
        report = reportSettings(parser, reportFlags);
        return runExports(parser, targets);
    } catch (const UsageError& e) {
        printError(e.message);
    }
    return UsageOrInputError;
}

} // namespace cs::cli
