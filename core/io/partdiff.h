#pragma once

#include "model/part.h"

#include <string>
#include <vector>

namespace cs {

// One figure that two descriptions of a part state differently, named by its
// path in the file format ("price.amount", "gpu.memory_gb"); a value the
// other side lacks is "—".
struct FieldDifference
{
    std::string field;
    std::string embedded; // the design's own figure
    std::string local;    // the local catalog's
};

// The figures in which the design's copy of a part differs from the local
// catalog's, in key order. Lists compare whole ("ports").
std::vector<FieldDifference> partFieldDifferences(const Part& embedded, const Part& local);

} // namespace cs
