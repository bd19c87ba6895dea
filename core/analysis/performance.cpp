#include "performance.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <stdexcept>
#include <unordered_set>

namespace cs::analysis {

namespace {

struct NodeGroup
{
    const DeviceFacts* first = nullptr;
    int count = 0;
};

using NodeFilter = std::function<bool(const DeviceFacts&)>;

// The GPU node model most of the nodes `in` accepts are.
NodeGroup dominantNodes(const DesignFacts& facts, const NodeFilter& in)
{
    std::map<std::string, NodeGroup> groups;
    for (const DeviceFacts& d : facts.devices()) {
        if (d.gpus <= 0 || !d.gpu || !d.gpu->gpu || !d.part->server || !in(d)) {
            continue;
        }
        NodeGroup& g = groups[d.part->id + "|" + d.gpu->id + "|" + std::to_string(d.gpus)];
        g.first = g.first ? g.first : &d;
        ++g.count;
    }
    NodeGroup best;
    for (const auto& [key, g] : groups) {
        if (g.count > best.count) {
            best = g;
        }
    }
    return best;
}

bool sameModel(const DeviceFacts& a, const DeviceFacts& b)
{
    return a.part == b.part && a.gpu == b.gpu && a.gpus == b.gpus;
}

void readComputeFabric(const NetworkReport& network, perf::ScaleOut& out)
{
    const FabricReport* compute = nullptr;
    for (const FabricReport& f : network.fabrics) {
        if (f.role == NetworkRole::Compute && (!compute || f.endpoints > compute->endpoints)) {
            compute = &f;
        }
    }
    if (!compute) {
        return;
    }
    out.oversubscription = std::max(1.0, compute->endToEndOversubscription);
    out.tiers = std::max<int>(1, static_cast<int>(compute->tiers.size()));
    out.maxHops = std::max(1, compute->maxHops);
    out.rdma = compute->rdma;
    if (out.tiers > 1 && !compute->tiers.empty() && compute->tiers.front().switches > 0) {
        out.nodesPerLeaf = std::max(1, compute->endpoints / compute->tiers.front().switches);
    }
}

// The view of the nodes `in` accepts: their most common model, only their
// cabling bounding the fabric.
perf::HardwareView viewOf(const DesignFacts& facts, const NetworkReport& network,
                          const NodeFilter& in)
{
    const NodeGroup group = dominantNodes(facts, in);
    if (!group.first) {
        throw std::invalid_argument("The design has no GPU node.");
    }
    const DeviceFacts& model = *group.first;
    perf::HardwareView v;
    v.nodeName = model.part->name;
    v.nodes = group.count;
    v.gpusPerNode = model.gpus;
    v.gpu = perf::gpuFiguresOf(*model.gpu);
    v.scaleUp = perf::scaleUpOf(*model.gpu, *model.part->server, v.gpusPerNode, v.nodes, v.notes);
    double slowest = -1;
    for (const NodeCabling& n : network.nodes) {
        const int index = facts.indexOf(n.device);
        if (index < 0 || !sameModel(facts.devices()[index], model) || !in(facts.devices()[index])) {
            continue;
        }
        const double perGpu = n.cabledGbps / std::max(1, n.gpus);
        slowest = slowest < 0 ? perGpu : std::min(slowest, perGpu);
    }
    v.scaleOut.gbitsPerGpu = std::max(0.0, slowest);
    readComputeFabric(network, v.scaleOut);
    int others = 0;
    for (const DeviceFacts& d : facts.devices()) {
        others += d.gpus > 0 && in(d) && !sameModel(d, model) ? 1 : 0;
    }
    if (others > 0) {
        v.notes.push_back(std::to_string(others) + " GPU node(s) of another model left out.");
    }
    return v;
}

} // namespace

perf::HardwareView hardwareFromDesign(const DesignFacts& facts, const NetworkReport& network)
{
    return viewOf(facts, network, [](const DeviceFacts&) { return true; });
}

perf::HardwareView hardwareOfNodes(const DesignFacts& facts, const NetworkReport& network,
                                   const std::vector<DeviceId>& nodes)
{
    const std::unordered_set<DeviceId> chosen(nodes.begin(), nodes.end());
    if (chosen.empty()) {
        throw std::invalid_argument("No node of the design was named.");
    }
    return viewOf(facts, network,
                  [&](const DeviceFacts& d) { return chosen.contains(d.device->id); });
}

const perf::TrainingEstimate* WorkloadPerformance::bestTraining() const
{
    if (!training || training->plans.empty()) {
        return nullptr;
    }
    const perf::TrainingEstimate& e = training->plans.front().estimate;
    return e.possible && e.memory.fits() ? &e : nullptr;
}

const perf::InferenceEstimate* WorkloadPerformance::bestInference() const
{
    if (inference.empty() || !inference.front().fits || !inference.front().meetsLatency) {
        return nullptr;
    }
    return &inference.front();
}

bool WorkloadPerformance::networkMovesNothing() const
{
    if (whatIf.empty()) {
        return false;
    }
    const bool days = training.has_value();
    const auto figure = [days](const WhatIfOutcome& o) {
        return days ? o.trainingDays : o.tokensPerSecond;
    };
    const std::optional<double> built = figure(whatIf.front());
    return built && std::all_of(whatIf.begin(), whatIf.end(), [&](const WhatIfOutcome& o) {
               if (o.variant == perf::NetworkVariantKind::NextGpuGeneration) {
                   return true;
               }
               const std::optional<double> v = figure(o);
               return v && std::abs(*v - *built) <= kSameResultShare * *built;
           });
}

namespace {

// The best training plan that fits, as a what-if outcome.
WhatIfOutcome outcomeOf(const Workload& w, const perf::PlanSearch& search)
{
    WhatIfOutcome o;
    if (!search.plans.empty()) {
        const perf::TrainingEstimate& e = search.plans.front().estimate;
        if (e.possible && e.memory.fits()) {
            o.trainingDays = calendarTrainingDays(w, e);
            o.tokensPerSecond = e.tokensPerS;
            o.bound = e.bound;
        }
    }
    return o;
}

// The first serving plan, when it fits, as a what-if outcome.
WhatIfOutcome outcomeOf(const std::vector<perf::InferenceEstimate>& plans)
{
    WhatIfOutcome o;
    if (!plans.empty() && plans.front().fits) {
        o.tokensPerSecond = plans.front().outputTokensPerS;
        o.bound = plans.front().bound;
    }
    return o;
}

// What the network buys: the workload's best plan on each variant of the
// design's network (training when it trains, else serving). The design as
// built is the search `built` already holds; only the variants search again.
std::vector<WhatIfOutcome> whatIfOf(const Workload& w, const WorkloadPerformance& built,
                                    const perf::HardwareView& hw, const perf::ScaleUp& pcie,
                                    const std::optional<perf::NetworkVariant>& next)
{
    perf::SearchOptions bestOnly;
    bestOnly.top = 1;
    std::vector<WhatIfOutcome> out;
    std::vector<perf::NetworkVariant> variants = perf::networkVariants(hw, pcie);
    if (next) {
        variants.push_back(*next);
    }
    for (const perf::NetworkVariant& v : variants) {
        const bool asBuilt = v.kind == perf::NetworkVariantKind::AsBuilt;
        WhatIfOutcome o;
        if (w.training) {
            o = outcomeOf(w, asBuilt
                                 ? *built.training
                                 : perf::searchPlans(v.hardware, perf::trainingSetupOf(*w.training),
                                                     bestOnly));
        } else {
            o = outcomeOf(asBuilt ? built.inference
                                  : perf::searchInference(v.hardware,
                                                          perf::inferenceSetupOf(*w.inference),
                                                          std::nullopt, 1));
        }
        o.variant = v.kind;
        if (v.kind == perf::NetworkVariantKind::NextGpuGeneration) {
            o.gpu = v.hardware.gpu.name;
        }
        out.push_back(std::move(o));
    }
    return out;
}

WorkloadPerformance performanceOf(const Workload& w, const perf::HardwareView& hw,
                                  const perf::ScaleUp& pcie,
                                  const std::optional<perf::NetworkVariant>& next)
{
    WorkloadPerformance p;
    p.name = w.name;
    if (const std::string problem = perf::hardwareProblem(hw); !problem.empty()) {
        p.problem = problem;
        return p;
    }
    if (w.training) {
        perf::SearchOptions options;
        options.top = kPlansReported;
        p.training = perf::searchPlans(hw, perf::trainingSetupOf(*w.training), options);
    }
    if (w.inference) {
        p.inference = perf::searchInference(hw, perf::inferenceSetupOf(*w.inference), std::nullopt,
                                            kPlansReported);
    }
    if (w.training || w.inference) {
        p.whatIf = whatIfOf(w, p, hw, pcie, next);
    }
    if (w.hpc || w.throughput) {
        // Simulations and throughput jobs run at a sustained rate per GPU;
        // the model gives them no network term, so there is no what-if.
        p.work = perf::estimateWork(w, hw.gpu, hw.gpus());
        p.problem = p.work->problem;
    }
    return p;
}

// The scale-up the design's GPU nodes would have without their domain: peer
// traffic over PCIe at the GPU's generation.
perf::ScaleUp pcieScaleUpOf(const DesignFacts& facts, const perf::HardwareView& hw)
{
    const NodeGroup group = dominantNodes(facts, [](const DeviceFacts&) { return true; });
    if (!group.first || !group.first->part->server) {
        return hw.scaleUp;
    }
    ServerSpec noDomain = *group.first->part->server;
    noDomain.scaleUpDomainGpus = 1;
    std::vector<std::string> notes;
    return perf::scaleUpOf(*group.first->gpu, noDomain, hw.gpusPerNode, hw.nodes, notes);
}

// The design's GPU nodes with the next generation of their GPU, when the
// design's parts or the catalog hold it: the same server, its scale-up
// domain at the new GPU's link.
std::optional<perf::NetworkVariant> nextGenerationOf(const DesignFacts& facts,
                                                     const perf::HardwareView& hw,
                                                     const std::vector<Part>& catalog)
{
    const NodeGroup group = dominantNodes(facts, [](const DeviceFacts&) { return true; });
    if (!group.first || !group.first->part->server || group.first->gpu->gpu->successor.empty()) {
        return std::nullopt;
    }
    const std::string& id = group.first->gpu->gpu->successor;
    const Part* next = facts.design().part(id);
    if (!next) {
        const auto it =
            std::find_if(catalog.begin(), catalog.end(), [&](const Part& p) { return p.id == id; });
        next = it == catalog.end() ? nullptr : &*it;
    }
    if (!next || !next->gpu) {
        return std::nullopt;
    }
    std::vector<std::string> notes;
    const perf::ScaleUp scaleUp =
        perf::scaleUpOf(*next, *group.first->part->server, hw.gpusPerNode, hw.nodes, notes);
    return perf::nextGenerationVariant(hw, perf::gpuFiguresOf(*next), scaleUp);
}

} // namespace

PerformanceReport analyzePerformance(const DesignFacts& facts, const NetworkReport& network,
                                     const std::vector<Part>& catalog)
{
    PerformanceReport report;
    const std::vector<Workload>& workloads = facts.design().workloads;
    if (workloads.empty()) {
        return report;
    }
    try {
        report.hardware = hardwareFromDesign(facts, network);
    } catch (const std::invalid_argument& e) {
        for (const Workload& w : workloads) {
            WorkloadPerformance p;
            p.name = w.name;
            p.problem = e.what();
            report.workloads.push_back(std::move(p));
        }
        return report;
    }
    const perf::ScaleUp pcie = pcieScaleUpOf(facts, *report.hardware);
    const std::optional<perf::NetworkVariant> next =
        nextGenerationOf(facts, *report.hardware, catalog);
    for (const Workload& w : workloads) {
        report.workloads.push_back(performanceOf(w, *report.hardware, pcie, next));
    }
    return report;
}

void applyModelledScaling(const PerformanceReport& performance, ComputeReport& compute)
{
    for (const WorkloadPerformance& w : performance.workloads) {
        if (!w.training) {
            continue;
        }
        // The first training workload decides, whether or not its plan runs.
        const perf::TrainingEstimate* best = w.bestTraining();
        if (!best || best->stepTimeS <= 0) {
            return;
        }
        compute.scalingEfficiency = best->breakdown.computeS / best->stepTimeS;
        compute.effectiveTflopsBf16 = best->modelTflops;
        compute.scalingWorkload = w.name;
        compute.modelledMfu = best->mfu;
        return;
    }
}

double calendarTrainingDays(const Workload& workload, const perf::TrainingEstimate& plan)
{
    return plan.trainingDays / workload.trainingShare();
}

} // namespace cs::analysis
