#pragma once

#include "hardware.h"
#include "transformer.h"

#include <optional>
#include <string>
#include <vector>

namespace cs::perf {

struct InferenceSetup
{
    Transformer model;
    double bytesPerWeight = 2; // FP16 2, FP8 1, INT4 0.5
    double kvBytesPerValue = 2;
    bool fp8Compute = false;
    int inputTokens = 0;
    int outputTokens = 0;
    int concurrentSequences = 1; // across the cluster
    bool interactive = true;
};

InferenceSetup inferenceSetupOf(const InferenceProfile& profile);

struct InferencePlan
{
    int tp = 1;
    int pp = 1;
    int gpus() const { return tp * pp; }
    bool operator==(const InferencePlan&) const = default;
};

struct InferenceEstimate
{
    InferencePlan plan;
    int replicas = 0;
    int batch = 0;    // sequences each replica decodes together
    int maxBatch = 0; // the most that fit its memory at full context
    bool fits = false;
    bool meetsLatency = true; // interactive: inter-token latency ≤ 50 ms
    double outputTokensPerS = 0;
    double outputTokensPerSPerGpu = 0;
    double timeToFirstTokenMs = 0;
    double interTokenLatencyMs = 0;
    std::string bound; // compute, memory bandwidth, communication
};

// Why the plan cannot exist, in one sentence; empty when it can.
std::string inferencePlanProblem(const InferenceSetup& s, const InferencePlan& p, int gpus);

InferenceEstimate estimateInference(const HardwareView& hw, const InferenceSetup& s,
                                    const InferencePlan& p);

// TP within the scale-up domain dividing the heads, PP dividing the layers;
// the plans that fit and meet the latency first, by output tokens/s.
std::vector<InferenceEstimate> searchInference(const HardwareView& hw, const InferenceSetup& s,
                                               const std::optional<InferencePlan>& fixed, int top);

} // namespace cs::perf
