#pragma once

#include "model/design.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cs::tco {

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
// the JSON names in docs/tco.md. Unset optionals take a default that depends
// on the design or on the currency; resolve() fills them in.
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

// One documented key: its default as text, where the default comes from, and
// whether that default is an estimate.
struct AssumptionInfo
{
    const char* key;
    const char* defaultText;
    const char* source;
    bool estimate;
};
const std::vector<AssumptionInfo>& assumptionInfos();
// The default and its source in the running language.
QString defaultTextOf(const AssumptionInfo& info);
QString sourceOf(const AssumptionInfo& info);

// Reads a "tco" assumptions object. Throws FormatError naming the key at fault
// under `path` (for a design: "$.assumptions.tco").
TcoAssumptions tcoAssumptionsFromJson(const nlohmann::json& object, const std::string& path);
nlohmann::json tcoAssumptionsToJson(const TcoAssumptions& assumptions);
// The design's assumptions.tco section, or the defaults when there is none.
TcoAssumptions tcoAssumptionsFor(const Design& design);

// The design's "assumptions.tco" object; an empty object when there is none.
nlohmann::json tcoSectionOf(const Design& design);
// `section` with every key of `patch` set over it (a null value removes the key).
nlohmann::json withKeysOver(nlohmann::json section, const nlohmann::json& patch);
// "key=value" overrides as an object. The value is read as JSON when it parses
// and as text otherwise. Throws FormatError for text without a key.
nlohmann::json overridesToJson(const std::vector<std::string>& keyValues);

// Applies "key=value" overrides (as given to `tco --set`) on top of the
// design's section. The value is read as JSON when it parses (numbers, true,
// [..]) and as text otherwise. Throws FormatError for an unknown key or a bad value.
TcoAssumptions tcoAssumptionsWithOverrides(const Design& design,
                                           const std::vector<std::string>& keyValues);

} // namespace cs::tco
