// The performance model's speed: one training plan evaluated, and the full
// plan search for a 405B dense model (Llama 3 405B's shape) on 16,384 H100 —
// targets ≤ 0.1 ms and ≤ 200 ms on one core. Prints the numbers, the plans
// searched and the time per plan, so the ratio holds on a noisy machine.
#include "../core/perf/hardwarefixtures.h"
#include "benchutil.h"
#include "perf/plansearch.h"

#include <cstdio>

using namespace cs;
using namespace cs::perf;

int main()
{
    HardwareView hw = fixtures::h100Nodes(2048);
    hw.scaleOut.nodesPerLeaf = 32;
    hw.scaleOut.tiers = 3;
    hw.scaleOut.maxHops = 5;
    const TrainingSetup setup = trainingSetupOf(fixtures::llama405b());
    ParallelPlan plan;
    plan.tp = 8;
    plan.pp = 14;
    plan.dp = 128;
    double sink = 0;
    const int repeats = 20000;
    const double planMs =
        bench::bestMillisecondsOf(5,
                                  [&] {
                                      for (int i = 0; i < repeats; ++i) {
                                          sink += estimateTraining(hw, setup, plan).stepTimeS;
                                      }
                                  }) /
        repeats;
    PlanSearch search;
    const double searchMs =
        bench::bestMillisecondsOf(3, [&] { search = searchPlans(hw, setup, SearchOptions{}); });
    std::printf("one plan (405B, 16,384 GPUs): %.4f ms (target 0.1 ms; %.1f%% of it)\n", planMs,
                100.0 * planMs / 0.1);
    std::printf("plan search: %.1f ms for %d plans, %.4f ms per plan (target 200 ms; %.1f%% of "
                "it)\n",
                searchMs, search.evaluated, searchMs / std::max(1, search.evaluated),
                100.0 * searchMs / 200.0);
    if (!search.plans.empty()) {
        const TrainingEstimate& best = search.plans.front().estimate;
        std::printf("best: tp %d pp %d dp %d cp %d vp %d micro-batch %d ZeRO %d, MFU %.1f%%\n",
                    best.plan.tp, best.plan.pp, best.plan.dp, best.plan.cp, best.plan.vp,
                    best.plan.microBatch, best.plan.zeroStage, 100 * best.mfu);
    }
    return sink > 0 ? 0 : 1;
}
