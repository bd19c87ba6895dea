#pragma once

#include "model/design.h"
#include "tcoassumptions.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace cs::tco {

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

// A named what-if kept in a design's "assumptions.scenarios" (docs/design-format.md):
// TCO assumptions that differ from the design's own, and optionally other
// hardware, from another design file and/or as changes to the design.
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

// Reads "assumptions.scenarios" (an array). Throws FormatError naming the path
// of the first problem: unknown keys, empty or repeated names, bad TCO keys.
std::vector<Scenario> scenariosFromJson(const nlohmann::json& array, const std::string& path);
nlohmann::json scenariosToJson(const std::vector<Scenario>& scenarios);
// The design's scenarios; none when it has no "scenarios" section.
std::vector<Scenario> scenariosOf(const Design& design);

// One side of a comparison: hardware and the TCO section that goes with it.
struct ScenarioDesign
{
    std::string label;
    Design design;
    nlohmann::json tcoSection = nlohmann::json::object(); // as "assumptions.tco"
    // Throws FormatError naming the key at fault under `path`.
    TcoAssumptions assumptions(const std::string& path = "$.assumptions.tco") const;
};

// The design itself, labelled `label` (its name when empty).
ScenarioDesign baseScenario(const Design& design, const std::string& label = {});

// The scenario named `name` of `host`, built: the referenced design file is
// read relative to the folder of `hostFilePath`; parts the changes bring in
// come from the host's parts or else from `catalogParts`; the TCO section is
// the host's with the scenario's keys over it. Throws FormatError naming the
// scenario's field at fault (an unknown name names "$.assumptions.scenarios").
ScenarioDesign resolveScenario(const Design& host, const std::string& name,
                               const QString& hostFilePath,
                               const std::vector<Part>& catalogParts = {});

// `design` with the hardware changes made, every invariant checked again by
// building it through the loader. Throws FormatError under `path`.
Design withHardwareChanges(const Design& design, const HardwareChanges& changes,
                           const std::string& path, const std::vector<Part>& catalogParts);

} // namespace cs::tco
