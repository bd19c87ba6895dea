#pragma once

#include "model/part.h"
#include "sqlitedb.h"

#include <optional>
#include <vector>

namespace cs::catalog {

inline constexpr int kBundledSchemaVersion = 1;

// The parts table shared by the bundled and the user catalog
// (docs/catalog-format.md, "The compiled database").
void createPartsTable(SqliteDb& db);
void insertPart(Statement& insert, const Part& part);
std::string insertPartSql();

std::vector<Part> readParts(SqliteDb& db, std::optional<PartKind> kind);
std::optional<Part> readPart(SqliteDb& db, const std::string& id);

// Writes a fresh bundled catalog database at path, replacing any file there.
void writeBundledCatalog(const std::vector<Part>& parts, const QString& path);

} // namespace cs::catalog
