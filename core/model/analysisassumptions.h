#pragma once

#include "assumptionsection.h"

namespace cs {

// Everything the analysis takes as given. Defaults and their sources are
// listed in docs/report-format.md; a design overrides any of them in its
// "assumptions.analysis" section (docs/design-format.md), keyed by the JSON
// names in core/io/analysisassumptionsjson.cpp.
struct AnalysisAssumptions
{
    // Scaling model: the speed-up of 4 GPUs over one, and the efficiency kept
    // when growing from scalingFromGpus to scalingToGpus on a non-blocking fabric.
    double speedupAt4Gpus = 3.5;
    double largeScaleEfficiency = 0.89;
    int scalingFromGpus = 768;
    int scalingToGpus = 3584;
    // Share of step time spent in communication that oversubscription slows.
    double communicationShare = 0.3;

    // Balance thresholds
    double minHostRamToGpuMemory = 2.0;
    double minHostRamPerGpuGb = 128;
    double minCpuCoresPerGpu = 7;
    double minInjectionGbpsPerGpu = 200;
    double minStorageReadGBpsPerGpu = 0.25;
    double maxComputeOversubscription = 1.0;
    // A workload's best plan is network-bound when communication the step
    // cannot hide takes more than this share of it.
    double maxExposedCommunicationShare = 0.25;
    // A training workload's full checkpoint (its model state) should reach
    // shared storage within this many minutes.
    double maxCheckpointWriteMinutes = 10;

    // Power
    double idleFractionOfMax = 0.30;
    double typicalFractionOfMax = 0.70;

    // Cooling limits per rack by method
    double airLimitKw = 40;
    double rearDoorLimitKw = 60;
    double directLiquidLimitKw = 140;

    // Space: floor taken per rack beyond its own footprint (half of the aisles in front and behind)
    double aisleDepthPerRackM = 1.2;

    bool operator==(const AnalysisAssumptions&) const = default;
};

// The analysis assumptions as a design holds them (assumptionsection.h).
using AnalysisSettings = AssumptionSection<AnalysisAssumptions>;

} // namespace cs
