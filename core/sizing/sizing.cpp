#include "sizing.h"

#include "explanation.h"

#include <algorithm>
#include <cmath>
#include <variant>

namespace cs::sizing {

namespace {

using explain::SizingText;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

std::vector<const Part*> nodesCarrying(const std::vector<Part>& catalog, const std::string& gpuId)
{
    std::vector<const Part*> nodes;
    for (const Part& p : catalog) {
        if (p.kind == PartKind::GpuServer && p.server && p.server->gpuPartId == gpuId &&
            p.server->gpuCount > 0) {
            nodes.push_back(&p);
        }
    }
    return nodes;
}

int nodesFor(const Part& node, int gpus)
{
    const int perNode = node.server->gpuCount;
    return (gpus + perNode - 1) / perNode;
}

// Whether `a` serves `gpus` better than `b`: a priced node before an unpriced
// one, then the lower cost, then fewer GPUs bought, then the id.
bool betterNode(const Part& a, const Part& b, int gpus)
{
    const auto pa = unitPrice(a);
    const auto pb = unitPrice(b);
    if (pa.has_value() != pb.has_value()) {
        return pa.has_value();
    }
    if (pa && pa->amount * nodesFor(a, gpus) != pb->amount * nodesFor(b, gpus)) {
        return pa->amount * nodesFor(a, gpus) < pb->amount * nodesFor(b, gpus);
    }
    const int ga = nodesFor(a, gpus) * a.server->gpuCount;
    const int gb = nodesFor(b, gpus) * b.server->gpuCount;
    return ga != gb ? ga < gb : a.id < b.id;
}

void placeOnNodes(const std::vector<const Part*>& nodes, SizingOption& o)
{
    const Part* best = nodes.front();
    for (const Part* n : nodes) {
        if (betterNode(*n, *best, o.gpusNeeded)) {
            best = n;
        }
    }
    o.node = NodeChoice{best->id, best->name, best->server->gpuCount, unitPrice(*best),
                        best->server->scaleUpDomainGpus};
    o.nodes = nodesFor(*best, o.gpusNeeded);
    o.gpus = o.nodes * o.node.gpusPerNode;
    if (o.node.price) {
        o.hardwareCost = o.nodes * o.node.price->amount;
    }
}

void bind(SizingOption& o)
{
    o.gpusNeeded = o.gpusByCompute;
    o.binding = Constraint::Compute;
    if (o.gpusByMemory > o.gpusNeeded) {
        o.gpusNeeded = o.gpusByMemory;
        o.binding = Constraint::Memory;
    }
    if (o.gpusByBandwidth > o.gpusNeeded) {
        o.gpusNeeded = o.gpusByBandwidth;
        o.binding = Constraint::Bandwidth;
    }
}

// What the rounded GPU count delivers: training's wall-clock days at its share
// of the hours; the tokens/s the slower of compute and bandwidth allows.
void deliver(const Workload& w, SizingOption& o)
{
    if (o.training) {
        const double computeSeconds = o.training->flops / (o.gpus * o.training->flopsPerGpu);
        o.trainingDays = computeSeconds / w.trainingShare() / kSecondsPerDay;
    }
    if (o.inference) {
        const InferenceNeed& n = *o.inference;
        double rate = o.gpus * n.flopsPerGpu / (2 * w.inference->parameters);
        if (n.bandwidthTBps) {
            const double bytesPerStep = (n.weightsGb + n.kvCacheGb) * 1e9;
            const double stepsPerSecond =
                o.gpus * *n.bandwidthTBps * 1e12 * w.inference->bandwidthUtilization / bytesPerStep;
            rate = std::min(rate, stepsPerSecond * w.inference->concurrentSequences);
        }
        o.servedTokensPerSecond = rate;
    }
}

using Outcome = std::variant<SizingOption, QString>; // the option, or why the GPU was skipped

QString missingPrecision(const Part& gpu, const QString& precision)
{
    return SizingText::tr("%1 has no dense %2 figure in the catalog.").arg(q(gpu.name), precision);
}

double targetDaysOf(const Workload& w)
{
    return w.hpc ? w.hpc->targetDays : w.throughput->targetDays;
}

// A simulation or a throughput job: GPUs by the sustained rate one GPU gives,
// then the days the rounded count takes.
Outcome sizeWorkOn(const Workload& w, const Part& gpu, const std::vector<const Part*>& nodes)
{
    const perf::GpuFigures figures = perf::gpuFiguresOf(gpu);
    const perf::WorkEstimate one = perf::estimateWork(w, figures, 1);
    if (!one.runs()) {
        return q(one.problem);
    }
    SizingOption o;
    o.gpuPartId = gpu.id;
    o.gpuName = gpu.name;
    o.gpusByCompute = perf::gpusForWork(perf::workOf(w), one.ratePerGpu, targetDaysOf(w));
    bind(o);
    placeOnNodes(nodes, o);
    o.work = perf::estimateWork(w, figures, o.gpus);
    o.explanation << explain::work(w, one, gpu.name, o);
    o.explanation << explain::outcome(o, 0);
    return o;
}

Outcome sizeOn(const Workload& w, const Part& gpu, const std::vector<const Part*>& nodes)
{
    if (w.hpc || w.throughput) {
        return sizeWorkOn(w, gpu, nodes);
    }
    SizingOption o;
    o.gpuPartId = gpu.id;
    o.gpuName = gpu.name;
    if (w.training) {
        o.training = sizeTraining(*w.training, w.trainingShare(), gpu);
        if (!o.training) {
            return missingPrecision(gpu, explain::precisionLabel(w.training->precision));
        }
        if (o.training->gpusByMemory == 0) {
            return explain::noRoomForStates(*o.training);
        }
        o.gpusByCompute = o.training->gpusByCompute;
        o.gpusByMemory = o.training->gpusByMemory;
        o.explanation << explain::training(*w.training, w.trainingShare(), *o.training, gpu.name);
    }
    if (w.inference) {
        o.inference = sizeInference(*w.inference, gpu);
        if (!o.inference) {
            return missingPrecision(gpu, explain::precisionLabel(w.inference->precision));
        }
        o.gpusByCompute = std::max(o.gpusByCompute, o.inference->gpusByCompute);
        o.gpusByMemory = std::max(o.gpusByMemory, o.inference->gpusByMemory);
        o.gpusByBandwidth = o.inference->gpusByBandwidth;
        o.explanation << explain::inference(*w.inference, *o.inference, gpu.name);
    }
    bind(o);
    placeOnNodes(nodes, o);
    deliver(w, o);
    o.explanation << explain::outcome(o, w.trainingShare());
    return o;
}

// Viable before not; then cheapest first. Costs in different currencies are not converted: each
// currency forms its own group, in the currencies' alphabetical order.
bool rankedBefore(const SizingOption& a, const SizingOption& b)
{
    if (a.viable() != b.viable()) {
        return a.viable();
    }
    if (a.hardwareCost.has_value() != b.hardwareCost.has_value()) {
        return a.hardwareCost.has_value();
    }
    if (a.hardwareCost) {
        if (a.node.price->currency != b.node.price->currency) {
            return a.node.price->currency < b.node.price->currency;
        }
        if (*a.hardwareCost != *b.hardwareCost) {
            return *a.hardwareCost < *b.hardwareCost;
        }
    }
    return a.gpus != b.gpus ? a.gpus < b.gpus : a.gpuPartId < b.gpuPartId;
}

void rank(std::vector<SizingOption>& options)
{
    std::sort(options.begin(), options.end(), rankedBefore);
    for (std::size_t i = 0; i < options.size(); ++i) {
        options[i].rank = options[i].viable() ? static_cast<int>(i) + 1 : 0;
    }
}

} // namespace

std::optional<Price> unitPrice(const Part& node)
{
    if (node.price && node.price->amount > 0 &&
        (node.price->per.empty() || node.price->per == "unit")) {
        return node.price;
    }
    return std::nullopt;
}

int SizingReport::viableOptions() const
{
    return static_cast<int>(std::count_if(options.begin(), options.end(),
                                          [](const SizingOption& o) { return o.viable(); }));
}

const char* toName(Constraint c)
{
    switch (c) {
    case Constraint::Compute:
        return "compute";
    case Constraint::Memory:
        return "memory";
    case Constraint::Bandwidth:
        return "bandwidth";
    }
    return "compute";
}

SizingReport sizeWorkload(const Workload& workload, const std::vector<Part>& catalog,
                          SizingMethod method)
{
    SizingReport report;
    report.workloadName = workload.name;
    report.method = method;
    PartMap parts;
    if (method == SizingMethod::Modelled) {
        for (const Part& p : catalog) {
            parts.emplace(p.id, p);
        }
    }
    for (const Part& gpu : catalog) {
        if (gpu.kind != PartKind::Gpu || !gpu.gpu) {
            continue;
        }
        const std::vector<const Part*> nodes = nodesCarrying(catalog, gpu.id);
        if (nodes.empty()) {
            continue; // a GPU no node carries cannot be bought as a cluster
        }
        Outcome outcome = sizeOn(workload, gpu, nodes);
        if (auto* option = std::get_if<SizingOption>(&outcome)) {
            if (method == SizingMethod::Modelled && !option->work) {
                modelOption(workload, nodes, parts, *option);
            }
            report.options.push_back(std::move(*option));
        } else {
            report.skipped.push_back({gpu.id, gpu.name, std::get<QString>(outcome)});
        }
    }
    rank(report.options);
    return report;
}

namespace {

// What a training run keeps on shared storage, per token of its dataset and
// per checkpoint. Estimates, each from a public rule of thumb:
struct TrainingStorage
{
    // Raw text: about four characters, so four bytes, per token of English
    // (OpenAI's tokenizer guide: "one token ≈ 4 characters").
    double rawBytesPerToken = 4;
    // Tokenised: one int32 id per token, as Megatron-LM's indexed datasets
    // store ids for vocabularies past 65,535 (uint16 below; 4 is the bound).
    double tokenisedBytesPerToken = 4;
    // Checkpoints kept at once (latest, a few rolling, the best): an estimate.
    double checkpointsKept = 5;
};
constexpr TrainingStorage kTrainingStorage;
constexpr double kBytesPerTb = 1e12;

} // namespace

double trainingStorageTb(const Workload& workload)
{
    if (!workload.training) {
        return 0;
    }
    const TrainingProfile& t = *workload.training;
    const double dataset = t.trainingTokens * (kTrainingStorage.rawBytesPerToken +
                                               kTrainingStorage.tokenisedBytesPerToken);
    // A checkpoint holds the model state the optimiser keeps: weights,
    // gradients' master copy and moments (16 bytes per parameter for mixed-precision Adam).
    const double checkpoints =
        t.parameters * t.optimizerBytesPerParameter * kTrainingStorage.checkpointsKept;
    return std::ceil((dataset + checkpoints) / kBytesPerTb);
}

generator::ClusterSpec clusterSpecFor(const SizingOption& option, const Workload& workload)
{
    generator::ClusterSpec spec;
    spec.name = workload.name;
    spec.nodePartId = option.node.partId;
    spec.nodes = option.nodes;
    spec.storageTb = trainingStorageTb(workload);
    return spec;
}

} // namespace cs::sizing
