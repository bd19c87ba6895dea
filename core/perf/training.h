#pragma once

#include "hardware.h"
#include "plan.h"
#include "transformer.h"

#include <optional>
#include <string>

namespace cs::perf {

// A training workload with every figure the step model needs resolved.
struct TrainingSetup
{
    Transformer model;
    int sequence = 4096;
    int globalBatch = 1024; // sequences per optimizer step
    // False when the workload left the batch to the model: each plan then
    // takes the multiple of dp × micro-batch nearest to it (at least one).
    bool globalBatchFixed = false;
    int globalBatchFor(const ParallelPlan& p) const;
    bool fp8 = false;
    bool recompute = true;
    RecomputeGranularity granularity = RecomputeGranularity::Full;
    bool sequenceParallel = true;
    bool fusedAttention = true;
    bool overlapGradReduce = true;
    double stateBytesPerParameter = 16; // weights + gradients + optimizer
    double trainingTokens = 0;
    std::optional<double> mfuOverride;
};

// Global batch without one in the workload: about 4 M tokens per step (Llama 2
// and 3, GPT-3 175B's 3.2 M), as whole sequences.
TrainingSetup trainingSetupOf(const TrainingProfile& profile);

// Seconds of one optimizer step, by where they go. They sum to the step time.
struct StepBreakdown
{
    double computeS = 0;   // matrix multiplies and element-wise kernels
    double tpCommS = 0;    // tensor-parallel collectives (not overlapped)
    double cpCommS = 0;    // context-parallel K/V exchange not hidden by attention
    double epCommS = 0;    // expert-parallel all-to-all
    double ppBubbleS = 0;  // pipeline fill and drain, with its sends
    double dpCommS = 0;    // gradient reduction not hidden by the last backward
    double optimizerS = 0; // the optimizer's pass over its shard
    double exposedCommS() const { return tpCommS + cpCommS + epCommS + dpCommS; }
    double totalS() const
    {
        return computeS + tpCommS + cpCommS + epCommS + ppBubbleS + dpCommS + optimizerS;
    }
};

struct MemoryUse
{
    double weightsGb = 0;
    double gradientsGb = 0;
    double optimizerGb = 0;
    double activationsGb = 0;
    double totalGb = 0;  // the fullest pipeline stage
    double usableGb = 0; // the GPU's memory less the reserve
    bool fits() const { return totalGb <= usableGb; }
};

struct TrainingEstimate
{
    ParallelPlan plan;
    int globalBatch = 0;  // sequences per step
    bool possible = true; // false: the plan needs a network the cluster lacks
    MemoryUse memory;
    StepBreakdown breakdown;
    double stepTimeS = 0;
    double predictedStepTimeS = 0; // before a workload's MFU override
    double tokensPerS = 0;
    double tokensPerSPerGpu = 0;
    double mfu = 0;
    double modelTflops = 0; // model FLOP/s the plan achieves on all its GPUs, in TFLOPS
    double trainingDays = 0;
    std::string bound; // compute, tensor-parallel communication, pipeline bubble, ...
};

// Why the plan cannot exist for this model on `clusterGpus` GPUs, in one
// sentence naming the key and the numbers; empty when it can.
std::string planProblem(const TrainingSetup& setup, const ParallelPlan& plan, int clusterGpus);

// The step model for a valid plan (planProblem() empty).
TrainingEstimate estimateTraining(const HardwareView& hw, const TrainingSetup& setup,
                                  const ParallelPlan& plan);

} // namespace cs::perf
