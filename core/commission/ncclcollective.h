#pragma once

#include "nccltests.h"
#include "perf/collective.h"

#include <optional>
#include <string>

namespace cs::commission {

// Which nccl-tests program wrote a run, by its test name ("all_reduce",
// "all_gather", "reduce_scatter", "alltoall", "sendrecv", "broadcast",
// "reduce", ...): the name the output prints (nccl-tests 2.14 and later), else
// the one in the file's name ("all_reduce_perf.log", "allreduce-2node.txt"),
// else what the table shows: the reduction operator, the root and the ratio
// busbw ÷ algbw, which is nccl-tests' bus factor for the collective
// (doc/PERFORMANCE.md: 2(n−1)/n for all-reduce, (n−1)/n for reduce-scatter,
// all-gather and all-to-all, 1 for send/receive, broadcast and reduce).
// Throws BenchmarkError at the table's header when the table fits more than
// one program (all-gather and all-to-all share operator, root and factor).
std::string ncclTestName(const NcclTestsRun& run, const std::string& fileName);

// The performance model's collective for a test; nothing for tests the model
// does not cost (broadcast, reduce, gather, scatter, ...).
std::optional<perf::Collective> modelledCollective(const std::string& testName);

} // namespace cs::commission
