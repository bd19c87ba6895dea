#include "tcomodel.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace cs::tco {

namespace {

using UtilizationOf = std::function<double(int month)>;

// What is installed and running during one month.
struct Installed
{
    double hardware = 0;
    double idleKw = 0;
    double maxKw = 0;
    double nodes = 0;
    double gpus = 0;
};

double hardwareOf(const Tranche& t, const ModelParams& p)
{
    return t.hardware + (p.gpuPriceFactor - 1) * t.gpuHardware;
}

Installed installedIn(const std::vector<Tranche>& tranches, const ModelParams& p, int month)
{
    Installed in;
    for (const Tranche& t : tranches) {
        if (t.month <= month - 1) {
            in.hardware += hardwareOf(t, p);
            in.idleKw += t.idleKw;
            in.maxKw += t.maxKw;
            in.nodes += t.nodes;
            in.gpus += t.gpus;
        }
    }
    return in;
}

void addPurchases(CashFlows& f, const TcoInputs& in, const ModelParams& p, double scale)
{
    for (const Tranche& t : in.tranches) {
        if (t.month >= p.months) {
            continue; // bought after the horizon
        }
        const double hardware = hardwareOf(t, p) * scale;
        f.add(CostCategory::Hardware, t.month, hardware);
        f.add(CostCategory::Integration, t.month, hardware * p.integrationFraction);
        if (p.ownedFacility) {
            f.add(CostCategory::Facility, t.month, p.facilityBuildPerKw * t.maxKw * scale);
        }
        f.add(CostCategory::Residual, p.months, -hardware * p.residualFraction);
    }
}

void addRunning(CashFlows& f, const Installed& in, const ModelParams& p, int month, double u)
{
    const double averageKw = in.idleKw + u * (in.maxKw - in.idleKw);
    f.add(CostCategory::Energy, month,
          averageKw * p.pue * kHoursPerMonth * p.electricityPricePerKwh);
    f.add(CostCategory::Space, month,
          in.maxKw * (p.ownedFacility ? p.facilityOpexPerKwMonth : p.colocationPerKwMonth));
    f.add(CostCategory::Support, month, in.hardware * p.supportFractionPerYear / 12);
    if (in.nodes > 0) {
        const double fte = std::max(p.minFte, in.nodes / p.nodesPerFte);
        f.add(CostCategory::Staff, month, fte * p.staffCostPerFteYear / 12);
    }
    f.add(CostCategory::Licences, month, in.nodes * p.licencePerNodeYear / 12);
}

void finish(OptionResult& r, double annualRate)
{
    r.total = r.flows.total();
    r.npv = npv(r.flows.net(), annualRate);
}

// The owned cluster scaled by `scale` (1 for the whole design), running at
// utilizationOf(month) of its own GPUs.
BuildResult ownedFlows(const TcoInputs& in, const ModelParams& p, double scale,
                       const UtilizationOf& utilizationOf)
{
    BuildResult r;
    r.flows = CashFlows(p.months);
    addPurchases(r.flows, in, p, scale);
    for (int m = 1; m <= p.months; ++m) {
        Installed now = installedIn(in.tranches, p, m);
        now.hardware *= scale;
        now.idleKw *= scale;
        now.maxKw *= scale;
        now.nodes *= scale;
        addRunning(r.flows, now, p, m, utilizationOf(m));
        r.deliveredGpuHours += now.gpus * scale * kHoursPerMonth * utilizationOf(m);
    }
    r.capex = r.flows.totalOf(CostCategory::Hardware) + r.flows.totalOf(CostCategory::Integration) +
              r.flows.totalOf(CostCategory::Facility);
    finish(r, p.discountRate);
    return r;
}

// Paid GPU-hours per GPU-hour of capacity in a month, and the price factor of the mode.
double paidShare(const ModelParams& p, double u, bool spotDiscount)
{
    const std::string& mode = p.cloudMode;
    if (mode == "reserved_1y" || mode == "reserved_3y") {
        return 1.0;
    }
    if (mode == "spot") {
        return u / p.spotAvailability * (spotDiscount ? 1 - p.spotDiscount : 1.0);
    }
    return u; // on_demand, capacity_block: paid for the hours used
}

double storagePerMonth(const ModelParams& p)
{
    return p.datasetTb * p.cloudStoragePerTbMonth + p.egressTbPerMonth * p.egressPerTb;
}

CloudResult cloudFlows(const TcoInputs& in, const ModelParams& p)
{
    CloudResult r;
    r.flows = CashFlows(p.months);
    r.offer = in.offer;
    if (!in.offer) {
        return r;
    }
    const double price = in.offer->pricePerGpuHour * p.cloudPriceFactor;
    for (int m = 1; m <= p.months; ++m) {
        const double gpuHours = installedIn(in.tranches, p, m).gpus * kHoursPerMonth;
        const double u = p.utilizationIn(m);
        r.flows.add(CostCategory::CloudCompute, m,
                    gpuHours * paidShare(p, u, in.spotDiscountApplies) * price);
        r.flows.add(CostCategory::CloudStorage, m, storagePerMonth(p));
        r.deliveredGpuHours += gpuHours * u;
    }
    finish(r, p.discountRate);
    return r;
}

double designGpus(const TcoInputs& in)
{
    double gpus = 0;
    for (const Tranche& t : in.tranches) {
        gpus += t.gpus;
    }
    return gpus;
}

HybridResult hybridFlows(const TcoInputs& in, const ModelParams& p)
{
    const double gpus = designGpus(in);
    HybridResult r;
    r.baseGpus = static_cast<int>(std::lround(gpus * p.hybridBaseShare));
    const double base = gpus > 0 ? r.baseGpus / gpus : 0;
    const auto ownedUtilization = [&](int m) {
        const double u = p.utilizationIn(m);
        return base > 0 ? (u - burstShare(u, p.peakShare, base)) / base : 0.0;
    };
    static_cast<BuildResult&>(r) = ownedFlows(in, p, base, ownedUtilization);
    r.ownedGpuHours = r.deliveredGpuHours;
    r.burstOffer = in.burstOffer;
    const double price = in.burstOffer ? in.burstOffer->pricePerGpuHour * p.cloudPriceFactor : 0;
    for (int m = 1; m <= p.months; ++m) {
        const double capacityHours = installedIn(in.tranches, p, m).gpus * kHoursPerMonth;
        const double burst = capacityHours * burstShare(p.utilizationIn(m), p.peakShare, base);
        r.flows.add(CostCategory::CloudCompute, m, burst * price);
        r.burstGpuHours += burst;
    }
    r.deliveredGpuHours = r.ownedGpuHours + r.burstGpuHours;
    // The cloud holds data in proportion to the demand it serves, so that a
    // sliver of burst does not bring the whole dataset's bill.
    const double share = r.deliveredGpuHours > 0 ? r.burstGpuHours / r.deliveredGpuHours : 0.0;
    for (int m = 1; m <= p.months; ++m) {
        r.flows.add(CostCategory::CloudStorage, m, storagePerMonth(p) * share);
    }
    finish(r, p.discountRate);
    return r;
}

} // namespace

double ModelParams::utilizationIn(int month) const
{
    if (profile.empty()) {
        return utilization;
    }
    return profile[static_cast<std::size_t>((month - 1) % static_cast<int>(profile.size()))];
}

double burstShare(double utilization, double peakShare, double baseShare)
{
    const double peak = std::min(peakShare, utilization);
    const double offPeak = peak < 1 ? (utilization - peak) / (1 - peak) : 0.0;
    return peak * std::max(0.0, 1 - baseShare) + (1 - peak) * std::max(0.0, offPeak - baseShare);
}

double npv(const std::vector<double>& flows, double annualRate)
{
    double sum = 0;
    for (std::size_t t = 0; t < flows.size(); ++t) {
        sum += flows[t] / std::pow(1 + annualRate, static_cast<double>(t) / 12.0);
    }
    return sum;
}

std::optional<int> breakEvenMonth(const CashFlows& build, const CashFlows& cloud)
{
    const std::vector<double> b = build.cumulative();
    const std::vector<double> c = cloud.cumulative();
    for (std::size_t t = 0; t < b.size() && t < c.size(); ++t) {
        if (b[t] <= c[t] + 1e-9 * std::max(1.0, std::abs(c[t]))) {
            return static_cast<int>(t);
        }
    }
    return std::nullopt;
}

ModelRun runModel(const TcoInputs& inputs, const ModelParams& params)
{
    ModelRun run;
    run.build = ownedFlows(inputs, params, 1.0, [&](int m) { return params.utilizationIn(m); });
    run.cloud = cloudFlows(inputs, params);
    run.hybrid = hybridFlows(inputs, params);
    return run;
}

} // namespace cs::tco
