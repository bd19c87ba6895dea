// Simulations and throughput jobs: the sustained rate per GPU and the days
// the work takes, worked out by hand on round figures.
#include "perf/perfconstants.h"
#include "perf/work.h"

#include <QTest>

using namespace cs;
using namespace cs::perf;

namespace {

// H100 SXM as the catalog gives it: FP64 34 vector / 67 tensor TFLOPS,
// FP32 67, 3.35 TB/s.
Part h100Part()
{
    Part p;
    p.id = "nvidia-h100-sxm5-80gb";
    p.name = "H100 SXM5 80GB";
    p.kind = PartKind::Gpu;
    GpuSpec g;
    g.memoryGb = 80;
    g.memoryBandwidthTBps = 3.35;
    g.denseTflops.fp64 = 34;
    g.denseTflops.fp64Tensor = 67;
    g.denseTflops.fp32 = 67;
    g.denseTflops.bf16 = 989;
    p.gpu = g;
    return p;
}

HpcProfile fp64Run()
{
    HpcProfile h;
    h.work = 1e21;
    h.targetDays = 5;
    return h;
}

ThroughputProfile tagging()
{
    ThroughputProfile t;
    t.unit = "images";
    t.work = 1e10;
    t.targetDays = 3;
    t.rates = {{"nvidia-h100-sxm5-80gb", 3000, std::nullopt}};
    return t;
}

} // namespace

class TestWork : public QObject
{
    Q_OBJECT

private slots:
    void fp64UsesTheMatrixRateAtHplsShare()
    {
        // 67 TFLOPS × 0.65 = 43.55 TFLOP/s per GPU; 56 GPUs: 2.4388e15 FLOP/s;
        // 1e21 ÷ 2.4388e15 = 410,039 s = 4.746 days.
        const WorkEstimate e = estimateHpc(fp64Run(), gpuFiguresOf(h100Part()), 56);
        QVERIFY(e.runs());
        QCOMPARE(e.bound, std::string("FP64 compute"));
        QCOMPARE(e.unit, std::string("FLOP"));
        QCOMPARE(e.peakPerGpu, 67e12);
        QVERIFY(e.sharedDefault);
        QCOMPARE(e.sustainedShare, 0.65);
        QCOMPARE(e.ratePerGpu, 43.55e12);
        QVERIFY(qAbs(e.days - 4.746) < 0.001);
    }

    void fp64WithoutMatrixUnitsUsesTheVectorRate()
    {
        // No tensor FP64 (an L40S-like part): the vector 1.4 TFLOPS.
        Part p = h100Part();
        p.gpu->denseTflops.fp64Tensor.reset();
        p.gpu->denseTflops.fp64 = 1.4;
        QCOMPARE(gpuFiguresOf(p).fp64Tflops, 1.4);
    }

    void memoryBoundUsesStreamShareOfBandwidth()
    {
        // 3.35 TB/s × 0.80 = 2.68 TB/s per GPU; 8 GPUs: 21.44 TB/s;
        // 2e20 B ÷ 2.144e13 = 9.328e6 s = 107.97 days.
        HpcProfile h;
        h.bound = HpcBound::MemoryBandwidth;
        h.work = 2e20;
        h.targetDays = 5;
        const WorkEstimate e = estimateHpc(h, gpuFiguresOf(h100Part()), 8);
        QCOMPARE(e.bound, std::string("memory bandwidth"));
        QCOMPARE(e.sustainedShare, constants::kMemoryAchievable);
        QVERIFY(qAbs(e.ratePerGpu - 2.68e12) < 1);
        QVERIFY(qAbs(e.days - 107.97) < 0.01);
    }

    void aGivenFractionReplacesTheDefault()
    {
        // FP32 at 0.30 of 67 TFLOPS = 20.1 TFLOP/s per GPU.
        HpcProfile h = fp64Run();
        h.precision = HpcPrecision::Fp32;
        h.sustainedFraction = 0.30;
        const WorkEstimate e = estimateHpc(h, gpuFiguresOf(h100Part()), 1);
        QVERIFY(!e.sharedDefault);
        QCOMPARE(e.bound, std::string("FP32 compute"));
        QVERIFY(qAbs(e.ratePerGpu - 20.1e12) < 1);
    }

    void aMissingPeakIsAProblemNamingTheGpu()
    {
        Part p = h100Part();
        p.gpu->denseTflops.fp32.reset();
        HpcProfile h = fp64Run();
        h.precision = HpcPrecision::Fp32;
        const WorkEstimate e = estimateHpc(h, gpuFiguresOf(p), 8);
        QVERIFY(!e.runs());
        QVERIFY(e.problem.find("H100 SXM5 80GB") != std::string::npos);
        QCOMPARE(e.days, 0.0);
    }

    void throughputUsesTheMeasuredRate()
    {
        // 3,000 images/s × 0.9 = 2,700 per GPU; 16 GPUs: 43,200/s;
        // 1e10 ÷ 43,200 = 231,481 s = 2.679 days.
        ThroughputProfile t = tagging();
        t.scalingEfficiency = 0.9;
        const WorkEstimate e = estimateThroughput(t, gpuFiguresOf(h100Part()), 16);
        QCOMPARE(e.ratePerGpu, 2700.0);
        QCOMPARE(e.clusterRate(), 43200.0);
        QCOMPARE(e.unit, std::string("images"));
        QCOMPARE(e.peakPerGpu, 0.0);
        QVERIFY(qAbs(e.days - 2.679) < 0.001);
    }

    void aSlowerFeedSetsThePace()
    {
        // 16 GPUs at 3,000 images/s: 48,000/s unfed. Fed at 24,000/s (half),
        // each GPU runs 1,500/s and 1e10 images take 1e10 ÷ 24,000 =
        // 416,667 s = 4.823 days; the bound names the feed. A feed faster
        // than the GPUs changes nothing.
        WorkEstimate e = estimateThroughput(tagging(), gpuFiguresOf(h100Part()), 16);
        capWorkRate(e, 1e10, 96000, "storage read bandwidth");
        QCOMPARE(e.ratePerGpu, 3000.0);
        QCOMPARE(e.bound, std::string("measured rate"));
        capWorkRate(e, 1e10, 24000, "host CPU cores");
        QCOMPARE(e.ratePerGpu, 1500.0);
        QCOMPARE(e.gpuRatePerGpu, 3000.0);
        QCOMPARE(e.bound, std::string("host CPU cores"));
        QVERIFY(qAbs(e.days - 4.823) < 0.001);
    }

    void throughputWithoutARateOnTheGpuDoesNotGuess()
    {
        Part other = h100Part();
        other.id = "nvidia-b200";
        other.name = "B200";
        const WorkEstimate e = estimateThroughput(tagging(), gpuFiguresOf(other), 8);
        QVERIFY(!e.runs());
        QVERIFY(e.problem.find("B200 (nvidia-b200)") != std::string::npos);
    }

    void gpusForWorkRoundsUp()
    {
        // 1e21 ÷ (43.55e12 × 5 × 86,400) = 53.15 → 54; an exact 2 stays 2.
        QCOMPARE(gpusForWork(1e21, 43.55e12, 5), 54);
        QCOMPARE(gpusForWork(2 * 86400.0, 1, 1), 2);
        QCOMPARE(gpusForWork(1, 0, 1), 0);
    }
};

QTEST_GUILESS_MAIN(TestWork)
#include "tst_work.moc"
