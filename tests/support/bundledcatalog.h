#pragma once

#include "model/part.h"
#include "model/snapshotdiff.h"

#include <map>
#include <string>

namespace cs::test {

// The bundled catalog's parts, read once from catalog/data/*.json.
const std::map<std::string, Part>& bundledParts();
// Looks parts up in bundledParts(), as the generator asks for them.
PartLookup bundledPartLookup();

} // namespace cs::test
