#pragma once

#include <optional>
#include <string>
#include <vector>

// What a cluster is for: the training and inference workloads a design carries
// and the sizing starts from (docs/workload-format.md). Data only; the file
// form is io/workloadcodec.h.
namespace cs {

enum class TrainingPrecision
{
    Bf16,
    Fp8
};
enum class InferencePrecision
{
    Fp16,
    Fp8,
    Int4
};
// Which activations a recomputing run recomputes: all of each layer
// (Megatron-LM's "full") or only the attention scores ("selective",
// Korthikanti et al. 2022).
enum class RecomputeGranularity
{
    Full,
    Selective
};
// "fused": attention kernels that never store the score matrix
// (FlashAttention); "unfused": scores and softmax stored per layer.
enum class AttentionKernel
{
    Fused,
    Unfused
};
// Interactive serving must keep every sequence decoding at a reading pace;
// batch serving only has to reach the aggregate rate.
enum class LatencyClass
{
    Interactive,
    Batch
};

// The arithmetic an HPC simulation's work is counted in.
enum class HpcPrecision
{
    Fp64,
    Fp32
};
// What an HPC simulation's time is bound by: floating-point operations
// (dense linear algebra, HPL-like) or bytes through GPU memory (stencils,
// sparse solvers, HPCG-like).
enum class HpcBound
{
    Compute,
    MemoryBandwidth
};

// Names used in workload files: "bf16", "fp8", "fp16", "int4", "interactive", "batch".
const char* toName(TrainingPrecision v);
const char* toName(HpcPrecision v);
const char* toName(HpcBound v);
const char* toName(InferencePrecision v);
const char* toName(LatencyClass v);
const char* toName(RecomputeGranularity v);
const char* toName(AttentionKernel v);

// The transformer's shape, where the sizing needs more than the parameter
// count. Every field is optional; docs/workload-format.md gives the estimates
// used for missing ones.
struct ModelShape
{
    std::optional<int> layers;
    std::optional<int> hiddenSize;
    std::optional<int> kvHeads; // with headDim: the K/V width under grouped-query attention
    std::optional<int> headDim;
    std::optional<int> attentionHeads;
    std::optional<int> ffnHiddenSize;
    std::optional<int> vocabSize;
    // Gated (SwiGLU) feed-forward: three matrices of hidden × FFN size instead
    // of two. Unset: gated when the FFN size is given and is not 4 × hidden.
    std::optional<bool> ffnGated;
    bool operator==(const ModelShape&) const = default;
};

// A mixture-of-experts model: each token runs `expertsPerToken` of `experts`
// expert FFNs (plus the shared ones) in every layer after the first
// `denseLayers`.
struct MoeShape
{
    int experts = 0;
    int expertsPerToken = 0;
    std::optional<int> expertFfnHiddenSize; // unset: the model's FFN size
    int sharedExperts = 0;
    int denseLayers = 0;
    std::optional<double> activeParameters; // per token; unset: from the shape
    bool operator==(const MoeShape&) const = default;
};

struct TrainingProfile
{
    double parameters = 0;
    double trainingTokens = 0;
    double targetDays = 0; // wall-clock days the whole run may take
    TrainingPrecision precision = TrainingPrecision::Bf16;
    // Model FLOPs utilisation (achieved ÷ dense peak). Given, it overrides the
    // performance model's prediction; the sizing uses kDefaultMfu without it.
    std::optional<double> mfu;
    static constexpr double kDefaultMfu = 0.40;
    double sizingMfu() const { return mfu.value_or(kDefaultMfu); }
    double optimizerBytesPerParameter = 16; // mixed-precision Adam: 2 + 2 + 4 + 8
    // Per-GPU activation memory; unset: estimated from the shape, the sequence
    // length, the micro-batch and whether activations are recomputed.
    std::optional<double> activationGbPerGpu;
    bool recomputation = true;
    int sequenceLength = 4096;
    int microBatchSequences = 1;
    ModelShape shape;
    std::optional<MoeShape> moe;
    std::optional<int> globalBatchSequences; // unset: about 4 M tokens per step
    RecomputeGranularity recomputeGranularity = RecomputeGranularity::Full;
    bool sequenceParallel = true; // Megatron-LM's sequence parallelism with TP
    AttentionKernel attentionKernel = AttentionKernel::Fused;
    // Gradient reduction started during the backward pass (Megatron-LM's
    // --overlap-grad-reduce, PyTorch DDP and FSDP); false: after it.
    bool overlapGradReduce = true;
    bool operator==(const TrainingProfile&) const = default;
};

struct InferenceProfile
{
    double parameters = 0;
    InferencePrecision precision = InferencePrecision::Fp16;
    int contextLength = 0;            // tokens of K/V kept per sequence
    int concurrentSequences = 0;      // sequences decoded together
    double targetTokensPerSecond = 0; // generated tokens, summed over sequences
    LatencyClass latencyClass = LatencyClass::Interactive;
    double computeUtilization = 0.40;   // achieved ÷ dense peak
    double bandwidthUtilization = 0.80; // achieved ÷ peak memory bandwidth
    ModelShape shape;
    std::optional<MoeShape> moe;
    std::optional<int> inputTokens;  // prompt tokens per request; unset: half the context
    std::optional<int> outputTokens; // generated per request; unset: the rest of the context
    bool operator==(const InferenceProfile&) const = default;
};

// A scientific simulation (weather, molecular dynamics, CFD): a known amount
// of work done at a sustained share of the GPUs' peak. With `bound` compute,
// `work` counts floating-point operations at `precision`; with memory
// bandwidth, bytes moved through GPU memory.
struct HpcProfile
{
    HpcBound bound = HpcBound::Compute;
    HpcPrecision precision = HpcPrecision::Fp64;
    double work = 0;       // FLOPs or bytes, as `bound` says
    double targetDays = 0; // wall-clock days the whole run may take
    // Achieved ÷ peak; unset: perf::constants' HPL or STREAM share (sourced
    // there), which a real code rarely beats.
    std::optional<double> sustainedFraction;
    bool operator==(const HpcProfile&) const = default;
};

// A rate the user measured on one GPU model: units of work per second per GPU.
struct MeasuredRate
{
    std::string gpuPartId; // the catalog's GPU part
    double unitsPerSecond = 0;
    // Host CPU cores one GPU's input pipeline (decoding, augmenting) kept
    // busy at that rate, measured with it; unset: not measured.
    std::optional<double> cpuCoresPerGpu;
    bool operator==(const MeasuredRate&) const = default;
};

// Work made of independent pieces (rendering frames, batch inference of a
// vision model, parameter sweeps), sized from rates measured per GPU: no GPU
// is assumed to run at a rate nobody measured.
struct ThroughputProfile
{
    std::string unit; // what one piece is called: "images", "frames"
    double work = 0;  // pieces to process
    double targetDays = 0;
    std::vector<MeasuredRate> rates; // one per GPU model, at least one
    // Input each piece reads from shared storage, for the data-loader check;
    // unset: not checked.
    std::optional<double> bytesPerUnit;
    // A GPU's rate when it works beside the others (1: the pieces share
    // nothing); unset: 1.
    std::optional<double> scalingEfficiency;
    const MeasuredRate* rateOn(const std::string& gpuPartId) const;
    bool operator==(const ThroughputProfile&) const = default;
};

// What the cluster must run: training, inference or both, an HPC simulation or
// a throughput job. With training and inference, the same
// GPUs take turns: training gets `trainingHoursShare` of the hours, inference
// the rest (docs/workload-format.md).
struct Workload
{
    std::string name;
    std::optional<TrainingProfile> training;
    std::optional<InferenceProfile> inference;
    std::optional<double> trainingHoursShare;
    // A simulation or a throughput job stands alone: a workload with one of
    // them has no other section.
    std::optional<HpcProfile> hpc;
    std::optional<ThroughputProfile> throughput;

    // The share of hours training gets: 1 without inference, 0 without training.
    double trainingShare() const;
    bool operator==(const Workload&) const = default;
};

} // namespace cs
