#include "table.h"

namespace cs::exports {

SheetSource sheetOf(const Table& table)
{
    return {table.sheetName, table.columns, table.rows.size(),
            [&table](std::size_t i, TableRow&) -> const TableRow& { return table.rows[i]; }};
}

std::string columnName(std::size_t column)
{
    std::string letters;
    for (std::size_t c = column + 1; c > 0; c = (c - 1) / 26) {
        letters.insert(letters.begin(), static_cast<char>('A' + (c - 1) % 26));
    }
    return letters;
}

std::string cellRef(std::size_t row, std::size_t column)
{
    return columnName(column) + std::to_string(row + 2);
}

} // namespace cs::exports
