// The Commissioning tab on the 32-node H100 example: benchmark outputs of
// either kind are told apart by their content and judged as the command line
// judges them (core/commission); an unreadable file is refused by name and
// line; the judgement is the analysis runner's and follows an edit of the
// design once the runner has analysed it.
#include "../../core/exampledesigns.h"
#include "commission/commissionpanel.h"
#include "commission/commissiontables.h"
#include "dashboard/analysisrunner.h"
#include "document/devicecommands.h"
#include "document/document.h"

#include <QUndoStack>

#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QTableWidget>
#include <QTest>

using namespace cs;
using namespace cs::ui;

namespace {

QString data(const char* name)
{
    return QStringLiteral(CS_TEST_DATA_DIR "/commission/") + QLatin1String(name);
}

const Device* findDeviceNamed(const Design& design, const std::string& name)
{
    for (const Device& d : design.devices()) {
        if (d.name == name) {
            return &d;
        }
    }
    return nullptr;
}

} // namespace

class TestCommissionPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void bothKindsAreReadAndJudged()
    {
        Document doc(exampleDesign("h100-32-node.cluster.json"));
        CommissionPanel panel(doc);
        AnalysisRunner runner(doc);
        panel.follow(runner);
        runner.runNow();
        QCOMPARE(panel.ncclTable()->rowCount(), 0);
        QCOMPARE(panel.findings()->count(), 0); // nothing ran yet: no node is missing
        const QStringList refused =
            panel.addFiles({data("all_reduce_perf-dgx-03.txt"), data("nvbandwidth-dgx-01.txt")});
        QVERIFY2(refused.isEmpty(), qPrintable(refused.join(QLatin1Char('\n'))));
        // Attached, judged once the runner has analysed the design.
        QCOMPARE(panel.ncclTable()->rowCount(), 0);
        runner.runNow();
        QCOMPARE(panel.report().nccl.size(), std::size_t(1));
        QCOMPARE(panel.ncclTable()->rowCount(), 1);
        // The file's out-of-place bus bandwidth at 8 GB, as its README
        // gives it: 478.87 GB/s, shown to one decimal.
        QCOMPARE(panel.ncclTable()->item(0, 5)->text(), QStringLiteral("478.9"));
        QCOMPARE(panel.ncclTable()->item(0, 9)->text(),
                 verdictText(panel.report().nccl[0].verdict));
        // nvbandwidth: host to device, device to host, peer read and write.
        QVERIFY(panel.bandwidthTable()->rowCount() >= 4);
        QCOMPARE(panel.bandwidthTable()->rowCount(), int(panel.report().bandwidth.size()));
        // Host to device measured 55.33 GB/s at the slowest GPU (README).
        QCOMPARE(panel.bandwidthTable()->item(0, 4)->text(), QStringLiteral("55.3"));
        // The design's other 29 GPU nodes ran nothing: a finding.
        QVERIFY(panel.findings()->count() >= 1);
    }

    void anUnreadableFileIsNamedWithItsLine()
    {
        Document doc(exampleDesign("h100-32-node.cluster.json"));
        CommissionPanel panel(doc);
        AnalysisRunner runner(doc);
        panel.follow(runner);
        const QStringList refused =
            panel.addFiles({data("truncated-all_reduce_perf.txt"), data("empty.txt")});
        runner.runNow();
        QCOMPARE(refused.size(), 2);
        QVERIFY2(refused[0].contains(QStringLiteral("truncated-all_reduce_perf.txt: line ")),
                 qPrintable(refused[0]));
        QVERIFY2(refused[1].contains(QStringLiteral("empty.txt")), qPrintable(refused[1]));
        QCOMPARE(panel.ncclTable()->rowCount(), 0);
        QCOMPARE(panel.bandwidthTable()->rowCount(), 0);
    }

    void theJudgementFollowsTheDesign()
    {
        Document doc(exampleDesign("h100-32-node.cluster.json"));
        CommissionPanel panel(doc);
        AnalysisRunner runner(doc);
        panel.follow(runner);
        panel.addFiles({data("all_reduce_perf-dgx-03.txt")});
        runner.runNow();
        QVERIFY(panel.summary()->text().startsWith(QStringLiteral("1 output")));
        QVERIFY(panel.report().nccl.at(0).expectedBusbwGBps);
        // Renamed, dgx-03 is no longer a host of the design: the run cannot
        // be judged, and the unknown host is a finding.
        const Device* dgx03 = findDeviceNamed(doc.design(), "dgx-03");
        QVERIFY(dgx03);
        QVERIFY(!doc.execute(std::make_unique<RenameDeviceCommand>(doc, dgx03->id, "gpu-node-3")));
        runner.runNow();
        QVERIFY(!panel.report().nccl.at(0).expectedBusbwGBps);
        QCOMPARE(panel.ncclTable()->item(0, 9)->text(), QStringLiteral("not judged"));
        doc.undoStack()->undo();
        runner.runNow();
        QVERIFY(panel.report().nccl.at(0).expectedBusbwGBps);
        panel.clear();
        runner.runNow();
        QCOMPARE(panel.ncclTable()->rowCount(), 0);
        QVERIFY(panel.summary()->text().contains(QStringLiteral("nccl-tests")));
    }

    // The outputs belong to the design: one undoable command per Open or
    // Clear, saved with it, and judged again when a design that carries them
    // is opened.
    void outputsAreAttachedToTheDesign()
    {
        Document doc(exampleDesign("h100-32-node.cluster.json"));
        CommissionPanel panel(doc);
        AnalysisRunner runner(doc);
        panel.follow(runner);
        const int before = doc.undoStack()->count();
        panel.addFiles({data("all_reduce_perf-dgx-03.txt"), data("nvbandwidth-dgx-01.txt")});
        QCOMPARE(doc.undoStack()->count(), before + 1);
        QCOMPARE(doc.design().benchmarkResults.size(), std::size_t(2));
        QCOMPARE(doc.design().benchmarkResults[0].file, std::string("all_reduce_perf-dgx-03.txt"));
        // The same file again replaces its copy.
        panel.addFiles({data("all_reduce_perf-dgx-03.txt")});
        QCOMPARE(doc.design().benchmarkResults.size(), std::size_t(2));
        panel.clear();
        runner.runNow();
        QVERIFY(doc.design().benchmarkResults.empty());
        QCOMPARE(panel.ncclTable()->rowCount(), 0);
        doc.undoStack()->undo(); // the clear
        runner.runNow();
        QCOMPARE(panel.ncclTable()->rowCount(), 1);
        doc.undoStack()->undo(); // the second attach
        doc.undoStack()->undo(); // the first
        runner.runNow();
        QVERIFY(doc.design().benchmarkResults.empty());
        QCOMPARE(panel.bandwidthTable()->rowCount(), 0);
        // A design that carries outputs shows them at once.
        Design attached = exampleDesign("h100-32-node.cluster.json");
        attached.benchmarkResults = {{"all_reduce_perf-dgx-03.txt", BenchmarkKind::Nccl, [] {
                                          QFile f(data("all_reduce_perf-dgx-03.txt"));
                                          return f.open(QIODevice::ReadOnly)
                                                     ? f.readAll().toStdString()
                                                     : std::string();
                                      }()}};
        Document opened(attached);
        CommissionPanel shown(opened);
        AnalysisRunner openedRunner(opened);
        openedRunner.runNow();
        shown.follow(openedRunner);
        QCOMPARE(shown.ncclTable()->rowCount(), 1);
        QCOMPARE(shown.ncclTable()->item(0, 5)->text(), QStringLiteral("478.9"));
    }
};

QTEST_MAIN(TestCommissionPanel)
#include "tst_commissionpanel.moc"
