#pragma once

#include "hardware.h"
#include "model/workload.h"

#include <string>

namespace cs::perf {

// An HPC simulation or a throughput job on `gpus` GPUs of one model: work
// that scales with the GPUs doing it, at a sustained rate per GPU
// (docs/performance-model.md, "Simulations and throughput jobs").
struct WorkEstimate
{
    int gpus = 0;
    double peakPerGpu = 0;     // FLOP/s or B/s; 0 for a measured rate
    double sustainedShare = 0; // of the peak, or the throughput's scaling efficiency
    double ratePerGpu = 0;     // FLOP/s, B/s or units/s one GPU sustains
    // What one GPU would sustain fed without limit; ratePerGpu is lower when
    // the storage or the host CPUs cannot keep up (capWorkRate).
    double gpuRatePerGpu = 0;
    double seconds = 0; // to do all the work
    double days = 0;
    std::string bound;          // "FP64 compute", "memory bandwidth", "measured rate"
    std::string unit;           // of the work: "FLOP", "byte", or the job's own ("images")
    bool sharedDefault = false; // the sustained share is the model's default, not the workload's
    std::string problem;        // why it cannot run on this GPU; empty when it can

    bool runs() const { return problem.empty(); }
    // Work per second of the whole cluster.
    double clusterRate() const { return ratePerGpu * gpus; }
};

WorkEstimate estimateHpc(const HpcProfile& hpc, const GpuFigures& gpu, int gpus);
WorkEstimate estimateThroughput(const ThroughputProfile& job, const GpuFigures& gpu, int gpus);

// The one that applies to the workload; a problem when it is neither.
WorkEstimate estimateWork(const Workload& w, const GpuFigures& gpu, int gpus);

// Slows the work to `clusterRate` (work per second of the whole cluster) when
// what feeds the GPUs cannot keep up with them, `bound` naming it; nothing
// changes when the GPUs are the slower.
void capWorkRate(WorkEstimate& e, double work, double clusterRate, const std::string& bound);

// GPUs the work needs to finish within `days`, from one GPU's sustained rate:
// work ÷ (rate · days · 86,400), rounded up. 0 when the rate is 0.
int gpusForWork(double work, double ratePerGpu, double days);

// The work of a workload in its own units (FLOPs, bytes or pieces); 0 when it
// is neither a simulation nor a throughput job.
double workOf(const Workload& w);

} // namespace cs::perf
