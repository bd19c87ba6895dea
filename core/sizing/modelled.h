#pragma once

#include "perf/inference.h"
#include "perf/training.h"

#include <QString>

#include <optional>
#include <string>

// The second stage of sizing: the performance model (core/perf) run on each
// option's node model at the first estimate's node count, the count then
// moved until the model's prediction meets the workload's target. The rules
// are documented in docs/workload-format.md ("Sizing with the performance
// model").
namespace cs::sizing {

// An option whose predicted throughput per GPU is below this share of what
// the first estimate assumed (the workload's MFU, 40% by default, or the
// inference utilisations) spends most of its GPU-hours waiting: the model
// sees a cluster that is far slower than its GPU count suggests. A design
// assumption: half of the first estimate is where more than half of every
// step would go to communication and bubbles that a well-built cluster of the
// same GPUs does not have.
inline constexpr double kViableShareOfFirstEstimate = 0.5;
// The largest cluster the sizing proposes: the largest the generator builds
// and the benchmarks cover (131,072 GPUs).
inline constexpr int kLargestSizedGpus = 131072;
// How often the node count is moved toward the target before the sizing
// settles on the best count found.
inline constexpr int kModelIterations = 10;

// What the performance model predicts for one option at its node count, on
// the fabric the generator builds by default: every compute port cabled,
// non-blocking (oversubscription 1:1).
struct ModelledRun
{
    std::string nodePartId;
    int nodes = 0;
    int gpus = 0;
    double networkGbitsPerGpu = 0; // cabled compute bandwidth per GPU
    int fabricTiers = 1;
    int scaleUpGpus = 1;
    std::string scaleUpLink;                          // NVLink4, PCIe Gen4 x16, ...
    std::optional<perf::TrainingEstimate> training;   // the fastest plan that fits
    std::optional<perf::InferenceEstimate> inference; // the best serving plan
    std::optional<double> trainingDays;    // wall-clock, at training's share of the hours
    std::optional<double> tokensPerSecond; // served output tokens per second
    // Predicted throughput per GPU ÷ the first estimate's (training tokens/s, or
    // served tokens/s when the workload only serves).
    double shareOfFirstEstimate = 0;
    bool meetsTarget = false;
};

} // namespace cs::sizing
