#pragma once

#include "model/benchmarkresult.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace cs {

// The file form of a design's "benchmark_results" (docs/design-format.md):
// [{"file": "...", "kind": "nccl" | "bandwidth", "output": ["line", ...]}].
// The output is kept as its lines so each stays within the loader's text limit
// and a version-controlled design shows a changed result line by line.

struct BenchmarkLimits
{
    static constexpr std::size_t maxResults = 100'000;
    static constexpr std::size_t maxOutputLines = 1'000'000;
};

// "nccl", "bandwidth"
const char* toName(BenchmarkKind kind);
std::optional<BenchmarkKind> benchmarkKindFromName(const std::string& name);

// Reads the list at `path` ("$.benchmark_results"), each result checked as
// checkBenchmarkResult does and file names unique. Throws FormatError.
std::vector<BenchmarkResult> benchmarkResultsFromJson(const nlohmann::json& list,
                                                      const std::string& path);
nlohmann::json benchmarkResultsToJson(const std::vector<BenchmarkResult>& results);

// What a design may carry: a file name without folders and an output whose
// lines are short enough for the loader. Throws FormatError whose path names
// the result's field or the output line at fault
// ("$.benchmark_results[2].output[13]"). Whether the output is one its tool's
// reader accepts is the commissioning's to say (commission/benchmarkfiles.h):
// an unreadable output is a finding there, so a damaged log does not keep
// the design from opening.
void checkBenchmarkResult(const BenchmarkResult& result, const std::string& path);

} // namespace cs
