#include "xlsxparts.h"

#include "table.h"

#include <array>

namespace cs::exports::xlsx {

namespace {

constexpr std::string_view kDeclaration =
    R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>)"
    "\n";
constexpr std::string_view kMainNamespace =
    "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
constexpr std::string_view kRelationships =
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
constexpr std::string_view kRelationshipsStart =
    R"(<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">)";
constexpr std::string_view kContentType = "application/vnd.openxmlformats-officedocument.";
constexpr int kMoneyFormatId = 164;    // the first id free for custom number formats
constexpr int kDecimalsFormatId = 165; // + n decimals

std::string cat(std::initializer_list<std::string_view> pieces)
{
    std::string out;
    for (std::string_view p : pieces) {
        out += p;
    }
    return out;
}

std::string sheetPart(std::size_t i)
{
    return "worksheets/sheet" + std::to_string(i + 1) + ".xml";
}

// "'Cabling plan'!$A$1:$N$422047": the sheet name quoted, its apostrophes doubled.
std::string filterDatabase(const SheetEntry& sheet)
{
    std::string quoted = "'";
    for (char c : sheet.name) {
        quoted += c == '\'' ? std::string("''") : std::string(1, c);
    }
    return quoted + "'!$A$1:$" + columnName(sheet.columns - 1) + "$" + std::to_string(sheet.rows);
}

std::string decimalsPattern(int decimals)
{
    return decimals == 0 ? "0" : "0." + std::string(std::size_t(decimals), '0');
}

std::string numberFormats()
{
    std::string out = R"(<numFmts count=")" + std::to_string(Cell::kMaxDecimals + 2) + R"(">)";
    out +=
        R"(<numFmt numFmtId=")" + std::to_string(kMoneyFormatId) + R"(" formatCode="#,##0.00"/>)";
    for (int d = 0; d <= Cell::kMaxDecimals; ++d) {
        out += R"(<numFmt numFmtId=")" + std::to_string(kDecimalsFormatId + d) +
               R"(" formatCode=")" + decimalsPattern(d) + R"("/>)";
    }
    return out + "</numFmts>";
}

std::string cellFormat(int numberFormat, int font, int fill, int border)
{
    std::string out = R"(<xf numFmtId=")" + std::to_string(numberFormat) + R"(" fontId=")" +
                      std::to_string(font) + R"(" fillId=")" + std::to_string(fill) +
                      R"(" borderId=")" + std::to_string(border) + R"(" xfId="0")";
    out += numberFormat != 0 ? R"( applyNumberFormat="1")" : "";
    out += font != 0 ? R"( applyFont="1")" : "";
    out += fill != 0 ? R"( applyFill="1")" : "";
    out += border != 0 ? R"( applyBorder="1")" : "";
    return out + "/>";
}

// In CellStyle's order.
std::string cellFormats()
{
    std::string xfs = cellFormat(0, 0, 0, 0) + cellFormat(0, 1, 2, 1) +
                      cellFormat(kMoneyFormatId, 0, 0, 0) + cellFormat(0, 1, 0, 0) +
                      cellFormat(kMoneyFormatId, 1, 0, 0);
    for (int d = 0; d <= Cell::kMaxDecimals; ++d) {
        xfs += cellFormat(kDecimalsFormatId + d, 0, 0, 0);
    }
    return R"(<cellXfs count=")" + std::to_string(kFixedDecimals + Cell::kMaxDecimals + 1) +
           R"(">)" + xfs + "</cellXfs>";
}

// What escaping a byte needs: 0 none, 1 markup, 2 a control character XML 1.0 cannot carry.
constexpr std::array<unsigned char, 256> kEscapeClass = [] {
    std::array<unsigned char, 256> table{};
    for (int c = 0; c < 0x20; ++c) {
        // A carriage return is escaped too: XML readers turn a raw one into a line feed.
        table[std::size_t(c)] = (c == '\t' || c == '\n') ? 0 : 2;
    }
    table['&'] = table['<'] = table['>'] = table['"'] = 1;
    table['_'] = 3;  // "_x0041_" in text must not read as an escape
    table[0xEF] = 4; // U+FFFE and U+FFFF are not XML characters
    return table;
}();

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
}

// "_x0041_" at `at`: text SpreadsheetML would read as an escaped character.
bool looksEscaped(std::string_view text, std::size_t at)
{
    if (text.size() - at < 7 || text[at + 1] != 'x' || text[at + 6] != '_') {
        return false;
    }
    return isHex(text[at + 2]) && isHex(text[at + 3]) && isHex(text[at + 4]) && isHex(text[at + 5]);
}

void appendCodeEscape(std::string& out, unsigned value)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    out += "_x";
    for (int shift = 12; shift >= 0; shift -= 4) {
        out += kHex[(value >> shift) & 0xf];
    }
    out += '_';
}

} // namespace

std::string contentTypes(std::size_t sheets)
{
    std::string out = cat({kDeclaration,
                           R"(<Types xmlns="http://schemas.openxmlformats.org/package/2006/)"
                           R"(content-types"><Default Extension="rels" ContentType=")"
                           R"(application/vnd.openxmlformats-package.relationships+xml"/>)"
                           R"(<Default Extension="xml" ContentType="application/xml"/>)",
                           R"(<Override PartName="/xl/workbook.xml" ContentType=")", kContentType,
                           R"(spreadsheetml.sheet.main+xml"/>)",
                           R"(<Override PartName="/xl/styles.xml" ContentType=")", kContentType,
                           R"(spreadsheetml.styles+xml"/>)"});
    for (std::size_t i = 0; i < sheets; ++i) {
        out += cat({R"(<Override PartName="/xl/)", sheetPart(i), R"(" ContentType=")", kContentType,
                    R"(spreadsheetml.worksheet+xml"/>)"});
    }
    return out + "</Types>";
}

std::string packageRelationships()
{
    return cat({kDeclaration, kRelationshipsStart, R"(<Relationship Id="rId1" Type=")",
                kRelationships, R"(/officeDocument" Target="xl/workbook.xml"/></Relationships>)"});
}

std::string workbookRelationships(std::size_t sheets)
{
    std::string out = cat({kDeclaration, kRelationshipsStart});
    for (std::size_t i = 0; i < sheets; ++i) {
        out += cat({R"(<Relationship Id="rId)", std::to_string(i + 1), R"(" Type=")",
                    kRelationships, R"(/worksheet" Target=")", sheetPart(i), R"("/>)"});
    }
    out += cat({R"(<Relationship Id="rId)", std::to_string(sheets + 1), R"(" Type=")",
                kRelationships, R"(/styles" Target="styles.xml"/>)"});
    return out + "</Relationships>";
}

std::string workbook(const std::vector<SheetEntry>& sheets)
{
    std::string out =
        cat({kDeclaration, R"(<workbook xmlns=")", kMainNamespace, R"(" xmlns:r=")", kRelationships,
             R"("><bookViews><workbookView xWindow="240" yWindow="15" )"
             R"(windowWidth="16095" windowHeight="9660"/></bookViews><sheets>)"});
    for (std::size_t i = 0; i < sheets.size(); ++i) {
        out += R"(<sheet name=")";
        appendEscaped(out, sheets[i].name);
        out += cat({R"(" sheetId=")", std::to_string(i + 1), R"(" r:id="rId)",
                    std::to_string(i + 1), R"("/>)"});
    }
    out += "</sheets>";
    std::string names;
    for (std::size_t i = 0; i < sheets.size(); ++i) {
        if (sheets[i].columns == 0) {
            continue;
        }
        names += cat({R"(<definedName name="_xlnm._FilterDatabase" localSheetId=")",
                      std::to_string(i), R"(" hidden="1">)"});
        appendEscaped(names, filterDatabase(sheets[i]));
        names += "</definedName>";
    }
    if (!names.empty()) {
        out += "<definedNames>" + names + "</definedNames>";
    }
    // Formulas carry the results they had when written; the reader works them out again on opening.
    return out + R"(<calcPr calcId="124519" fullCalcOnLoad="1"/></workbook>)";
}

std::string worksheetStart()
{
    return cat({kDeclaration, R"(<worksheet xmlns=")", kMainNamespace, R"(" xmlns:r=")",
                kRelationships, R"(">)"});
}

std::string styles()
{
    constexpr std::string_view kFont = R"(<sz val="11"/><name val="Calibri"/><family val="2"/>)";
    return cat({kDeclaration,
                R"(<styleSheet xmlns=")",
                kMainNamespace,
                R"(">)",
                numberFormats(),
                R"(<fonts count="2"><font>)",
                kFont,
                "</font><font><b/>",
                kFont,
                "</font></fonts>",
                R"(<fills count="3"><fill><patternFill patternType="none"/></fill>)",
                R"(<fill><patternFill patternType="gray125"/></fill><fill>)",
                R"(<patternFill patternType="solid"><fgColor rgb="FFDDE4EE"/>)",
                R"(<bgColor indexed="64"/></patternFill></fill></fills>)",
                R"(<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>)",
                R"(<border><left/><right/><top/><bottom style="thin"><color auto="1"/></bottom>)",
                R"(<diagonal/></border></borders>)",
                R"(<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" )",
                R"(borderId="0"/></cellStyleXfs>)",
                cellFormats(),
                R"(<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/>)",
                R"(</cellStyles><dxfs count="0"/><tableStyles count="0"/></styleSheet>)"});
}

void appendEscaped(std::string& out, std::string_view text)
{
    std::size_t plainFrom = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        const unsigned char kind = kEscapeClass[c];
        if (kind == 0 || (kind == 3 && !looksEscaped(text, i)) ||
            (kind == 4 && !(text.substr(i, 2) == "\xEF\xBF" && i + 2 < text.size() &&
                            (text[i + 2] == '\xBE' || text[i + 2] == '\xBF')))) {
            continue;
        }
        out.append(text.substr(plainFrom, i - plainFrom));
        plainFrom = i + 1;
        if (kind == 1) {
            out += c == '&' ? "&amp;" : c == '<' ? "&lt;" : c == '>' ? "&gt;" : "&quot;";
        } else if (kind == 2) {
            appendCodeEscape(out, c);
        } else if (kind == 3) {
            appendCodeEscape(out, '_'); // _x005F_ then the rest as written
        } else {
            appendCodeEscape(out, text[i + 2] == '\xBE' ? 0xFFFE : 0xFFFF);
            i += 2;
            plainFrom = i + 1;
        }
    }
    out.append(text.substr(plainFrom));
}

} // namespace cs::exports::xlsx
