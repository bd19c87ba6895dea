#include "rackfigures.h"

#include "analysis/analysis.h"

namespace cs::ui {

std::unordered_map<RackId, RackFigures> rackFiguresOf(const Design& design,
                                                      const analysis::AnalysisReport& report)
{
    std::unordered_map<RackId, RackFigures> figures;
    for (const analysis::RackPower& r : report.power.racks) {
        RackFigures& f = figures[r.id];
        f.maxKw = r.maxKw;
        f.usableKw = r.usableBudgetKw;
        const Rack* rack = design.rack(r.id);
        f.twoN = rack && rack->feeds == FeedRedundancy::Redundant2N;
    }
    for (const analysis::RackCooling& r : report.cooling.racks) {
        figures[r.id].heatKw = r.heatKw;
    }
    return figures;
}

} // namespace cs::ui
