#include "assumptions.h"

#include "io/analysisassumptionsjson.h"

namespace cs::analysis {

Assumptions assumptionsFor(const Design& design)
{
    return design.analysisAssumptions.values;
}

nlohmann::json assumptionsToJson(const Assumptions& assumptions)
{
    return analysisAssumptionsToJson(assumptions);
}

} // namespace cs::analysis
