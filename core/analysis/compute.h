#pragma once

#include "designfacts.h"

#include <string>
#include <vector>

namespace cs::analysis {

struct PrecisionTotals
{
    double fp64 = 0;
    double fp32 = 0;
    double tf32 = 0;
    double bf16 = 0;
    double fp8 = 0;
    double int8 = 0; // TOPS
    double fp4 = 0;
};

struct GpuModelCount
{
    std::string gpuPartId;
    std::string name;
    int gpus = 0;
    double bf16Tflops = 0; // dense, all GPUs of this model
};

struct ComputeReport
{
    int nodes = 0;
    int gpus = 0;
    double gpuMemoryGb = 0;
    PrecisionTotals peakDenseTflops;
    PrecisionTotals peakSparseTflops;
    int scaleUpDomainGpus = 0; // largest NVLink (or equivalent) domain
    bool allGpusHaveScaleUpLink = true;
    double scalingEfficiency = 1;
    double effectiveTflopsBf16 = 0;
    // The training workload the two figures above come from (the performance
    // model's best plan for it); empty: the generic fitted curve.
    std::string scalingWorkload;
    double modelledMfu = 0; // that plan's MFU; 0 without it
    std::vector<GpuModelCount> byModel;
};

// The efficiency of n GPUs working on one job: 1 for one GPU, the assumed
// speed-up at 4 GPUs, the assumed large-scale efficiency between the two
// reference sizes, interpolated on log2(n) between those points and extended
// beyond them at the same slope; slowed further by fabric oversubscription,
// which stretches the communication share of each step.
double scalingEfficiency(int gpus, double oversubscription, const Assumptions& a);

ComputeReport analyzeCompute(const DesignFacts& facts, double computeOversubscription);

} // namespace cs::analysis
