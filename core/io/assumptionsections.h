#pragma once

#include "model/design.h"

#include <nlohmann/json.hpp>

namespace cs {

// The design file's "assumptions" object (docs/design-format.md): the one
// place that knows its sections' names. Each known section is read, checked,
// by its codec into the design's typed settings; sections this version does
// not know are kept as written.

// Reads `sections` (the file's "assumptions", an object) into `design`.
// Throws FormatError naming the JSON path of the first fault.
void readAssumptionSections(nlohmann::json sections, Design& design);
// The "assumptions" object as the design's file holds it: each section as
// written, the unknown ones among them.
nlohmann::json assumptionsForFile(const Design& design);

} // namespace cs
