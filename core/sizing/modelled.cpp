#include "modelled.h"

#include "explanation.h"
#include "perf/plansearch.h"
#include "report/boundtext.h"
#include "sizing.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace cs::sizing {

namespace {

using explain::figure;
using explain::num;
using explain::SizingText;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// The model at one node count: its run, or why nothing runs there.
struct Attempt
{
    ModelledRun run;
    QString problem;
    double shortfall = 0; // predicted ÷ target time (above 1: too slow)
};

// Throughput per GPU the first estimate assumed.
struct FirstEstimateRate
{
    double trainingTokensPerGpu = 0; // flops per GPU ÷ (6 · parameters)
    double servedTokensPerGpu = 0;
};

class OptionModel
{
public:
    OptionModel(const Workload& w, const Part& node, const PartMap& parts,
                const SizingOption& first)
        : w_(w), node_(node), parts_(parts)
    {
        if (w.training) {
            training_ = perf::trainingSetupOf(*w.training);
            rate_.trainingTokensPerGpu =
                first.training->flopsPerGpu / (6.0 * w.training->parameters);
        }
        if (w.inference) {
            inference_ = perf::inferenceSetupOf(*w.inference);
            targetTokensPerS_ = first.inference->tokensPerSecond;
            rate_.servedTokensPerGpu = *first.servedTokensPerSecond / first.gpus;
        }
    }

    const Part& node() const { return node_; }
    int gpusPerNode() const { return node_.server->gpuCount; }

    Attempt at(int nodes) const
    {
        Attempt a;
        ModelledRun& r = a.run;
        r.nodePartId = node_.id;
        r.nodes = nodes;
        r.gpus = nodes * gpusPerNode();
        const perf::HardwareView hw = perf::hardwareFromCatalog(node_, nodes, parts_);
        r.networkGbitsPerGpu = hw.scaleOut.gbitsPerGpu;
        r.fabricTiers = hw.scaleOut.tiers;
        r.scaleUpGpus = hw.scaleUp.domainGpus;
        r.scaleUpLink = hw.scaleUp.link;
        if (const std::string problem = perf::hardwareProblem(hw); !problem.empty()) {
            a.problem = q(problem);
            return a;
        }
        if (training_ && !train(hw, a)) {
            return a;
        }
        if (inference_) {
            serve(hw, a);
        }
        return a;
    }

private:
    bool train(const perf::HardwareView& hw, Attempt& a) const
    {
        perf::SearchOptions options;
        options.top = 1;
        const perf::PlanSearch search = perf::searchPlans(hw, *training_, options);
        const auto fits = [](const perf::RankedPlan& p) {
            return p.estimate.possible && p.estimate.memory.fits();
        };
        if (search.plans.empty() || !fits(search.plans.front())) {
            a.problem = SizingText::tr("none of the %1 parallel plans for %2 GPUs fits: %3 "
                                       "exceed the memory and %4 need a network the nodes lack")
                            .arg(num(search.evaluated), num(a.run.gpus), num(search.doNotFit),
                                 num(search.needMissingNetwork));
            return false;
        }
        ModelledRun& r = a.run;
        r.training = search.plans.front().estimate;
        r.trainingDays = r.training->trainingDays / w_.trainingShare();
        a.shortfall = *r.trainingDays / w_.training->targetDays;
        r.shareOfFirstEstimate = r.training->tokensPerSPerGpu / rate_.trainingTokensPerGpu;
        return true;
    }

    void serve(const perf::HardwareView& hw, Attempt& a) const
    {
        const auto plans = perf::searchInference(hw, *inference_, std::nullopt, 1);
        if (plans.empty() || !plans.front().fits) {
            a.problem = SizingText::tr("no serving plan fits the weights and one sequence's "
                                       "key/value cache in %1 GPUs")
                            .arg(num(a.run.gpus));
            return;
        }
        if (!plans.front().meetsLatency) {
            a.problem = SizingText::tr("no serving plan decodes a token within 50 ms "
                                       "(interactive); the best takes %1 ms")
                            .arg(num(plans.front().interTokenLatencyMs, 1));
            return;
        }
        ModelledRun& r = a.run;
        r.inference = plans.front();
        r.tokensPerSecond = r.inference->outputTokensPerS;
        a.shortfall = std::max(a.shortfall, targetTokensPerS_ / *r.tokensPerSecond);
        if (!w_.training) {
            r.shareOfFirstEstimate = r.inference->outputTokensPerSPerGpu / rate_.servedTokensPerGpu;
        }
    }

    const Workload& w_;
    const Part& node_;
    const PartMap& parts_;
    std::optional<perf::TrainingSetup> training_;
    std::optional<perf::InferenceSetup> inference_;
    double targetTokensPerS_ = 0;
    FirstEstimateRate rate_;
};

// Only training has a yardstick: the MFU well-run clusters reach. A serving
// rate depends on batch and latency more than on the fabric, and the first
// estimate's rate is a bandwidth roofline at unlimited batch, so serving is
// judged by fitting, latency and reaching its target.
bool starved(const ModelledRun& r)
{
    return r.training && r.shareOfFirstEstimate < kViableShareOfFirstEstimate;
}

int nodesForShortfall(int nodes, double shortfall)
{
    const double wanted = std::ceil(nodes * shortfall * (1 - 1e-9));
    return wanted >= INT_MAX ? INT_MAX : std::max(1, static_cast<int>(wanted));
}

// The outcome on one node model: the fewest nodes the model finds meeting the
// target, else the last count it tried. The count moves as if the run scaled
// perfectly (nodes × predicted ÷ target), bracketed between the largest count
// that was too slow and the smallest that met the target.
Attempt sizeOnNode(const OptionModel& m, int startNodes)
{
    const int maxNodes = std::max(1, kLargestSizedGpus / m.gpusPerNode());
    int tooSlow = 0;
    int enough = INT_MAX;
    std::optional<Attempt> best;
    Attempt last;
    int n = std::clamp(startNodes, 1, maxNodes);
    for (int i = 0; i < kModelIterations; ++i) {
        last = m.at(n);
        int next = n;
        if (!last.problem.isEmpty()) {
            tooSlow = n; // more GPUs shard the states further and may make room
            next = n >= maxNodes / 2 ? maxNodes : n * 2;
        } else if (last.shortfall <= 1 + 1e-9) {
            enough = n;
            last.run.meetsTarget = true;
            best = last;
            next = nodesForShortfall(n, last.shortfall);
        } else {
            tooSlow = n;
            if (starved(last.run)) {
                break; // more GPUs only wait longer on the same network
            }
            next = nodesForShortfall(n, last.shortfall);
        }
        // The counts left to try lie strictly between the two brackets.
        const int low = tooSlow + 1;
        const int high = std::min(enough - 1, maxNodes);
        if (low > high) {
            break;
        }
        next = std::clamp(next, low, high);
        if (next == n) {
            break;
        }
        n = next;
    }
    return best ? *best : last;
}

std::optional<double> costOf(const Part& node, int nodes)
{
    const std::optional<Price> price = unitPrice(node);
    return price ? std::optional<double>(price->amount * nodes) : std::nullopt;
}

// Recommendable: the model runs, meets the target and keeps the GPUs busy.
bool viable(const Attempt& a)
{
    return a.problem.isEmpty() && a.run.meetsTarget && !starved(a.run);
}

// Whether `a` is a better choice than `b`: viable before not, priced before
// unpriced, then cheaper, then fewer GPUs.
bool betterOutcome(const Attempt& a, const Part& na, const Attempt& b, const Part& nb)
{
    if (viable(a) != viable(b)) {
        return viable(a);
    }
    const auto ca = costOf(na, a.run.nodes);
    const auto cb = costOf(nb, b.run.nodes);
    if (ca.has_value() != cb.has_value()) {
        return ca.has_value();
    }
    if (ca && *ca != *cb) {
        return *ca < *cb;
    }
    return a.run.gpus < b.run.gpus;
}

QString runLine(const SizingOption& o, const ModelledRun& r)
{
    QString line =
        SizingText::tr("Performance model on %1 × %2 (%3 GPUs; %4 GPUs per scale-up domain over "
                       "%5; %6 Gb/s per GPU into a non-blocking fabric of %7 tier(s)):")
            .arg(num(r.nodes), q(o.node.name), num(r.gpus), num(r.scaleUpGpus),
                 q(r.scaleUpLink.empty() ? std::string("-") : r.scaleUpLink),
                 figure(r.networkGbitsPerGpu), num(r.fabricTiers));
    if (r.training) {
        line += SizingText::tr(" best plan %1, MFU %2%, bound by %3, %4 days of wall-clock time.")
                    .arg(planText(r.training->plan), num(r.training->mfu * 100),
                         boundText(r.training->bound), num(*r.trainingDays, 1));
    }
    if (r.inference) {
        line += SizingText::tr(" serving tp %1 · pp %2 × %3 replicas, %4 output tokens/s, %5 ms "
                               "per token.")
                    .arg(r.inference->plan.tp)
                    .arg(r.inference->plan.pp)
                    .arg(num(r.inference->replicas), num(*r.tokensPerSecond),
                         num(r.inference->interTokenLatencyMs, 1));
    }
    return line;
}

QString notViableReason(const Attempt& a, const Workload& w)
{
    const ModelledRun& r = a.run;
    if (!a.problem.isEmpty()) {
        return SizingText::tr("At %1 GPUs, %2.").arg(num(r.gpus), a.problem);
    }
    const QString bound = q(r.training ? r.training->bound : r.inference->bound);
    if (starved(r)) {
        return SizingText::tr("The model predicts MFU %1%, %2% of the throughput per GPU the "
                              "first estimate assumed, bound by %3: at %4 GPUs with %5 Gb/s per "
                              "GPU into the fabric the GPUs would wait for most of each step.")
            .arg(num(r.training->mfu * 100), num(r.shareOfFirstEstimate * 100), bound, num(r.gpus),
                 figure(r.networkGbitsPerGpu));
    }
    if (r.trainingDays && *r.trainingDays > w.training->targetDays) {
        return SizingText::tr("Even at %1 GPUs the model predicts %2 days against the %3-day "
                              "target, bound by %4.")
            .arg(num(r.gpus), num(*r.trainingDays, 1), num(w.training->targetDays), bound);
    }
    return SizingText::tr("Even at %1 GPUs the model predicts %2 output tokens/s against the "
                          "%3 the workload needs, bound by %4.")
        .arg(num(r.gpus), num(r.tokensPerSecond.value_or(0)),
             num(w.inference->targetTokensPerSecond), bound);
}

void adopt(const Attempt& a, const Part& node, SizingOption& o)
{
    o.modelled = a.run;
    o.node = NodeChoice{node.id, node.name, node.server->gpuCount, unitPrice(node),
                        node.server->scaleUpDomainGpus};
    o.nodes = a.run.nodes;
    o.gpus = a.run.gpus;
    o.hardwareCost = costOf(node, o.nodes);
    o.trainingDays = a.run.trainingDays ? a.run.trainingDays : o.trainingDays;
    o.servedTokensPerSecond =
        a.run.tokensPerSecond ? a.run.tokensPerSecond : o.servedTokensPerSecond;
}

} // namespace

void modelOption(const Workload& workload, const std::vector<const Part*>& nodes,
                 const PartMap& parts, SizingOption& option)
{
    const Part* firstNode = nullptr;
    std::optional<Attempt> first;
    const Part* bestNode = nullptr;
    std::optional<Attempt> best;
    for (const Part* node : nodes) {
        const OptionModel model(workload, *node, parts, option);
        const int start = (option.gpusNeeded + model.gpusPerNode() - 1) / model.gpusPerNode();
        Attempt a = sizeOnNode(model, start);
        if (node->id == option.node.partId) {
            firstNode = node;
            first = a;
        }
        if (!best || betterOutcome(a, *node, *best, *bestNode)) {
            best = std::move(a);
            bestNode = node;
        }
    }
    const bool recommended = viable(*best);
    // Not viable anywhere: report the node the first estimate chose.
    const Attempt& chosen = recommended || !first ? *best : *first;
    const Part& node = recommended || !firstNode ? *bestNode : *firstNode;
    const int firstNodes = option.nodes;
    option.explanation.prepend(
        workload.training
            ? SizingText::tr("First estimate, at %1% MFU and before the network is considered:")
                  .arg(num(workload.training->sizingMfu() * 100))
            : SizingText::tr("First estimate, from compute, memory and memory bandwidth alone:"));
    adopt(chosen, node, option);
    if (chosen.problem.isEmpty()) {
        option.explanation << runLine(option, chosen.run);
    }
    if (!recommended) {
        option.notViable = notViableReason(chosen, workload);
        option.explanation << option.notViable;
        return;
    }
    option.explanation << SizingText::tr(
                              "The model settles on %1 × %2 (the first estimate had %3 nodes) to "
                              "meet the target.")
                              .arg(num(option.nodes), q(node.name), num(firstNodes));
    option.explanation << explain::costLine(option);
}

} // namespace cs::sizing
