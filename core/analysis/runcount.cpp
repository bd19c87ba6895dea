#include "runcount.h"

#include <atomic>

namespace cs::analysis {

namespace {

// Relaxed: the counts order nothing; analyses run on worker threads too.
std::atomic<std::uint64_t> gAnalyses{0};
std::atomic<std::uint64_t> gNetworks{0};

} // namespace

RunCount runCount()
{
    return {gAnalyses.load(std::memory_order_relaxed), gNetworks.load(std::memory_order_relaxed)};
}

namespace detail {

void countAnalysis()
{
    gAnalyses.fetch_add(1, std::memory_order_relaxed);
}

void countNetworkAnalysis()
{
    gNetworks.fetch_add(1, std::memory_order_relaxed);
}

} // namespace detail

} // namespace cs::analysis
