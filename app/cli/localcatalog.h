#pragma once

#include "model/part.h"

#include <optional>
#include <vector>

namespace cs::cli {

// Parts of the bundled and user catalogs (user rows win); none when no
// catalog can be opened, so that a design's own parts still count.
std::vector<Part> localCatalogParts(std::optional<PartKind> kind = std::nullopt);

} // namespace cs::cli
