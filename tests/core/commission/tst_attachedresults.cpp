// Benchmark outputs kept with the design: attached by file name, judged as the
// same files would be, and an unreadable one reported rather than thrown.
#include "commission/benchmarkfiles.h"
#include "exampledesigns.h"

#include <QFile>
#include <QTest>

using namespace cs;
using namespace cs::commission;

namespace {

const QString kData = QStringLiteral(CS_TEST_DATA_DIR "/commission/");

std::string textOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

} // namespace

class TestAttachedResults : public QObject
{
    Q_OBJECT

private slots:
    void readsTheKindAndKeepsTheBytes()
    {
        const BenchmarkResult nccl = readBenchmarkResult(kData + "all_reduce_perf-dgx-03.txt");
        QCOMPARE(nccl.kind, BenchmarkKind::Nccl);
        QCOMPARE(nccl.file, std::string("all_reduce_perf-dgx-03.txt")); // no folders
        QCOMPARE(nccl.output, textOf(kData + "all_reduce_perf-dgx-03.txt"));
        QCOMPARE(readBenchmarkResult(kData + "dgx-02.nvbandwidth.txt").kind,
                 BenchmarkKind::Bandwidth);
        // Declared as the wrong kind, the tool's reader refuses it, naming the file.
        try {
            readBenchmarkResult(kData + "all_reduce_perf-dgx-03.txt", BenchmarkKind::Bandwidth);
            QFAIL("an nccl-tests output was accepted as a bandwidth benchmark's");
        } catch (const BenchmarkFileError& e) {
            QVERIFY(e.message().contains(QStringLiteral("all_reduce_perf-dgx-03.txt")));
        }
    }

    void attachingTheSameNameReplaces()
    {
        std::vector<BenchmarkResult> results;
        attachResult(results, {"a.txt", BenchmarkKind::Nccl, "first"});
        attachResult(results, {"b.txt", BenchmarkKind::Bandwidth, "second"});
        attachResult(results, {"a.txt", BenchmarkKind::Nccl, "third"});
        QCOMPARE(results.size(), std::size_t(2));
        QCOMPARE(results[0].output, std::string("third"));
        QCOMPARE(results[1].file, std::string("b.txt"));
    }

    void attachedAreJudgedAsFiles()
    {
        Design design = exampleDesign("h100-32-node.cluster.json");
        QVERIFY(commissionAttached(design).findings.empty()); // nothing attached, nothing missing
        design.benchmarkResults = {readBenchmarkResult(kData + "all_reduce_perf-dgx-03.txt")};
        const CommissionReport attached = commissionAttached(design);
        const CommissionReport named =
            commission::commission(design, {readNcclFile(kData + "all_reduce_perf-dgx-03.txt")});
        QCOMPARE(attached.nccl.size(), std::size_t(1));
        QCOMPARE(attached.nccl[0].busbwGBps, 478.87); // the 8 GiB row of the file
        QCOMPARE(attached.nccl[0].expectedBusbwGBps, named.nccl[0].expectedBusbwGBps);
        QCOMPARE(attached.nccl[0].verdict, named.nccl[0].verdict);
        QCOMPARE(attached.findings.size(), named.findings.size());
    }

    void anUnreadableOutputIsAFinding()
    {
        Design design = exampleDesign("h100-32-node.cluster.json");
        std::string cut = textOf(kData + "all_reduce_perf-dgx-03.txt");
        cut.resize(cut.find("  1073741824") + 30); // the second row, cut mid-row
        design.benchmarkResults = {{"cut.txt", BenchmarkKind::Nccl, cut},
                                   readBenchmarkResult(kData + "all_reduce_perf-dgx-03.txt")};
        const CommissionReport r = commissionAttached(design);
        QCOMPARE(r.nccl.size(), std::size_t(1)); // the readable one is still judged
        QVERIFY(!r.findings.empty());
        QCOMPARE(r.findings.front().file, std::string("cut.txt"));
        QVERIFY2(r.findings.front().message.contains(QStringLiteral("line 17")),
                 qPrintable(r.findings.front().message));
    }
};

QTEST_GUILESS_MAIN(TestAttachedResults)
#include "tst_attachedresults.moc"
