#include "benchmarkcommands.h"

#include "commission/benchmarkfiles.h"
#include "document.h"
#include "io/benchmarkcodec.h"
#include "io/formaterror.h"
#include "model/design.h"
#include "model/modelerror.h"

#include <QCoreApplication>

namespace cs::ui {

// The file's own reader decides what may be attached.
void BenchmarkResultList::check(const std::vector<BenchmarkResult>& results)
{
    try {
        benchmarkResultsFromJson(benchmarkResultsToJson(results), "$.benchmark_results");
    } catch (const FormatError& e) {
        throw ModelError("BAD_BENCHMARK_RESULT", QString::fromStdString(e.what()));
    }
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

} // namespace cs::ui
