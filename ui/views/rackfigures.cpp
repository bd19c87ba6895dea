#include "rackfigures.h"

#include "analysis/cooling.h"
#include "analysis/power.h"
#include "io/formaterror.h"

namespace cs::ui {

std::unordered_map<RackId, RackFigures> computeRackFigures(const Design& design)
{
    analysis::Assumptions assumptions;
    try {
        assumptions = analysis::assumptionsFor(design);
    } catch (const FormatError&) {
        // The dashboard reports the bad section; the racks still get figures.
    }
    const analysis::DesignFacts facts(design, assumptions);
    const analysis::PowerReport power = analysis::analyzePower(facts);
    const analysis::CoolingReport cooling = analysis::analyzeCooling(facts, power);
    std::unordered_map<RackId, RackFigures> figures;
    for (const analysis::RackPower& r : power.racks) {
        RackFigures& f = figures[r.id];
        f.maxKw = r.maxKw;
        f.usableKw = r.usableBudgetKw;
        const Rack* rack = design.rack(r.id);
        f.twoN = rack && rack->feeds == FeedRedundancy::Redundant2N;
    }
    for (const analysis::RackCooling& r : cooling.racks) {
        figures[r.id].heatKw = r.heatKw;
    }
    return figures;
}

} // namespace cs::ui
