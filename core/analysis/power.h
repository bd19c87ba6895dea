#pragma once

#include "designfacts.h"

#include <vector>

namespace cs::analysis {

struct RackPower
{
    RackId id;
    std::string name;
    double idleKw = 0;
    double typicalKw = 0;
    double maxKw = 0;
    double budgetKw = 0;
    // With 2N feeds each feed must carry the whole rack: the usable budget is one feed.
    double usableBudgetKw = 0;
    double pduCapacityPerFeedKw = 0; // smallest feed's PDU capacity; 0 when the rack has no PDU
    int pdus = 0;
};

// A node whose supplies cannot carry its peak with the redundant ones failed.
struct PsuShortfall
{
    DeviceId device;
    double maxW = 0;
    double capacityNW = 0; // (count − redundant) × watts
};

struct PowerReport
{
    double itIdleKw = 0;
    double itTypicalKw = 0;
    double itMaxKw = 0;
    double facilityKw = 0; // IT max × PUE
    std::vector<RackPower> racks;
    std::vector<PsuShortfall> psuShortfalls;
    std::vector<DeviceId> psuWithoutRedundancy;
    // Power by part model, for the breakdown: part id → max kW of all its devices
    std::vector<std::pair<std::string, double>> maxKwByPart;
};

PowerReport analyzePower(const DesignFacts& facts);

} // namespace cs::analysis
