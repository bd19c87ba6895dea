#pragma once

#include "compute.h"
#include "designfacts.h"
#include "network.h"
#include "perf/inference.h"
#include "perf/plansearch.h"
#include "perf/whatif.h"
#include "perf/work.h"

#include <optional>
#include <string>
#include <vector>

namespace cs::analysis {

// Plans reported per workload: the best and the top alternatives.
inline constexpr int kPlansReported = 5;

// Two what-if results within this share of each other are the same result:
// the plan search itself calls plans within 0.5% "as fast as the first".
inline constexpr double kSameResultShare = 0.005;

// The performance model (core/perf) on the design as built, for one of its
// workloads.
// The workload on one network variant of the design (perf/whatif.h): what
// the best plan that fits would give there.
struct WhatIfOutcome
{
    perf::NetworkVariantKind variant = perf::NetworkVariantKind::AsBuilt;
    std::optional<double> trainingDays;    // calendar days; none when no plan fits
    std::optional<double> tokensPerSecond; // training tokens/s, or served output tokens/s
    std::string bound;                     // what bounds that plan
    std::string gpu;                       // the next generation's GPU (NextGpuGeneration only)
};

struct WorkloadPerformance
{
    std::string name;
    std::optional<perf::PlanSearch> training;       // fastest first
    std::vector<perf::InferenceEstimate> inference; // best first
    // A simulation or a throughput job on all the design's GPUs.
    std::optional<perf::WorkEstimate> work;
    std::string problem; // why the model cannot run on this design; empty when it ran
    // The same workload on the design's network variants, as built first
    // (training when the workload trains, else serving).
    std::vector<WhatIfOutcome> whatIf;

    // True when every network variant gives a result within kSameResultShare
    // of the design as built: for this workload the network is not what
    // limits the cluster (the what-if chart is flat). The next GPU
    // generation is not a network variant and does not count.
    bool networkMovesNothing() const;

    // The fastest training plan that fits and the cluster can run; null when none.
    const perf::TrainingEstimate* bestTraining() const;
    // The best serving plan that fits (and meets an interactive latency); null when none.
    const perf::InferenceEstimate* bestInference() const;
};

struct PerformanceReport
{
    std::optional<perf::HardwareView> hardware; // unset: the design has no GPU node
    std::vector<WorkloadPerformance> workloads; // in the design's order
};

// The design as built: its most common GPU node, the compute links actually
// cabled to each node (the least-cabled node bounds a collective), the compute
// fabric's oversubscription and hops. Throws std::invalid_argument when the
// design has no GPU node.
perf::HardwareView hardwareFromDesign(const DesignFacts& facts, const NetworkReport& network);

// The same view restricted to `nodes` (the hosts a benchmark ran on): their
// most common GPU node model, how many of them are of it, and their cabling
// alone bounding a collective. Throws std::invalid_argument when none of them
// is a GPU node.
perf::HardwareView hardwareOfNodes(const DesignFacts& facts, const NetworkReport& network,
                                   const std::vector<DeviceId>& nodes);

// `catalog` holds parts the design does not embed: the next GPU generation
// the what-if runs is looked up in the design's parts first, then there.
PerformanceReport analyzePerformance(const DesignFacts& facts, const NetworkReport& network,
                                     const std::vector<Part>& catalog = {});

// The calendar days a workload's training takes with a plan: the plan's days
// at training's share of the cluster's hours. What the workload rules judge
// against the target and what the dashboard shows.
double calendarTrainingDays(const Workload& workload, const perf::TrainingEstimate& plan);

// With a training workload whose best plan runs, the compute section's scaling
// efficiency becomes the share of the step the model spends computing and its
// effective TFLOPS the model FLOP/s the plan achieves (MFU × the peak, at the
// workload's precision, of the GPUs it uses); otherwise the fitted curve stays
// and `scalingWorkload` stays empty.
void applyModelledScaling(const PerformanceReport& performance, ComputeReport& compute);

} // namespace cs::analysis
