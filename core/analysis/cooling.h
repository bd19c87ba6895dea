#pragma once

#include "designfacts.h"
#include "power.h"

#include <vector>

namespace cs::analysis {

inline constexpr double kBtuPerHourPerWatt = 3.412;
inline constexpr double kBtuPerHourPerTon = 12000.0;

struct RackCooling
{
    RackId id;
    std::string name;
    double heatKw = 0;
    double liquidKw = 0;
    double airKw = 0;
    double limitKw = 0;
    CoolingMethod method = CoolingMethod::Air;
};

struct CoolingReport
{
    double heatKw = 0; // all IT power ends as heat: IT max
    double btuPerHour = 0;
    double tons = 0;
    double liquidKw = 0;
    double airKw = 0;
    std::vector<RackCooling> racks;
    double installedKw = 0;        // all cooling units
    double installedNMinus1Kw = 0; // with the largest unit out
    // Units that take heat from the air (CRAH, in-row, rear door) and units
    // that take it from cold plates (CDU), each with its largest unit out.
    double installedAirKw = 0;
    double installedAirNMinus1Kw = 0;
    double installedLiquidKw = 0;
    double installedLiquidNMinus1Kw = 0;
    int coolingUnits = 0;
    // Devices that need liquid in racks cooled by air alone.
    std::vector<DeviceId> liquidDevicesInAirRacks;
};

CoolingReport analyzeCooling(const DesignFacts& facts, const PowerReport& power);

} // namespace cs::analysis
