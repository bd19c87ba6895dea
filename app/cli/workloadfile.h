#pragma once

#include "sizing/workload.h"

#include <QString>

namespace cs::cli {

// Reads a workload file (docs/workload-format.md). Throws UsageError with one
// sentence naming the file and the JSON path at fault.
sizing::Workload readWorkload(const QString& path);

} // namespace cs::cli
