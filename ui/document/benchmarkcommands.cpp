#include "benchmarkcommands.h"

#include "commission/benchmarkfiles.h"
#include "document.h"
#include "io/benchmarkcodec.h"
#include "io/formaterror.h"
#include "model/design.h"
#include "model/modelerror.h"

#include <QCoreApplication>

namespace cs::ui {

namespace {

// The file's own reader decides what may be attached.
void checkLikeTheFile(const std::vector<BenchmarkResult>& results)
{
    try {
        benchmarkResultsFromJson(benchmarkResultsToJson(results), "$.benchmark_results");
    } catch (const FormatError& e) {
        throw ModelError("BAD_BENCHMARK_RESULT", QString::fromStdString(e.what()));
    }
}

} // namespace

SetBenchmarkResultsCommand::SetBenchmarkResultsCommand(Document& document,
                                                       std::vector<BenchmarkResult> results,
                                                       const QString& text)
    : DocumentCommand(document, text), mAfter(std::move(results))
{
}

std::unique_ptr<SetBenchmarkResultsCommand>
SetBenchmarkResultsCommand::attach(Document& document, std::vector<BenchmarkResult> results)
{
    std::vector<BenchmarkResult> all = document.design().benchmarkResults;
    const int count = int(results.size());
    for (BenchmarkResult& r : results) {
        commission::attachResult(all, std::move(r));
    }
    const QString text = QCoreApplication::translate(
        "cs::ui::BenchmarkCommands", "Attach %n benchmark output(s)", nullptr, count);
    return std::make_unique<SetBenchmarkResultsCommand>(document, std::move(all), text);
}

std::unique_ptr<SetBenchmarkResultsCommand>
SetBenchmarkResultsCommand::removeAll(Document& document)
{
    return std::make_unique<SetBenchmarkResultsCommand>(
        document, std::vector<BenchmarkResult>{},
        QCoreApplication::translate("cs::ui::BenchmarkCommands", "Remove benchmark outputs"));
}

void SetBenchmarkResultsCommand::apply()
{
    if (!mChecked) {
        checkLikeTheFile(mAfter);
        mBefore = design().benchmarkResults;
        mChecked = true;
    }
    store(mAfter);
}

void SetBenchmarkResultsCommand::revert()
{
    store(mBefore);
}

void SetBenchmarkResultsCommand::store(const std::vector<BenchmarkResult>& results)
{
    design().benchmarkResults = results;
    DesignChange change;
    change.kinds = ChangeKind::BenchmarkResults;
    notify(change);
}

} // namespace cs::ui
