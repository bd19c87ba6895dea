// The shell mounted on the main window: its File actions, recent files kept
// and pruned, a design file dropped on the window opens, the summary goes to
// the clipboard, and a design from the wizard opens as unsaved.
#include "deadprocess.h"
#include "document/document.h"
#include "io/designfile.h"
#include "mainwindow/documentfiles.h"
#include "mainwindow/mainwindow.h"
#include "palette/catalogpalette.h"
#include "recovery/autosavestore.h"
#include "recovery/recovery.h"
#include "settings/appearance.h"
#include "settings/settings.h"
#include "shell/applicationshell.h"
#include "shell/designdrop.h"
#include "shell/recentfiles.h"
#include "testparts.h"
#include "wizard/newclusterwizard.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

using namespace cs;
using namespace cs::ui;

namespace {

const QString kMinimal = QStringLiteral(CS_TEST_DATA_DIR "/minimal.cluster.json");

QStringList actionTexts(const QMenu* menu)
{
    QStringList texts;
    for (const QAction* a : menu->actions()) {
        texts << a->text().remove(QLatin1Char('&'));
    }
    return texts;
}

QString touch(const QTemporaryDir& dir, const QString& name)
{
    QFile f(dir.filePath(name));
    f.open(QIODevice::WriteOnly);
    return QFileInfo(f.fileName()).absoluteFilePath();
}

// A drag of `path` as the file manager sends it.
QMimeData* mimeFor(const QString& path)
{
    auto* mime = new QMimeData;
    mime->setUrls({QUrl::fromLocalFile(path)});
    return mime;
}

} // namespace

class TestApplicationShell : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fileMenuHasTheShellActions();
    void recentFilesKeepOrderAndPrune();
    void recentFilesAreCappedAtTen();
    void openingAFileMakesItRecent();
    void droppedDesignFileOpens();
    void otherDropsAreLeftAlone();
    void copySummaryFillsTheClipboard();
    void wizardDesignOpensUnsaved();
    void aFileGivenAtStartOpensBeforeUnrelatedRecovery();
    void newDesignsTakeTheUsersFacilityDefaults();
    void catalogCardsFollowTheSettingsCurrency();

private:
    QTemporaryDir mDir;
    std::unique_ptr<Settings> mSettings;
    std::unique_ptr<Appearance> mAppearance;
};

void TestApplicationShell::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the autosave folder is a test folder
    mSettings = std::make_unique<Settings>(mDir.filePath(QStringLiteral("settings.ini")));
    mAppearance = std::make_unique<Appearance>();
}

void TestApplicationShell::fileMenuHasTheShellActions()
{
    MainWindow window;
    new ApplicationShell(window, *mSettings, *mAppearance);
    const QStringList texts = actionTexts(window.fileMenu().menu());
    // New, New from Wizard…, Open…, Open Recent, Save, Save As…, …, Copy Summary, Settings…, Quit
    QCOMPARE(texts.indexOf(QStringLiteral("New from Wizard…")),
             texts.indexOf(QStringLiteral("New")) + 1);
    QCOMPARE(texts.indexOf(QStringLiteral("Open Recent")),
             texts.indexOf(QStringLiteral("Open…")) + 1);
    QVERIFY(texts.indexOf(QStringLiteral("Copy Summary")) < texts.indexOf(QStringLiteral("Quit")));
    QVERIFY(texts.indexOf(QStringLiteral("Settings…")) < texts.indexOf(QStringLiteral("Quit")));
    QVERIFY(texts.contains(QStringLiteral("Copy Summary")));
}

void TestApplicationShell::recentFilesKeepOrderAndPrune()
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("recent.ini")));
    RecentFiles recent(settings);
    const QString a = touch(dir, QStringLiteral("a.cluster.json"));
    const QString b = touch(dir, QStringLiteral("b.cluster.json"));
    const QString gone = touch(dir, QStringLiteral("gone.cluster.json"));
    recent.add(a);
    recent.add(gone);
    recent.add(b);
    recent.add(a); // again: moves to the front, once
    QCOMPARE(recent.files(), (QStringList{a, b, gone}));
    QFile::remove(gone);
    QCOMPARE(recent.files(), (QStringList{a, b}));
    QCOMPARE(settings.recentFiles(), (QStringList{a, b})); // pruned in the settings too

    QMenu menu;
    recent.attachTo(&menu);
    QCOMPARE(actionTexts(&menu).front(), QStringLiteral("1 a.cluster.json"));
}

void TestApplicationShell::recentFilesAreCappedAtTen()
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("cap.ini")));
    RecentFiles recent(settings);
    for (int i = 0; i < 12; ++i) {
        recent.add(touch(dir, QStringLiteral("%1.cluster.json").arg(i)));
    }
    const QStringList files = recent.files();
    QCOMPARE(files.size(), 10);
    QVERIFY(files.front().endsWith(QLatin1String("/11.cluster.json"))); // the last added
    QVERIFY(files.back().endsWith(QLatin1String("/2.cluster.json")));   // 0 and 1 fell off
}

void TestApplicationShell::openingAFileMakesItRecent()
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("open.ini")));
    MainWindow window;
    auto* shell = new ApplicationShell(window, settings, *mAppearance);
    QVERIFY(window.openFile(kMinimal));
    QCOMPARE(shell->recentFiles().files(), QStringList{QFileInfo(kMinimal).absoluteFilePath()});
}

void TestApplicationShell::droppedDesignFileOpens()
{
    MainWindow window;
    new ApplicationShell(window, *mSettings, *mAppearance);
    QVERIFY(window.acceptDrops());
    std::unique_ptr<QMimeData> mime(mimeFor(kMinimal));
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, mime.get(), Qt::LeftButton,
                          Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    QVERIFY(drop.isAccepted());
    QCOMPARE(window.document().filePath(), kMinimal);
    QVERIFY(window.document().design() == *loadDesignFile(kMinimal).design);
}

void TestApplicationShell::otherDropsAreLeftAlone()
{
    QTemporaryDir dir;
    std::unique_ptr<QMimeData> text(mimeFor(touch(dir, QStringLiteral("notes.txt"))));
    QVERIFY(DesignDrop::designFileIn(text.get()).isEmpty());
    QMimeData remote;
    remote.setUrls({QUrl(QStringLiteral("https://example.com/x.cluster.json"))});
    QVERIFY(DesignDrop::designFileIn(&remote).isEmpty());
    std::unique_ptr<QMimeData> design(mimeFor(kMinimal));
    QCOMPARE(DesignDrop::designFileIn(design.get()), kMinimal);
}

void TestApplicationShell::copySummaryFillsTheClipboard()
{
    MainWindow window;
    auto* shell = new ApplicationShell(window, *mSettings, *mAppearance);
    QVERIFY(window.openFile(kMinimal));
    QApplication::clipboard()->clear();
    shell->copySummary();
    const QString text = QApplication::clipboard()->text();
    QCOMPARE(text, designSummaryText(window.document().design()));
    QVERIFY(text.contains(QString::fromStdString(window.document().design().name)));
}

void TestApplicationShell::wizardDesignOpensUnsaved()
{
    MainWindow window;
    auto* shell = new ApplicationShell(window, *mSettings, *mAppearance);
    QVERIFY(window.openFile(kMinimal));
    const Design generated = test::fullDesign();
    shell->openNewDesign(generated);
    QVERIFY(window.document().design() == generated);
    QVERIFY(window.document().filePath().isEmpty());
    QVERIFY(window.document().isModified()); // closing asks before it is lost
    QVERIFY(window.isWindowModified());
    QVERIFY(shell->makeWizard()); // the bundled catalog opens
}

// `clustersmith FILE` after a crash that kept another design: the file opens
// and no prompt about the other design stands in front of it; the kept copy
// waits for a start without a file.
void TestApplicationShell::aFileGivenAtStartOpensBeforeUnrelatedRecovery()
{
    const AutosaveStore store;
    const qint64 pid = test::deadPid();
    QVERIFY(pid > 0);
    QVERIFY(!store.write(QStringLiteral("other-1"), test::designWithOneRack(),
                         mDir.filePath(QStringLiteral("other.cluster.json")), pid));
    QCOMPARE(Recovery(store).orphans().size(), std::size_t(1));
    MainWindow window;
    auto* shell = new ApplicationShell(window, *mSettings, *mAppearance);
    bool prompted = false;
    QTimer closer;
    connect(&closer, &QTimer::timeout, [&] {
        if (QWidget* modal = QApplication::activeModalWidget()) {
            prompted = true;
            modal->close();
        }
    });
    closer.start(50);
    shell->start({kMinimal});
    QVERIFY(!prompted);
    QCOMPARE(window.document().filePath(), kMinimal);
    QCOMPARE(Recovery(store).orphans().size(), std::size_t(1));
    store.remove(QStringLiteral("other-1"));
}

// The Settings' PUE, electricity price and currency reach the empty design
// the window opens with and every File → New, not only the wizard's designs.
void TestApplicationShell::newDesignsTakeTheUsersFacilityDefaults()
{
    const Preferences before = mSettings->preferences();
    Preferences p = before;
    p.currency = QStringLiteral("CNY");
    p.pue = 1.25;
    p.electricityPricePerKwh = 0.65;
    mSettings->setPreferences(p);
    MainWindow window;
    new ApplicationShell(window, *mSettings, *mAppearance);
    const FacilityAssumptions& f = window.document().design().facility;
    QCOMPARE(f.currency, std::string("CNY"));
    QCOMPARE(f.pue, 1.25);
    QCOMPARE(f.electricityPricePerKwh, 0.65);
    QVERIFY(!window.document().isModified());
    QVERIFY(window.openFile(kMinimal));
    window.files().newDesign();
    QCOMPARE(window.document().design().facility.currency, std::string("CNY"));
    mSettings->setPreferences(before);
}

// The Settings currency reaches the catalog's cards in the real window: the
// DGX H100's 199,000 USD also reads 199,000 × 7.2 = 1,432,800 CNY, live when
// the setting changes.
void TestApplicationShell::catalogCardsFollowTheSettingsCurrency()
{
    const Preferences before = mSettings->preferences();
    Preferences p = before;
    p.currency = QStringLiteral("USD");
    mSettings->setPreferences(p);
    MainWindow window;
    new ApplicationShell(window, *mSettings, *mAppearance);
    window.palette()->selectPart("nvidia-dgx-h100");
    QVERIFY(window.palette()->cardText().contains(QLatin1String("USD")));
    QVERIFY(!window.palette()->cardText().contains(QLatin1String("CNY")));
    p.currency = QStringLiteral("CNY");
    mSettings->setPreferences(p);
    const QString card = QString(window.palette()->cardText()).remove(QLatin1Char(','));
    QVERIFY2(card.contains(QLatin1String("1432800 CNY")), qPrintable(card));
    mSettings->setPreferences(before);
}

QTEST_MAIN(TestApplicationShell)
#include "tst_applicationshell.moc"
