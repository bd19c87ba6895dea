#pragma once

#include "tco.h"

#include <optional>
#include <vector>

// The cash-flow model behind computeTco(), on plain numbers so that the
// sensitivity analysis can rerun it with one input moved.
namespace cs::tco {

inline constexpr double kHoursPerMonth = 730; // 8,760 h / 12

// Hardware bought at one time: day one, or a staged purchase.
struct Tranche
{
    int month = 0;          // paid at point t = month, in use from month + 1
    double hardware = 0;    // bill of materials, TCO currency
    double gpuHardware = 0; // the part the GPU price moves
    double idleKw = 0;
    double maxKw = 0;
    double nodes = 0;
    double gpus = 0;
};

struct TcoInputs
{
    std::vector<Tranche> tranches;
    std::optional<CloudOfferChoice> offer;
    std::string offerGpu; // the GPU part the offer rents
    std::optional<CloudOfferChoice> burstOffer;
    bool spotDiscountApplies = true; // false for an offer priced as spot already
};

// Every assumption resolved to a number in the TCO currency.
struct ModelParams
{
    int months = 60;
    double discountRate = 0.08;
    double utilization = 0.7;
    std::vector<double> profile; // 12 monthly utilisations, or empty
    double peakShare = 0;
    double integrationFraction = 0.05;
    bool ownedFacility = false;
    double colocationPerKwMonth = 0;
    double facilityBuildPerKw = 0;
    double facilityOpexPerKwMonth = 0;
    double pue = 1.5;
    double electricityPricePerKwh = 0.1;
    double supportFractionPerYear = 0.08;
    double nodesPerFte = 100;
    double minFte = 0.5;
    double staffCostPerFteYear = 0;
    double licencePerNodeYear = 0;
    double residualFraction = 0.1;
    double gpuPriceFactor = 1;
    std::string cloudMode = "on_demand";
    double cloudPriceFactor = 1;
    double spotDiscount = 0.6;
    double spotAvailability = 0.9;
    double datasetTb = 0;
    double cloudStoragePerTbMonth = 0;
    double egressTbPerMonth = 0;
    double egressPerTb = 0;
    double hybridBaseShare = 0.7;

    double utilizationIn(int month) const; // month 1 .. months
};

struct ModelRun
{
    BuildResult build;
    CloudResult cloud;
    HybridResult hybrid;
};

ModelRun runModel(const TcoInputs& inputs, const ModelParams& params);

// Σ flow[t] / (1 + rate)^(t / 12): annual compounding, monthly points.
double npv(const std::vector<double>& flows, double annualRate);
// The first point t at which cumulative build ≤ cumulative cloud.
std::optional<int> breakEvenMonth(const CashFlows& build, const CashFlows& cloud);
// Of design capacity, the share of a month's demand that bursts above the
// owned base: demand sits at the full design for peakShare of the hours and
// at the level that keeps the average at `utilization` the rest of the time.
double burstShare(double utilization, double peakShare, double baseShare);

} // namespace cs::tco
