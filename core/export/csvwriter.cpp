#include "csvwriter.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace cs::exports {

namespace {

bool looksLikeFormula(const std::string& text)
{
    return !text.empty() && std::string("=+-@\t\r").find(text.front()) != std::string::npos;
}

std::string quoted(const std::string& field)
{
    if (field.find_first_of(",\"\r\n") == std::string::npos) {
        return field;
    }
    std::string out = "\"";
    for (char c : field) {
        out += c;
        if (c == '"') {
            out += '"';
        }
    }
    return out + "\"";
}

} // namespace

std::string shortest(double x)
{
    std::array<char, 32> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), x);
    return std::string(buffer.data(), result.ptr);
}

namespace {

std::string fieldOf(const Cell& cell)
{
    switch (cell.kind) {
    case Cell::Kind::Empty:
        return {};
    case Cell::Kind::Text:
        return quoted(looksLikeFormula(cell.text) ? "'" + cell.text : cell.text);
    case Cell::Kind::Integer:
        return std::to_string(static_cast<long long>(cell.value));
    case Cell::Kind::Number: {
        // Rounded as the workbook shows it; 0.00 rather than -0.00.
        const double scale = std::pow(10.0, cell.decimals);
        const double rounded = std::round(cell.value * scale) / scale;
        return shortest(rounded == 0 ? 0.0 : rounded);
    }
    case Cell::Kind::Money: {
        std::array<char, 64> buffer{};
        // Amounts that round to zero print as 0.00, never -0.00.
        const double amount = std::abs(cell.value) < 0.005 ? 0.0 : cell.value;
        std::snprintf(buffer.data(), buffer.size(), "%.2f", amount);
        return buffer.data();
    }
    }
    return {};
}

void appendLine(std::string& out, const std::vector<std::string>& fields)
{
    for (std::size_t i = 0; i < fields.size(); ++i) {
        out += (i ? "," : "") + fields[i];
    }
    out += "\r\n";
}

} // namespace

std::string tableToCsv(const Table& table)
{
    std::string out;
    std::vector<std::string> fields;
    for (const Column& c : table.columns) {
        fields.push_back(quoted(c.header));
    }
    appendLine(out, fields);
    for (const TableRow& row : table.rows) {
        fields.clear();
        for (const Cell& cell : row.cells) {
            fields.push_back(fieldOf(cell));
        }
        appendLine(out, fields);
    }
    return out;
}

} // namespace cs::exports
