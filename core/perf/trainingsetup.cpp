#include "training.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace cs::perf {

namespace {

constexpr double kDefaultBatchTokens = 4.0 * 1024 * 1024;

std::string divides(const char* key, int degree, const char* what, int total)
{
    return std::string(key) + "=" + std::to_string(degree) + " does not divide the " +
           std::to_string(total) + " " + what + ".";
}

// A count that may exceed any integer, written as a whole number while it fits.
std::string countText(double n)
{
    if (n < 1e18) {
        return std::to_string(static_cast<long long>(n));
    }
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3g", n);
    return buffer;
}

std::string expertProblem(const TrainingSetup& s, const ParallelPlan& p)
{
    const Transformer& m = s.model;
    if (p.ep > 1 && !m.isMoe()) {
        return "ep=" + std::to_string(p.ep) + " needs a mixture-of-experts model (training.moe).";
    }
    if (m.isMoe() && m.experts % p.ep != 0) {
        return divides("ep", p.ep, "experts", m.experts);
    }
    if ((p.dp * p.cp) % p.ep != 0) {
        return "ep=" + std::to_string(p.ep) +
               " does not divide dp × cp = " + std::to_string(p.dp * p.cp) +
               ": expert-parallel ranks come from the data- and "
               "context-parallel ones.";
    }
    return {};
}

} // namespace

TrainingSetup trainingSetupOf(const TrainingProfile& t)
{
    TrainingSetup s;
    s.model = transformerOf(t.parameters, t.shape, t.moe);
    s.sequence = t.sequenceLength;
    const double batch = std::round(kDefaultBatchTokens / t.sequenceLength);
    s.globalBatch = t.globalBatchSequences.value_or(std::max(1, int(batch)));
    s.globalBatchFixed = t.globalBatchSequences.has_value();
    s.fp8 = t.precision == TrainingPrecision::Fp8;
    s.recompute = t.recomputation;
    s.granularity = t.recomputeGranularity;
    s.sequenceParallel = t.sequenceParallel;
    s.fusedAttention = t.attentionKernel == AttentionKernel::Fused;
    s.overlapGradReduce = t.overlapGradReduce;
    s.stateBytesPerParameter = t.optimizerBytesPerParameter;
    s.trainingTokens = t.trainingTokens;
    s.mfuOverride = t.mfu;
    return s;
}

int TrainingSetup::globalBatchFor(const ParallelPlan& p) const
{
    const int unit = std::max(1, p.dp * p.microBatch);
    const int multiples = std::max(1, int(std::lround(double(globalBatch) / unit)));
    return globalBatchFixed ? globalBatch : multiples * unit;
}

std::string planProblem(const TrainingSetup& s, const ParallelPlan& p, int clusterGpus)
{
    const Transformer& m = s.model;
    // In double: four degrees of up to 10⁶ each overflow any integer.
    const double used = double(p.tp) * p.pp * p.dp * p.cp;
    if (used > clusterGpus) {
        return "The plan uses tp × pp × dp × cp = " + std::to_string(p.tp) + " × " +
               std::to_string(p.pp) + " × " + std::to_string(p.dp) + " × " + std::to_string(p.cp) +
               " = " + countText(used) + " GPUs; the cluster has " + std::to_string(clusterGpus) +
               ".";
    }
    // A step of more sequences than this is no training run (and would not fit an int).
    constexpr std::int64_t kMostSequences = 10000000;
    if (std::int64_t(p.dp) * p.microBatch > kMostSequences) {
        return "micro_batch=" + std::to_string(p.microBatch) + " × dp=" + std::to_string(p.dp) +
               " is more than 10000000 sequences a step.";
    }
    if (m.heads % p.tp != 0) {
        return divides("tp", p.tp, "attention heads", m.heads);
    }
    if (m.kvHeads % p.tp != 0) {
        return divides("tp", p.tp, "key/value heads", m.kvHeads);
    }
    if (m.layers % p.pp != 0) {
        return divides("pp", p.pp, "layers", m.layers);
    }
    if (p.vp > 1 && (p.pp == 1 || (m.layers / p.pp) % p.vp != 0)) {
        return "vp=" + std::to_string(p.vp) + " needs pp > 1 and must divide the " +
               std::to_string(m.layers / p.pp) + " layers of each pipeline stage.";
    }
    if (s.sequence % p.cp != 0) {
        return divides("cp", p.cp, "tokens of a sequence", s.sequence);
    }
    if (std::string e = expertProblem(s, p); !e.empty()) {
        return e;
    }
    if (s.globalBatchFixed && s.globalBatch % (std::int64_t(p.dp) * p.microBatch) != 0) {
        return "micro_batch=" + std::to_string(p.microBatch) + " × dp=" + std::to_string(p.dp) +
               " does not divide the global batch of " + std::to_string(s.globalBatch) +
               " sequences.";
    }
    const std::int64_t microBatches = s.globalBatchFor(p) / (std::int64_t(p.dp) * p.microBatch);
    if (p.vp > 1 && microBatches % p.pp != 0) {
        return "vp=" + std::to_string(p.vp) + " needs the micro-batches per step (" +
               std::to_string(microBatches) + ") to be a multiple of pp=" + std::to_string(p.pp) +
               ".";
    }
    return {};
}

} // namespace cs::perf
