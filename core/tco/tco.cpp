#include "tco.h"

#include "sensitivity.h"
#include "tcoinputs.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs::tco {

const char* costCategoryName(CostCategory category)
{
    switch (category) {
    case CostCategory::Hardware:
        return "hardware";
    case CostCategory::Integration:
        return "integration";
    case CostCategory::Facility:
        return "facility";
    case CostCategory::Energy:
        return "energy";
    case CostCategory::Space:
        return "space";
    case CostCategory::Support:
        return "support";
    case CostCategory::Staff:
        return "staff";
    case CostCategory::Licences:
        return "licences";
    case CostCategory::CloudCompute:
        return "cloud_compute";
    case CostCategory::CloudStorage:
        return "cloud_storage";
    case CostCategory::Residual:
        return "residual";
    }
    return "hardware";
}

bool isCapex(CostCategory c)
{
    return c == CostCategory::Hardware || c == CostCategory::Integration ||
           c == CostCategory::Facility;
}

bool isOpex(CostCategory c)
{
    return c == CostCategory::Energy || c == CostCategory::Space || c == CostCategory::Support ||
           c == CostCategory::Staff || c == CostCategory::Licences;
}

CashFlows::CashFlows(int months) : mMonths(months)
{
    for (auto& flow : mFlows) {
        flow.assign(static_cast<std::size_t>(months) + 1, 0.0);
    }
}

void CashFlows::add(CostCategory category, int t, double amount)
{
    if (t >= 0 && t <= mMonths) {
        mFlows[static_cast<std::size_t>(category)][static_cast<std::size_t>(t)] += amount;
    }
}

const std::vector<double>& CashFlows::of(CostCategory category) const
{
    return mFlows[static_cast<std::size_t>(category)];
}

std::vector<double> CashFlows::net() const
{
    std::vector<double> sum(static_cast<std::size_t>(mMonths) + 1, 0.0);
    for (const auto& flow : mFlows) {
        for (std::size_t t = 0; t < sum.size(); ++t) {
            sum[t] += flow[t];
        }
    }
    return sum;
}

std::vector<double> CashFlows::cumulative() const
{
    std::vector<double> sum = net();
    for (std::size_t t = 1; t < sum.size(); ++t) {
        sum[t] += sum[t - 1];
    }
    return sum;
}

std::vector<double> CashFlows::perYear(bool (*include)(CostCategory)) const
{
    std::vector<double> years(static_cast<std::size_t>((mMonths + 11) / 12), 0.0);
    for (int c = 0; c < kCostCategories; ++c) {
        if (include && !include(static_cast<CostCategory>(c))) {
            continue;
        }
        for (int t = 0; t <= mMonths && !years.empty(); ++t) {
            years[static_cast<std::size_t>(std::max(0, t - 1) / 12)] +=
                mFlows[static_cast<std::size_t>(c)][static_cast<std::size_t>(t)];
        }
    }
    return years;
}

double CashFlows::totalOf(CostCategory category) const
{
    const auto& flow = of(category);
    double sum = 0;
    for (double v : flow) {
        sum += v;
    }
    return sum;
}

double CashFlows::total() const
{
    double sum = 0;
    for (int c = 0; c < kCostCategories; ++c) {
        sum += totalOf(static_cast<CostCategory>(c));
    }
    return sum;
}

std::optional<double> OptionResult::costPerGpuHour() const
{
    if (deliveredGpuHours <= 0) {
        return std::nullopt;
    }
    return total / deliveredGpuHours;
}

TcoResult computeTco(const Design& design, const TcoAssumptions& assumptions,
                     const std::vector<Part>& catalogOffers,
                     const analysis::PerformanceReport* performance)
{
    PreparedTco prepared = prepareTco(design, assumptions, catalogOffers, performance);
    return resultOf(prepared, assumptions);
}

TcoResult resultOf(PreparedTco& prepared, const TcoAssumptions& assumptions)
{
    const ModelRun run = runModel(prepared.inputs, prepared.params);
    TcoResult r;
    r.currency = prepared.currency;
    r.horizonYears = assumptions.horizonYears;
    r.assumptions = assumptions;
    r.pue = prepared.params.pue;
    r.electricityPricePerKwh = prepared.params.electricityPricePerKwh;
    r.utilization = prepared.params.utilization;
    r.gpus = prepared.totals.gpus;
    r.nodes = prepared.totals.nodes;
    r.gpuPartId = prepared.totals.gpuPartId;
    r.itMaxKw = prepared.totals.itMaxKw;
    r.itIdleKw = prepared.totals.itIdleKw;
    r.bom = std::move(prepared.bom);
    r.build = run.build;
    r.cloud = run.cloud;
    r.hybrid = run.hybrid;
    if (r.cloud.offer) {
        r.breakEvenMonth = breakEvenMonth(r.build.flows, r.cloud.flows);
    }
    r.breakevenUtilization = breakevenUtilization(prepared.inputs, prepared.params);
    r.sensitivity = sensitivity(prepared.inputs, prepared.params);
    r.notes = std::move(prepared.notes);
    r.unitCosts = unitCostsOf(r, prepared.performance);
    r.workCosts = workUnitCostsOf(r, prepared.performance);
    if (!r.hybrid.costed()) {
        r.notes.push_back(QCoreApplication::translate(
            "cs::tco", "There is no hybrid option: no on-demand offer rents this design's "
                       "GPUs, so nothing above an owned base could be rented."));
    }
    return r;
}

} // namespace cs::tco
