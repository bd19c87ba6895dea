#pragma once

#include "table.h"

#include <functional>
#include <string>
#include <string_view>

namespace cs::exports {

// The table as CSV per RFC 4180: a header line, one line per row, CRLF line
// ends, fields holding a comma, quote or line break quoted with quotes
// doubled. UTF-8 without a byte order mark. Money has two decimals, other
// numbers their shortest exact form, both with a "." and no grouping.
// A text field starting with = + - @ or a tab gets a leading ' so that a
// spreadsheet opening the file does not run it as a formula.
std::string tableToCsv(const Table& table);

// The same for a sheet produced row by row (SheetSource): one buffer, no
// table held.
std::string sheetToCsv(const SheetSource& sheet);

// The same text handed to `sink` in pieces of about 64 KiB, for writing a
// large sheet to a file without holding it whole.
void sheetToCsv(const SheetSource& sheet, const std::function<void(std::string_view)>& sink);

// A number in its shortest exact form with a '.', whatever the C locale says.
std::string shortest(double x);

} // namespace cs::exports
