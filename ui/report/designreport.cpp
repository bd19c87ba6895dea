#include "designreport.h"

#include "i18n/translation.h"

#include "pagewriter.h"
#include "reporttr.h"
#include "sections.h"

#include <QBuffer>
#include <QDir>
#include <QFontDatabase>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTranslator>

#include <memory>

namespace cs::report {

using render::Report;

namespace {

// The report's translation, installed while the report is written.
class LanguageScope
{
public:
    LanguageScope(const QString& language, const QString& firstDir)
    {
        QStringList dirs = i18n::translationDirs();
        if (!firstDir.isEmpty()) {
            dirs.prepend(firstDir);
        }
        // English overrides whatever translation the application has installed.
        std::unique_ptr<QTranslator> translator = language == QLatin1String("en")
                                                      ? i18n::englishTranslator(dirs)
                                                      : i18n::loadTranslation(language, dirs);
        if (translator && QCoreApplication::installTranslator(translator.get())) {
            mTranslator = std::move(translator);
        }
    }
    ~LanguageScope()
    {
        if (mTranslator) {
            QCoreApplication::removeTranslator(mTranslator.get());
        }
    }
    LanguageScope(const LanguageScope&) = delete;
    LanguageScope& operator=(const LanguageScope&) = delete;

private:
    std::unique_ptr<QTranslator> mTranslator;
};

QPageSize pageSizeOf(Paper paper)
{
    return QPageSize(paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4);
}

// Every section in order. The cover lists the others with their pages.
Contents writeSections(PageWriter& w, const ReportData& d, const Contents& contents)
{
    writeCover(w, d, contents);
    writeElevations(w, d);
    writeFloorLayout(w, d);
    writeFabrics(w, d);
    writeBillOfMaterials(w, d);
    writePowerAndCooling(w, d);
    writeFindings(w, d);
    writePerformance(w, d);
    writeTco(w, d);
    writeOperations(w, d);
    writeCommissioning(w, d);
    writeAssumptions(w, d);
    Contents out;
    for (const auto& [title, page] : w.sections()) {
        if (page > 1) { // the cover's own heading is not listed
            out.emplace_back(title, page);
        }
    }
    return out;
}

struct Pass
{
    Contents contents;
    int pages = 0;
};

Pass writePass(const ReportData& d, QIODevice& device, const PageFrame& frame,
               const Contents& contents)
{
    QPdfWriter writer(&device);
    writer.setPageSize(pageSizeOf(d.options.paper));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Point);
    writer.setPageOrientation(QPageLayout::Portrait);
    writer.setResolution(static_cast<int>(render::kPointsPerInch));
    writer.setTitle(Report::tr("%1 — design report").arg(frame.designName));
    writer.setCreator(QStringLiteral("Clustersmith"));
    QPainter painter(&writer);
    painter.setRenderHint(QPainter::Antialiasing);
    PageWriter w(writer, painter, d.style, frame);
    Pass pass;
    pass.contents = writeSections(w, d, contents);
    pass.pages = w.page();
    painter.end();
    return pass;
}

} // namespace

int writeReportPdf(const Design& design, const ReportOptions& options, QIODevice& device)
{
    const LanguageScope language(options.language, options.translationsDir);
    ReportData data(design, options);
    if (!QFontDatabase::hasFamily(data.style.fontFamily)) {
        data.style.fontFamily = QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
    }
    PageFrame frame{QString::fromStdString(design.name), data.format.date(options.date), 0};
    // The first pass counts the pages and finds where each section starts; the
    // second writes "Page n of m" and the contents with those numbers. The
    // first lists the sections with no page yet so the cover is as tall.
    QBuffer scratch;
    scratch.open(QIODevice::WriteOnly);
    const Pass first = writePass(data, scratch, frame, Contents(10, {QStringLiteral("-"), 0}));
    frame.totalPages = first.pages;
    return writePass(data, device, frame, first.contents).pages;
}

std::optional<QString> exportReportPdf(const Design& design, const ReportOptions& options,
                                       const QString& path)
{
    if (options.language == QLatin1String("zh_CN") &&
        !QFontDatabase::hasFamily(render::RenderStyle::defaultCjkFontFamily())) {
        return Report::tr("The Chinese report needs the font %1 (Debian package fonts-noto-cjk); "
                          "install it and "
                          "export again.")
            .arg(render::RenderStyle::defaultCjkFontFamily());
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return Report::tr("Cannot write %1: %2.")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    }
    writeReportPdf(design, options, file);
    if (!file.commit()) {
        return Report::tr("Cannot write %1: %2.")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    }
    return std::nullopt;
}

} // namespace cs::report
