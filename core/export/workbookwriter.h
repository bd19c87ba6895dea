#pragma once

#include "table.h"

#include <QString>

#include <optional>
#include <vector>

namespace cs::exports {

// Writes the tables as the sheets of an Excel workbook (.xlsx): a bold header
// row that stays in view when scrolling, an autofilter over it, the columns'
// widths, money as #,##0.00 and formulas with their results. Sheet names are
// made acceptable to Excel (31 characters, none of []:*?/\). Written to a
// temporary file first and then moved over `path` atomically, so a failed
// export leaves an existing file as it was. Returns the sentence saying what
// went wrong, or nothing.
std::optional<QString> writeWorkbook(const std::vector<Table>& sheets, const QString& path);

// The same from sheets produced row by row (SheetSource): with the workbook
// in constant-memory mode, only one row is held at a time.
std::optional<QString> writeWorkbook(const std::vector<SheetSource>& sheets, const QString& path);

} // namespace cs::exports
