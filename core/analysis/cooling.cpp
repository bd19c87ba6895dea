#include "cooling.h"

#include "rackframe.h"

#include <algorithm>

namespace cs::analysis {

namespace {

constexpr double kWattsPerKw = 1000.0;

double limitKw(CoolingMethod method, const Assumptions& a)
{
    switch (method) {
    case CoolingMethod::Air:
        return a.airLimitKw;
    case CoolingMethod::RearDoor:
        return a.rearDoorLimitKw;
    case CoolingMethod::DirectLiquid:
        return a.directLiquidLimitKw;
    }
    return a.airLimitKw;
}

bool isRearDoor(const Part* part)
{
    return part && part->cooling && part->cooling->type == "rdhx";
}

// A rear-door heat exchanger hung on an air-cooled rack makes it a rear-door
// rack; a rack already cooled by liquid keeps its method. The limit stays the
// method's limit (not the door's rated capacity): the method limit is the
// design assumption the user tunes, and one figure per method keeps the
// check predictable.
std::vector<RackCooling> emptyRacks(const DesignFacts& facts)
{
    const Design& design = facts.design();
    std::vector<RackCooling> racks;
    racks.reserve(design.racks().size());
    for (const Rack& rack : design.racks()) {
        RackCooling r;
        r.id = rack.id;
        r.name = rack.name;
        r.method = rack.cooling;
        racks.push_back(std::move(r));
    }
    for (const CoolingUnit& unit : design.coolingUnits()) {
        const int r = unit.attachedRack ? facts.rackIndexOf(*unit.attachedRack) : -1;
        if (r >= 0 && isRearDoor(design.part(unit.partId))) {
            CoolingMethod& method = racks[static_cast<std::size_t>(r)].method;
            method = method == CoolingMethod::Air ? CoolingMethod::RearDoor : method;
        }
    }
    for (RackCooling& r : racks) {
        r.limitKw = limitKw(r.method, facts.assumptions());
    }
    return racks;
}

void addInstalledCapacity(const Design& design, CoolingReport& report)
{
    double largestKw = 0;
    double largestAirKw = 0;
    double largestLiquidKw = 0;
    for (const CoolingUnit& unit : design.coolingUnits()) {
        const Part* part = design.part(unit.partId);
        const double kw = part && part->cooling ? part->cooling->capacityKw : 0;
        const bool coldPlates = part && part->cooling && part->cooling->type == "cdu";
        report.installedKw += kw;
        largestKw = std::max(largestKw, kw);
        (coldPlates ? report.installedLiquidKw : report.installedAirKw) += kw;
        double& largest = coldPlates ? largestLiquidKw : largestAirKw;
        largest = std::max(largest, kw);
    }
    report.coolingUnits = static_cast<int>(design.coolingUnits().size());
    report.installedNMinus1Kw = report.installedKw - largestKw;
    report.installedAirNMinus1Kw = report.installedAirKw - largestAirKw;
    report.installedLiquidNMinus1Kw = report.installedLiquidKw - largestLiquidKw;
}

} // namespace

CoolingReport analyzeCooling(const DesignFacts& facts, const PowerReport& power)
{
    CoolingReport report;
    report.racks = emptyRacks(facts);
    double liquidW = 0;
    for (const DeviceFacts& f : facts.devices()) {
        const double deviceLiquidW = f.maxW * f.liquidFraction;
        liquidW += deviceLiquidW;
        if (f.rack < 0) {
            continue;
        }
        RackCooling& rack = report.racks[static_cast<std::size_t>(f.rack)];
        rack.heatKw += f.maxW / kWattsPerKw;
        // A rack-scale system's liquid loop is rated by its vendor for its own
        // peak (NVIDIA: a GB300 NVL72 rack up to 142 kW, liquid-cooled), which
        // may pass the limit assumed for direct liquid in general.
        if (rack.method == CoolingMethod::DirectLiquid &&
            isInItsOwnFrame(f.part, facts.design().racks()[static_cast<std::size_t>(f.rack)])) {
            rack.limitKw = std::max(rack.limitKw, f.maxW / kWattsPerKw);
        }
        rack.liquidKw += deviceLiquidW / kWattsPerKw;
        // Cold plates need a liquid loop in the rack; a rear door cools the
        // exhaust air and gives them none.
        if (f.liquidFraction > 0 && rack.method != CoolingMethod::DirectLiquid) {
            report.liquidDevicesInAirRacks.push_back(f.device->id);
        }
    }
    for (RackCooling& rack : report.racks) {
        rack.airKw = rack.heatKw - rack.liquidKw;
    }
    report.heatKw = power.itMaxKw;
    report.btuPerHour = report.heatKw * kWattsPerKw * kBtuPerHourPerWatt;
    report.tons = report.btuPerHour / kBtuPerHourPerTon;
    report.liquidKw = liquidW / kWattsPerKw;
    report.airKw = report.heatKw - report.liquidKw;
    addInstalledCapacity(facts.design(), report);
    return report;
}

} // namespace cs::analysis
