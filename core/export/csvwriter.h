#pragma once

#include "table.h"

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

// The fields tableToCsv() writes, for writers that stream rows straight into
// one buffer without building a Table: the same quoting, formula guard and
// number forms (a Text, Integer and Number cell).
void appendCsvText(std::string& out, std::string_view text);
void appendCsvInteger(std::string& out, long long n);
void appendCsvNumber(std::string& out, double x, int decimals);

// A number in its shortest exact form with a '.', whatever the C locale says.
std::string shortest(double x);

} // namespace cs::exports
