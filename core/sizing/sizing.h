#pragma once

#include "generator/clusterspec.h"
#include "model/part.h"
#include "modelled.h"
#include "perf/work.h"
#include "workload.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace cs::sizing {

// Conventions of the sizing, documented with the formulas in docs/workload-format.md.
// GB here are 10^9 bytes, as in the catalog's memory_gb.
inline constexpr double kMemoryReserveFraction = 0.10; // CUDA context, buffers, fragmentation
inline constexpr double kInteractiveTokensPerSecondPerSequence = 20; // 50 ms per token
inline constexpr double kSecondsPerDay = 86400;

enum class Constraint
{
    Compute,
    Memory,
    Bandwidth
};
const char* toName(Constraint c); // "compute", "memory", "bandwidth"

// Training on one accelerator model: the GPUs each limit asks for.
struct TrainingNeed
{
    double flops = 0;       // 6 · parameters · tokens
    double denseTflops = 0; // the GPU's dense peak at the training precision
    double flopsPerGpu = 0; // denseTflops · 10^12 · MFU, FLOP/s
    double seconds = 0;     // target days · 86400 · training's share of hours
    double gpusExact = 0;   // flops ÷ (flopsPerGpu · seconds)
    int gpusByCompute = 0;
    double memoryGb = 0; // the GPU's memory
    double statesGb = 0; // parameters · bytes per parameter
    double activationGbPerGpu = 0;
    bool activationEstimated = false; // from the shape, not given in the workload
    int layers = 0;                   // the shape the estimate used
    int hiddenSize = 0;
    bool shapeEstimated = false; // layers and hidden size derived from the parameters
    double statesGbPerGpu = 0;   // memory − reserve − activations
    int gpusByMemory = 0;
};

// Inference on one accelerator model.
struct InferenceNeed
{
    double tokensPerSecond = 0; // the target, or more when interactive pacing asks for it
    double denseTflops = 0;
    double flopsPerGpu = 0; // denseTflops · 10^12 · compute utilisation
    int gpusByCompute = 0;
    double flopsPerSecond = 0;    // 2 · parameters · tokens per second
    double bytesPerParameter = 0; // 2 FP16, 1 FP8, 0.5 INT4
    double weightsGb = 0;         // parameters · bytes per parameter
    int layers = 0;
    int hiddenSize = 0;
    int kvWidth = 0;            // kv heads · head dim, else the hidden size
    double kvBytesPerValue = 0; // 1 at FP8, else 2
    double kvCacheGb = 0;       // 2 · layers · kv width · bytes · context · sequences
    bool shapeEstimated = false;
    double memoryGb = 0;       // the GPU's memory
    double usableGbPerGpu = 0; // memory − reserve
    int gpusByMemory = 0;
    double bytesPerSecond = 0;           // (weights + KV cache) · decode steps per second
    std::optional<double> bandwidthTBps; // unset: the GPU has no bandwidth figure
    int gpusByBandwidth = 0;             // 0 when not checked
};

// The node model a GPU count is rounded up to.
struct NodeChoice
{
    std::string partId;
    std::string name;
    int gpusPerNode = 0;
    std::optional<Price> price; // per node; unset when the catalog has none
    // GPUs sharing the node's scale-up domain: more than its own when the
    // domain joins nodes (a CloudMatrix 384 node: 384); 0 when undeclared.
    int scaleUpDomainGpus = 0;
};

// One accelerator model sized for the workload.
struct SizingOption
{
    std::string gpuPartId;
    std::string gpuName;
    NodeChoice node;
    std::optional<TrainingNeed> training;
    std::optional<InferenceNeed> inference;
    // A simulation or a throughput job at the option's GPU count; the
    // closed form is the whole model for them (no network term).
    std::optional<perf::WorkEstimate> work;

    int gpusByCompute = 0;
    int gpusByMemory = 0;
    int gpusByBandwidth = 0; // 0 without inference or without a bandwidth figure
    Constraint binding = Constraint::Compute;
    int gpusNeeded = 0; // the largest of the three
    int nodes = 0;
    int gpus = 0; // nodes · GPUs per node

    std::optional<double> trainingDays;          // wall-clock, at training's share of hours
    std::optional<double> servedTokensPerSecond; // while serving
    std::optional<double> hardwareCost;          // nodes · node price, in the price's currency
    int rank = 0;                                // 1 = cheapest viable; 0 = not viable
    QStringList explanation;                     // the reasoning, step by step, for people

    // The performance model's check (SizingMethod::Modelled): node, nodes,
    // GPUs, cost, days and tokens/s above are then the model's.
    std::optional<ModelledRun> modelled;
    QString notViable; // why the option is not recommended; empty when it is
    bool viable() const { return notViable.isEmpty(); }
};

struct SkippedAccelerator
{
    std::string gpuPartId;
    std::string gpuName;
    QString reason; // one sentence
};

enum class SizingMethod
{
    // The closed-form first estimate: compute at the workload's MFU, memory
    // and bandwidth needs, rounded up to nodes.
    FirstEstimate,
    // The first estimate, then the performance model on every node that
    // carries the GPU, the node count moved until the prediction meets the
    // target (modelled.h).
    Modelled
};

struct SizingReport
{
    std::string workloadName;
    SizingMethod method = SizingMethod::Modelled;
    // Viable options ranked, cheapest first; then the options not
    // recommended, with their reasons.
    std::vector<SizingOption> options;
    std::vector<SkippedAccelerator> skipped;
    int viableOptions() const;
};

// Sizes the workload on every GPU model in `catalog` that some gpu_server
// part carries. A pure function of its inputs. Viable options are ranked by
// hardware cost: priced options first (grouped by currency, cheapest first),
// then unpriced ones by GPU count; with the model, every viable option meets
// the target, so the ranking compares equal work done in equal time.
SizingReport sizeWorkload(const Workload& workload, const std::vector<Part>& catalog,
                          SizingMethod method = SizingMethod::Modelled);

// The model's check of a first estimate (modelled.cpp): sets `modelled`, the
// node and counts it settled on, or `notViable`. `parts` is the catalog by id.
void modelOption(const Workload& workload, const std::vector<const Part*>& nodes,
                 const PartMap& parts, SizingOption& option);

// Shared storage a training run needs, in TB: its dataset, raw and tokenised,
// and the checkpoints it keeps (kTrainingStorage in sizing.cpp says how much of
// each and where the figures come from); 0 without training.
double trainingStorageTb(const Workload& workload);

// The generator's spec for an option: its node model and node count, named
// after the workload, with shared storage for a training workload; every other
// field keeps the generator's default.
generator::ClusterSpec clusterSpecFor(const SizingOption& option, const Workload& workload);

// The pieces, for callers and tests that size one GPU by hand. Unset when the
// GPU has no dense figure at the precision. gpusByMemory is 0 when nothing
// fits: activations alone exceed a training GPU's memory.
std::optional<TrainingNeed> sizeTraining(const TrainingProfile& t, double trainingShare,
                                         const Part& gpu);
std::optional<InferenceNeed> sizeInference(const InferenceProfile& p, const Part& gpu);

// A node price the ranking can use: per unit, positive.
std::optional<Price> unitPrice(const Part& node);

// GPUs for an exact, fractional need: rounded up, at least 1. A hair of
// tolerance keeps 2.0000000001 from becoming 3.
int wholeGpus(double exact);

} // namespace cs::sizing
