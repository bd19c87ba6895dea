#include "io/formaterror.h"
#include "tco.h"

namespace cs::tco {

namespace {

using nlohmann::json;

template <typename T> json orNull(const std::optional<T>& v)
{
    return v ? json(*v) : json(nullptr);
}

json priceJson(const Price& p)
{
    return {{"amount", p.amount}, {"currency", p.currency}, {"date", p.date},
            {"per", p.per},       {"estimate", p.estimate}, {"source", p.source}};
}

json breakdownJson(const CashFlows& f)
{
    json out = json::object();
    for (int c = 0; c < kCostCategories; ++c) {
        const auto category = static_cast<CostCategory>(c);
        out[costCategoryName(category)] = f.totalOf(category);
    }
    return out;
}

json buildJson(const BuildResult& b)
{
    return {{"capex", b.capex},
            {"opex_per_year", b.flows.perYear(isOpex)},
            {"total", b.total},
            {"npv", b.npv}};
}

json cloudJson(const CloudResult& c)
{
    if (!c.offer) {
        return {{"offer", nullptr}, {"mode", nullptr}, {"total", nullptr}, {"npv", nullptr}};
    }
    return {{"offer", c.offer->id},
            {"mode", c.offer->mode},
            {"price_per_gpu_hour", c.offer->pricePerGpuHour},
            {"price", priceJson(c.offer->price)},
            {"total", c.total},
            {"npv", c.npv}};
}

json hybridJson(const HybridResult& h)
{
    return {{"base_gpus", h.baseGpus},
            {"capex", h.capex},
            {"owned_gpu_hours", h.ownedGpuHours},
            {"burst_gpu_hours", h.burstGpuHours},
            {"burst_offer", h.burstOffer ? json(h.burstOffer->id) : json(nullptr)},
            {"total", h.costed() ? json(h.total) : json(nullptr)},
            {"npv", h.costed() ? json(h.npv) : json(nullptr)}};
}

json bomLineJson(const BomLine& l)
{
    return {{"category", bomCategoryName(l.category)},
            {"reason", bomReasonName(l.reason)},
            {"part", l.partId},
            {"name", l.name},
            {"quantity", l.quantity},
            {"unit_price", orNull(l.unitPrice)},
            {"amount", l.amount()},
            {"price", l.price ? priceJson(*l.price) : json(nullptr)}};
}

json bomJson(const Bom& bom)
{
    json lines = json::array();
    json byCategory = json::object();
    for (const BomLine& l : bom.lines) {
        lines.push_back(bomLineJson(l));
        byCategory[bomCategoryName(l.category)] =
            byCategory.value(bomCategoryName(l.category), 0.0) + l.amount();
    }
    return {{"lines", std::move(lines)},
            {"total", bom.total},
            {"currency", bom.currency},
            {"unpriced_lines", bom.unpricedLines},
            {"by_category", std::move(byCategory)}};
}

json sensitivityJson(const std::vector<SensitivityRow>& rows)
{
    json out = json::array();
    for (const SensitivityRow& r : rows) {
        out.push_back({{"input", r.input}, {"low", r.low}, {"high", r.high}});
    }
    return out;
}

json monthsJson(const TcoResult& r)
{
    const auto b = r.build.flows.net();
    const auto c = r.cloud.flows.net();
    const auto h = r.hybrid.flows.net();
    const auto cb = r.build.flows.cumulative();
    const auto cc = r.cloud.flows.cumulative();
    const auto ch = r.hybrid.flows.cumulative();
    json out = json::array();
    for (std::size_t t = 0; t < b.size(); ++t) {
        out.push_back({{"month", t},
                       {"build", b[t]},
                       {"cloud", c[t]},
                       {"hybrid", h[t]},
                       {"cumulative", {{"build", cb[t]}, {"cloud", cc[t]}, {"hybrid", ch[t]}}}});
    }
    return out;
}

json yearsJson(const CashFlows& f)
{
    json out = json::object();
    out["total"] = f.perYear();
    for (int c = 0; c < kCostCategories; ++c) {
        const auto category = static_cast<CostCategory>(c);
        std::vector<double> years(static_cast<std::size_t>((f.months() + 11) / 12), 0.0);
        const auto& flow = f.of(category);
        for (std::size_t t = 0; t < flow.size() && !years.empty(); ++t) {
            years[(t > 0 ? t - 1 : 0) / 12] += flow[t];
        }
        out[costCategoryName(category)] = years;
    }
    return out;
}

json notesJson(const std::vector<QString>& notes)
{
    json out = json::array();
    for (const QString& n : notes) {
        out.push_back(n.toStdString());
    }
    return out;
}

json detailJson(const TcoResult& r)
{
    return {{"design",
             {{"gpus", r.gpus},
              {"nodes", r.nodes},
              {"gpu", r.gpuPartId},
              {"it_max_kw", r.itMaxKw},
              {"it_idle_kw", r.itIdleKw},
              {"pue", r.pue},
              {"electricity_price_per_kwh", r.electricityPricePerKwh}}},
            {"assumptions", tcoAssumptionsToJson(r.assumptions)},
            {"months", monthsJson(r)},
            {"years",
             {{"build", yearsJson(r.build.flows)},
              {"cloud", yearsJson(r.cloud.flows)},
              {"hybrid", yearsJson(r.hybrid.flows)}}}};
}

json variantCostsJson(const std::vector<VariantUnitCost>& variants)
{
    json out = json::array();
    for (const VariantUnitCost& v : variants) {
        out.push_back({{"variant", perf::keyOf(v.variant)},
                       {"tokens_per_gpu_hour", v.tokensPerGpuHour},
                       {"network_hardware_factor", v.networkHardwareFactor},
                       {"build", orNull(v.build)}});
    }
    return out;
}

json unitCostsJson(const std::vector<UnitCost>& costs)
{
    json out = json::array();
    for (const UnitCost& u : costs) {
        out.push_back({{"workload", u.workload},
                       {"kind", u.kind},
                       {"tokens_per_gpu_hour", u.tokensPerGpuHour},
                       {"build", orNull(u.build)},
                       {"cloud", orNull(u.cloud)},
                       {"hybrid", orNull(u.hybrid)},
                       {"energy_kwh", u.energyKwhPerMillionTokens},
                       {"network_what_if", variantCostsJson(u.network)}});
    }
    return out;
}

json workCostsJson(const std::vector<WorkUnitCost>& costs)
{
    json out = json::array();
    for (const WorkUnitCost& c : costs) {
        out.push_back({{"workload", c.workload},
                       {"unit", c.unit},
                       {"quantity", c.quantity},
                       {"units_per_gpu_hour", c.unitsPerGpuHour},
                       {"build", orNull(c.build)},
                       {"cloud", orNull(c.cloud)},
                       {"hybrid", orNull(c.hybrid)},
                       {"energy_kwh", c.energyKwh}});
    }
    return out;
}

} // namespace

json tcoToJson(const TcoResult& r, bool detail)
{
    json out = {
        {"currency", r.currency},
        {"horizon_years", r.horizonYears},
        {"utilization", r.utilization},
        {"build", buildJson(r.build)},
        {"cloud", cloudJson(r.cloud)},
        {"hybrid", hybridJson(r.hybrid)},
        {"break_even_month", orNull(r.breakEvenMonth)},
        {"cost_per_gpu_hour",
         {{"build", orNull(r.build.costPerGpuHour())},
          {"cloud", r.cloud.offer ? orNull(r.cloud.costPerGpuHour()) : json(nullptr)},
          {"hybrid", r.hybrid.costed() ? orNull(r.hybrid.costPerGpuHour()) : json(nullptr)}}},
        {"breakeven_utilization", orNull(r.breakevenUtilization)},
        {"cost_per_million_tokens", unitCostsJson(r.unitCosts)},
        {"cost_per_unit_of_work", workCostsJson(r.workCosts)},
        {"sensitivity", sensitivityJson(r.sensitivity)},
        {"breakdown",
         {{"build", breakdownJson(r.build.flows)},
          {"cloud", breakdownJson(r.cloud.flows)},
          {"hybrid", breakdownJson(r.hybrid.flows)}}},
        {"bom", bomJson(r.bom)},
        {"notes", notesJson(r.notes)}};
    if (detail) {
        out.update(detailJson(r));
    }
    return out;
}

json tcoSummaryJson(const Design& design, const std::vector<Part>& catalogOffers,
                    const analysis::PerformanceReport* performance)
{
    try {
        return tcoToJson(computeTco(design, tcoAssumptionsFor(design), catalogOffers, performance),
                         false);
    } catch (const FormatError& e) {
        return {{"error", e.what()}};
    }
}

} // namespace cs::tco
