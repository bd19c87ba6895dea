#pragma once

#include "training.h"

#include <optional>
#include <string>
#include <vector>

namespace cs::perf {

struct SearchOptions
{
    // Evaluate this plan first (plans[0]); the search ranks the others after it.
    std::optional<ParallelPlan> fixed;
    // With `fixed`: keep its degrees, choose only the micro-batch and vp.
    bool searchMicroBatchAndVp = false;
    int top = 5;
    // Tensor parallelism beyond the scale-up domain (slow; off by default).
    bool tpAcrossDomain = false;
};

struct RankedPlan
{
    TrainingEstimate estimate;
    std::string whyNotFirst; // empty for the fastest plan that fits
};

struct PlanSearch
{
    std::vector<RankedPlan> plans; // fastest that fit first, then those that do not
    int evaluated = 0;
    int doNotFit = 0;
    int needMissingNetwork = 0;
    std::string problem; // a fixed plan that cannot exist; then `plans` is empty
};

// Enumerates the plans the model and the cluster allow: TP dividing the heads
// and within the scale-up domain, PP dividing the layers, CP dividing the
// sequence, EP dividing the experts, DP the rest of the GPUs dividing the
// batch; micro-batches 1–8; vp 1, 2 or 4; ZeRO 1 or 3.
PlanSearch searchPlans(const HardwareView& hw, const TrainingSetup& setup,
                       const SearchOptions& options);

} // namespace cs::perf
