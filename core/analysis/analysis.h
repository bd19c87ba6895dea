#pragma once

#include "assumptions.h"
#include "compute.h"
#include "cooling.h"
#include "finding.h"
#include "memory.h"
#include "network.h"
#include "performance.h"
#include "power.h"
#include "space.h"

#include <vector>

namespace cs::analysis {

struct HeadroomReport
{
    int nodesAddableWithoutNewTier = 0; // compute fabric; 0 when there is none
    int freeU = 0;
    double freePowerKw = 0;   // usable rack budgets minus rack max power
    double freeCoolingKw = 0; // rack cooling limits minus rack heat
};

struct AnalysisReport
{
    Assumptions assumptions;
    ComputeReport compute;
    MemoryReport memory;
    NetworkReport network;
    PowerReport power;
    CoolingReport cooling;
    SpaceReport space;
    HeadroomReport headroom;
    PerformanceReport performance; // the model for each of the design's workloads
    std::vector<Finding> findings;

    bool hasErrors() const;
};

// Everything the analysis knows about a design. A pure function: no state,
// cheap enough to rerun after every edit.
// `catalog` holds parts the design does not embed, for the performance
// model's next-GPU-generation what-if (performance.h); without it that
// variant appears only when the design embeds the next generation's GPU.
AnalysisReport analyze(const Design& design);
AnalysisReport analyze(const Design& design, const Assumptions& assumptions,
                       const std::vector<Part>& catalog = {});

} // namespace cs::analysis
