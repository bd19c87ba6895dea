#include "renderexport.h"

#include "designreport.h"
#include "diagramexport.h"
#include "localcatalog.h"
#include "output.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>

#include <unistd.h>

namespace cs::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("cli", text);
}

report::ReportOptions reportOptions(const RenderExportRequest& r)
{
    report::ReportOptions o;
    if (r.paper.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0) {
        o.paper = report::Paper::A4;
    } else if (r.paper.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0) {
        o.paper = report::Paper::Letter;
    } else {
        throw UsageError{tr("--paper takes a4 or letter, not \"%1\".").arg(r.paper)};
    }
    if (r.language != QLatin1String("en") && r.language != QLatin1String("zh_CN")) {
        throw UsageError{tr("--lang takes en or zh_CN, not \"%1\".").arg(r.language)};
    }
    o.language = r.language;
    o.cloudOffers = localCatalogParts(PartKind::CloudOffer);
    return o;
}

void writeDiagrams(const Design& design, const QString& dir, render::ImageFormat format)
{
    const render::DiagramExportResult result = render::exportDiagrams(design, dir, format);
    if (result.error) {
        throw UsageError{*result.error};
    }
    printOut(tr("Wrote %1 diagrams to %2.\n")
                 .arg(result.files.size())
                 .arg(QDir::toNativeSeparators(dir)));
}

} // namespace

bool canRender()
{
    return true;
}

void runRenderExport(const Design& design, const RenderExportRequest& request)
{
    if (!request.pdf.isEmpty()) {
        const report::ReportOptions options = reportOptions(request);
        if (const std::optional<QString> error =
                report::exportReportPdf(design, options, request.pdf)) {
            throw UsageError{*error};
        }
        printOut(tr("Wrote %1.\n").arg(QDir::toNativeSeparators(request.pdf)));
    }
    if (!request.svgDir.isEmpty()) {
        writeDiagrams(design, request.svgDir, render::ImageFormat::Svg);
    }
    if (!request.pngDir.isEmpty()) {
        writeDiagrams(design, request.pngDir, render::ImageFormat::Png);
    }
}

// Without a desktop session there is no XDG_RUNTIME_DIR; Qt then falls back
// to a folder of its own but says so on stderr, which would break the
// command's one-sentence error contract. Give it that folder up front.
static void useQuietRuntimeDir()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        return;
    }
    const QString dir = QDir::tempPath() + QStringLiteral("/runtime-clustersmith-") +
                        QString::number(static_cast<qulonglong>(::getuid()));
    if (QDir().mkpath(dir) &&
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner)) {
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(dir));
    }
}

std::unique_ptr<QCoreApplication> makeApplication(const QString& command, int& argc, char** argv)
{
    if (command == QLatin1String("export")) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
        useQuietRuntimeDir();
        return std::make_unique<QGuiApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace cs::cli
