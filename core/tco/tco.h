#pragma once

#include "bom.h"
#include "tcoassumptions.h"
#include "unitcost.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace cs::tco {

enum class CostCategory
{
    Hardware,    // the bill of materials
    Integration, // installation and integration, a share of the hardware
    Facility,    // build-out of an owned room, per kW
    Energy,
    Space, // colocation fees, or the owned room's running cost
    Support,
    Staff,
    Licences,
    CloudCompute,
    CloudStorage, // storage and egress
    Residual,     // resale at the end: negative
};
inline constexpr int kCostCategories = 11;
const char* costCategoryName(CostCategory category);
bool isCapex(CostCategory category);
bool isOpex(CostCategory category);

// Costs at points in time t = 0 .. months: t = 0 is day one, t = m the end of
// month m. Purchases fall on a point, running costs at the end of their month.
class CashFlows
{
public:
    explicit CashFlows(int months = 0);
    int months() const { return mMonths; }
    void add(CostCategory category, int t, double amount);
    const std::vector<double>& of(CostCategory category) const;
    std::vector<double> net() const;        // per point, all categories
    std::vector<double> cumulative() const; // per point
    // Year y (1-based) holds points 12(y-1)+1 .. 12y; day one counts in year 1.
    std::vector<double> perYear(bool (*include)(CostCategory) = nullptr) const;
    double total() const;
    double totalOf(CostCategory category) const;

private:
    int mMonths = 0;
    std::array<std::vector<double>, kCostCategories> mFlows;
};

struct OptionResult
{
    CashFlows flows;
    double total = 0; // undiscounted, residual netted
    double npv = 0;
    double deliveredGpuHours = 0;
    std::optional<double> costPerGpuHour() const;
};

struct BuildResult : OptionResult
{
    double capex = 0; // hardware, integration and facility build-out, every stage
};

struct CloudOfferChoice
{
    std::string id;
    std::string name;
    std::string
        mode; // the pricing applied: on_demand, reserved_1y, reserved_3y, spot, capacity_block
    double pricePerGpuHour = 0; // in the TCO currency, before the cloud price factor
    Price price;                // as the catalog states it
};

struct CloudResult : OptionResult
{
    std::optional<CloudOfferChoice> offer; // unset: no offer fits; the option is not costed
};

struct HybridResult : BuildResult
{
    int baseGpus = 0;
    double ownedGpuHours = 0;
    double burstGpuHours = 0;
    std::optional<CloudOfferChoice> burstOffer; // an on-demand offer
    // Hybrid owns a base and rents what demand asks above it: without an
    // on-demand offer nothing can be rented, so there is no hybrid option (a
    // burst would go unpriced, and owning everything is the build option).
    bool costed() const { return burstOffer.has_value(); }
};

// How the build-minus-cloud NPV moves when one input moves by -20% and +20%.
struct SensitivityRow
{
    std::string input;
    double low = 0;
    double high = 0;
};

struct TcoResult
{
    std::string currency;
    int horizonYears = 0;
    TcoAssumptions assumptions; // as stated by the design and overrides
    double pue = 0;
    double electricityPricePerKwh = 0; // in the TCO currency
    double utilization = 0;
    int gpus = 0;
    int nodes = 0;
    std::string gpuPartId; // the design's main accelerator
    double itMaxKw = 0;
    double itIdleKw = 0;
    Bom bom;
    BuildResult build;
    CloudResult cloud;
    HybridResult hybrid;
    std::optional<int> breakEvenMonth;
    std::optional<double> breakevenUtilization;
    std::vector<SensitivityRow> sensitivity; // largest swing first
    std::vector<UnitCost> unitCosts;         // per million tokens of each workload
    std::vector<WorkUnitCost> workCosts;     // per quantity of each simulation's or job's work
    std::vector<QString> notes;              // what the user should know: unpriced parts, no offer
};

// The whole-life cost of building the design, renting the same GPUs in the
// cloud, or owning a base and bursting. `catalogOffers` adds cloud offers to
// those in the design's parts (the design's win). Throws FormatError for
// assumptions that cannot be used here (a cloud offer or a staged device
// missing, staged purchases adding up to more than the design), naming the key.
// `performance` as in prepareTco(): the analysis's own, so that the model
// does not run twice.
TcoResult computeTco(const Design& design, const TcoAssumptions& assumptions,
                     const std::vector<Part>& catalogOffers = {},
                     const analysis::PerformanceReport* performance = nullptr);

// The JSON form (docs/tco.md). `detail` adds monthly and yearly flows and the BOM lines.
nlohmann::json tcoToJson(const TcoResult& result, bool detail);
QString tcoToText(const TcoResult& result);
// The `tco` object of `evaluate --json`: the design's own assumptions, its
// parts and `catalogOffers`; an {"error": ...} object when its assumptions
// cannot be used (a cloud offer or a device they name is missing).
// `performance` as in computeTco().
nlohmann::json tcoSummaryJson(const Design& design, const std::vector<Part>& catalogOffers = {},
                              const analysis::PerformanceReport* performance = nullptr);

} // namespace cs::tco
