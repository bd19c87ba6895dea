#include "work.h"

#include "perfconstants.h"

#include <algorithm>
#include <cmath>

namespace cs::perf {

namespace {

constexpr double kSecondsPerDay = 86400;
constexpr double kTera = 1e12;

// Fills the time once the rate per GPU is known.
void finish(double work, WorkEstimate& e)
{
    if (!e.runs() || e.ratePerGpu <= 0 || e.gpus <= 0) {
        return;
    }
    e.seconds = work / e.clusterRate();
    e.days = e.seconds / kSecondsPerDay;
}

double peakOf(const HpcProfile& hpc, const GpuFigures& gpu, std::string& bound)
{
    if (hpc.bound == HpcBound::MemoryBandwidth) {
        bound = "memory bandwidth";
        return gpu.memoryTBps * kTera;
    }
    if (hpc.precision == HpcPrecision::Fp64) {
        bound = "FP64 compute";
        return gpu.fp64Tflops * kTera;
    }
    bound = "FP32 compute";
    return gpu.fp32Tflops * kTera;
}

} // namespace

WorkEstimate estimateHpc(const HpcProfile& hpc, const GpuFigures& gpu, int gpus)
{
    WorkEstimate e;
    e.gpus = gpus;
    e.peakPerGpu = peakOf(hpc, gpu, e.bound);
    e.unit = hpc.bound == HpcBound::MemoryBandwidth ? "byte" : "FLOP";
    e.sharedDefault = !hpc.sustainedFraction;
    const double fallback = hpc.bound == HpcBound::MemoryBandwidth ? constants::kMemoryAchievable
                                                                   : constants::kHplSustainedShare;
    e.sustainedShare = hpc.sustainedFraction.value_or(fallback);
    if (e.peakPerGpu <= 0) {
        e.problem = gpu.name + " has no " +
                    (hpc.bound == HpcBound::MemoryBandwidth
                         ? std::string("memory bandwidth")
                         : std::string(toName(hpc.precision)) + " peak") +
                    " figure in the catalog.";
        return e;
    }
    e.ratePerGpu = e.peakPerGpu * e.sustainedShare;
    e.gpuRatePerGpu = e.ratePerGpu;
    finish(hpc.work, e);
    return e;
}

WorkEstimate estimateThroughput(const ThroughputProfile& job, const GpuFigures& gpu, int gpus)
{
    WorkEstimate e;
    e.gpus = gpus;
    e.bound = "measured rate";
    e.unit = job.unit;
    e.sustainedShare = job.scalingEfficiency.value_or(1.0);
    const MeasuredRate* rate = job.rateOn(gpu.partId);
    if (!rate) {
        e.problem = "No rate was measured on " + gpu.name + " (" + gpu.partId + ").";
        return e;
    }
    e.ratePerGpu = rate->unitsPerSecond * e.sustainedShare;
    e.gpuRatePerGpu = e.ratePerGpu;
    finish(job.work, e);
    return e;
}

WorkEstimate estimateWork(const Workload& w, const GpuFigures& gpu, int gpus)
{
    if (w.hpc) {
        return estimateHpc(*w.hpc, gpu, gpus);
    }
    if (w.throughput) {
        return estimateThroughput(*w.throughput, gpu, gpus);
    }
    WorkEstimate e;
    e.problem = "The workload is neither a simulation nor a throughput job.";
    return e;
}

void capWorkRate(WorkEstimate& e, double work, double clusterRate, const std::string& bound)
{
    if (!e.runs() || e.gpus <= 0 || clusterRate <= 0 || clusterRate >= e.clusterRate()) {
        return;
    }
    e.ratePerGpu = clusterRate / e.gpus;
    e.bound = bound;
    finish(work, e);
}

int gpusForWork(double work, double ratePerGpu, double days)
{
    if (ratePerGpu <= 0 || days <= 0) {
        return 0;
    }
    const double exact = work / (ratePerGpu * days * kSecondsPerDay);
    // A hair of tolerance keeps 2.0000000001 from becoming 3.
    return std::max(1, static_cast<int>(std::ceil(exact * (1 - 1e-9))));
}

double workOf(const Workload& w)
{
    return w.hpc ? w.hpc->work : w.throughput ? w.throughput->work : 0;
}

} // namespace cs::perf
