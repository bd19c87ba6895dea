// The fit between the design's workloads and its hardware, as the
// performance model sees it (core/analysis/performance.h).
#include "rulecontext.h"

#include "perf/boundtext.h"
#include "perf/perfconstants.h"
#include "perf/plansearch.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace cs::analysis::rules {

namespace {

constexpr double kGb = 1e9;
// Interactive serving decodes each sequence at 20 tokens/s or faster.
constexpr double kInteractiveTokenLatencyMs = perf::constants::kInteractiveTokenLatencyS * 1e3;

QString n0(double v)
{
    return QString::number(v, 'f', 0);
}

const Workload* workloadNamed(const Design& d, const std::string& name)
{
    const auto it = std::find_if(d.workloads.begin(), d.workloads.end(),
                                 [&](const Workload& w) { return w.name == name; });
    return it == d.workloads.end() ? nullptr : &*it;
}

// GB the cluster's GPUs hold together after the model's reserve.
double usableGpuMemoryGb(const Context& c)
{
    const perf::HardwareView& hw = *c.report.performance.hardware;
    return hw.gpus() * hw.gpu.memoryGb * (1 - perf::constants::kMemoryReserve);
}

void noTrainingPlan(const Context& c, const Workload& w, const WorkloadPerformance& p)
{
    const double states = w.training->parameters * w.training->optimizerBytesPerParameter / kGb;
    c.add("WORKLOAD_NO_PLAN_FITS", Severity::Error, "design", {}, states, usableGpuMemoryGb(c),
          RuleText::tr("No parallel plan runs training workload \"%1\" on this design: of %2 "
                       "plans, %3 do not fit in GPU memory (%4 GB of model state against %5 GB "
                       "on all GPUs) and %6 need a network between the nodes. Add GPUs, choose "
                       "GPUs with more memory, or cable the compute fabric.")
              .arg(q(w.name), n0(p.training->evaluated), n0(p.training->doNotFit), n0(states),
                   n0(usableGpuMemoryGb(c)), n0(p.training->needMissingNetwork)),
          RuleText::tr("Performance model: parameters, gradients and optimizer state (16 bytes a "
                       "parameter with mixed-precision Adam) and activations per GPU, for every "
                       "plan the cluster allows."));
}

// The search keeps tensor parallelism inside the scale-up domain, where its
// per-layer collectives run at NVLink (or PCIe peer) speed. When no plan fits
// there, the fastest that fits with TP spanning the domain is what the run
// would have to use: its activations split further, its TP traffic on the
// slower links between domains.
std::optional<perf::TrainingEstimate> planAcrossDomain(const Context& c, const Workload& w)
{
    perf::SearchOptions options;
    options.top = 1;
    options.tpAcrossDomain = true;
    const perf::PlanSearch search = perf::searchPlans(*c.report.performance.hardware,
                                                      perf::trainingSetupOf(*w.training), options);
    if (search.plans.empty()) {
        return std::nullopt;
    }
    const perf::TrainingEstimate& e = search.plans.front().estimate;
    return e.possible && e.memory.fits() ? std::optional(e) : std::nullopt;
}

void tensorParallelAcrossDomain(const Context& c, const Workload& w,
                                const perf::TrainingEstimate& e)
{
    const perf::ScaleUp& domain = c.report.performance.hardware->scaleUp;
    c.add("WORKLOAD_TP_OUTSIDE_SCALE_UP", Severity::Warning, "design", {}, e.plan.tp,
          domain.domainGpus,
          RuleText::tr("Training workload \"%1\" fits in GPU memory only with tensor "
                       "parallelism over %2 GPUs, beyond the %3-GPU scale-up domain (%4): every "
                       "layer's collectives then leave the domain, and the best such plan takes "
                       "%5 s a step (%6 days; bound by %7). Choose GPUs with more memory or a "
                       "larger scale-up domain, or turn on activation recomputation.")
              .arg(q(w.name), n0(e.plan.tp), n0(domain.domainGpus), q(domain.link),
                   QString::number(e.stepTimeS, 'g', 3), n0(calendarTrainingDays(w, e)),
                   boundText(e.bound)),
          RuleText::tr("Performance model: tensor parallelism is searched within the scale-up "
                       "domain (Megatron-LM keeps TP inside an NVLink node); this plan is the "
                       "fastest that fits when it may span domains."));
}

// A checkpoint holds the model state the optimizer keeps (parameters ×
// optimizer bytes); saving it stalls or slows the run until shared storage
// has taken it.
void checkpointWrite(const Context& c, const Workload& w)
{
    const double writeGBps = c.report.memory.storageWriteGBps;
    if (writeGBps <= 0) {
        return; // no storage, or none that states a write figure: STORAGE_NONE speaks
    }
    const double gb = w.training->parameters * w.training->optimizerBytesPerParameter / kGb;
    const double minutes = gb / writeGBps / 60;
    if (minutes > c.a().maxCheckpointWriteMinutes) {
        c.add("WORKLOAD_CHECKPOINT_SLOW", Severity::Warning, "design", {}, minutes,
              c.a().maxCheckpointWriteMinutes,
              RuleText::tr("Training workload \"%1\": a checkpoint of %2 GB takes %3 minutes "
                           "at the storage's %4 GB/s of writes. Add storage bandwidth, or save "
                           "checkpoints asynchronously and less often.")
                  .arg(q(w.name), n0(gb), QString::number(minutes, 'f', 1), n0(writeGBps)),
              RuleText::tr("Design assumption (max_checkpoint_write_minutes): a checkpoint "
                           "every hour or two should not cost the run more than a few minutes; "
                           "the state is parameters × optimizer_bytes_per_parameter."));
    }
}

void trainingFit(const Context& c, const Workload& w, const WorkloadPerformance& p)
{
    checkpointWrite(c, w);
    const perf::TrainingEstimate* best = p.bestTraining();
    if (!best) {
        if (const auto across = planAcrossDomain(c, w)) {
            tensorParallelAcrossDomain(c, w, *across);
        } else {
            noTrainingPlan(c, w, p);
        }
        return;
    }
    const double exposed = best->breakdown.exposedCommS() + best->breakdown.ppBubbleS;
    const double share = exposed / best->stepTimeS;
    if (share > c.a().maxExposedCommunicationShare) {
        c.add("WORKLOAD_NETWORK_BOUND", Severity::Warning, "design", {}, share,
              c.a().maxExposedCommunicationShare,
              RuleText::tr("Training workload \"%1\": %2% of each step waits on communication "
                           "and pipeline bubbles (bound by %3) with the best plan. More "
                           "bandwidth per GPU into the fabric, a larger scale-up domain or a "
                           "less oversubscribed fabric buys back the GPUs' time.")
                  .arg(q(w.name), n0(share * 100), boundText(best->bound)),
              RuleText::tr("Design assumption (max_exposed_communication_share): well-run "
                           "clusters hide most communication behind compute (Megatron-LM's "
                           "published runs reach 41–52% MFU)."));
    }
    const double days = calendarTrainingDays(w, *best);
    if (days > w.training->targetDays) {
        const double gpus = best->plan.gpus() * days / w.training->targetDays;
        c.add("WORKLOAD_TRAINING_MISSES_TARGET", Severity::Warning, "design", {}, days,
              w.training->targetDays,
              RuleText::tr("Training workload \"%1\" takes %2 days on this design by the model, "
                           "beyond its %3-day target; even at perfect scaling it needs about %4 "
                           "GPUs (clustersmith-cli size ranks the options).")
                  .arg(q(w.name), n0(days), n0(w.training->targetDays), n0(std::ceil(gpus))),
              RuleText::tr("Performance model: the best plan's tokens per second over the "
                           "training tokens, at training's share of the hours."));
    }
}

// A replica that does not fit in one scale-up domain is split into pipeline
// stages on several nodes: every token crosses the scale-out network between
// them, and each replica takes a multiple of the domain's GPUs.
void servingAcrossDomains(const Context& c, const Workload& w, const perf::InferenceEstimate& e)
{
    const perf::ScaleUp& domain = c.report.performance.hardware->scaleUp;
    if (e.plan.gpus() <= domain.domainGpus) {
        return;
    }
    const perf::InferenceSetup setup = perf::inferenceSetupOf(*w.inference);
    const double weights = w.inference->parameters * setup.bytesPerWeight / kGb;
    c.add("WORKLOAD_SERVING_SPANS_SCALE_UP", Severity::Info, "design", {}, e.plan.gpus(),
          domain.domainGpus,
          RuleText::tr("Inference workload \"%1\": its weights (%2 GB) do not fit in one "
                       "%3-GPU scale-up domain, so each replica spans %4 GPUs in %5 pipeline "
                       "stages on different nodes and every token crosses the network between "
                       "them. A lower precision or GPUs with more memory keep a replica inside "
                       "one domain.")
              .arg(q(w.name), n0(weights), n0(domain.domainGpus), n0(e.plan.gpus()), n0(e.plan.pp)),
          RuleText::tr("Performance model: serving plans keep tensor parallelism inside the "
                       "scale-up domain and add pipeline stages across nodes when the weights "
                       "and one sequence's key/value cache need more memory."));
}

void inferenceFit(const Context& c, const Workload& w, const WorkloadPerformance& p)
{
    const perf::InferenceEstimate& first = p.inference.front();
    if (!first.fits) {
        const perf::InferenceSetup setup = perf::inferenceSetupOf(*w.inference);
        const double weights = w.inference->parameters * setup.bytesPerWeight / kGb;
        c.add("WORKLOAD_NO_PLAN_FITS", Severity::Error, "design", {}, weights, usableGpuMemoryGb(c),
              RuleText::tr("No serving plan fits inference workload \"%1\" on this design: the "
                           "weights (%2 GB) leave no room for one sequence's key/value cache in "
                           "any split the nodes and the model's shape allow (tensor parallelism "
                           "dividing its %3 heads within a node, pipeline stages dividing its %4 "
                           "layers). Choose GPUs with more memory, a lower precision, or give the "
                           "model's shape.")
                  .arg(q(w.name), n0(weights), n0(setup.model.heads), n0(setup.model.layers)),
              RuleText::tr("Performance model: weights and key/value cache per GPU for every "
                           "tensor- and pipeline-parallel split."));
        return;
    }
    servingAcrossDomains(c, w, first);
    if (!first.meetsLatency) {
        c.add("WORKLOAD_INFERENCE_MISSES_LATENCY", Severity::Warning, "design", {},
              first.interTokenLatencyMs, kInteractiveTokenLatencyMs,
              RuleText::tr("Interactive workload \"%1\": the fastest serving plan decodes a "
                           "token in %2 ms, slower than the 50 ms a reader needs (bound by %3). "
                           "Use GPUs with more memory bandwidth, a larger scale-up domain, or a "
                           "lower precision.")
                  .arg(q(w.name), QString::number(first.interTokenLatencyMs, 'f', 1),
                       boundText(first.bound)),
              RuleText::tr("Interactive serving: about 20 tokens/s per sequence, a reading "
                           "pace (workload format, latency_class)."));
        return;
    }
    if (first.outputTokensPerS < w.inference->targetTokensPerSecond) {
        c.add("WORKLOAD_INFERENCE_MISSES_TARGET", Severity::Warning, "design", {},
              first.outputTokensPerS, w.inference->targetTokensPerSecond,
              RuleText::tr("Inference workload \"%1\" serves %2 output tokens/s on this design "
                           "by the model, below its target of %3 (bound by %4). Add GPUs or "
                           "choose GPUs with more memory bandwidth.")
                  .arg(q(w.name), n0(first.outputTokensPerS),
                       n0(w.inference->targetTokensPerSecond), boundText(first.bound)),
              RuleText::tr("Performance model: decode steps bound by memory bandwidth, compute "
                           "and communication, with each request's prefill."));
    }
}

// A simulation or a throughput job against its target: the days at the
// design's GPU count, and the GPUs that would meet it at the same rate.
void workFit(const Context& c, const Workload& w, const perf::WorkEstimate& e)
{
    const double target = w.hpc ? w.hpc->targetDays : w.throughput->targetDays;
    if (e.days <= target) {
        return;
    }
    const int gpus = perf::gpusForWork(perf::workOf(w), e.ratePerGpu, target);
    c.add("WORKLOAD_WORK_MISSES_TARGET", Severity::Warning, "design", {}, e.days, target,
          RuleText::tr("Workload \"%1\" takes %2 days on this design's %3 GPUs (bound by %4), "
                       "beyond its %5-day target; at the same rate per GPU about %6 GPUs meet "
                       "it (clustersmith-cli size ranks the options).")
              .arg(q(w.name), QString::number(e.days, 'f', 1), n0(e.gpus), boundText(e.bound),
                   n0(target), n0(gpus)),
          RuleText::tr("Performance model: the work over the GPUs' sustained rate (a share of "
                       "their peak for a simulation, the rate measured per GPU for a throughput "
                       "job)."));
}

// A throughput job reads each piece from shared storage: the cluster's rate
// times the bytes per piece must not exceed what the storage reads.
void dataLoader(const Context& c, const Workload& w, const perf::WorkEstimate& e)
{
    const double readGBps = c.report.memory.storageReadGBps;
    if (!w.throughput || !w.throughput->bytesPerUnit || readGBps <= 0) {
        return; // nothing to check, or no storage: STORAGE_NONE speaks
    }
    // What the GPUs would process unfed: their measured rate, before the
    // storage capped it (analysis.cpp, feedThroughputJobs).
    const double gpuRate = e.gpuRatePerGpu * e.gpus;
    const double needGBps = gpuRate * *w.throughput->bytesPerUnit / kGb;
    if (needGBps <= readGBps) {
        return;
    }
    c.add("WORKLOAD_DATA_LOADER_STARVED", Severity::Warning, "design", {}, needGBps, readGBps,
          RuleText::tr("Throughput workload \"%1\": %2 GPUs at %3 %4/s read %5 GB/s of input, "
                       "more than the storage's %6 GB/s; the GPUs wait on the data loader and "
                       "the work takes %7× longer (the days reported are the storage's). Add "
                       "storage read bandwidth or cache the input on the nodes' local NVMe.")
              .arg(q(w.name), n0(e.gpus), n0(gpuRate), q(w.throughput->unit),
                   QString::number(needGBps, 'f', 1), QString::number(readGBps, 'f', 1),
                   QString::number(needGBps / readGBps, 'f', 1)),
          RuleText::tr("The workload's bytes_per_unit × the measured rate × the GPUs, against "
                       "the storage parts' summed read bandwidth (design guides: slow storage "
                       "starves GPUs)."));
}

// A throughput job's input pipeline runs on the host CPUs: a rate measured
// with N cores busy per GPU slows in proportion on nodes with fewer.
void hostCpu(const Context& c, const Workload& w)
{
    const MeasuredRate* rate =
        w.throughput ? w.throughput->rateOn(c.report.performance.hardware->gpu.partId) : nullptr;
    if (!rate || !rate->cpuCoresPerGpu) {
        return;
    }
    const double cores = c.report.memory.fewestCpuCoresPerGpu(); // as analysis.cpp caps the rate
    const double need = *rate->cpuCoresPerGpu;
    if (cores <= 0 || cores >= need) {
        return;
    }
    c.add("WORKLOAD_HOST_CPU_STARVED", Severity::Warning, "design", {}, need, cores,
          RuleText::tr("Throughput workload \"%1\": at the measured %2 %3/s a GPU's input "
                       "pipeline keeps %4 CPU cores busy, and the nodes have %5 per GPU; the "
                       "GPUs wait on the CPUs and run at %6% of their rate (the days reported "
                       "are the CPUs'). Choose CPUs with more cores, or decode and augment on "
                       "the GPUs.")
              .arg(q(w.name), n0(rate->unitsPerSecond), q(w.throughput->unit),
                   QString::number(need, 'f', 1), QString::number(cores, 'f', 1),
                   n0(cores / need * 100)),
          RuleText::tr("The rate's cpu_cores_per_gpu, measured with it, against the GPU nodes' "
                       "CPU cores ÷ GPUs (design guides: too few CPU cores starve the GPUs)."));
}

} // namespace

void workloadRules(const Context& c)
{
    for (const WorkloadPerformance& p : c.report.performance.workloads) {
        const Workload* w = workloadNamed(c.design(), p.name);
        if (!w || !p.problem.empty() || !c.report.performance.hardware) {
            continue;
        }
        if (w->training && p.training) {
            trainingFit(c, *w, p);
        }
        if (w->inference && !p.inference.empty()) {
            inferenceFit(c, *w, p);
        }
        if (p.work && p.work->runs()) {
            workFit(c, *w, *p.work);
            dataLoader(c, *w, *p.work);
            hostCpu(c, *w);
        }
    }
}

} // namespace cs::analysis::rules
