#include "training.h"

#include "collective.h"
#include "perfconstants.h"

#include <algorithm>
#include <cmath>

namespace cs::perf {

namespace {

constexpr double kGb = 1e9;
constexpr double kActivationBytes = 2; // BF16 activations on the wire

// Everything about one micro-batch on one GPU of one pipeline stage.
struct MicroBatch
{
    double tokens = 0;        // b × s / cp: tokens of the micro-batch this GPU holds
    double fullTokens = 0;    // b × s
    double layers = 0;        // layers of the stage
    double moeLayers = 0;     // of which mixture-of-experts
    double forwardPasses = 1; // 1, or 2 with full recomputation
};

double peakTflops(const HardwareView& hw, const TrainingSetup& s)
{
    return s.fp8 && hw.gpu.fp8Tflops > 0 ? hw.gpu.fp8Tflops : hw.gpu.bf16Tflops;
}

bool fullRecompute(const TrainingSetup& s)
{
    return s.recompute && s.granularity == RecomputeGranularity::Full;
}

MicroBatch microBatchOf(const TrainingSetup& s, const ParallelPlan& p)
{
    MicroBatch mb;
    mb.fullTokens = double(p.microBatch) * s.sequence;
    mb.tokens = mb.fullTokens / p.cp;
    mb.layers = double(s.model.layers) / p.pp;
    mb.moeLayers = double(s.model.moeLayers()) / p.pp;
    mb.forwardPasses = fullRecompute(s) ? 2 : 1;
    return mb;
}

// Forward FLOPs of one average layer for `tokens` tokens that attend over a
// sequence of `sequence`: 2 per active weight and token, and the score and
// value products (4 · sequence · heads · headDim per token).
double layerForwardFlops(const Transformer& m, double tokens, double sequence)
{
    const double active = m.activeNonEmbeddingParameters() / m.layers;
    return 2.0 * active * tokens + 4.0 * tokens * sequence * m.heads * m.headDim;
}

// Activations one layer stores per micro-batch on one GPU (Korthikanti et al.
// 2022, eq. 1–4): 34·s·b·h/t with sequence parallelism, (10 + 24/t)·s·b·h
// without, plus 5·a·s²·b/t for the score matrix when the attention kernel
// stores it.
double layerActivationBytes(const TrainingSetup& s, const ParallelPlan& p, const MicroBatch& mb)
{
    const double sbh = mb.tokens * s.model.hidden;
    const double t = p.tp;
    const double linear =
        s.sequenceParallel || p.tp == 1 ? 34.0 * sbh / t : (10.0 + 24.0 / t) * sbh;
    const bool scoresStored =
        !s.fusedAttention && !(s.recompute && s.granularity == RecomputeGranularity::Selective);
    const double scores = scoresStored ? 5.0 * s.model.heads * mb.tokens * s.sequence / t : 0;
    return linear + scores;
}

// Per micro-batch and stage: matrix multiplies at the achievable share of
// peak, element-wise kernels at the achievable memory bandwidth.
double computePerMicroBatch(const HardwareView& hw, const TrainingSetup& s, const ParallelPlan& p,
                            const MicroBatch& mb, bool lastStage)
{
    const Transformer& m = s.model;
    const double forward = layerForwardFlops(m, mb.tokens, s.sequence) / p.tp;
    double passes = 3.0 + (fullRecompute(s) ? 1.0 : 0.0);
    double flops = mb.layers * forward * passes;
    if (s.recompute && s.granularity == RecomputeGranularity::Selective) {
        flops += mb.layers * 4.0 * mb.tokens * s.sequence * m.heads * m.headDim / p.tp;
    }
    if (lastStage) {
        flops +=
            3.0 * 2.0 * m.vocab * double(m.hidden) * mb.tokens / p.tp; // logits, not recomputed
    }
    const double matmulS = flops / (peakTflops(hw, s) * 1e12 * constants::kMatmulEfficiency);
    const double traffic = constants::kElementwiseBytesPerActivationByte *
                           layerActivationBytes(s, p, mb) * mb.layers * (mb.forwardPasses + 2.0);
    const double memoryS = traffic / (hw.gpu.memoryTBps * 1e12 * constants::kMemoryAchievable);
    return matmulS + memoryS;
}

double timeOf(const CollectiveCost& c, bool& possible)
{
    possible = possible && c.possible;
    return c.possible ? c.timeS : 0;
}

// Tensor parallel: per layer two all-reduces of the activations forward, two
// backward, two more when the forward is recomputed (with sequence
// parallelism each is a reduce-scatter and an all-gather of the same bytes).
double tpPerMicroBatch(const HardwareView& hw, const TrainingSetup& s, const ParallelPlan& p,
                       const MicroBatch& mb, bool& possible)
{
    if (p.tp == 1) {
        return 0;
    }
    const double bytes = mb.tokens * s.model.hidden * kActivationBytes;
    const GroupShape group = groupOf(hw, p.tp, 1);
    double each = 0;
    if (s.sequenceParallel) {
        each = timeOf(costCollective(hw, Collective::ReduceScatter, bytes, group), possible) +
               timeOf(costCollective(hw, Collective::AllGather, bytes, group), possible);
    } else {
        each = timeOf(costCollective(hw, Collective::AllReduce, bytes, group), possible);
    }
    return mb.layers * 2.0 * (mb.forwardPasses + 1.0) * each;
}

// Context parallel (ring attention): each layer passes the local K/V chunk
// cp − 1 times forward and its gradients back; attention compute hides it.
double cpPerMicroBatch(const HardwareView& hw, const TrainingSetup& s, const ParallelPlan& p,
                       const MicroBatch& mb, bool& possible)
{
    if (p.cp == 1) {
        return 0;
    }
    const Transformer& m = s.model;
    const double bytes = mb.tokens * m.kvWidth() * kActivationBytes / p.tp;
    const double send = timeOf(
        costCollective(hw, Collective::SendRecv, bytes, neighboursOf(hw, p.cp, p.tp)), possible);
    const double perLayer = (p.cp - 1) * send * (mb.forwardPasses + 2.0);
    const double attention = 4.0 * mb.tokens * s.sequence * m.heads * m.headDim / p.tp *
                             (mb.forwardPasses + 2.0) /
                             (peakTflops(hw, s) * 1e12 * constants::kMatmulEfficiency);
    return mb.layers * std::max(0.0, perLayer - attention);
}

// Expert parallel: dispatch and combine all-to-alls per MoE layer, forward,
// backward and in a recomputed forward.
double epPerMicroBatch(const HardwareView& hw, const TrainingSetup& s, const ParallelPlan& p,
                       const MicroBatch& mb, bool& possible)
{
    if (p.ep == 1 || mb.moeLayers == 0) {
        return 0;
    }
    const double bytes =
        mb.tokens * s.model.expertsPerToken * s.model.hidden * kActivationBytes / p.tp;
    const double each = timeOf(
        costCollective(hw, Collective::AllToAll, bytes, groupOf(hw, p.ep, p.tp * p.cp)), possible);
    return mb.moeLayers * 2.0 * (mb.forwardPasses + 1.0) * each;
}

// Parameters one GPU holds: its stage's layers split by TP (routed experts
// also by EP; shared experts sit on every EP rank), and a vocab × hidden
// matrix on the first and on the last stage (both on a single stage).
double parametersPerGpu(const TrainingSetup& s, const ParallelPlan& p)
{
    const Transformer& m = s.model;
    const double perLayerDense = m.attentionParameters() + m.ffnParameters(m.ffn);
    double total = m.layers * perLayerDense;
    if (m.isMoe()) {
        const double expert = m.ffnParameters(m.expertFfn);
        const double perLayer = m.experts * expert / p.ep + m.sharedExperts * expert;
        total += m.moeLayers() * (perLayer - m.ffnParameters(m.ffn));
    }
    const double embeddings = (p.pp == 1 ? 2.0 : 1.0) * double(m.vocab) * m.hidden / p.tp;
    return total / (p.tp * p.pp) + embeddings;
}

MemoryUse memoryOf(const HardwareView& hw, const TrainingSetup& s, const ParallelPlan& p,
                   const MicroBatch& mb, int microBatches)
{
    MemoryUse u;
    const double params = parametersPerGpu(s, p);
    const double optimizerBytes = std::max(0.0, s.stateBytesPerParameter - 4.0);
    u.weightsGb = params * 2.0 / (p.zeroStage >= 3 ? p.dp : 1) / kGb;
    u.gradientsGb = params * 2.0 / (p.zeroStage >= 2 ? p.dp : 1) / kGb;
    u.optimizerGb = params * optimizerBytes / (p.zeroStage >= 1 ? p.dp : 1) / kGb;
    const double full = layerActivationBytes(s, p, mb);
    const double kept = fullRecompute(s)
                            ? 2.0 * mb.tokens * s.model.hidden / (s.sequenceParallel ? p.tp : 1)
                            : full;
    // 1F1B keeps pp micro-batches in flight on the first stage (interleaving
    // adds (pp − 1) ÷ (pp · vp)); recomputation rebuilds one layer at a time.
    const double inFlight =
        std::min(p.pp, microBatches) * (p.vp > 1 ? 1.0 + (p.pp - 1.0) / (p.pp * p.vp) : 1.0);
    const double first = mb.layers * kept * inFlight + (fullRecompute(s) ? full : 0);
    const double logits = 4.0 * mb.tokens * s.model.vocab / p.tp; // FP32 logits
    const double last = mb.layers * kept + (fullRecompute(s) ? full : 0) + logits;
    u.activationsGb = (p.pp == 1 ? first + logits : std::max(first, last)) / kGb;
    u.totalGb = u.weightsGb + u.gradientsGb + u.optimizerGb + u.activationsGb;
    u.usableGb = hw.gpu.memoryGb * (1.0 - constants::kMemoryReserve);
    return u;
}

// Gradients reduced over the data-parallel group (reduce-scatter and, with a
// sharded optimizer, an all-gather of the new weights), hidden behind the
// last micro-batch's backward pass where it runs alongside.
double dpExposed(const HardwareView& hw, const TrainingSetup& s, const ParallelPlan& p,
                 double lastBackwardS, bool& possible)
{
    if (p.dp == 1) {
        return 0;
    }
    const double params = parametersPerGpu(s, p);
    const GroupShape group = groupOf(hw, p.dp, p.tp * p.cp);
    double t = 0;
    if (p.zeroStage == 0) {
        t = timeOf(costCollective(hw, Collective::AllReduce, params * 2.0, group), possible);
    } else {
        t = timeOf(costCollective(hw, Collective::ReduceScatter, params * 2.0, group), possible) +
            timeOf(costCollective(hw, Collective::AllGather, params * 2.0, group), possible);
    }
    return std::max(0.0, t - lastBackwardS);
}

// ZeRO-3 / FSDP gathers the stage's weights before each forward (and the
// recomputed one) and each backward, prefetching behind the compute.
double shardedWeightGathers(const HardwareView& hw, const TrainingSetup& s, const ParallelPlan& p,
                            const MicroBatch& mb, double computeS, bool& possible)
{
    if (p.zeroStage < 3 || p.dp == 1) {
        return 0;
    }
    const double gather =
        timeOf(costCollective(hw, Collective::AllGather, parametersPerGpu(s, p) * 2.0,
                              groupOf(hw, p.dp, p.tp * p.cp)),
               possible);
    return std::max(0.0, (mb.forwardPasses + 1.0) * gather - computeS);
}

std::string boundOf(const StepBreakdown& b)
{
    const std::pair<double, const char*> parts[] = {
        {b.computeS, "compute"},
        {b.tpCommS, "tensor-parallel communication"},
        {b.cpCommS, "context-parallel communication"},
        {b.epCommS, "expert-parallel communication"},
        {b.ppBubbleS, "pipeline bubble"},
        {b.dpCommS, "data-parallel communication"},
        {b.optimizerS, "optimizer step"},
    };
    const auto* most = std::max_element(std::begin(parts), std::end(parts));
    if (most->second == std::string("compute") && b.exposedCommS() > 0.25 * b.totalS()) {
        return "compute, with communication a quarter or more of the step";
    }
    return most->second;
}

void applyMfuOverride(TrainingEstimate& e, double mfu, double flopsPerStep, double peak)
{
    const double wanted = flopsPerStep / (e.plan.gpus() * peak * 1e12 * mfu);
    const double scale = wanted / e.stepTimeS;
    StepBreakdown& b = e.breakdown;
    for (double* part : {&b.computeS, &b.tpCommS, &b.cpCommS, &b.epCommS, &b.ppBubbleS, &b.dpCommS,
                         &b.optimizerS}) {
        *part *= scale;
    }
    e.stepTimeS = b.totalS();
}

} // namespace

TrainingEstimate estimateTraining(const HardwareView& hw, const TrainingSetup& s,
                                  const ParallelPlan& p)
{
    TrainingEstimate e;
    e.plan = p;
    e.globalBatch = s.globalBatchFor(p);
    const MicroBatch mb = microBatchOf(s, p);
    const int microBatches = e.globalBatch / (p.dp * p.microBatch);
    const double stageCompute = computePerMicroBatch(hw, s, p, mb, p.pp == 1);
    const double lastCompute = computePerMicroBatch(hw, s, p, mb, true);
    const double perMicroCompute = std::max(stageCompute, lastCompute);
    bool possible = true;
    const double tp = tpPerMicroBatch(hw, s, p, mb, possible);
    const double cp = cpPerMicroBatch(hw, s, p, mb, possible);
    const double ep = epPerMicroBatch(hw, s, p, mb, possible);
    const double perMicro = perMicroCompute + tp + cp + ep;

    StepBreakdown& b = e.breakdown;
    b.computeS = microBatches * perMicroCompute;
    b.tpCommS = microBatches * tp;
    b.cpCommS = microBatches * cp;
    b.epCommS = microBatches * ep;
    if (p.pp > 1) {
        const double bytes = mb.tokens * s.model.hidden * kActivationBytes / p.tp;
        const double send = timeOf(costCollective(hw, Collective::SendRecv, bytes,
                                                  neighboursOf(hw, p.pp, p.tp * p.cp * p.dp)),
                                   possible);
        // Fill and drain, then the sends 1F1B waits on: one forward and one
        // backward per micro-batch and virtual stage (Megatron-LM's blocking
        // send/receive pairs).
        b.ppBubbleS = (p.pp - 1.0) / p.vp * perMicro + 2.0 * (p.pp - 1.0) * send +
                      microBatches * 2.0 * p.vp * send;
    }
    const double lastBackward =
        s.overlapGradReduce ? perMicroCompute * 2.0 / (mb.forwardPasses + 2.0) : 0.0;
    b.dpCommS = dpExposed(hw, s, p, lastBackward, possible) +
                microBatches * shardedWeightGathers(hw, s, p, mb, perMicroCompute, possible);
    const double shard = parametersPerGpu(s, p) / (p.zeroStage >= 1 ? p.dp : 1);
    b.optimizerS = shard * constants::kOptimizerBytesPerParameter /
                   (hw.gpu.memoryTBps * 1e12 * constants::kMemoryAchievable);
    e.possible = possible;
    e.memory = memoryOf(hw, s, p, mb, microBatches);
    e.stepTimeS = b.totalS();
    e.predictedStepTimeS = e.stepTimeS;

    const double tokensPerStep = double(e.globalBatch) * s.sequence;
    const double flopsPerStep = tokensPerStep * modelFlopsPerToken(s.model, s.sequence);
    if (s.mfuOverride) {
        applyMfuOverride(e, *s.mfuOverride, flopsPerStep, peakTflops(hw, s));
    }
    e.tokensPerS = tokensPerStep / e.stepTimeS;
    e.tokensPerSPerGpu = e.tokensPerS / p.gpus();
    e.modelTflops = flopsPerStep / e.stepTimeS / 1e12;
    e.mfu = e.modelTflops / (p.gpus() * peakTflops(hw, s));
    e.trainingDays = s.trainingTokens / e.tokensPerS / 86400.0;
    e.bound = boundOf(b);
    return e;
}

} // namespace cs::perf
