#include "exportactions.h"

#include "designreport.h"
#include "diagramexport.h"
#include "document/document.h"
#include "export/exportfiles.h"
#include "i18n/translation.h"
#include "settings/settingskeys.h"

#include <QAction>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QGuiApplication>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QtConcurrent/QtConcurrentRun>

namespace cs::ui {

namespace {

// One entry of the Export menu.
struct Target
{
    ExportKind kind;
    const char* label;  // the menu entry
    const char* what;   // what is written, in messages
    const char* ending; // appended to the design's name for the suggested file
    const char* filter; // empty for a folder
};

constexpr Target kTargets[] = {
    {ExportKind::ReportPdf, QT_TRANSLATE_NOOP("cs::ui::ExportActions", "&PDF report…"),
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "design report"), ".pdf",
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "PDF documents (*.pdf)")},
    {ExportKind::BomCsv, QT_TRANSLATE_NOOP("cs::ui::ExportActions", "&Bill of materials (CSV)…"),
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "bill of materials"), "-bom.csv",
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "CSV files (*.csv)")},
    {ExportKind::BomXlsx, QT_TRANSLATE_NOOP("cs::ui::ExportActions", "Bill of materials (E&xcel)…"),
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "bill of materials"), "-bom.xlsx",
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "Excel workbooks (*.xlsx)")},
    {ExportKind::CablingCsv, QT_TRANSLATE_NOOP("cs::ui::ExportActions", "&Cabling plan (CSV)…"),
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "cabling plan"), "-cabling.csv",
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "CSV files (*.csv)")},
    {ExportKind::CablingXlsx, QT_TRANSLATE_NOOP("cs::ui::ExportActions", "Cabling plan (Exc&el)…"),
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "cabling plan"), "-cabling.xlsx",
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "Excel workbooks (*.xlsx)")},
    {ExportKind::DiagramsSvg, QT_TRANSLATE_NOOP("cs::ui::ExportActions", "Diagrams (&SVG)…"),
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "diagrams"), "", ""},
    {ExportKind::DiagramsPng, QT_TRANSLATE_NOOP("cs::ui::ExportActions", "Diagrams (P&NG)…"),
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "diagrams"), "", ""},
    {ExportKind::Slurm, QT_TRANSLATE_NOOP("cs::ui::ExportActions", "S&lurm configuration…"),
     QT_TRANSLATE_NOOP("cs::ui::ExportActions", "Slurm configuration"), "", ""},
};

const Target& targetOf(ExportKind kind)
{
    for (const Target& t : kTargets) {
        if (t.kind == kind) {
            return t;
        }
    }
    return kTargets[0];
}

bool isFolder(ExportKind kind)
{
    return *targetOf(kind).filter == '\0';
}

QString translated(const char* text)
{
    return QCoreApplication::translate("cs::ui::ExportActions", text);
}

bool samePath(const QString& a, const QString& b)
{
    return !b.isEmpty() && QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

// Runs an export that draws nothing on a worker thread, keeping the window
// painted (but not taking input) until it is done.
std::optional<QString> runAside(std::function<std::optional<QString>()> job)
{
    QFutureWatcher<std::optional<QString>> watcher;
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(QtConcurrent::run(std::move(job)));
    if (!watcher.isFinished()) {
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    }
    watcher.waitForFinished();
    return watcher.result();
}

// The wait cursor and a disabled menu while an export runs.
class BusyScope
{
public:
    explicit BusyScope(QMenu* menu) : mMenu(menu)
    {
        QGuiApplication::setOverrideCursor(Qt::WaitCursor);
        mMenu->setEnabled(false);
    }
    ~BusyScope()
    {
        mMenu->setEnabled(true);
        QGuiApplication::restoreOverrideCursor();
    }
    BusyScope(const BusyScope&) = delete;
    BusyScope& operator=(const BusyScope&) = delete;

private:
    QMenu* mMenu;
};

} // namespace

ExportActions::ExportActions(Document& document, ExportPrompts prompts, QMainWindow* window)
    : QObject(window), mDocument(document), mPrompts(std::move(prompts)), mWindow(window)
{
    createActions();
}

void ExportActions::createActions()
{
    mMenu = new QMenu(tr("&Export"), mWindow);
    mMenu->setObjectName(QStringLiteral("exportMenu"));
    for (const Target& t : kTargets) {
        if (t.kind == ExportKind::DiagramsSvg || t.kind == ExportKind::Slurm) {
            mMenu->addSeparator();
        }
        QAction* action = mMenu->addAction(translated(t.label));
        connect(action, &QAction::triggered, this, [this, kind = t.kind] { run(kind); });
        mActions[t.kind] = action;
    }
}

bool ExportActions::run(ExportKind kind)
{
    ReportChoice report = defaultReportChoice();
    if (kind == ExportKind::ReportPdf) {
        const std::optional<ReportChoice> chosen = mPrompts.chooseReport(report);
        if (!chosen) {
            return false;
        }
        report = *chosen;
    }
    const Target& t = targetOf(kind);
    ExportPathRequest request{kind, QString(translated(t.label)).remove(QLatin1Char('&')),
                              suggestedPath(kind), translated(t.filter), isFolder(kind)};
    request.title.remove(QStringLiteral("…"));
    const QString path = mPrompts.choosePath(request);
    return !path.isEmpty() && write(kind, path, report);
}

bool ExportActions::write(ExportKind kind, const QString& path, const ReportChoice& report)
{
    const QString what = translated(targetOf(kind).what);
    std::optional<QString> error;
    if (!isFolder(kind) && samePath(path, mDocument.filePath())) {
        error = tr("It would overwrite the design file; choose another name.");
    } else {
        showStatus(tr("Exporting the %1 to %2…").arg(what, QDir::toNativeSeparators(path)));
        const BusyScope busy(mMenu);
        error = writeExport(kind, path, report);
    }
    if (error) {
        showStatus(QString());
        mPrompts.showError(
            tr("Export Failed"),
            tr("The %1 could not be exported to %2. %3 Choose another place and export again.")
                .arg(what, QDir::toNativeSeparators(path), *error));
        return false;
    }
    rememberFolder(kind, path);
    showStatus(tr("Exported the %1 to %2.").arg(what, QDir::toNativeSeparators(path)), 8000);
    emit exported(kind, path);
    return true;
}

std::optional<QString> ExportActions::writeExport(ExportKind kind, const QString& path,
                                                  const ReportChoice& report)
{
    auto source =
        std::make_shared<exports::ExportSource>(mDocument.design(), report.currency.toStdString());
    switch (kind) {
    case ExportKind::ReportPdf: {
        report::ReportOptions options;
        options.paper = report.paper;
        options.language = report.language;
        options.cloudOffers = mCloudOffers;
        options.catalogGpus = mCatalogGpus;
        return report::exportReportPdf(source->design(), options, path);
    }
    case ExportKind::DiagramsSvg:
    case ExportKind::DiagramsPng:
        return render::exportDiagrams(source->design(), path,
                                      kind == ExportKind::DiagramsSvg ? render::ImageFormat::Svg
                                                                      : render::ImageFormat::Png)
            .error;
    default:
        break;
    }
    using Writer = std::optional<QString> (*)(exports::ExportSource&, const QString&);
    const std::map<ExportKind, Writer> writers = {
        {ExportKind::BomCsv, exports::writeBomCsv},
        {ExportKind::BomXlsx, exports::writeBomWorkbook},
        {ExportKind::CablingCsv, exports::writeCablingCsv},
        {ExportKind::CablingXlsx, exports::writeCablingWorkbook},
        {ExportKind::Slurm, exports::writeSlurmFiles}};
    const Writer writer = writers.at(kind);
    return runAside([source, writer, path] { return writer(*source, path); });
}

ReportChoice ExportActions::defaultReportChoice() const
{
    ReportChoice c;
    if (QLocale::system().measurementSystem() == QLocale::ImperialUSSystem) {
        c.paper = report::Paper::Letter;
    }
    const QSettings settings;
    QString language = settings.value(settingskeys::language).toString();
    if (language.isEmpty()) {
        language = i18n::systemLanguage();
    }
    c.language =
        language.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    const Design& design = mDocument.design();
    const QString preferred = settings.value(settingskeys::currency).toString();
    c.currency = !exports::designStatesCurrency(design) &&
                         (preferred == QLatin1String("USD") || preferred == QLatin1String("CNY"))
                     ? preferred
                     : QString::fromStdString(exports::designCurrency(design));
    return c;
}

QString ExportActions::startFolder() const
{
    const QString last = QSettings().value(settingskeys::lastExportFolder).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir()) {
        return last;
    }
    if (!mDocument.filePath().isEmpty()) {
        return QFileInfo(mDocument.filePath()).absolutePath();
    }
    return QDir::homePath();
}

QString ExportActions::suggestedPath(ExportKind kind) const
{
    if (isFolder(kind)) {
        return startFolder();
    }
    return QDir(startFolder())
        .filePath(render::designFileStem(mDocument.design().name) +
                  QLatin1String(targetOf(kind).ending));
}

void ExportActions::rememberFolder(ExportKind kind, const QString& path)
{
    const QFileInfo info(path);
    QSettings().setValue(settingskeys::lastExportFolder,
                         isFolder(kind) ? info.absoluteFilePath() : info.absolutePath());
}

void ExportActions::showStatus(const QString& message, int timeoutMs)
{
    if (!mWindow) {
        return;
    }
    if (message.isEmpty()) {
        mWindow->statusBar()->clearMessage();
        return;
    }
    mWindow->statusBar()->showMessage(message, timeoutMs);
    // Painted now: the export that follows may keep the event loop busy.
    mWindow->statusBar()->repaint();
}

} // namespace cs::ui
