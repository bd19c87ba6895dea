#include "unitcost.h"

#include "tco.h"

namespace cs::tco {

namespace {

constexpr double kMillion = 1e6;
constexpr double kSecondsPerHour = 3600;

std::optional<double> perMillion(std::optional<double> costPerGpuHour, double tokensPerGpuHour)
{
    if (!costPerGpuHour || tokensPerGpuHour <= 0) {
        return std::nullopt;
    }
    return *costPerGpuHour / tokensPerGpuHour * kMillion;
}

// Tokens per GPU-hour over all the design's GPUs: the same GPU-hours the
// options' costs per GPU-hour are delivered over.
UnitCost unitCost(const TcoResult& r, const std::string& workload, const char* kind,
                  double tokensPerSecond)
{
    UnitCost u;
    u.workload = workload;
    u.kind = kind;
    u.tokensPerGpuHour = tokensPerSecond * kSecondsPerHour / r.gpus;
    u.build = perMillion(r.build.costPerGpuHour(), u.tokensPerGpuHour);
    if (r.cloud.offer) {
        u.cloud = perMillion(r.cloud.costPerGpuHour(), u.tokensPerGpuHour);
    }
    if (r.hybrid.costed()) {
        u.hybrid = perMillion(r.hybrid.costPerGpuHour(), u.tokensPerGpuHour);
    }
    const double kwhPerGpuHour = r.itMaxKw * r.pue / r.gpus;
    u.energyKwhPerMillionTokens = kwhPerGpuHour / u.tokensPerGpuHour * kMillion;
    return u;
}

} // namespace

std::vector<UnitCost> unitCostsOf(const TcoResult& tco,
                                  const analysis::PerformanceReport& performance)
{
    std::vector<UnitCost> costs;
    if (!performance.hardware || tco.gpus <= 0) {
        return costs;
    }
    for (const analysis::WorkloadPerformance& w : performance.workloads) {
        if (const perf::TrainingEstimate* t = w.bestTraining()) {
            costs.push_back(unitCost(tco, w.name, "training", t->tokensPerS));
        }
        if (const perf::InferenceEstimate* s = w.bestInference()) {
            costs.push_back(unitCost(tco, w.name, "serving", s->outputTokensPerS));
        }
    }
    return costs;
}

} // namespace cs::tco
