#pragma once

#include "assumptionsection.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cs {

// Capacity bought after day one. The hardware is paid at the end of `month`
// and runs from the month after; month 0 is day one.
struct StagedPurchase
{
    int month = 0;
    std::vector<std::uint32_t> devices; // device ids; when empty, `fraction` applies
    double fraction = 0;                // share of the whole design bought in this stage
    bool operator==(const StagedPurchase&) const = default;
};

// The TCO assumptions as a design states them ("assumptions.tco"), keyed by
// the JSON names in docs/tco.md (read by core/io/tcoassumptionsjson.h).
// Unset optionals take a default that depends on the design or on the
// currency; tco::resolve() fills them in.
// Money values a user sets are in the TCO currency; the defaults are quoted
// in USD and converted.
struct TcoAssumptions
{
    int horizonYears = 5;
    double discountRate = 0.08;
    std::string currency; // USD or CNY; empty: the facility's currency when USD or CNY, else USD
    double cnyPerUsd = 7.2;

    double utilization = 0.7;
    std::vector<double> demandProfile; // 12 monthly utilisations, repeated each year
    double peakShare = 0;              // share of hours at the design's full GPU count

    double integrationFraction = 0.05;
    std::string facilityMode = "colocation"; // or "owned"
    std::optional<double> colocationPerKwMonth;
    std::optional<double> facilityBuildPerKw;
    std::optional<double> facilityOpexPerKwMonth;
    std::optional<double> pue;
    std::optional<double> electricityPricePerKwh;
    double supportFractionPerYear = 0.08;
    double nodesPerFte = 100;
    double minFte = 0.5;
    std::optional<double> staffCostPerFteYear;
    std::optional<double> licencePerNodeYear;
    double residualFraction = 0.10;
    double gpuPriceFactor = 1.0;

    std::string cloudOffer; // part id; empty: the cheapest offer for the design's GPU
    std::string cloudMode = "on_demand";
    double cloudPriceFactor = 1.0;
    double spotDiscount = 0.6;
    double spotAvailability = 0.9;
    std::optional<double> datasetTb;
    std::optional<double> cloudStoragePerTbMonth;
    double egressTbPerMonth = 0;
    std::optional<double> egressPerTb;

    std::optional<double> hybridBaseShare;
    std::vector<StagedPurchase> stagedPurchases;

    bool operator==(const TcoAssumptions&) const = default;
};

// The TCO assumptions as a design holds them (assumptionsection.h).
using TcoSettings = AssumptionSection<TcoAssumptions>;

} // namespace cs
