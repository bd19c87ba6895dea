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
    double budgetKw = 0; // provisioned over all the rack's feeds
    bool twoN = false;
    // With 2N feeds each feed must carry the whole rack: the usable budget is one feed.
    double usableBudgetKw = 0;
    // The PDU capacity a feed that must carry the rack has: with 2N the weaker
    // feed's, or the only fed one's when the other has no PDU; 0 without PDUs.
    double pduCapacityPerFeedKw = 0;
    int pdus = 0;
    // The rack is the frame of a rack-scale system, whose own power shelves
    // take the facility's feeds: it needs no PDU.
    bool ownPowerShelves = false;
    int pdusOnFeedA = 0; // PDUs without a feed stated count as feed A
    int pdusOnFeedB = 0;
};

// A node whose supplies cannot carry its peak with the redundant ones failed.
struct PsuShortfall
{
    DeviceId device;
    std::string partId;
    double maxW = 0;
    double capacityNW = 0; // (count − redundant) × watts
    // The part's peak, its supplies or its GPUs' peak are catalog estimates,
    // not the vendor's figures: the shortfall may be the estimates', not the
    // server's.
    bool fromEstimates = false;
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
