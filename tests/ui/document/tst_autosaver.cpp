// The autosaver writes the open design aside a moment after an edit, never
// while the design equals its file, and removes the copy when the design is
// saved, undone back to its file, or closed cleanly.
#include "document/autosaver.h"
#include "document/document.h"
#include "document/entitycommands.h"
#include "io/designfile.h"
#include "recovery/autosavestore.h"
#include "testparts.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cs;
using namespace cs::ui;
using namespace std::chrono_literals;

namespace {

// One undoable edit: the facility's PUE from the default 1.5 to 1.3.
void editPue(Document& doc, double pue = 1.3)
{
    FacilityAssumptions f = doc.design().facility;
    f.pue = pue;
    QVERIFY(!doc.execute(std::make_unique<SetFacilityAssumptionsCommand>(doc, f)));
}

} // namespace

class TestAutosaver : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void writesAfterAChange();
    void waitsForThePause();
    void nothingWhileUnmodified();
    void saveRemovesTheCopy();
    void undoToTheFileRemovesTheCopy();
    void cleanCloseRemovesTheCopy();

private:
    std::unique_ptr<QTemporaryDir> mDir;
};

void TestAutosaver::init()
{
    mDir = std::make_unique<QTemporaryDir>();
    QVERIFY(mDir->isValid());
}

void TestAutosaver::writesAfterAChange()
{
    Document doc(test::designWithOneRack());
    doc.setFilePath(QStringLiteral("/designs/lab.cluster.json"));
    Autosaver saver(doc, AutosaveStore(mDir->path()));
    saver.setDelay(20ms);
    editPue(doc);
    QVERIFY(saver.isPending());
    QVERIFY(!saver.hasCopy());
    QTRY_VERIFY_WITH_TIMEOUT(saver.hasCopy(), 2000);

    const std::vector<AutosaveEntry> entries = saver.store().entries();
    QCOMPARE(entries.size(), std::size_t(1));
    const AutosaveEntry& e = entries.front();
    QCOMPARE(e.id, saver.id());
    QCOMPARE(e.pid, QCoreApplication::applicationPid());
    QCOMPARE(e.originalPath, QStringLiteral("/designs/lab.cluster.json"));
    QVERIFY(e.savedAt.secsTo(QDateTime::currentDateTimeUtc()) < 60);
    const DesignLoadResult loaded = loadDesignFile(e.designFile);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.design->facility.pue, 1.3);
    QVERIFY(*loaded.design == doc.design());
}

void TestAutosaver::waitsForThePause()
{
    // Each edit restarts the delay: edits 20 ms apart under a 200 ms delay
    // write nothing until 200 ms after the last one.
    Document doc(test::designWithOneRack());
    Autosaver saver(doc, AutosaveStore(mDir->path()));
    saver.setDelay(200ms);
    for (double pue : {1.2, 1.3, 1.4}) {
        editPue(doc, pue);
        QTest::qWait(20);
    }
    QVERIFY(!saver.hasCopy());
    QTRY_VERIFY_WITH_TIMEOUT(saver.hasCopy(), 3000);
    QCOMPARE(loadDesignFile(saver.store().entries().front().designFile).design->facility.pue, 1.4);
}

void TestAutosaver::nothingWhileUnmodified()
{
    Document doc(test::designWithOneRack());
    Autosaver saver(doc, AutosaveStore(mDir->path()));
    saver.setDelay(1ms);
    doc.reset(test::designWithOneRack(), QStringLiteral("/designs/other.cluster.json"));
    saver.saveNow();
    QTest::qWait(20);
    QVERIFY(!saver.hasCopy());
    QVERIFY(saver.store().entries().empty());
}

void TestAutosaver::saveRemovesTheCopy()
{
    Document doc(test::designWithOneRack());
    Autosaver saver(doc, AutosaveStore(mDir->path()));
    editPue(doc);
    saver.saveNow();
    QCOMPARE(saver.store().entries().size(), std::size_t(1));
    const QString file = saver.store().entries().front().designFile;
    doc.markSaved(); // what Save does once the file is written
    QVERIFY(!saver.hasCopy());
    QVERIFY(!QFile::exists(file));
    QVERIFY(saver.store().entries().empty());
}

void TestAutosaver::undoToTheFileRemovesTheCopy()
{
    Document doc(test::designWithOneRack());
    Autosaver saver(doc, AutosaveStore(mDir->path()));
    editPue(doc);
    saver.saveNow();
    QVERIFY(saver.hasCopy());
    doc.undoStack()->undo();
    QVERIFY(!doc.isModified());
    QVERIFY(saver.store().entries().empty());
}

void TestAutosaver::cleanCloseRemovesTheCopy()
{
    Document doc(test::designWithOneRack());
    QString file;
    {
        Autosaver saver(doc, AutosaveStore(mDir->path()));
        editPue(doc);
        saver.saveNow();
        file = saver.store().entries().front().designFile;
        QVERIFY(QFile::exists(file));
    }
    QVERIFY(!QFile::exists(file));
    QVERIFY(AutosaveStore(mDir->path()).entries().empty());
    QVERIFY(QDir(mDir->path()).isEmpty());
}

QTEST_GUILESS_MAIN(TestAutosaver)
#include "tst_autosaver.moc"
