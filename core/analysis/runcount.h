#pragma once

#include <cstdint>

namespace cs::analysis {

// How many whole analyses (analyze) and network analyses (analyzeNetwork,
// which every analysis runs once) this process has run. The editor promises
// one analysis per edit, shared by every view; a test counts them.
struct RunCount
{
    std::uint64_t analyses = 0;
    std::uint64_t networks = 0;
};

RunCount runCount();

namespace detail {
void countAnalysis();
void countNetworkAnalysis();
} // namespace detail

} // namespace cs::analysis
