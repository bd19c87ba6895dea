// File → Export writes each document of the open design where the user
// chooses (answered here by injected prompts, without modal dialogs); a path
// that cannot be written gives an error naming it and leaves no file.
#include "document/document.h"
#include "export/exportactions.h"
#include "i18n/translation.h"
#include "io/designfile.h"
#include "mainwindow/mainwindow.h"
#include "settings/settingskeys.h"

#include "../report/pdftools.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <unistd.h>

using namespace cs;
using ui::ExportKind;

Q_DECLARE_METATYPE(cs::ui::ExportKind)

namespace {

const QString kH100 = QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json");

Design h100()
{
    DesignLoadResult loaded = loadDesignFile(kH100);
    if (!loaded.ok()) {
        qFatal("%s", qPrintable(loaded.error->toString()));
    }
    return std::move(*loaded.design);
}

QByteArray contentsOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Answers the prompts as a user would, and records what was asked.
struct ScriptedUser
{
    QString path;                           // the answer to every path question
    std::optional<ui::ReportChoice> report; // unset: take the dialog's defaults
    bool cancelReport = false;
    std::vector<ui::ExportPathRequest> asked;
    std::optional<ui::ReportChoice> reportDefaults;
    QStringList errors;

    ui::ExportPrompts prompts()
    {
        return {[this](const ui::ExportPathRequest& r) {
                    asked.push_back(r);
                    return path;
                },
                [this](const ui::ReportChoice& d) -> std::optional<ui::ReportChoice> {
                    reportDefaults = d;
                    if (cancelReport) {
                        return std::nullopt;
                    }
                    return report ? *report : d;
                },
                [this](const QString&, const QString& message) { errors << message; }};
    }
};

} // namespace

class TestExportActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ClustersmithTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_exportactions"));
    }
    void init() { QSettings().clear(); }

    void writesEachExport_data()
    {
        QTest::addColumn<ExportKind>("kind");
        QTest::addColumn<QString>("name");
        QTest::newRow("pdf") << ExportKind::ReportPdf << QStringLiteral("h100.pdf");
        QTest::newRow("bom csv") << ExportKind::BomCsv << QStringLiteral("bom.csv");
        QTest::newRow("bom xlsx") << ExportKind::BomXlsx << QStringLiteral("bom.xlsx");
        QTest::newRow("cabling csv") << ExportKind::CablingCsv << QStringLiteral("cabling.csv");
        QTest::newRow("cabling xlsx") << ExportKind::CablingXlsx << QStringLiteral("cabling.xlsx");
        QTest::newRow("svg") << ExportKind::DiagramsSvg << QStringLiteral("svg");
        QTest::newRow("png") << ExportKind::DiagramsPng << QStringLiteral("png");
        QTest::newRow("slurm") << ExportKind::Slurm << QStringLiteral("slurm");
    }
    void writesEachExport()
    {
        QFETCH(ExportKind, kind);
        QFETCH(QString, name);
        QTemporaryDir dir;
        ui::Document doc(h100());
        ScriptedUser user;
        user.path = dir.filePath(name);
        QMainWindow window;
        ui::ExportActions exports(doc, user.prompts(), &window);
        exports.action(kind)->trigger();
        QVERIFY2(user.errors.isEmpty(), qPrintable(user.errors.join(QLatin1Char('\n'))));
        QCOMPARE(user.asked.size(), std::size_t(1));
        QCOMPARE(user.asked.front().folder, kind == ExportKind::DiagramsSvg ||
                                                kind == ExportKind::DiagramsPng ||
                                                kind == ExportKind::Slurm);
        QVERIFY2(window.statusBar()->currentMessage().startsWith(QLatin1String("Exported the ")),
                 qPrintable(window.statusBar()->currentMessage()));
        const QByteArray bytes = contentsOf(user.path);
        switch (kind) {
        case ExportKind::ReportPdf:
            QVERIFY(bytes.startsWith("%PDF"));
            // Cover, elevations, floor, fabrics, BOM, power, findings, TCO and
            // assumptions cannot share one page.
            QVERIFY(test::pdfPages(user.path) > 1);
            break;
        case ExportKind::BomCsv:
            QVERIFY(bytes.startsWith("Category,Part ID,"));
            QVERIFY(bytes.contains("nvidia-dgx-h100"));
            break;
        case ExportKind::CablingCsv:
            // One line per link after the header: 512 compute + 82 storage and
            // in-band + 66 management links = 660, so 661 CRLF-ended lines.
            QCOMPARE(bytes.count("\r\n"), 661);
            break;
        case ExportKind::BomXlsx:
        case ExportKind::CablingXlsx:
            QVERIFY(bytes.startsWith("PK\x03\x04")); // a workbook is a zip archive
            break;
        case ExportKind::DiagramsSvg:
        case ExportKind::DiagramsPng: {
            // 9 racks (each file shows front and rear), the floor and 3 fabrics.
            const QString suffix =
                kind == ExportKind::DiagramsSvg ? QStringLiteral("*.svg") : QStringLiteral("*.png");
            QCOMPARE(QDir(user.path).entryList({suffix}, QDir::Files).size(), 13);
            break;
        }
        case ExportKind::Slurm:
            QVERIFY(contentsOf(QDir(user.path).filePath(QStringLiteral("topology.conf")))
                        .contains("SwitchName="));
            QVERIFY(QFile::exists(QDir(user.path).filePath(QStringLiteral("slurm-nodes.conf"))));
            QVERIFY(QFile::exists(QDir(user.path).filePath(QStringLiteral("gres.conf"))));
            break;
        }
    }

    void reportUsesTheChosenPaper()
    {
        QTemporaryDir dir;
        ui::Document doc(h100());
        ScriptedUser user;
        user.path = dir.filePath(QStringLiteral("letter.pdf"));
        user.report =
            ui::ReportChoice{report::Paper::Letter, QStringLiteral("en"), QStringLiteral("USD")};
        ui::ExportActions exports(doc, user.prompts(), nullptr);
        QVERIFY(exports.run(ExportKind::ReportPdf));
        // US Letter is 8.5 × 11 in = 612 × 792 pt.
        QVERIFY(test::poppler(QStringLiteral("pdfinfo"), {user.path})
                    .contains(QLatin1String("612 x 792 pts")));
    }

    void bomFollowsTheChosenCurrency()
    {
        QTemporaryDir dir;
        ui::Document doc(h100());
        ScriptedUser user;
        user.path = dir.filePath(QStringLiteral("bom.csv"));
        QSettings().setValue(ui::settingskeys::currency, QStringLiteral("CNY"));
        ui::ExportActions exports(doc, user.prompts(), nullptr);
        // The example names no TCO currency, so the settings' yuan win.
        QCOMPARE(exports.defaultReportChoice().currency, QStringLiteral("CNY"));
        QVERIFY(exports.run(ExportKind::BomCsv));
        QVERIFY(contentsOf(user.path).contains(",CNY,"));
        QVERIFY(!contentsOf(user.path).contains(",USD,"));
    }

    void cancellingWritesNothing()
    {
        QTemporaryDir dir;
        ui::Document doc(h100());
        ScriptedUser user;
        user.cancelReport = true;
        user.path = dir.filePath(QStringLiteral("never.pdf"));
        ui::ExportActions exports(doc, user.prompts(), nullptr);
        QVERIFY(!exports.run(ExportKind::ReportPdf));
        QVERIFY(user.asked.empty()); // no file question after a cancelled dialog
        user.cancelReport = false;
        user.path.clear(); // the file dialog cancelled
        QVERIFY(!exports.run(ExportKind::ReportPdf));
        QVERIFY(user.errors.isEmpty());
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    void reportDefaultsFollowTheInterfaceAndDesign()
    {
        ui::Document doc(h100());
        ScriptedUser user;
        ui::ExportActions exports(doc, user.prompts(), nullptr);
        QSettings().setValue(ui::settingskeys::language, QStringLiteral("zh_CN"));
        QCOMPARE(exports.defaultReportChoice().language, QStringLiteral("zh_CN"));
        QSettings().setValue(ui::settingskeys::language, QStringLiteral("en"));
        QCOMPARE(exports.defaultReportChoice().language, QStringLiteral("en"));
        // The example's facility is in USD and it names no TCO currency.
        QCOMPARE(exports.defaultReportChoice().currency, QStringLiteral("USD"));
        // A design that names its currency keeps it over the settings'.
        QSettings().setValue(ui::settingskeys::currency, QStringLiteral("USD"));
        Design yuan = h100();
        yuan.facility.currency = "CNY";
        doc.reset(yuan);
        QCOMPARE(exports.defaultReportChoice().currency, QStringLiteral("CNY"));
    }

    void suggestsNamesFromTheDesignInTheLastFolder()
    {
        QTemporaryDir dir;
        ui::Document doc(h100());
        ScriptedUser user;
        user.path = dir.filePath(QStringLiteral("first.csv"));
        ui::ExportActions exports(doc, user.prompts(), nullptr);
        QVERIFY(exports.run(ExportKind::CablingCsv));
        // "32x DGX H100 (256 GPUs)": spaces and brackets become single dashes.
        QCOMPARE(exports.suggestedPath(ExportKind::ReportPdf),
                 dir.filePath(QStringLiteral("32x-DGX-H100-256-GPUs.pdf")));
        QCOMPARE(exports.suggestedPath(ExportKind::BomXlsx),
                 dir.filePath(QStringLiteral("32x-DGX-H100-256-GPUs-bom.xlsx")));
        QCOMPARE(exports.suggestedPath(ExportKind::Slurm), dir.path());
        QCOMPARE(QSettings().value(ui::settingskeys::lastExportFolder).toString(), dir.path());
    }

    void failingPathGivesAnErrorAndNoFile_data()
    {
        QTest::addColumn<ExportKind>("kind");
        QTest::newRow("pdf") << ExportKind::ReportPdf;
        QTest::newRow("bom csv") << ExportKind::BomCsv;
        QTest::newRow("bom xlsx") << ExportKind::BomXlsx;
        QTest::newRow("cabling csv") << ExportKind::CablingCsv;
        QTest::newRow("cabling xlsx") << ExportKind::CablingXlsx;
        QTest::newRow("svg") << ExportKind::DiagramsSvg;
        QTest::newRow("slurm") << ExportKind::Slurm;
    }
    void failingPathGivesAnErrorAndNoFile()
    {
        QFETCH(ExportKind, kind);
        // A file where the folder should be: no user, root included, can
        // write below it.
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
        QFile(blocker).open(QIODevice::WriteOnly);
        ui::Document doc(h100());
        ScriptedUser user;
        user.path = blocker + QStringLiteral("/out");
        QMainWindow window;
        ui::ExportActions exports(doc, user.prompts(), &window);
        QVERIFY(!exports.run(kind));
        QCOMPARE(user.errors.size(), 1);
        QVERIFY2(user.errors.front().contains(user.path), qPrintable(user.errors.front()));
        QVERIFY(!window.statusBar()->currentMessage().startsWith(QLatin1String("Exported")));
        // Nothing beside the blocker: no export, no temporary file left.
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{QStringLiteral("not-a-folder")});
        QVERIFY(QSettings().value(ui::settingskeys::lastExportFolder).toString().isEmpty());
    }

    void readOnlyFolderGivesAnErrorAndNoFile()
    {
        if (geteuid() == 0) {
            QSKIP("root writes into read-only folders; the blocker case covers the failure");
        }
        QTemporaryDir dir;
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        ui::Document doc(h100());
        ScriptedUser user;
        user.path = dir.filePath(QStringLiteral("bom.csv"));
        ui::ExportActions exports(doc, user.prompts(), nullptr);
        QVERIFY(!exports.run(ExportKind::BomCsv));
        QCOMPARE(user.errors.size(), 1);
        QVERIFY(user.errors.front().contains(user.path));
        QVERIFY(QDir(dir.path()).isEmpty());
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ExeOwner);
    }

    void refusesToOverwriteTheDesignFile()
    {
        QTemporaryDir dir;
        const QString designPath = dir.filePath(QStringLiteral("mine.cluster.json"));
        QVERIFY(QFile::copy(kH100, designPath));
        const QByteArray before = contentsOf(designPath);
        ui::Document doc(h100());
        doc.setFilePath(designPath);
        ScriptedUser user;
        user.path = designPath;
        ui::ExportActions exports(doc, user.prompts(), nullptr);
        QVERIFY(!exports.run(ExportKind::BomCsv));
        QCOMPARE(user.errors.size(), 1);
        QCOMPARE(contentsOf(designPath), before);
    }

    void mainWindowHasTheExportMenu()
    {
        ui::MainWindow window;
        QMenu* exportMenu = nullptr;
        for (QAction* a : window.fileMenu().menu()->actions()) {
            if (a->menu() && a->menu()->objectName() == QLatin1String("exportMenu")) {
                exportMenu = a->menu();
            }
        }
        QVERIFY(exportMenu);
        QCOMPARE(exportMenu->title(), QStringLiteral("&Export"));
        QStringList entries;
        for (QAction* a : exportMenu->actions()) {
            if (!a->isSeparator()) {
                entries << a->text();
            }
        }
        const QStringList expected = {QStringLiteral("&PDF report…"),
                                      QStringLiteral("&Bill of materials (CSV)…"),
                                      QStringLiteral("Bill of materials (E&xcel)…"),
                                      QStringLiteral("&Cabling plan (CSV)…"),
                                      QStringLiteral("Cabling plan (Exc&el)…"),
                                      QStringLiteral("Diagrams (&SVG)…"),
                                      QStringLiteral("Diagrams (P&NG)…"),
                                      QStringLiteral("S&lurm configuration…")};
        QCOMPARE(entries, expected);
    }

    void englishReportFromTheChineseInterface()
    {
        std::unique_ptr<QTranslator> zh =
            i18n::loadTranslation(QStringLiteral("zh_CN"), i18n::translationDirs());
        QVERIFY(zh && QCoreApplication::installTranslator(zh.get()));
        QTemporaryDir dir;
        ui::Document doc(h100());
        ScriptedUser user;
        user.path = dir.filePath(QStringLiteral("en.pdf"));
        user.report =
            ui::ReportChoice{report::Paper::A4, QStringLiteral("en"), QStringLiteral("USD")};
        ui::ExportActions exports(doc, user.prompts(), nullptr);
        const bool written = exports.run(ExportKind::ReportPdf);
        QCoreApplication::removeTranslator(zh.get());
        QVERIFY(written);
        const QString text = test::pdfText(user.path);
        QVERIFY(text.contains(QLatin1String("Cluster design report")));
        QVERIFY(!text.contains(QStringLiteral("集群设计报告")));
    }

    void menuSpeaksChinese()
    {
        std::unique_ptr<QTranslator> zh =
            i18n::loadTranslation(QStringLiteral("zh_CN"), i18n::translationDirs());
        QVERIFY(zh && QCoreApplication::installTranslator(zh.get()));
        ui::Document doc(h100());
        ScriptedUser user;
        ui::ExportActions exports(doc, user.prompts(), nullptr);
        QCoreApplication::removeTranslator(zh.get());
        QCOMPARE(exports.menu()->title(), QStringLiteral("导出(&E)"));
        QCOMPARE(exports.action(ExportKind::ReportPdf)->text(), QStringLiteral("PDF 报告(&P)…"));
        // Every entry translated: each holds a Chinese character (U+4E00 … U+9FFF).
        for (QAction* a : exports.menu()->actions()) {
            if (!a->isSeparator()) {
                const QString t = a->text();
                QVERIFY2(std::any_of(t.begin(), t.end(),
                                     [](QChar c) {
                                         return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF;
                                     }),
                         qPrintable(t));
            }
        }
    }
};

QTEST_MAIN(TestExportActions)
#include "tst_exportactions.moc"
