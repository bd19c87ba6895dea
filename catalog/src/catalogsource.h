#pragma once

#include "model/part.h"

#include <QString>

#include <vector>

namespace cs::catalog {

// Reads one data file of catalog/data (docs/catalog-format.md). Throws
// FormatError whose path starts with the file name.
std::vector<Part> readCatalogDataFile(const QString& path);

// Checks the whole catalog: unique ids and references between parts that
// resolve. Throws FormatError naming the part.
void checkCatalog(const std::vector<Part>& parts);

} // namespace cs::catalog
