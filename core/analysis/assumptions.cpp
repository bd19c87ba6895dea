#include "assumptions.h"

namespace cs::analysis {

Assumptions assumptionsFor(const Design& design)
{
    return design.analysisAssumptions.values;
}

} // namespace cs::analysis
