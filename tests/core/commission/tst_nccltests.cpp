// nccl-tests output as the programs print it (tests/data/commission/README.md
// says where each file's figures come from), and the files that are not it.
#include "commission/benchmarkerror.h"
#include "commission/ncclcollective.h"
#include "commission/nccltests.h"

#include <QFile>
#include <QTest>

using namespace cs::commission;

namespace {

const QString kData = QStringLiteral(CS_TEST_DATA_DIR "/commission/");

std::string textOf(const QString& name)
{
    QFile f(kData + name);
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", qPrintable(name));
    }
    return f.readAll().toStdString();
}

// The line a file's error names; 0 when it parses.
int errorLine(const std::string& text)
{
    try {
        parseNcclTests(text);
    } catch (const BenchmarkError& e) {
        return e.line();
    }
    return 0;
}

// A one-row table of 4 ranks with this operator and these bandwidths.
std::string fourRanks(const char* redop, const char* algbw, const char* busbw)
{
    std::string t;
    for (int r = 0; r < 4; ++r) {
        t += "#  Rank  " + std::to_string(r) + " Group  0 Pid   100 on n1 device  " +
             std::to_string(r) + " [0000:01:00] NVIDIA A100-SXM4-80GB\n";
    }
    t += "#  size  count  type  redop  root  time  algbw  busbw  #wrong  time  algbw  busbw  "
         "#wrong\n";
    t += "  1024  256  float  " + std::string(redop) + "  -1  10.0  " + algbw + "  " + busbw +
         "  0  10.0  " + algbw + "  " + busbw + "  0\n";
    return t + "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 1.0\n";
}

} // namespace

class TestNcclTests : public QObject
{
    Q_OBJECT

private slots:
    void readsOneNodeRun();
    void readsTwoNodeRun();
    void namesTheCollective();
    void refusesWhatIsNotNcclTests_data();
    void refusesWhatIsNotNcclTests();
    void refusesARowThatIsNotNumbers();
};

void TestNcclTests::readsOneNodeRun()
{
    const NcclTestsRun run = parseNcclTests(textOf(QStringLiteral("all_reduce_perf-dgx-03.txt")));
    QCOMPARE(run.ranks.size(), std::size_t(8));
    QCOMPARE(run.ranks[7].rank, 7);
    QCOMPARE(run.ranks[7].device, 7);
    QCOMPARE(run.ranks[7].gpu, std::string("NVIDIA H100 80GB HBM3"));
    QCOMPARE(run.hosts(), std::vector<std::string>{"dgx-03"});
    // Three preamble lines, eight ranks, "#", the direction banner, then the header.
    QCOMPARE(run.headerLine, 14);
    QCOMPARE(run.rows.size(), std::size_t(3));
    // The file's last row: 8589934592 B, 31391.4 µs, algbw 273.64, busbw 478.87 both ways.
    const NcclRow& last = run.largest();
    QCOMPARE(last.bytes, 8589934592.0);
    QCOMPARE(last.line, 18); // after the units line (15) and two rows
    QCOMPARE(last.redop, std::string("sum"));
    QCOMPARE(last.root, -1);
    QCOMPARE(last.outOfPlace.timeUs, 31391.4);
    QCOMPARE(last.outOfPlace.algbwGBps, 273.64);
    QCOMPARE(last.outOfPlace.busbwGBps, 478.87);
    QVERIFY(last.inPlace);
    QCOMPARE(last.inPlace->busbwGBps, 478.87);
    QCOMPARE(run.outOfBounds, 0);
    QCOMPARE(run.avgBusbwGBps.value_or(0), 448.61);
}

void TestNcclTests::readsTwoNodeRun()
{
    const NcclTestsRun run = parseNcclTests(textOf(QStringLiteral("all_reduce_perf-2x8.txt")));
    QCOMPARE(run.ranks.size(), std::size_t(16));
    QCOMPARE(run.hosts(), (std::vector<std::string>{"dgx-01", "dgx-02"}));
    QCOMPARE(run.ranks[8].host, std::string("dgx-02"));
    QCOMPARE(run.ranks[8].device, 0);
    // 8 B to 8 GiB doubling: 2^3 .. 2^33, 31 rows.
    QCOMPARE(run.rows.size(), std::size_t(31));
    QCOMPARE(run.rows.front().bytes, 8.0);
    QCOMPARE(run.largest().outOfPlace.busbwGBps, 338.82);
    QCOMPARE(run.largest().inPlace->busbwGBps, 337.35);
    QCOMPARE(run.avgBusbwGBps.value_or(0), 70.742);
}

void TestNcclTests::namesTheCollective()
{
    const NcclTestsRun one = parseNcclTests(textOf(QStringLiteral("all_reduce_perf-dgx-03.txt")));
    QCOMPARE(ncclTestName(one, "logs/allreduce-dgx-03.log"), std::string("all_reduce"));
    QCOMPARE(ncclTestName(one, "logs/reduce_scatter_perf.txt"), std::string("reduce_scatter"));
    // No name anywhere: busbw ÷ algbw = 478.87 ÷ 273.64 = 1.750 = 2(8−1)/8, all-reduce's factor.
    QCOMPARE(ncclTestName(one, "run1.txt"), std::string("all_reduce"));
    // 4 ranks, sum: busbw ÷ algbw = 3.00 ÷ 2.00 = 1.5 = 2(4−1)/4, all-reduce; 1.50 ÷ 2.00 =
    // 0.75 = (4−1)/4, reduce-scatter.
    QCOMPARE(ncclTestName(parseNcclTests(fourRanks("sum", "2.00", "3.00")), "a.txt"),
             std::string("all_reduce"));
    QCOMPARE(ncclTestName(parseNcclTests(fourRanks("sum", "2.00", "1.50")), "a.txt"),
             std::string("reduce_scatter"));
    // No operator, factor 1: send/receive; 0.75 fits all-gather and all-to-all alike.
    QCOMPARE(ncclTestName(parseNcclTests(fourRanks("none", "2.00", "2.00")), "a.txt"),
             std::string("sendrecv"));
    const NcclTestsRun gather = parseNcclTests(fourRanks("none", "2.00", "1.50"));
    QVERIFY_THROWS_EXCEPTION(BenchmarkError, ncclTestName(gather, "a.txt"));
    QCOMPARE(ncclTestName(gather, "alltoall_perf.out"), std::string("alltoall"));
}

void TestNcclTests::refusesWhatIsNotNcclTests_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    // The last complete row is line 30; line 31 stops after 60 characters.
    QTest::newRow("truncated") << QStringLiteral("truncated-all_reduce_perf.txt") << 31;
    // The header (line 3) has "latency" where busbw stands.
    QTest::newRow("wrong columns") << QStringLiteral("wrong-columns.txt") << 3;
    // Two lines and no table: named at the end, line 2.
    QTest::newRow("csv") << QStringLiteral("results.csv") << 2;
    // Line 2 starts with byte 0x7f.
    QTest::newRow("binary") << QStringLiteral("binary-junk.bin") << 2;
    QTest::newRow("empty") << QStringLiteral("empty.txt") << 1;
    // A design given as --nccl: its first line is "{".
    QTest::newRow("design") << QStringLiteral(
                                   "../../../resources/examples/h100-32-node.cluster.json")
                            << 1;
}

void TestNcclTests::refusesWhatIsNotNcclTests()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QCOMPARE(errorLine(textOf(file)), line);
}

void TestNcclTests::refusesARowThatIsNotNumbers()
{
    std::string text = fourRanks("sum", "2.00", "3.00");
    text.replace(text.find("3.00"), 4, "fast");
    // Four rank lines, the header (5), the row (6).
    QCOMPARE(errorLine(text), 6);
    // Cut before the summary: the table never closes, named at its last line (6).
    const std::string cut = fourRanks("sum", "2.00", "3.00");
    QCOMPARE(errorLine(cut.substr(0, cut.find("# Out of bounds"))), 6);
}

QTEST_GUILESS_MAIN(TestNcclTests)
#include "tst_nccltests.moc"
