#include "commands.h"
#include "io/designfile.h"
#include "output.h"
#include "renderexport.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace cs::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("cli", text);
}

struct ExportOptions
{
    QCommandLineOption pdf{QStringLiteral("pdf"), tr("Write the design report as PDF."),
                           QStringLiteral("FILE")};
    QCommandLineOption paper{QStringLiteral("paper"),
                             tr("Paper for the PDF: a4 (default) or letter."),
                             QStringLiteral("SIZE"), QStringLiteral("a4")};
    QCommandLineOption lang{QStringLiteral("lang"),
                            tr("Language of the PDF: en (default) or zh_CN."),
                            QStringLiteral("LANG"), QStringLiteral("en")};
    QCommandLineOption svg{
        QStringLiteral("svg"),
        tr("Write rack elevations, floor layout and fabric diagrams as SVG into DIR."),
        QStringLiteral("DIR")};
    QCommandLineOption png{QStringLiteral("png"), tr("Write the same diagrams as PNG into DIR."),
                           QStringLiteral("DIR")};
};

int exportFiles(const QCommandLineParser& p, const ExportOptions& o)
{
    const QStringList files = p.positionalArguments();
    if (files.size() != 1) {
        throw UsageError{tr("Name exactly one design file; see --help.")};
    }
    RenderExportRequest request{p.value(o.pdf), p.value(o.paper), p.value(o.lang), p.value(o.svg),
                                p.value(o.png)};
    if (!request.any()) {
        throw UsageError{tr("Say what to export (--pdf, --svg or --png); see --help.")};
    }
    DesignLoadResult loaded = loadDesignFile(files.front());
    if (!loaded.ok()) {
        throw UsageError{loaded.error->toString()};
    }
    runRenderExport(*loaded.design, request);
    return Ok;
}

} // namespace

int runExport(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("export FILE [--pdf OUT.pdf] [--paper a4|letter] [--lang "
                                        "en|zh_CN] [--svg DIR] [--png DIR]: "
                                        "the design report and diagrams."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("A design file (.cluster.json)."));
    const ExportOptions options;
    parser.addOptions({options.pdf, options.paper, options.lang, options.svg, options.png});
    if (const std::optional<int> done = parseOrFinish(parser, args)) {
        return *done;
    }
    try {
        return exportFiles(parser, options);
    } catch (const UsageError& e) {
        printError(e.message);
    }
    return UsageOrInputError;
}

} // namespace cs::cli
