// Recovery offers the designs written aside by processes that are gone and
// restores them exactly; a running process's copy is left alone.
#include "deadprocess.h"
#include "document/autosaver.h"
#include "document/document.h"
#include "document/entitycommands.h"
#include "recovery/recovery.h"
#include "recovery/recoveryprompt.h"
#include "testparts.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::ui;

class TestRecovery : public QObject
{
    Q_OBJECT

private slots:
    void runningProcessIsLeftAlone();
    void crashedSessionIsRecoveredExactly();
    void deadProcessIsFound();
    void discardRemovesTheCopy();
    void incompleteEntriesAreSkipped();
    void aFileOpenedAtStartIsOfferedOnlyItsOwnChanges();
};

void TestRecovery::runningProcessIsLeftAlone()
{
    QTemporaryDir dir;
    Document doc(test::designWithOneRack());
    Autosaver saver(doc, AutosaveStore(dir.path()));
    FacilityAssumptions f = doc.design().facility;
    f.pue = 1.25;
    QVERIFY(!doc.execute(std::make_unique<SetFacilityAssumptionsCommand>(doc, f)));
    saver.saveNow();
    QVERIFY(processIsRunning(QCoreApplication::applicationPid()));
    QVERIFY(Recovery(AutosaveStore(dir.path())).orphans().empty());
}

void TestRecovery::crashedSessionIsRecoveredExactly()
{
    QTemporaryDir dir;
    Document edited(test::fullDesign());
    edited.setFilePath(QStringLiteral("/designs/full.cluster.json"));
    Autosaver saver(edited, AutosaveStore(dir.path()));
    FacilityAssumptions f = edited.design().facility;
    f.electricityPricePerKwh = 0.21;
    QVERIFY(!edited.execute(std::make_unique<SetFacilityAssumptionsCommand>(edited, f)));
    saver.saveNow();

    // As the next start sees it once this process is gone.
    const Recovery recovery(AutosaveStore(dir.path()), [](qint64) { return false; });
    const std::vector<AutosaveEntry> orphans = recovery.orphans();
    QCOMPARE(orphans.size(), std::size_t(1));
    DesignLoadResult loaded = recovery.load(orphans.front());
    QVERIFY(loaded.ok());
    QVERIFY(*loaded.design == edited.design());
    QCOMPARE(loaded.design->facility.electricityPricePerKwh, 0.21);

    Document restored;
    restoreInto(restored, std::move(*loaded.design), orphans.front());
    QVERIFY(restored.design() == edited.design());
    QCOMPARE(restored.filePath(), QStringLiteral("/designs/full.cluster.json"));
    QVERIFY(restored.isModified()); // unsaved: closing must ask
}

void TestRecovery::deadProcessIsFound()
{
    const qint64 pid = test::deadPid();
    QVERIFY(pid > 0);
    QVERIFY(!processIsRunning(pid));
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    QVERIFY(
        !store.write(QStringLiteral("%1-1").arg(pid), test::designWithOneRack(), QString(), pid));
    const std::vector<AutosaveEntry> orphans = Recovery(store).orphans();
    QCOMPARE(orphans.size(), std::size_t(1));
    QCOMPARE(orphans.front().pid, pid);
    QVERIFY(orphans.front().originalPath.isEmpty());
}

void TestRecovery::discardRemovesTheCopy()
{
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    QVERIFY(!store.write(QStringLiteral("7-1"), test::designWithOneRack(), QString(), 7));
    const Recovery recovery(store, [](qint64) { return false; });
    recovery.discard(recovery.orphans().front());
    QVERIFY(recovery.orphans().empty());
    QVERIFY(QDir(dir.path()).isEmpty());
}

void TestRecovery::incompleteEntriesAreSkipped()
{
    // A sidecar whose design is missing (removed halfway) is not offered.
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    QVERIFY(!store.write(QStringLiteral("7-1"), test::designWithOneRack(), QString(), 7));
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("7-1.cluster.json"))));
    QVERIFY(store.entries().empty());
}

void TestRecovery::aFileOpenedAtStartIsOfferedOnlyItsOwnChanges()
{
    QTemporaryDir dir;
    const QString opened = dir.filePath(QStringLiteral("a.cluster.json"));
    std::vector<AutosaveEntry> orphans(3);
    orphans[0].originalPath = dir.filePath(QStringLiteral("b.cluster.json"));
    orphans[1].originalPath = dir.filePath(QStringLiteral("./a.cluster.json")); // the same file
    orphans[2].originalPath.clear();                                            // never saved
    const std::vector<AutosaveEntry> offered = entriesToOffer(orphans, opened);
    QCOMPARE(offered.size(), std::size_t(1));
    QCOMPARE(offered.front().originalPath, orphans[1].originalPath);
    QCOMPARE(entriesToOffer(orphans, QString()).size(), std::size_t(3));
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
