#pragma once

#include "model/design.h"
#include "model/part.h"

#include <optional>
#include <vector>

namespace cs::cli {

// Parts of the bundled and user catalogs (user rows win); none when no
// catalog can be opened, so that a design's own parts still count.
std::vector<Part> localCatalogParts(std::optional<PartKind> kind = std::nullopt);

// Prints a note for each part the design embeds that the bundled catalog
// lacks or states with other figures: a design from a colleague keeps its own
// figures, and the user sees where they differ. Nothing without a catalog.
void reportSnapshotDifferences(const Design& design);

} // namespace cs::cli
