#include "xlsxsheet.h"

#include "xlsxparts.h"
#include "zipstream.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <string_view>

namespace cs::exports::xlsx {

namespace {

constexpr std::size_t kFlushAt = 1u << 20;

// A column width in characters as Excel stores it: Calibri 11's digit is
// 7 pixels wide and a cell has 5 pixels of padding; the stored width is the
// pixels in digits, in 256ths (ECMA-376 Part 1, 18.3.1.13).
double storedWidth(double characters)
{
    constexpr double kDigit = 7, kPadding = 5;
    if (characters <= 0) {
        return 0;
    }
    const double pixels = characters < 1 ? std::floor(characters * (kDigit + kPadding) + 0.5)
                                         : std::floor(characters * kDigit + 0.5) + kPadding;
    return std::floor(pixels / kDigit * 256.0) / 256.0;
}

class SheetWriter
{
public:
    SheetWriter(ZipStream& zip, const SheetSource& sheet) : mZip(zip), mSheet(sheet)
    {
        mOut.reserve(kFlushAt + 64 * 1024);
    }

    void write(bool selected)
    {
        head(selected);
        headerRow();
        TableRow scratch;
        for (std::size_t r = 0; r < mSheet.rows; ++r) {
            bodyRow(r + 2, mSheet.row(r, scratch));
        }
        tail();
        mZip.write(mOut);
    }

private:
    std::string_view columnOf(std::size_t c)
    {
        while (mColumns.size() <= c) {
            mColumns.push_back(columnName(mColumns.size()));
        }
        return mColumns[c];
    }

    void number(double value)
    {
        char digits[32];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        mOut.append(digits, end);
    }

    void integer(std::size_t value)
    {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        mOut.append(digits, end);
    }

    std::string lastCell()
    {
        return std::string(columnOf(mSheet.columns.size() - 1)) + std::to_string(mSheet.rows + 1);
    }

    void head(bool selected)
    {
        mOut += worksheetStart();
        mOut += R"(<dimension ref=")";
        mOut += mSheet.columns.empty() ? std::string("A1") : "A1:" + lastCell();
        mOut += R"("/><sheetViews><sheetView )";
        mOut += selected ? R"(tabSelected="1" )" : "";
        mOut += R"(workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" )"
                R"(state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>)"
                R"(<sheetFormatPr defaultRowHeight="15"/>)";
        if (mSheet.columns.empty()) {
            return;
        }
        mOut += "<cols>";
        for (std::size_t c = 0; c < mSheet.columns.size(); ++c) {
            mOut += R"(<col min=")";
            integer(c + 1);
            mOut += R"(" max=")";
            integer(c + 1);
            mOut += R"(" width=")";
            number(storedWidth(mSheet.columns[c].width));
            mOut += R"(" customWidth="1"/>)";
        }
        mOut += "</cols>";
    }

    void headerRow()
    {
        mOut += R"(<sheetData><row r="1">)";
        for (std::size_t c = 0; c < mSheet.columns.size(); ++c) {
            text(c, 1, mSheet.columns[c].header, kHeader);
        }
        mOut += "</row>";
    }

    void bodyRow(std::size_t sheetRow, const TableRow& row)
    {
        mOut += R"(<row r=")";
        integer(sheetRow);
        mOut += R"(">)";
        const bool bold = row.style != RowStyle::Body;
        const std::size_t cells = std::min(row.cells.size(), kMaxColumns);
        for (std::size_t c = 0; c < cells; ++c) {
            cell(c, sheetRow, row.cells[c], bold);
        }
        mOut += "</row>";
        if (mOut.size() >= kFlushAt) {
            mZip.write(mOut);
            mOut.clear();
        }
    }

    void cell(std::size_t c, std::size_t sheetRow, const Cell& cell, bool bold)
    {
        switch (cell.kind) {
        case Cell::Kind::Empty:
            return;
        case Cell::Kind::Text:
            text(c, sheetRow, cell.text, bold ? kBoldText : kPlain);
            return;
        case Cell::Kind::Integer:
            value(c, sheetRow, cell.value, {}, bold ? kBoldText : kPlain);
            return;
        case Cell::Kind::Number:
            value(c, sheetRow, cell.value, {},
                  kFixedDecimals + std::clamp(cell.decimals, 0, Cell::kMaxDecimals));
            return;
        case Cell::Kind::Money:
            value(c, sheetRow, cell.value, cell.formula, bold ? kBoldMoney : kMoney);
            return;
        }
    }

    void openCell(std::size_t c, std::size_t sheetRow, int style)
    {
        mOut += R"(<c r=")";
        mOut += columnOf(c);
        integer(sheetRow);
        if (style != kPlain) {
            mOut += R"(" s=")";
            integer(std::size_t(style));
        }
        mOut += '"';
    }

    void text(std::size_t c, std::size_t sheetRow, std::string_view text, int style)
    {
        text = fittingCell(text);
        openCell(c, sheetRow, style);
        // Leading or trailing white space is kept only when the text says so.
        const bool padded =
            !text.empty() && (std::isspace(static_cast<unsigned char>(text.front())) ||
                              std::isspace(static_cast<unsigned char>(text.back())));
        mOut +=
            padded ? R"( t="inlineStr"><is><t xml:space="preserve">)" : R"( t="inlineStr"><is><t>)";
        appendEscaped(mOut, text);
        mOut += "</t></is></c>";
    }

    // A value that no spreadsheet can hold (not a number, infinite) leaves the cell empty.
    void value(std::size_t c, std::size_t sheetRow, double x, std::string_view formula, int style)
    {
        if (!std::isfinite(x)) {
            return;
        }
        openCell(c, sheetRow, style);
        mOut += '>';
        if (!formula.empty()) {
            mOut += "<f>";
            appendEscaped(mOut, formula);
            mOut += "</f>";
        }
        mOut += "<v>";
        number(x);
        mOut += "</v></c>";
    }

    void tail()
    {
        mOut += "</sheetData>";
        if (!mSheet.columns.empty()) {
            mOut += R"(<autoFilter ref="A1:)" + lastCell() + R"("/>)";
        }
        mOut += R"(<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" )"
                R"(footer="0.3"/></worksheet>)";
    }

    // Excel holds 32,767 characters (UTF-16 units) in a cell: longer text is
    // cut before the character that would pass them. A UTF-8 sequence of four
    // bytes is two units; every other character one.
    static std::string_view fittingCell(std::string_view text)
    {
        if (text.size() <= kMaxCellCharacters) {
            return text; // bytes are never fewer than units
        }
        std::size_t units = 0;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const auto byte = static_cast<unsigned char>(text[i]);
            if ((byte & 0xC0) == 0x80) {
                continue; // inside a character
            }
            units += byte >= 0xF0 ? 2 : 1;
            if (units > kMaxCellCharacters) {
                return text.substr(0, i);
            }
        }
        return text;
    }

    ZipStream& mZip;
    const SheetSource& mSheet;
    std::string mOut;
    std::vector<std::string> mColumns;
};

} // namespace

void writeSheet(ZipStream& zip, const SheetSource& sheet, bool selected)
{
    SheetWriter(zip, sheet).write(selected);
}

} // namespace cs::exports::xlsx
