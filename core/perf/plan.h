#pragma once

#include <optional>
#include <string>

namespace cs::perf {

// How a training run is split across the GPUs (Megatron-LM's degrees).
struct ParallelPlan
{
    int tp = 1; // tensor parallel
    int pp = 1; // pipeline parallel
    int dp = 1; // data parallel
    int cp = 1; // context parallel
    int ep = 1; // expert parallel (inside dp × cp)
    int vp = 1; // virtual pipeline stages per GPU (interleaved 1F1B)
    int microBatch = 1;
    int zeroStage = 1; // 0 plain DDP, 1 sharded optimizer, 2 + gradients, 3 + weights

    int gpus() const { return tp * pp * dp * cp; }
    bool operator==(const ParallelPlan&) const = default;
};

// Parses "tp=8,pp=4,dp=2,cp=1,ep=1,vp=1,micro_batch=1" (any subset; the rest
// at 1). Throws std::invalid_argument with one sentence naming the key.
ParallelPlan parsePlan(const std::string& text);

// "tp 8 · pp 4 · dp 2 · cp 1 · ep 1 · vp 1 · micro-batch 1 · ZeRO 1", for people.
std::string planLabel(const ParallelPlan& p);

} // namespace cs::perf
