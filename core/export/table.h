#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

namespace cs::exports {

// One cell of an exported table. CSV writes the value; a workbook writes the
// formula when there is one, with the value as the result a reader shows
// before it recalculates.
struct Cell
{
    enum class Kind
    {
        Empty,
        Text,
        Integer,
        Number,
        Money
    };
    // The largest number of decimals a Number cell keeps.
    static constexpr int kMaxDecimals = 6;

    Kind kind = Kind::Empty;
    std::string text;
    double value = 0;
    std::string formula; // "F2*G2", without the leading "="; empty: a plain value
    int decimals = 0;    // Number: the decimals both CSV and workbook show, 0..kMaxDecimals

    static Cell empty() { return {}; }
    static Cell of(std::string text) { return {Kind::Text, std::move(text), 0, {}}; }
    static Cell integer(long long n) { return {Kind::Integer, {}, static_cast<double>(n), {}}; }
    // A number rounded to `decimals`: CSV writes the rounded value without
    // trailing zeros (2.5), a workbook shows all the decimals (2.50).
    static Cell number(double x, int decimals)
    {
        return {Kind::Number, {}, x, {}, decimals < 0 ? 0 : std::min(decimals, kMaxDecimals)};
    }
    static Cell money(double amount, std::string formula = {})
    {
        return {Kind::Money, {}, amount, std::move(formula)};
    }
};

enum class RowStyle
{
    Body,
    Subtotal,
    Total
};

struct TableRow
{
    std::vector<Cell> cells;
    RowStyle style = RowStyle::Body;
};

struct Column
{
    std::string header;
    double width = 12; // in characters, for workbooks
};

// A table as it is exported: named columns and rows, in order.
struct Table
{
    std::string sheetName; // at most 31 characters, none of []:*?/\ .
    std::vector<Column> columns;
    std::vector<TableRow> rows;
};

// A sheet written row by row: its name, its columns and a producer of body
// row `i` (0-based). The producer returns a row it holds, or fills `scratch`
// (reusing its cells) and returns it, so that a sheet of hundreds of
// thousands of rows is never held whole.
struct SheetSource
{
    std::string sheetName;
    std::vector<Column> columns;
    std::size_t rows = 0;
    std::function<const TableRow&(std::size_t i, TableRow& scratch)> row;
};

// The table as a source; the table must outlive it.
SheetSource sheetOf(const Table& table);

// A spreadsheet column's letters: 0 is "A", 25 "Z", 26 "AA".
std::string columnName(std::size_t column);

// The A1 reference of a body cell: rows[0] sits on spreadsheet row 2, under
// the header row. `column` is 0-based.
std::string cellRef(std::size_t row, std::size_t column);

} // namespace cs::exports
