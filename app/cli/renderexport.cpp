#include "renderexport.h"

#include "designreport.h"
#include "diagramexport.h"
#include "localcatalog.h"

#include <QGuiApplication>

namespace cs::cli {

std::optional<QString> writeReport(const Design& design, const QString& path,
                                   const ReportSettings& settings)
{
    report::ReportOptions options;
    options.paper = settings.paper.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0
                        ? report::Paper::Letter
                        : report::Paper::A4;
    options.language = settings.language;
    options.cloudOffers = localCatalogParts(PartKind::CloudOffer);
    options.catalogGpus = localCatalogParts(PartKind::Gpu);
    return report::exportReportPdf(design, options, path);
}

std::optional<QString> writeDiagrams(const Design& design, const QString& dir, bool png)
{
    return render::exportDiagrams(design, dir,
                                  png ? render::ImageFormat::Png : render::ImageFormat::Svg)
        .error;
}

namespace {

QtMessageHandler gPreviousHandler = nullptr;

// Without a display the platform plugin notes that XDG_RUNTIME_DIR is unset;
// that note is noise on the command line, whose errors are one sentence.
void quietPlatformNotes(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR"))) {
        return;
    }
    gPreviousHandler(type, context, message);
}

bool drawingRequested(int argc, char** argv)
{
    for (int i = 2; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        for (const char* option : {"--pdf", "--svg", "--png"}) {
            if (arg == option || arg.startsWith(QByteArray(option) + '=')) {
                return true;
            }
        }
    }
    return false;
}

} // namespace

std::unique_ptr<QCoreApplication> makeApplication(const QString& command, int& argc, char** argv)
{
    if (command != QLatin1String("export") || !drawingRequested(argc, argv)) {
        return std::make_unique<QCoreApplication>(argc, argv);
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    gPreviousHandler = qInstallMessageHandler(quietPlatformNotes);
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace cs::cli
