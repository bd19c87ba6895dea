#pragma once

#include "setlistcommand.h"

#include "model/benchmarkresult.h"

#include <vector>

namespace cs::ui {

// One change of the benchmark outputs attached to the design (attach, remove
// all): the whole list before and after, so undo restores it exactly. The new
// list is checked as a design file's "benchmark_results" section is, so what
// is accepted here saves and loads.
struct BenchmarkResultList
{
    static std::vector<BenchmarkResult>& list(Design& design) { return design.benchmarkResults; }
    static constexpr ChangeKind kind = ChangeKind::BenchmarkResults;
    static void check(const std::vector<BenchmarkResult>& results);
};

class SetBenchmarkResultsCommand : public SetListCommand<BenchmarkResultList, BenchmarkResult>
{
public:
    using SetListCommand::SetListCommand;

    // Attaches outputs, each in place of one with the same file name.
    static std::unique_ptr<SetBenchmarkResultsCommand> attach(Document& document,
                                                              std::vector<BenchmarkResult> results);
    static std::unique_ptr<SetBenchmarkResultsCommand> removeAll(Document& document);
};

} // namespace cs::ui
