#pragma once

#include "sizing/workload.h"

#include <QString>

namespace cs::cli {

// Reads a JSON file. Throws UsageError with one sentence naming the file when
// it cannot be read or is not JSON.
nlohmann::json readJsonFile(const QString& path);

// Reads a workload file (docs/workload-format.md). Throws UsageError with one
// sentence naming the file and the JSON path at fault.
sizing::Workload readWorkload(const QString& path);

} // namespace cs::cli
