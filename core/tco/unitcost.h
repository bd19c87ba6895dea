#pragma once

#include "analysis/performance.h"

#include <optional>
#include <string>
#include <vector>

namespace cs::tco {

struct TcoResult;

// The workload on one of the design's network variants (perf/whatif.h): its
// throughput there and what a million tokens costs to build. The network's
// own parts (NICs, switches, optics and cables at catalog price) are scaled
// with the injection bandwidth, ½ or 2, an estimate: at a fixed switch radix
// ports, optics and cables grow with the Gb/s each GPU sends; every other
// variant, and everything else, costs as built.
struct VariantUnitCost
{
    perf::NetworkVariantKind variant = perf::NetworkVariantKind::AsBuilt;
    double tokensPerGpuHour = 0;      // 0 when no plan runs on the variant
    double networkHardwareFactor = 1; // what the network's parts are scaled by
    std::optional<double> build;      // per million tokens; unset when no plan runs
};

// What a million tokens of one of the design's workloads costs, in money and
// in energy: the performance model's throughput (tokens per GPU-hour across
// all the design's GPUs) against each option's cost per delivered GPU-hour.
// The cloud and the burst rent the same GPUs, so the same throughput per
// GPU-hour is assumed there (an equal fabric; docs/tco.md).
struct UnitCost
{
    std::string workload;
    std::string kind;             // "training" (tokens trained) or "serving" (output tokens)
    double tokensPerGpuHour = 0;  // the model's rate ÷ the design's GPUs
    std::optional<double> build;  // per million tokens, TCO currency
    std::optional<double> cloud;  // unset: no offer fits
    std::optional<double> hybrid; // unset: the burst is not costed
    // Facility energy: IT power at its maximum (GPUs working) × PUE per GPU-hour.
    double energyKwhPerMillionTokens = 0;
    // The same on each network variant, as built first; empty when the
    // workload has no what-if for this kind (the what-if follows training
    // when the workload trains).
    std::vector<VariantUnitCost> network;
};

// One row per workload whose best plan runs, training before serving within a
// workload; empty without workloads or GPUs.
std::vector<UnitCost> unitCostsOf(const TcoResult& tco,
                                  const analysis::PerformanceReport& performance);

// What a quantity of a simulation's or a throughput job's work costs: an
// exaFLOP (1e18 FLOP) of a compute-bound simulation, a petabyte (1e15 B) moved
// by a memory-bound one, a million pieces of a job, at the rate the analysis
// found (after the storage or the CPUs capped it), against each option's cost
// per delivered GPU-hour.
struct WorkUnitCost
{
    std::string workload;
    std::string unit;    // "FLOP", "byte", or the job's own ("images")
    double quantity = 0; // the costed amount of `unit`: 1e18, 1e15 or 1e6
    double unitsPerGpuHour = 0;
    std::optional<double> build;  // per `quantity`, TCO currency
    std::optional<double> cloud;  // unset: no offer fits
    std::optional<double> hybrid; // unset: the burst is not costed
    double energyKwh = 0;         // facility energy per `quantity`
};

// One row per simulation or throughput job that runs on the design.
std::vector<WorkUnitCost> workUnitCostsOf(const TcoResult& tco,
                                          const analysis::PerformanceReport& performance);

} // namespace cs::tco
