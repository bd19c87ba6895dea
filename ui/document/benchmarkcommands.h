#pragma once

#include "documentcommand.h"

#include "model/benchmarkresult.h"

#include <vector>

namespace cs::ui {

// One change of the benchmark outputs attached to the design (attach, remove
// all): the whole list before and after, so undo restores it exactly. The new
// list is checked as a design file's "benchmark_results" section is, so what
// is accepted here saves and loads.
class SetBenchmarkResultsCommand : public DocumentCommand
{
public:
    SetBenchmarkResultsCommand(Document& document, std::vector<BenchmarkResult> results,
                               const QString& text);

    // Attaches outputs, each in place of one with the same file name.
    static std::unique_ptr<SetBenchmarkResultsCommand> attach(Document& document,
                                                              std::vector<BenchmarkResult> results);
    static std::unique_ptr<SetBenchmarkResultsCommand> removeAll(Document& document);

protected:
    void apply() override;
    void revert() override;

private:
    void store(const std::vector<BenchmarkResult>& results);

    std::vector<BenchmarkResult> mBefore;
    std::vector<BenchmarkResult> mAfter;
    bool mChecked = false;
};

} // namespace cs::ui
