#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

// The fixed parts of an Office Open XML workbook (ECMA-376 Part 1,
// SpreadsheetML) that the workbook writer puts around its sheets.
namespace cs::exports::xlsx {

// Excel's limits on a sheet (Excel specifications and limits).
constexpr std::size_t kMaxRows = 1048576;
constexpr std::size_t kMaxColumns = 16384;
constexpr std::size_t kMaxCellCharacters = 32767;

// Cell formats, by their index in styles.xml's cellXfs.
enum CellStyle : int
{
    kPlain = 0,
    kHeader = 1, // bold, a thin rule below, a pale blue fill
    kMoney = 2,  // #,##0.00
    kBoldText = 3,
    kBoldMoney = 4,
    kFixedDecimals = 5, // + n: a number shown with n decimals ("0", "0.0", ... )
};

struct SheetEntry
{
    std::string name;        // as Excel shows it, unescaped
    std::size_t rows = 0;    // with the header row
    std::size_t columns = 0; // 0: no autofilter
};

std::string contentTypes(std::size_t sheets);
std::string packageRelationships();
std::string workbookRelationships(std::size_t sheets);
std::string workbook(const std::vector<SheetEntry>& sheets);
std::string styles();
// A worksheet part's XML declaration and opening <worksheet> tag.
std::string worksheetStart();

// `text` with XML's markup characters escaped, and the characters XML 1.0
// cannot carry written as SpreadsheetML's _xHHHH_ escapes, appended to `out`.
void appendEscaped(std::string& out, std::string_view text);

} // namespace cs::exports::xlsx
