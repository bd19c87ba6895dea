#include "inference.h"

#include "collective.h"
#include "perfconstants.h"

#include <algorithm>
#include <cmath>

namespace cs::perf {

namespace {

double peakTflops(const HardwareView& hw, const InferenceSetup& s)
{
    return s.fp8Compute && hw.gpu.fp8Tflops > 0 ? hw.gpu.fp8Tflops : hw.gpu.bf16Tflops;
}

double flopRate(const HardwareView& hw, const InferenceSetup& s)
{
    return peakTflops(hw, s) * 1e12 * constants::kMatmulEfficiency;
}

double memoryRate(const HardwareView& hw)
{
    return hw.gpu.memoryTBps * 1e12 * constants::kMemoryAchievable;
}

// K/V bytes one sequence keeps per GPU at full context: TP splits the K/V
// heads (a rank beyond them holds a copy), PP the layers.
double kvBytesPerSequence(const InferenceSetup& s, const InferencePlan& p)
{
    const Transformer& m = s.model;
    const double context = double(s.inputTokens) + s.outputTokens;
    return m.kvWidth() * m.layers * s.kvBytesPerValue * context /
           (std::min(p.tp, m.kvHeads) * p.pp);
}

double weightBytesPerGpu(const InferenceSetup& s, const InferencePlan& p)
{
    const Transformer& m = s.model;
    return (m.nonEmbeddingParameters() + m.embeddingParameters()) * s.bytesPerWeight / p.gpus();
}

// Bytes of weights one decode step reads: every dense weight; of the
// experts, those the batch's tokens route to (E·(1 − (1 − k/E)^tokens)).
double weightBytesReadPerStep(const InferenceSetup& s, const InferencePlan& p, int batch)
{
    const Transformer& m = s.model;
    if (!m.isMoe()) {
        return weightBytesPerGpu(s, p);
    }
    const double k = double(m.expertsPerToken) / m.experts;
    const double touched = m.experts * (1.0 - std::pow(1.0 - k, batch));
    const double untouched = (m.experts - touched) * m.ffnParameters(m.expertFfn) * m.moeLayers();
    return weightBytesPerGpu(s, p) - untouched * s.bytesPerWeight / p.gpus();
}

// Two all-reduces of the layer's activations per layer (attention and FFN).
double tpCommPerLayer(const HardwareView& hw, const InferenceSetup& s, const InferencePlan& p,
                      double tokens)
{
    if (p.tp == 1) {
        return 0;
    }
    const CollectiveCost c = costCollective(hw, Collective::AllReduce,
                                            tokens * s.model.hidden * 2.0, groupOf(hw, p.tp, 1));
    return c.possible ? 2.0 * c.timeS : 0;
}

struct DecodeStep
{
    double computeS = 0;
    double memoryS = 0;
    double commS = 0;
    double totalS() const { return std::max(computeS, memoryS) + commS; }
};

// One decode step of `batch` sequences through all pipeline stages, the
// context at its average (input + half the output).
DecodeStep decodeStep(const HardwareView& hw, const InferenceSetup& s, const InferencePlan& p,
                      int batch)
{
    const Transformer& m = s.model;
    const double context = s.inputTokens + s.outputTokens / 2.0;
    DecodeStep d;
    const double flops = 2.0 * m.activeNonEmbeddingParameters() * batch +
                         4.0 * batch * context * m.heads * m.headDim * m.layers;
    d.computeS = flops / p.tp / flopRate(hw, s);
    const double kvRead = m.kvWidth() * m.layers * s.kvBytesPerValue * context * batch /
                          (std::min(p.tp, m.kvHeads) * p.pp);
    d.memoryS = p.pp * (weightBytesReadPerStep(s, p, batch) + kvRead) / memoryRate(hw);
    d.commS = m.layers * tpCommPerLayer(hw, s, p, batch);
    if (p.pp > 1) {
        const CollectiveCost send = costCollective(hw, Collective::SendRecv, batch * m.hidden * 2.0,
                                                   neighboursOf(hw, p.pp, p.tp));
        d.commS += (p.pp - 1) * (send.possible ? send.timeS : 0);
    }
    return d;
}

// Prefill of one request: compute-bound over its input tokens.
double prefillS(const HardwareView& hw, const InferenceSetup& s, const InferencePlan& p)
{
    const Transformer& m = s.model;
    const double in = s.inputTokens;
    const double flops = 2.0 * m.activeNonEmbeddingParameters() * in +
                         2.0 * m.layers * in * in * m.heads * m.headDim;
    const double read = weightBytesPerGpu(s, p) * p.pp / memoryRate(hw);
    return std::max(flops / p.tp / flopRate(hw, s), read) + m.layers * tpCommPerLayer(hw, s, p, in);
}

const char* boundOf(const DecodeStep& d)
{
    if (d.commS > std::max(d.computeS, d.memoryS)) {
        return "communication";
    }
    return d.memoryS >= d.computeS ? "memory bandwidth" : "compute";
}

} // namespace

InferenceSetup inferenceSetupOf(const InferenceProfile& i)
{
    InferenceSetup s;
    s.model = transformerOf(i.parameters, i.shape, i.moe);
    s.bytesPerWeight = i.precision == InferencePrecision::Fp16  ? 2.0
                       : i.precision == InferencePrecision::Fp8 ? 1.0
                                                                : 0.5;
    s.kvBytesPerValue = i.precision == InferencePrecision::Fp8 ? 1.0 : 2.0;
    s.fp8Compute = i.precision == InferencePrecision::Fp8;
    s.inputTokens = i.inputTokens.value_or(std::max(1, i.contextLength / 2));
    s.outputTokens = i.outputTokens.value_or(std::max(1, i.contextLength - s.inputTokens));
    s.concurrentSequences = i.concurrentSequences;
    s.interactive = i.latencyClass == LatencyClass::Interactive;
    return s;
}

std::string inferencePlanProblem(const InferenceSetup& s, const InferencePlan& p, int gpus)
{
    if (p.gpus() > gpus) {
        return "The plan uses tp × pp = " + std::to_string(p.tp) + " × " + std::to_string(p.pp) +
               " = " + std::to_string(p.gpus()) + " GPUs; the cluster has " + std::to_string(gpus) +
               ".";
    }
    if (s.model.heads % p.tp != 0) {
        return "tp=" + std::to_string(p.tp) + " does not divide the " +
               std::to_string(s.model.heads) + " attention heads.";
    }
    const int kv = s.model.kvHeads;
    if (kv % p.tp != 0 && p.tp % kv != 0) {
        return "tp=" + std::to_string(p.tp) + " neither divides nor is a multiple of the " +
               std::to_string(kv) + " key/value heads.";
    }
    if (s.model.layers % p.pp != 0) {
        return "pp=" + std::to_string(p.pp) + " does not divide the " +
               std::to_string(s.model.layers) + " layers.";
    }
    return {};
}

InferenceEstimate estimateInference(const HardwareView& hw, const InferenceSetup& s,
                                    const InferencePlan& p)
{
    InferenceEstimate e;
    e.plan = p;
    e.replicas = hw.gpus() / p.gpus();
    const double usable = hw.gpu.memoryGb * 1e9 * (1.0 - constants::kMemoryReserve);
    const double free = usable - weightBytesPerGpu(s, p);
    e.maxBatch = free > 0 ? int(std::min(1e7, std::floor(free / kvBytesPerSequence(s, p)))) : 0;
    e.fits = e.maxBatch >= 1 && e.replicas >= 1;
    if (!e.fits) {
        e.bound = "memory capacity";
        e.meetsLatency = false;
        return e;
    }
    if (p.gpus() > hw.gpusOffFabric() && hw.networkGBps() <= 0) {
        e.fits = false;
        e.meetsLatency = false;
        e.bound = "no network between the nodes";
        return e;
    }
    const int wanted = (s.concurrentSequences + e.replicas - 1) / e.replicas;
    e.batch = std::clamp(wanted, 1, e.maxBatch);
    DecodeStep step = decodeStep(hw, s, p, e.batch);
    // Interactive serving gives up batch until each sequence decodes at 20 tokens/s.
    while (s.interactive && e.batch > 1 && step.totalS() > constants::kInteractiveTokenLatencyS) {
        e.batch = std::max(1, e.batch * 3 / 4);
        step = decodeStep(hw, s, p, e.batch);
    }
    e.meetsLatency = !s.interactive || step.totalS() <= constants::kInteractiveTokenLatencyS;
    const double prefill = prefillS(hw, s, p);
    e.interTokenLatencyMs = step.totalS() * 1e3;
    e.timeToFirstTokenMs = prefill * 1e3;
    // Each request: its prefill (the batch's prefills run between decode
    // steps) and its output tokens one step at a time.
    const double perReplica =
        double(e.batch) * s.outputTokens / (s.outputTokens * step.totalS() + e.batch * prefill);
    e.outputTokensPerS = perReplica * e.replicas;
    e.outputTokensPerSPerGpu = e.outputTokensPerS / (double(e.replicas) * p.gpus());
    e.bound = boundOf(step);
    return e;
}

std::vector<InferenceEstimate> searchInference(const HardwareView& hw, const InferenceSetup& s,
                                               const std::optional<InferencePlan>& fixed, int top)
{
    std::vector<InferenceEstimate> all;
    if (fixed) {
        all.push_back(estimateInference(hw, s, *fixed));
    }
    const int domain = std::max(1, hw.scaleUp.domainGpus);
    for (int tp = 1; tp <= domain; ++tp) {
        for (int pp = 1; pp <= std::min(s.model.layers, 64); ++pp) {
            const InferencePlan p{tp, pp};
            if ((fixed && p == *fixed) || !inferencePlanProblem(s, p, hw.gpus()).empty()) {
                continue;
            }
            all.push_back(estimateInference(hw, s, p));
        }
    }
    const auto rank = [](const InferenceEstimate& a, const InferenceEstimate& b) {
        const bool aOk = a.fits && a.meetsLatency;
        const bool bOk = b.fits && b.meetsLatency;
        if (aOk != bOk) {
            return aOk;
        }
        return a.outputTokensPerS > b.outputTokensPerS;
    };
    std::sort(all.begin() + (fixed ? 1 : 0), all.end(), rank);
    all.resize(std::min<std::size_t>(all.size(), std::max(1, top)));
    return all;
}

} // namespace cs::perf
