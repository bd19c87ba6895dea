#pragma once

#include "analysis/analysis.h"

#include <nlohmann/json.hpp>

// The JSON form of each analysis section, keys as in docs/report-format.md.
namespace cs::report_json {

nlohmann::json computeJson(const analysis::ComputeReport& r);
nlohmann::json memoryJson(const analysis::MemoryReport& r);
nlohmann::json networkJson(const analysis::NetworkReport& r);
nlohmann::json powerJson(const analysis::PowerReport& r);
nlohmann::json coolingJson(const analysis::CoolingReport& r);
nlohmann::json spaceJson(const analysis::SpaceReport& r);
nlohmann::json headroomJson(const analysis::HeadroomReport& r);
nlohmann::json findingsJson(const std::vector<Finding>& findings);
// The performance model for each of the design's workloads: the hardware it
// read from the design, then per workload the plans (best first) as
// `clustersmith-cli perf --json` prints them.
nlohmann::json performanceJson(const analysis::PerformanceReport& r);

} // namespace cs::report_json
