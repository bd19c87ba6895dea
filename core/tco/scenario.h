#pragma once

#include "io/scenariojson.h"
#include "model/design.h"
#include "tcoassumptions.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <string>
#include <vector>

namespace cs::tco {

// The model's scenarios (model/scenario.h) under the TCO's names.
using cs::HardwareChanges;
using cs::Scenario;

// The design's scenarios; none when it has no "scenarios" section.
const std::vector<Scenario>& scenariosOf(const Design& design);

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
