#pragma once

#include "assumptionsection.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace cs {

// Changes to the hardware a scenario makes, applied in this order to its base
// design (the host design, or the file it references).
struct HardwareChanges
{
    // Every reference to the first part uses the second: device, rack, cooling
    // unit, cable and transceiver parts, and configured or default GPUs, CPUs
    // and NICs. Both parts are of one kind.
    std::vector<std::pair<std::string, std::string>> replaceParts;
    std::vector<std::uint32_t> removeDevices; // with their links and memberships
    bool empty() const { return replaceParts.empty() && removeDevices.empty(); }
    bool operator==(const HardwareChanges&) const = default;
};

// A named what-if kept in a design's "assumptions.scenarios"
// (docs/design-format.md; read by core/io/scenariojson.h): TCO assumptions
// that differ from the design's own, and optionally other hardware, from
// another design file and/or as changes to the design.
struct Scenario
{
    std::string name;
    std::string description;
    nlohmann::json tco = nlohmann::json::object(); // keys over assumptions.tco
    std::string designFile; // relative to the folder of the file that holds the scenario
    HardwareChanges hardware;
    bool operator==(const Scenario&) const = default;
};

inline constexpr std::size_t kMaxScenarios = 100;
inline constexpr std::size_t kMaxScenarioNameBytes = 64;

// The design's scenarios as it holds them (assumptionsection.h), in the
// order the file lists them.
using ScenarioSettings = AssumptionSection<std::vector<Scenario>>;

} // namespace cs
