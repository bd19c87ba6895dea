#include "utilizationcurve.h"

#include "tcoinputs.h"

#include <cmath>

namespace cs::tco {

namespace {

ModelRun runAt(const PreparedTco& prepared, double utilization)
{
    ModelParams p = prepared.params;
    p.profile.clear();
    p.utilization = utilization;
    return runModel(prepared.inputs, p);
}

void findCrossing(const PreparedTco& prepared, UtilizationCurve& curve)
{
    const ModelRun at0 = runAt(prepared, 0);
    const ModelRun at1 = runAt(prepared, 1);
    // Build(u) − Cloud(u) = d0 + (d1 − d0) u.
    const double d0 = at0.build.total - at0.cloud.total;
    const double d1 = at1.build.total - at1.cloud.total;
    if (std::abs(d1 - d0) < 1e-9 * (1 + std::abs(d0))) {
        return;
    }
    const double u = d0 / (d0 - d1);
    if (u <= 0 || u > 1) {
        return;
    }
    curve.crossingUtilization = u;
    curve.crossingPerGpuHour = runAt(prepared, u).build.costPerGpuHour();
}

UtilizationCurve curveOf(const PreparedTco& prepared, int steps)
{
    UtilizationCurve curve;
    for (int i = 1; i <= std::max(1, steps); ++i) {
        const double u = static_cast<double>(i) / std::max(1, steps);
        const ModelRun run = runAt(prepared, u);
        UtilizationPoint point{u, run.build.costPerGpuHour(), std::nullopt};
        if (prepared.inputs.offer) {
            point.cloudPerGpuHour = run.cloud.costPerGpuHour();
        }
        curve.points.push_back(point);
    }
    if (prepared.inputs.offer) {
        findCrossing(prepared, curve);
    }
    return curve;
}

} // namespace

CostedDesign costDesign(const Design& design, const TcoAssumptions& assumptions,
                        const std::vector<Part>& catalogOffers,
                        const analysis::PerformanceReport* performance, int steps)
{
    // The workloads' performance feeds only the cost per token, not the
    // model's inputs the curve runs on.
    PreparedTco prepared = prepareTco(design, assumptions, catalogOffers, performance);
    UtilizationCurve curve = curveOf(prepared, steps);
    return {resultOf(prepared, assumptions), std::move(curve)};
}

} // namespace cs::tco
