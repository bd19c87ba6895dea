#pragma once

#include "analysis/designfacts.h"
#include "analysis/network.h"
#include "export/gpunodes.h"
#include "model/design.h"
#include "perf/hardware.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace cs::analysis {
struct AnalysisReport;
}

namespace cs::commission {

// "DGX-01.cluster.local" is the design's "dgx-01": the host name without its
// domain, in lower case.
std::string hostKey(const std::string& host);

// The design as the benchmarks meet it: its GPU nodes by host name (as the
// Slurm export names them, hostnames.h) and the hardware view of any of them.
class DesignUnderTest
{
public:
    // Analyses the design's network itself.
    explicit DesignUnderTest(const Design& design);
    // Takes the network and the assumptions of an analysis of this design.
    DesignUnderTest(const Design& design, const analysis::AnalysisReport& analysis);

    const Design& design() const { return mDesign; }
    // nullptr when no GPU node of the design has this host name.
    const exports::GpuNode* node(const std::string& host) const;
    const std::vector<exports::GpuNode>& nodes() const { return mNodes; }
    perf::HardwareView hardwareOf(const std::vector<DeviceId>& ids) const;

private:
    DesignUnderTest(const Design& design, const analysis::Assumptions& assumptions,
                    const analysis::NetworkReport* network);

    const Design& mDesign;
    analysis::DesignFacts mFacts;
    analysis::NetworkReport mNetwork;
    std::vector<exports::GpuNode> mNodes;
    std::unordered_map<std::string, const exports::GpuNode*> mByHost;
};

} // namespace cs::commission
