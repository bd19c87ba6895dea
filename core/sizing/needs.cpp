// The per-GPU arithmetic of the sizing: what one accelerator model needs for
// training and for inference. The formulas are explained in docs/workload-format.md.
#include "sizing.h"

#include <algorithm>
#include <cmath>

namespace cs::sizing {

namespace {

constexpr double kBytesPerGb = 1e9;
// Typical transformers keep the hidden size near 128 × the layer count
// (Llama 2 7B: 4096 = 128 × 32; GPT-3 175B: 12288 = 128 × 96).
constexpr double kHiddenPerLayer = 128;

struct Shape
{
    int layers = 0;
    int hiddenSize = 0;
    int kvWidth = 0;
    bool estimated = false;
};

// Parameters ≈ 12 · layers · hidden² for a decoder-only transformer
// (Transformer Math 101), which gives whichever of the two is missing.
Shape resolveShape(const ModelShape& given, double parameters)
{
    Shape s;
    if (given.layers && given.hiddenSize) {
        s.layers = *given.layers;
        s.hiddenSize = *given.hiddenSize;
    } else if (given.layers) {
        s.layers = *given.layers;
        s.hiddenSize = static_cast<int>(std::lround(std::sqrt(parameters / (12.0 * s.layers))));
        s.estimated = true;
    } else if (given.hiddenSize) {
        s.hiddenSize = *given.hiddenSize;
        const double h = s.hiddenSize;
        s.layers = static_cast<int>(std::lround(parameters / (12.0 * h * h)));
        s.estimated = true;
    } else {
        const double cube = parameters / (12.0 * kHiddenPerLayer * kHiddenPerLayer);
        s.layers = static_cast<int>(std::lround(std::cbrt(cube)));
        s.hiddenSize = static_cast<int>(kHiddenPerLayer) * std::max(s.layers, 1);
        s.estimated = true;
    }
    s.layers = std::max(s.layers, 1);
    s.hiddenSize = std::max(s.hiddenSize, 1);
    s.kvWidth = given.kvHeads && given.headDim ? *given.kvHeads * *given.headDim : s.hiddenSize;
    return s;
}

std::optional<double> denseTflops(const Part& gpu, TrainingPrecision p)
{
    const PrecisionTflops& t = gpu.gpu->denseTflops;
    return p == TrainingPrecision::Fp8 ? t.fp8 : t.bf16;
}

// INT4 is weight-only quantisation: weights are widened to 16 bits before
// the matrix multiply, so the 16-bit tensor rate applies.
std::optional<double> denseTflops(const Part& gpu, InferencePrecision p)
{
    const PrecisionTflops& t = gpu.gpu->denseTflops;
    return p == InferencePrecision::Fp8 ? t.fp8 : t.bf16;
}

double bytesPerParameter(InferencePrecision p)
{
    switch (p) {
    case InferencePrecision::Fp16:
        return 2;
    case InferencePrecision::Fp8:
        return 1;
    case InferencePrecision::Int4:
        return 0.5;
    }
    return 2;
}

bool usable(const std::optional<double>& tflops)
{
    return tflops && *tflops > 0;
}

// Activation memory per GPU, Transformer Math 101 with one tensor-parallel
// rank: 2·s·b·h·L bytes when only each layer's input is kept (full
// recomputation), s·b·h·L·34 without, taking attention scores as not stored
// (fused attention kernels).
double activationBytes(const TrainingProfile& t, const Shape& s)
{
    const double perToken =
        static_cast<double>(t.sequenceLength) * t.microBatchSequences * s.hiddenSize * s.layers;
    return perToken * (t.recomputation ? 2.0 : 34.0);
}

void sizeTrainingMemory(const TrainingProfile& t, const Part& gpu, TrainingNeed& n)
{
    const Shape shape = resolveShape(t.shape, t.parameters);
    n.layers = shape.layers;
    n.hiddenSize = shape.hiddenSize;
    n.shapeEstimated = shape.estimated && !t.activationGbPerGpu;
    n.activationEstimated = !t.activationGbPerGpu;
    n.activationGbPerGpu = t.activationGbPerGpu.value_or(activationBytes(t, shape) / kBytesPerGb);
    n.statesGb = t.parameters * t.optimizerBytesPerParameter / kBytesPerGb;
    n.memoryGb = gpu.gpu->memoryGb;
    n.statesGbPerGpu = n.memoryGb * (1 - kMemoryReserveFraction) - n.activationGbPerGpu;
    n.gpusByMemory = n.statesGbPerGpu > 0 ? wholeGpus(n.statesGb / n.statesGbPerGpu) : 0;
}

void sizeInferenceMemory(const InferenceProfile& p, const Part& gpu, InferenceNeed& n)
{
    const Shape shape = resolveShape(p.shape, p.parameters);
    n.layers = shape.layers;
    n.hiddenSize = shape.hiddenSize;
    n.kvWidth = shape.kvWidth;
    n.shapeEstimated = shape.estimated;
    n.bytesPerParameter = bytesPerParameter(p.precision);
    n.kvBytesPerValue = p.precision == InferencePrecision::Fp8 ? 1 : 2;
    n.weightsGb = p.parameters * n.bytesPerParameter / kBytesPerGb;
    n.kvCacheGb = 2.0 * n.layers * n.kvWidth * n.kvBytesPerValue * p.contextLength *
                  p.concurrentSequences / kBytesPerGb;
    n.memoryGb = gpu.gpu->memoryGb;
    n.usableGbPerGpu = n.memoryGb * (1 - kMemoryReserveFraction);
    n.gpusByMemory = wholeGpus((n.weightsGb + n.kvCacheGb) / n.usableGbPerGpu);
}

// Decoding is bound by memory traffic: each step reads every weight and every
// sequence's K/V cache (at full context, the worst case) once and yields one
// token per sequence.
void sizeInferenceBandwidth(const InferenceProfile& p, const Part& gpu, InferenceNeed& n)
{
    const double stepsPerSecond = n.tokensPerSecond / p.concurrentSequences;
    n.bytesPerSecond = (n.weightsGb + n.kvCacheGb) * kBytesPerGb * stepsPerSecond;
    n.bandwidthTBps = gpu.gpu->memoryBandwidthTBps;
    if (n.bandwidthTBps && *n.bandwidthTBps > 0) {
        n.gpusByBandwidth =
            wholeGpus(n.bytesPerSecond / (*n.bandwidthTBps * 1e12 * p.bandwidthUtilization));
    } else {
        n.bandwidthTBps.reset();
    }
}

} // namespace

int wholeGpus(double exact)
{
    return std::max(1, static_cast<int>(std::ceil(exact * (1 - 1e-9))));
}

std::optional<TrainingNeed> sizeTraining(const TrainingProfile& t, double trainingShare,
                                         const Part& gpu)
{
    const std::optional<double> tflops = gpu.gpu ? denseTflops(gpu, t.precision) : std::nullopt;
    if (!usable(tflops)) {
        return std::nullopt;
    }
    TrainingNeed n;
    n.flops = 6 * t.parameters * t.trainingTokens;
    n.denseTflops = *tflops;
    n.flopsPerGpu = n.denseTflops * 1e12 * t.sizingMfu();
    n.seconds = t.targetDays * kSecondsPerDay * trainingShare;
    n.gpusExact = n.flops / (n.flopsPerGpu * n.seconds);
    n.gpusByCompute = wholeGpus(n.gpusExact);
    sizeTrainingMemory(t, gpu, n);
    return n;
}

std::optional<InferenceNeed> sizeInference(const InferenceProfile& p, const Part& gpu)
{
    const std::optional<double> tflops = gpu.gpu ? denseTflops(gpu, p.precision) : std::nullopt;
    if (!usable(tflops)) {
        return std::nullopt;
    }
    InferenceNeed n;
    const double pacing = p.latencyClass == LatencyClass::Interactive
                              ? p.concurrentSequences * kInteractiveTokensPerSecondPerSequence
                              : 0.0;
    n.tokensPerSecond = std::max(p.targetTokensPerSecond, pacing);
    n.flopsPerSecond = 2 * p.parameters * n.tokensPerSecond;
    n.denseTflops = *tflops;
    n.flopsPerGpu = n.denseTflops * 1e12 * p.computeUtilization;
    n.gpusByCompute = wholeGpus(n.flopsPerSecond / n.flopsPerGpu);
    sizeInferenceMemory(p, gpu, n);
    sizeInferenceBandwidth(p, gpu, n);
    return n;
}

} // namespace cs::sizing
