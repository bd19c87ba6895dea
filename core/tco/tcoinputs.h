#pragma once

#include "analysis/performance.h"

#include "tcomodel.h"

#include <QString>

#include <vector>

namespace cs::tco {

// What the TCO draws from the design itself.
struct DesignTotals
{
    int gpus = 0;
    int nodes = 0;
    std::string gpuPartId; // the accelerator most GPUs are
    double itMaxKw = 0;
    double itIdleKw = 0;
    double storageTb = 0;
};

// The design and its assumptions turned into the model's numbers.
struct PreparedTco
{
    std::string currency;
    double cnyPerUsd = 7.2;
    Bom bom;
    DesignTotals totals;
    TcoInputs inputs;
    ModelParams params;
    std::vector<QString> notes;
    // The performance model for the design's workloads, for the cost per token.
    analysis::PerformanceReport performance;
};

// Throws FormatError for assumptions the design cannot satisfy (an unknown
// cloud offer or device id, stages adding up to more than the design).
// `performance`: the design's workloads as the analysis already modelled
// them; without it the model runs here when the design has workloads.
PreparedTco prepareTco(const Design& design, const TcoAssumptions& assumptions,
                       const std::vector<Part>& catalogOffers,
                       const analysis::PerformanceReport* performance = nullptr);

// The model run on the prepared numbers (computeTco's second half); takes
// the bill of materials out of `prepared`.
TcoResult resultOf(PreparedTco& prepared, const TcoAssumptions& assumptions);

// The TCO currency: the one the assumptions state, else the facility's when
// it is USD or CNY, else USD.
std::string tcoCurrencyOf(const std::string& stated, const std::string& facilityCurrency);

// The TCO currency (tcoCurrencyOf) with the assumptions' exchange rate: what
// the bill of materials is priced in.
Money moneyFor(const Design& design, const TcoAssumptions& assumptions);

// The offer's price per GPU-hour in the TCO currency; unset when it has none usable.
std::optional<double> pricePerGpuHour(const Part& offer, const Money& money);

} // namespace cs::tco
