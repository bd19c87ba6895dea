#include "designundertest.h"

#include "analysis/analysis.h"
#include "analysis/assumptions.h"
#include "analysis/performance.h"

#include <algorithm>
#include <cctype>

namespace cs::commission {

std::string hostKey(const std::string& host)
{
    std::string key = host.substr(0, host.find('.'));
    std::transform(key.begin(), key.end(), key.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return key;
}

DesignUnderTest::DesignUnderTest(const Design& design)
    : DesignUnderTest(design, analysis::assumptionsFor(design), nullptr)
{
}

DesignUnderTest::DesignUnderTest(const Design& design, const analysis::AnalysisReport& analysis)
    : DesignUnderTest(design, analysis.assumptions, &analysis.network)
{
}

DesignUnderTest::DesignUnderTest(const Design& design, const analysis::Assumptions& assumptions,
                                 const analysis::NetworkReport* network)
    : mDesign(design), mFacts(design, assumptions),
      mNetwork(network ? *network : analysis::analyzeNetwork(mFacts)),
      mNodes(exports::gpuNodes(design, exports::hostNamesOf(design)))
{
    for (const exports::GpuNode& n : mNodes) {
        mByHost.emplace(hostKey(n.host), &n);
    }
}

const exports::GpuNode* DesignUnderTest::node(const std::string& host) const
{
    const auto it = mByHost.find(hostKey(host));
    return it == mByHost.end() ? nullptr : it->second;
}

perf::HardwareView DesignUnderTest::hardwareOf(const std::vector<DeviceId>& ids) const
{
    return analysis::hardwareOfNodes(mFacts, mNetwork, ids);
}

} // namespace cs::commission
