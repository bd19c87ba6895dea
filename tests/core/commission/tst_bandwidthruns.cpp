// The bandwidth benchmarks' outputs as the tools print them
// (tests/data/commission/README.md says where each file's figures come from),
// and the files that are not such output.
#include "commission/bandwidthrun.h"
#include "commission/benchmarkerror.h"

#include <QFile>
#include <QTest>

using namespace cs::commission;

namespace {

const QString kData = QStringLiteral(CS_TEST_DATA_DIR "/commission/");

std::string textOf(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", qPrintable(path));
    }
    return f.readAll().toStdString();
}

BandwidthRun run(const char* name)
{
    return parseBandwidth(textOf(kData + QLatin1String(name)));
}

bool near(double value, double expected)
{
    return std::abs(value - expected) < 1e-6 * std::abs(expected);
}

} // namespace

class TestBandwidthRuns : public QObject
{
    Q_OBJECT

private slots:
    void readsBandwidthTestInGBs();
    void readsBandwidthTestInMBs();
    void readsNvbandwidth();
    void readsNvbandwidthWithoutDevices();
    void readsIbWriteBwInGbits();
    void readsIbReadBwInMBs();
    void takesTheHostFromTheFileName();
    void refusesWhatIsNotBandwidthOutput_data();
    void refusesWhatIsNotBandwidthOutput();
};

void TestBandwidthRuns::readsBandwidthTestInGBs()
{
    const BandwidthRun r = run("APM_bandwidthTest.txt");
    QCOMPARE(r.tool, std::string("bandwidthTest"));
    QCOMPARE(r.gpus, std::vector<std::string>{"NVIDIA H100 PCIe"});
    QVERIFY(r.host.empty());
    QVERIFY(!r.failed);
    QCOMPARE(r.figures.size(), std::size_t(3));
    const BandwidthFigure& h2d = r.figures[0];
    QCOMPARE(h2d.test, std::string("Host to Device, PINNED"));
    QVERIFY(h2d.transfer == Transfer::HostToDevice);
    QCOMPARE(h2d.messageBytes, std::optional<double>(32000000));
    QCOMPARE(h2d.gbytesPerS, 27.9);
    QCOMPARE(h2d.line, 10);
    QCOMPARE(h2d.device, std::string("NVIDIA H100 PCIe"));
    QVERIFY(r.figures[1].transfer == Transfer::DeviceToHost);
    QCOMPARE(r.figures[1].gbytesPerS, 25.0);
    // The device copy counts each byte read and written (bandwidthTest.cu: 2 × size ÷ time).
    const BandwidthFigure& d2d = r.figures[2];
    QCOMPARE(d2d.test, std::string("Device to Device"));
    QVERIFY(d2d.transfer == Transfer::DeviceLocal);
    QVERIFY(d2d.readAndWrite);
    QCOMPARE(d2d.gbytesPerS, 1421.4);
}

void TestBandwidthRuns::readsBandwidthTestInMBs()
{
    const BandwidthRun r = run("dgx-03.bandwidthTest.txt");
    QCOMPARE(r.figures.size(), std::size_t(2));
    // The largest size's row: 52795.4 MB/s of 2^20 bytes = 52795.4 × 1048576 = 55,359,989,350
    // B/s = 55.35999 GB/s.
    const BandwidthFigure& h2d = r.figures[0];
    QCOMPARE(h2d.messageBytes, std::optional<double>(67108864));
    QVERIFY2(near(h2d.gbytesPerS, 55.3599893504), qPrintable(QString::number(h2d.gbytesPerS)));
    QCOMPARE(h2d.line, 11);
    QVERIFY(r.figures[1].transfer == Transfer::DeviceToHost);
}

void TestBandwidthRuns::readsNvbandwidth()
{
    const BandwidthRun r = run("nvbandwidth-dgx-01.txt");
    QCOMPARE(r.tool, std::string("nvbandwidth"));
    QCOMPARE(r.host, std::string("dgx-01")); // the line before "Device 0:"
    QCOMPARE(r.gpus.size(), std::size_t(8));
    QCOMPARE(r.gpus[7], std::string("NVIDIA H100 80GB HBM3")); // without its PCI address
    QCOMPARE(r.figures.size(), std::size_t(4));
    // Each figure is the matrix's slowest cell: 55.33 (GPU 7), 55.18 (GPU 2, the first of two),
    // 395.05 (row 7 reads from column 0), 397.44 (row 0 written by column 1, "<-").
    const std::vector<std::pair<double, std::string>> expected = {
        {55.33, "GPU 7"}, {55.18, "GPU 2"}, {395.05, "GPU 7 -> GPU 0"}, {397.44, "GPU 1 -> GPU 0"}};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(r.figures[i].gbytesPerS, expected[i].first);
        QCOMPARE(r.figures[i].where, expected[i].second);
        QVERIFY(!r.figures[i].messageBytes);
    }
    QCOMPARE(r.figures[0].test, std::string("host_to_device_memcpy_ce"));
    QVERIFY(r.figures[0].transfer == Transfer::HostToDevice);
    QVERIFY(r.figures[1].transfer == Transfer::DeviceToHost);
    QVERIFY(r.figures[2].transfer == Transfer::DevicePeer);
    QVERIFY(!r.figures[2].readAndWrite);
    QCOMPARE(r.figures[2].line, 33);
}

void TestBandwidthRuns::readsNvbandwidthWithoutDevices()
{
    const BandwidthRun r = run("dgx-02.nvbandwidth.txt");
    QVERIFY(r.host.empty());
    QVERIFY(r.gpus.empty());
    QCOMPARE(r.figures.size(), std::size_t(1));
    QCOMPARE(r.figures[0].gbytesPerS, 27.61);
    QCOMPARE(r.figures[0].where, std::string("GPU 5"));
    QVERIFY(r.figures[0].device.empty());
}

void TestBandwidthRuns::readsIbWriteBwInGbits()
{
    const BandwidthRun r = run("dgx-01.ib_write_bw.txt");
    QCOMPARE(r.tool, std::string("ib_write_bw"));
    QCOMPARE(r.linkType, std::string("IB"));
    QCOMPARE(r.figures.size(), std::size_t(1));
    const BandwidthFigure& f = r.figures[0];
    QCOMPARE(f.device, std::string("mlx5_0"));
    QVERIFY(f.transfer == Transfer::Network);
    // 18 banner lines, the header (19), 23 sizes from 2 bytes: 8 MiB stands on line 42.
    QCOMPARE(f.line, 42);
    QCOMPARE(f.messageBytes, std::optional<double>(8388608));
    QCOMPARE(f.gbytesPerS, 98.38 / 8); // BW average in Gb/s ÷ 8
}

void TestBandwidthRuns::readsIbReadBwInMBs()
{
    const BandwidthRun r = run("ib_read_bw.txt");
    QCOMPARE(r.tool, std::string("ib_read_bw"));
    // 46646.60 MB/sec of 2^20 bytes = 46646.6 × 1048576 = 48,912,505,242 B/s = 48.9125 GB/s.
    QVERIFY2(near(r.figures[0].gbytesPerS, 48.9125052416),
             qPrintable(QString::number(r.figures[0].gbytesPerS)));
}

void TestBandwidthRuns::takesTheHostFromTheFileName()
{
    QCOMPARE(hostFromFileName("/data/dgx-03.bandwidthTest.txt", "bandwidthTest"),
             std::string("dgx-03"));
    QCOMPARE(hostFromFileName("dgx-01.ib_write_bw.log", "ib_write_bw"), std::string("dgx-01"));
    QCOMPARE(hostFromFileName("dgx-01.nvbandwidth", "nvbandwidth"), std::string("dgx-01"));
    QVERIFY(hostFromFileName("APM_bandwidthTest.txt", "bandwidthTest").empty());
    QVERIFY(hostFromFileName("nvbandwidth-dgx-01.txt", "nvbandwidth").empty());
    QVERIFY(hostFromFileName("dgx-01.results.txt", "nvbandwidth").empty());
}

void TestBandwidthRuns::refusesWhatIsNotBandwidthOutput_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("bandwidthTest cut short")
        << "truncated-bandwidthTest.txt" << 16 << "stops before bandwidthTest's closing";
    QTest::newRow("bandwidthTest in KB/s")
        << "bad-unit-bandwidthTest.txt" << 9 << "no bandwidth unit";
    QTest::newRow("nvbandwidth cut short")
        << "truncated-nvbandwidth.txt" << 38 << "device_to_device_memcpy_read_ce is not closed";
    QTest::newRow("nvbandwidth short row")
        << "short-row-nvbandwidth.txt" << 38 << "This row has 7 value(s) where the matrix has 8";
    QTest::newRow("ib_write_bw cut short")
        << "truncated-ib_write_bw.txt" << 31 << "without perftest's closing dashed line";
    QTest::newRow("nccl-tests") << "all_reduce_perf-dgx-03.txt" << 1 << "give it with --nccl";
    QTest::newRow("CSV") << "results.csv" << 2 << "holds nothing that bandwidthTest";
    QTest::newRow("empty") << "empty.txt" << 1 << "The file is empty.";
    QTest::newRow("binary") << "binary-junk.bin" << 2 << "binary data";
    QTest::newRow("design") << "../../../resources/examples/h100-32-node.cluster.json" << 1
                            << "JSON document";
}

void TestBandwidthRuns::refusesWhatIsNotBandwidthOutput()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, message);
    try {
        parseBandwidth(textOf(kData + file));
        QFAIL("the file was read");
    } catch (const BenchmarkError& e) {
        QVERIFY2(e.message().contains(message), qPrintable(e.message()));
        QCOMPARE(e.line(), line);
    }
}

QTEST_GUILESS_MAIN(TestBandwidthRuns)
#include "tst_bandwidthruns.moc"
