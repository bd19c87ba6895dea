#include "plansearch.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace cs::perf {

namespace {

std::vector<int> divisorsOf(int n, int limit)
{
    std::vector<int> out;
    for (int d = 1; d <= std::min(n, limit); ++d) {
        if (n % d == 0) {
            out.push_back(d);
        }
    }
    return out;
}

bool better(const TrainingEstimate& a, const TrainingEstimate& b)
{
    const bool aOk = a.possible && a.memory.fits();
    const bool bOk = b.possible && b.memory.fits();
    if (aOk != bOk) {
        return aOk;
    }
    // Tokens per second, by the model's own prediction (an MFU override
    // scales every plan alike).
    return double(a.globalBatch) / a.predictedStepTimeS >
           double(b.globalBatch) / b.predictedStepTimeS;
}

struct Collector
{
    const HardwareView& hw;
    const TrainingSetup& setup;
    PlanSearch& result;
    std::vector<TrainingEstimate> all;

    // A batch the model chose may not grow past 1.5 × its target: a far larger
    // batch trains a different run. A plan the user gives is always evaluated.
    void tryPlan(const ParallelPlan& p, bool given = false)
    {
        if (!planProblem(setup, p, hw.gpus()).empty() ||
            (!given && !setup.globalBatchFixed &&
             setup.globalBatchFor(p) > 1.5 * setup.globalBatch)) {
            return;
        }
        TrainingEstimate e = estimateTraining(hw, setup, p);
        ++result.evaluated;
        result.doNotFit += e.memory.fits() ? 0 : 1;
        result.needMissingNetwork += e.possible ? 0 : 1;
        all.push_back(std::move(e));
    }

    // Micro-batch, interleaving and ZeRO stage for fixed degrees.
    void tryInner(ParallelPlan p, bool zeroToo)
    {
        const int layersPerStage = setup.model.layers / p.pp;
        for (int mb : {1, 2, 4, 8}) {
            for (int vp : {1, 2, 4}) {
                if (vp > 1 && (p.pp == 1 || layersPerStage % vp != 0)) {
                    continue; // planProblem() would refuse it; skip the ZeRO variants too
                }
                for (int zero : {1, 3}) {
                    if (!zeroToo && zero != 1) {
                        continue;
                    }
                    p.microBatch = mb;
                    p.vp = vp;
                    p.zeroStage = zeroToo ? zero : p.zeroStage;
                    tryPlan(p);
                }
            }
        }
    }
};

// The largest dp the remaining GPUs allow (that divides the batch, when the
// workload fixes it).
int dataParallelFor(int gpus, int modelParallel, const TrainingSetup& s)
{
    for (int dp = gpus / modelParallel; dp >= 1; --dp) {
        if (!s.globalBatchFixed || s.globalBatch % dp == 0) {
            return dp;
        }
    }
    return 1;
}

void enumerate(Collector& c, const SearchOptions& o)
{
    const Transformer& m = c.setup.model;
    const int gpus = c.hw.gpus();
    const int tpLimit = o.tpAcrossDomain ? gpus : std::max(1, c.hw.scaleUp.domainGpus);
    for (int tp : divisorsOf(std::gcd(m.heads, m.kvHeads), tpLimit)) {
        for (int cp : {1, 2, 4, 8, 16}) {
            if (c.setup.sequence % cp != 0 || (cp > 1 && c.setup.sequence / cp < 1024)) {
                continue;
            }
            for (int pp : divisorsOf(m.layers, gpus / (tp * cp))) {
                ParallelPlan p;
                p.tp = tp;
                p.cp = cp;
                p.pp = pp;
                p.dp = dataParallelFor(gpus, tp * cp * pp, c.setup);
                for (int ep : m.isMoe() ? divisorsOf(m.experts, p.dp * cp) : std::vector<int>{1}) {
                    p.ep = ep;
                    c.tryInner(p, true);
                }
            }
        }
    }
}

std::string seconds(double s)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3g s", s);
    return buffer;
}

// What this plan loses to the first, in the words of its largest difference.
std::string whyBehind(const TrainingEstimate& e, const TrainingEstimate& first)
{
    if (!e.possible) {
        return "needs a network between nodes that the cluster does not have";
    }
    if (!e.memory.fits()) {
        char buffer[96];
        std::snprintf(buffer, sizeof buffer, "does not fit: %.1f GB per GPU of %.1f GB usable",
                      e.memory.totalGb, e.memory.usableGb);
        return buffer;
    }
    const StepBreakdown& a = e.breakdown;
    const StepBreakdown& b = first.breakdown;
    const std::pair<double, const char*> deltas[] = {
        {a.computeS - b.computeS, "more compute time per GPU"},
        {a.tpCommS - b.tpCommS, "more tensor-parallel communication"},
        {a.cpCommS - b.cpCommS, "more context-parallel communication"},
        {a.epCommS - b.epCommS, "more expert-parallel communication"},
        {a.ppBubbleS - b.ppBubbleS, "a larger pipeline bubble"},
        {a.dpCommS - b.dpCommS, "more exposed data-parallel communication"},
        {a.optimizerS - b.optimizerS, "a longer optimizer step"},
    };
    const auto* most = std::max_element(std::begin(deltas), std::end(deltas));
    const double rate = double(e.globalBatch) / e.stepTimeS;
    const double bestRate = double(first.globalBatch) / first.stepTimeS;
    if (rate >= 0.995 * bestRate) {
        return "as fast as the first, within 0.5%";
    }
    return std::string(most->second) + " (+" + seconds(std::max(0.0, most->first)) + " per step)";
}

} // namespace

PlanSearch searchPlans(const HardwareView& hw, const TrainingSetup& setup, const SearchOptions& o)
{
    PlanSearch result;
    Collector c{hw, setup, result, {}};
    if (o.fixed) {
        result.problem = planProblem(setup, *o.fixed, hw.gpus());
        if (!result.problem.empty()) {
            return result;
        }
        if (o.searchMicroBatchAndVp) {
            c.tryInner(*o.fixed, false);
        } else {
            c.tryPlan(*o.fixed, true);
        }
    }
    const std::size_t pinned = o.fixed && !o.searchMicroBatchAndVp ? c.all.size() : 0;
    if (!o.searchMicroBatchAndVp) {
        enumerate(c, o);
    }
    if (c.all.empty()) {
        return result;
    }
    std::sort(c.all.begin() + pinned, c.all.end(), better);
    // The plan the others are measured against: the fastest that fits.
    const TrainingEstimate* best = &c.all[std::min(pinned, c.all.size() - 1)];
    if (pinned && better(c.all[0], *best)) {
        best = &c.all[0];
    }
    const std::size_t top = std::max<std::size_t>(1, o.top);
    for (std::size_t i = 0; i < c.all.size() && result.plans.size() < top; ++i) {
        if (pinned && i > 0 && c.all[i].plan == c.all[0].plan) {
            continue;
        }
        const TrainingEstimate& e = c.all[i];
        const bool fastest = &e == best && e.possible && e.memory.fits();
        result.plans.push_back({e, fastest ? std::string() : whyBehind(e, *best)});
    }
    return result;
}

} // namespace cs::perf
