// Bandwidth figures against what the design predicts, on the 32-node H100
// example (dgx-01 … dgx-32, DGX H100: 8 × H100 SXM5 80GB with PCIe Gen5 x16,
// 3.35 TB/s of HBM3 and NVLink 4 at 900 GB/s both ways; 400 Gb/s ConnectX-7
// compute ports). Every expected figure is worked out by hand below.
#include "commission/bandwidthrun.h"
#include "commission/commission.h"
#include "exampledesigns.h"

#include <QFile>
#include <QTest>

using namespace cs::commission;

namespace {

BandwidthFile bandwidthFile(const char* name, const char* path = nullptr)
{
    QFile f(QStringLiteral(CS_TEST_DATA_DIR "/commission/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", name);
    }
    return {path ? path : name, parseBandwidth(f.readAll().toStdString())};
}

CommissionReport judged(const std::vector<BandwidthFile>& files)
{
    return commission(exampleDesign("h100-32-node.cluster.json"), {}, files);
}

bool within(double value, double expected)
{
    return std::abs(value - expected) <= 1e-4 * expected;
}

#define QVERIFY_NEAR(value, expected)                                                              \
    QVERIFY2(within(value, expected), qPrintable(QString::number(value, 'g', 10)))

// PCIe Gen5 x16: 32 GT/s × 16 lanes × 128/130 ÷ 8 = 63.0 GB/s per direction, × 256 ÷ (256 +
// 20) TLP efficiency = 63.0 × 0.927536 = 58.4348 GB/s.
constexpr double kGen5Expected = 63.0 * 256.0 / 276.0;

} // namespace

class TestBandwidthJudge : public QObject
{
    Q_OBJECT

private slots:
    void hostCopiesAgainstPcie();
    void peerCopiesAgainstNvlink();
    void oneSlowGpuFails();
    void otherGpuIsAFinding();
    void localCopyIsHalfTheMemory();
    void rdmaAgainstTheComputePort();
    void hostsOutsideTheDesign();
};

void TestBandwidthJudge::hostCopiesAgainstPcie()
{
    const CommissionReport r = judged({bandwidthFile("nvbandwidth-dgx-01.txt")});
    QCOMPARE(r.bandwidth.size(), std::size_t(4));
    const BandwidthJudgement& h2d = r.bandwidth[0];
    QCOMPARE(h2d.host, std::string("dgx-01"));
    QCOMPARE(h2d.tool, std::string("nvbandwidth"));
    QCOMPARE(h2d.device, std::string("NVIDIA H100 80GB HBM3"));
    QVERIFY_NEAR(*h2d.expectedGBps, 58.4348);
    // 55.33 ÷ 58.4348 = 0.9469 ≥ 0.90.
    QVERIFY_NEAR(*h2d.ratio, 55.33 / kGen5Expected);
    QVERIFY(h2d.verdict == Verdict::Pass);
    QVERIFY(h2d.basis.contains(QStringLiteral("PCIe Gen5 x16 63.0 GB/s")));
    // Device to host: 55.18 ÷ 58.4348 = 0.9443.
    QVERIFY_NEAR(*r.bandwidth[1].ratio, 55.18 / kGen5Expected);
    QVERIFY(r.bandwidth[1].verdict == Verdict::Pass);
}

void TestBandwidthJudge::peerCopiesAgainstNvlink()
{
    const CommissionReport r = judged({bandwidthFile("nvbandwidth-dgx-01.txt")});
    // NVLink 4: 900 GB/s both ways = 450 per direction, × 0.80 (NCCL's rating) = 360 GB/s.
    // Read 395.05 ÷ 360 = 1.0974; write 397.44 ÷ 360 = 1.1040.
    QVERIFY_NEAR(*r.bandwidth[2].expectedGBps, 360.0);
    QVERIFY_NEAR(*r.bandwidth[2].ratio, 1.097361);
    QVERIFY_NEAR(*r.bandwidth[3].ratio, 1.104);
    QVERIFY(r.bandwidth[3].verdict == Verdict::Pass);
    QCOMPARE(r.bandwidth[3].where, std::string("GPU 1 -> GPU 0"));
}

void TestBandwidthJudge::oneSlowGpuFails()
{
    const CommissionReport r = judged({bandwidthFile("dgx-02.nvbandwidth.txt")});
    const BandwidthJudgement& j = r.bandwidth.front();
    QCOMPARE(j.host, std::string("dgx-02")); // from the file's name
    // GPU 5 at 27.61 ÷ 58.4348 = 0.4725 < 0.90.
    QVERIFY_NEAR(*j.ratio, 0.472492);
    QVERIFY(j.verdict == Verdict::Fail);
    QCOMPARE(j.where, std::string("GPU 5"));
}

void TestBandwidthJudge::otherGpuIsAFinding()
{
    // No host in the output or the name; the design's 32 nodes are alike, so any stands.
    const CommissionReport r = judged({bandwidthFile("APM_bandwidthTest.txt")});
    QCOMPARE(r.bandwidth.size(), std::size_t(3));
    QVERIFY(r.bandwidth[0].host.empty());
    // Host to device 27.9 ÷ 58.4348 = 0.4775: a Gen4 slot's rate.
    QVERIFY_NEAR(*r.bandwidth[0].ratio, 0.477455);
    QVERIFY(r.bandwidth[0].verdict == Verdict::Fail);
    // bandwidthTest counts the device copy's reads and writes: 3350 GB/s × 0.80 = 2680 GB/s;
    // 1421.4 ÷ 2680 = 0.5304.
    QVERIFY_NEAR(*r.bandwidth[2].expectedGBps, 2680.0);
    QVERIFY_NEAR(*r.bandwidth[2].ratio, 0.530373);
    QVERIFY(r.findings.size() >= 1);
    QVERIFY2(r.findings[0].message.contains(QStringLiteral("\"NVIDIA H100 PCIe\"")),
             qPrintable(r.findings[0].message));
}

void TestBandwidthJudge::localCopyIsHalfTheMemory()
{
    // nvbandwidth's device_local_copy counts each byte once: 3350 × 0.80 ÷ 2 = 1340 GB/s, and
    // 1400 ÷ 1340 = 1.0448.
    BandwidthFigure f;
    f.test = "device_local_copy";
    f.transfer = Transfer::DeviceLocal;
    f.gbytesPerS = 1400;
    BandwidthRun run;
    run.tool = "nvbandwidth";
    run.host = "dgx-05";
    run.figures = {f};
    const CommissionReport r = judged({{"local.txt", run}});
    QVERIFY_NEAR(*r.bandwidth[0].expectedGBps, 1340.0);
    QVERIFY_NEAR(*r.bandwidth[0].ratio, 1.044776);
}

void TestBandwidthJudge::rdmaAgainstTheComputePort()
{
    const CommissionReport r =
        judged({bandwidthFile("dgx-01.ib_write_bw.txt"), bandwidthFile("dgx-02.ib_write_bw.txt")});
    // 400 Gb/s ÷ 8 = 50 GB/s × 0.96 = 48.0 GB/s.
    const BandwidthJudgement& slow = r.bandwidth[0];
    QCOMPARE(slow.host, std::string("dgx-01"));
    QVERIFY_NEAR(*slow.expectedGBps, 48.0);
    QVERIFY_NEAR(*slow.measuredGbps, 98.38);
    // 98.38 Gb/s = 12.2975 GB/s; ÷ 48.0 = 0.2562: a 100 Gb/s link where 400 is designed.
    QVERIFY_NEAR(*slow.ratio, 0.256198);
    QVERIFY(slow.verdict == Verdict::Fail);
    // 391.34 ÷ 8 = 48.9175 GB/s; ÷ 48.0 = 1.0191.
    QVERIFY_NEAR(*r.bandwidth[1].ratio, 1.019115);
    QVERIFY(r.bandwidth[1].verdict == Verdict::Pass);
    // dgx-01 and dgx-02 ran: 30 of 32 nodes did not.
    QCOMPARE(r.findings.size(), std::size_t(1));
    QVERIFY(r.findings[0].message.startsWith(QStringLiteral("30 GPU node")));
}

void TestBandwidthJudge::hostsOutsideTheDesign()
{
    const CommissionReport r =
        judged({bandwidthFile("dgx-02.ib_write_bw.txt", "gpu-99.ib_write_bw.txt")});
    QVERIFY(r.bandwidth[0].verdict == Verdict::NotJudged);
    QVERIFY(!r.bandwidth[0].expectedGBps);
    QVERIFY(r.bandwidth[0].reason.contains(QStringLiteral("gpu-99")));
    QVERIFY(r.findings[0].message.contains(QStringLiteral("not a GPU node of the design")));
}

QTEST_GUILESS_MAIN(TestBandwidthJudge)
#include "tst_bandwidthjudge.moc"
