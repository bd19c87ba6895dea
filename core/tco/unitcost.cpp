#include "unitcost.h"

#include "tco.h"

namespace cs::tco {

namespace {

constexpr double kMillion = 1e6;
constexpr double kSecondsPerHour = 3600;

// A cost per GPU-hour over the units done in one, times `quantity`; unset
// without a cost or without work.
std::optional<double> perQuantity(std::optional<double> costPerGpuHour, double unitsPerGpuHour,
                                  double quantity)
{
    if (!costPerGpuHour || unitsPerGpuHour <= 0) {
        return std::nullopt;
    }
    return *costPerGpuHour / unitsPerGpuHour * quantity;
}

// What `quantity` units cost on each option and take in facility energy
// (IT power at its maximum × PUE per GPU-hour), at `unitsPerGpuHour` over all
// the design's GPUs: the same GPU-hours the options' costs are delivered over.
struct OptionCosts
{
    std::optional<double> build;
    std::optional<double> cloud;
    std::optional<double> hybrid;
    double energyKwh = 0;
};

OptionCosts optionCosts(const TcoResult& r, double unitsPerGpuHour, double quantity)
{
    OptionCosts c;
    c.build = perQuantity(r.build.costPerGpuHour(), unitsPerGpuHour, quantity);
    if (r.cloud.offer) {
        c.cloud = perQuantity(r.cloud.costPerGpuHour(), unitsPerGpuHour, quantity);
    }
    if (r.hybrid.costed()) {
        c.hybrid = perQuantity(r.hybrid.costPerGpuHour(), unitsPerGpuHour, quantity);
    }
    c.energyKwh = perQuantity(r.itMaxKw * r.pue / r.gpus, unitsPerGpuHour, quantity).value_or(0);
    return c;
}

UnitCost unitCost(const TcoResult& r, const std::string& workload, const char* kind,
                  double tokensPerSecond)
{
    UnitCost u;
    u.workload = workload;
    u.kind = kind;
    u.tokensPerGpuHour = tokensPerSecond * kSecondsPerHour / r.gpus;
    const OptionCosts c = optionCosts(r, u.tokensPerGpuHour, kMillion);
    u.build = c.build;
    u.cloud = c.cloud;
    u.hybrid = c.hybrid;
    u.energyKwhPerMillionTokens = c.energyKwh;
    return u;
}

// The network's parts at catalog price: what the injection variants scale.
double networkHardware(const Bom& bom)
{
    return bom.totalOf(BomCategory::Nics) + bom.totalOf(BomCategory::Switches) +
           bom.totalOf(BomCategory::Transceivers) + bom.totalOf(BomCategory::Cables);
}

double injectionFactor(perf::NetworkVariantKind kind)
{
    switch (kind) {
    case perf::NetworkVariantKind::HalfInjection:
        return 0.5;
    case perf::NetworkVariantKind::DoubleInjection:
        return 2.0;
    default:
        return 1.0;
    }
}

std::vector<VariantUnitCost> variantCosts(const TcoResult& r,
                                          const std::vector<analysis::WhatIfOutcome>& whatIf)
{
    std::vector<VariantUnitCost> out;
    const double network = networkHardware(r.bom);
    for (const analysis::WhatIfOutcome& o : whatIf) {
        if (o.variant == perf::NetworkVariantKind::NextGpuGeneration) {
            continue; // other GPUs, other nodes: not this bill's cost
        }
        VariantUnitCost v;
        v.variant = o.variant;
        v.networkHardwareFactor = injectionFactor(o.variant);
        v.tokensPerGpuHour = o.tokensPerSecond.value_or(0) * kSecondsPerHour / r.gpus;
        if (r.build.deliveredGpuHours > 0) {
            const double total = r.build.total + (v.networkHardwareFactor - 1) * network;
            v.build = perQuantity(total / r.build.deliveredGpuHours, v.tokensPerGpuHour, kMillion);
        }
        out.push_back(v);
    }
    return out;
}

// An exaFLOP, a petabyte, or a million pieces: amounts that give costs in
// the currency's usual range.
double quantityOf(const std::string& unit)
{
    return unit == "FLOP" ? 1e18 : unit == "byte" ? 1e15 : kMillion;
}

} // namespace

std::vector<WorkUnitCost> workUnitCostsOf(const TcoResult& tco,
                                          const analysis::PerformanceReport& performance)
{
    std::vector<WorkUnitCost> costs;
    if (tco.gpus <= 0) {
        return costs;
    }
    for (const analysis::WorkloadPerformance& w : performance.workloads) {
        if (!w.work || !w.work->runs()) {
            continue;
        }
        WorkUnitCost c;
        c.workload = w.name;
        c.unit = w.work->unit;
        c.quantity = quantityOf(c.unit);
        // The work's rate over all the design's GPUs, as for tokens.
        c.unitsPerGpuHour = w.work->clusterRate() * kSecondsPerHour / tco.gpus;
        const OptionCosts options = optionCosts(tco, c.unitsPerGpuHour, c.quantity);
        c.build = options.build;
        c.cloud = options.cloud;
        c.hybrid = options.hybrid;
        c.energyKwh = options.energyKwh;
        costs.push_back(c);
    }
    return costs;
}

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
            costs.back().network = variantCosts(tco, w.whatIf);
        }
        if (const perf::InferenceEstimate* s = w.bestInference()) {
            costs.push_back(unitCost(tco, w.name, "serving", s->outputTokensPerS));
            if (!w.training) { // the what-if follows serving only without training
                costs.back().network = variantCosts(tco, w.whatIf);
            }
        }
    }
    return costs;
}

} // namespace cs::tco
