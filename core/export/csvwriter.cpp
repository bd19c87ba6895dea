#include "csvwriter.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string_view>

namespace cs::exports {

namespace {

bool looksLikeFormula(std::string_view text)
{
    if (text.empty()) {
        return false;
    }
    switch (text.front()) {
    case '=':
    case '+':
    case '-':
    case '@':
    case '\t':
    case '\r':
        return true;
    default:
        return false;
    }
}

// Appends `field` to `out`, quoted when it holds a comma, a quote or a line
// break; `prefix` (a quote mark that keeps a spreadsheet from reading a
// formula) goes inside the quotes.
void appendQuoted(std::string& out, std::string_view field, std::string_view prefix = {})
{
    const bool plain = std::none_of(field.begin(), field.end(), [](char c) {
        return c == ',' || c == '"' || c == '\r' || c == '\n';
    });
    if (plain) {
        out.append(prefix).append(field);
        return;
    }
    out += '"';
    out.append(prefix);
    for (char c : field) {
        out += c;
        if (c == '"') {
            out += '"';
        }
    }
    out += '"';
}

void appendCsvText(std::string& out, std::string_view text)
{
    appendQuoted(out, text, looksLikeFormula(text) ? "'" : "");
}

void appendCsvInteger(std::string& out, long long n)
{
    std::array<char, 32> buffer{};
    const auto r = std::to_chars(buffer.data(), buffer.data() + buffer.size(), n);
    out.append(buffer.data(), r.ptr);
}

constexpr std::array<long long, Cell::kMaxDecimals + 1> kPowersOfTen = {1,     10,     100,    1000,
                                                                        10000, 100000, 1000000};

// k ÷ 10^decimals in fixed form, written from the integer: the nearest double
// to a decimal of at most `decimals` places prints as that decimal, trailing
// zeros dropped (k stays far below 2^53 in the range it is used for).
void appendScaled(std::string& out, long long k, int decimals)
{
    if (k < 0) {
        out += '-';
        k = -k;
    }
    const long long scale = kPowersOfTen[static_cast<std::size_t>(decimals)];
    appendCsvInteger(out, k / scale);
    long long fraction = k % scale;
    if (fraction == 0) {
        return;
    }
    int places = decimals;
    while (fraction % 10 == 0) {
        fraction /= 10;
        --places;
    }
    std::array<char, 8> digits{};
    for (int i = places - 1; i >= 0; --i) {
        digits[static_cast<std::size_t>(i)] = static_cast<char>('0' + fraction % 10);
        fraction /= 10;
    }
    out += '.';
    out.append(digits.data(), static_cast<std::size_t>(places));
}

void appendCsvNumber(std::string& out, double x, int decimals)
{
    decimals = std::clamp(decimals, 0, Cell::kMaxDecimals);
    // Rounded as the workbook shows it; 0.00 rather than -0.00.
    const auto scale = static_cast<double>(kPowersOfTen[static_cast<std::size_t>(decimals)]);
    const double scaled = std::round(x * scale);
    const double rounded = scaled / scale;
    // Where the shortest form is the fixed one (from 0.001 up to 10^5 it is
    // never longer than 1e-03 or 1e+05), print it from the integer.
    if (rounded == 0 || (std::abs(rounded) >= 1e-3 && std::abs(rounded) < 1e5)) {
        appendScaled(out, static_cast<long long>(scaled), decimals);
        return;
    }
    std::array<char, 32> buffer{};
    const auto r = std::to_chars(buffer.data(), buffer.data() + buffer.size(), rounded);
    out.append(buffer.data(), r.ptr);
}

void appendField(std::string& out, const Cell& cell)
{
    switch (cell.kind) {
    case Cell::Kind::Empty:
        return;
    case Cell::Kind::Text:
        appendCsvText(out, cell.text);
        return;
    case Cell::Kind::Integer:
        appendCsvInteger(out, static_cast<long long>(cell.value));
        return;
    case Cell::Kind::Number:
        appendCsvNumber(out, cell.value, cell.decimals);
        return;
    case Cell::Kind::Money: {
        // Amounts that round to zero print as 0.00, never -0.00.
        std::array<char, 64> buffer{};
        const double amount = std::abs(cell.value) < 0.005 ? 0.0 : cell.value;
        const int n = std::snprintf(buffer.data(), buffer.size(), "%.2f", amount);
        out.append(buffer.data(), static_cast<std::size_t>(std::max(0, n)));
        return;
    }
    }
}

void appendRow(std::string& out, const TableRow& row)
{
    for (std::size_t i = 0; i < row.cells.size(); ++i) {
        if (i) {
            out += ',';
        }
        appendField(out, row.cells[i]);
    }
    out += "\r\n";
}

} // namespace

std::string shortest(double x)
{
    std::array<char, 32> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), x);
    return std::string(buffer.data(), result.ptr);
}

void sheetToCsv(const SheetSource& sheet, const std::function<void(std::string_view)>& sink)
{
    constexpr std::size_t kPieceBytes = 64 * 1024;
    std::string out;
    out.reserve(2 * kPieceBytes);
    for (std::size_t i = 0; i < sheet.columns.size(); ++i) {
        if (i) {
            out += ',';
        }
        appendQuoted(out, sheet.columns[i].header);
    }
    out += "\r\n";
    TableRow scratch;
    for (std::size_t r = 0; r < sheet.rows; ++r) {
        appendRow(out, sheet.row(r, scratch));
        if (out.size() >= kPieceBytes) {
            sink(out);
            out.clear();
        }
    }
    if (!out.empty()) {
        sink(out);
    }
}

std::string sheetToCsv(const SheetSource& sheet)
{
    std::string out;
    sheetToCsv(sheet, [&](std::string_view piece) { out.append(piece); });
    return out;
}

std::string tableToCsv(const Table& table)
{
    return sheetToCsv(sheetOf(table));
}

} // namespace cs::exports
