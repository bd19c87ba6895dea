#pragma once

#include "model/design.h"

#include <QString>

#include <functional>
#include <vector>

namespace cs::bench {

// Runs `measure` on each design file named on the command line (labelled by
// its file name). Returns the exit status: 0, or 1 after printing why a file
// did not load.
int measureDesignFiles(int argc, char** argv,
                       const std::function<void(const QString& label, Design design)>& measure);

// The GPU counts named on the command line, or `byDefault` when none is.
std::vector<int> gpuCountsOf(int argc, char** argv, std::vector<int> byDefault);

} // namespace cs::bench
