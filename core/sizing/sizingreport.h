#pragma once

#include "sizing.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <cstddef>

namespace cs::sizing {

inline constexpr const char* kSizingReportFormat = "clustersmith-sizing";
inline constexpr int kSizingReportFormatVersion = 2;

// The report's JSON form (docs/workload-format.md): the first `top` viable
// options and every option not recommended, with every figure and their
// explanation, and the skipped accelerators.
nlohmann::json sizingReportToJson(const SizingReport& report, std::size_t top);

// A table of the first `top` viable options, cheapest first, then the
// reasoning for the cheapest (for each listed option when `explainAll`), then
// the options not recommended with their reasons, then the skipped
// accelerators.
QString sizingReportToText(const SizingReport& report, std::size_t top, bool explainAll);

} // namespace cs::sizing
