#include "workbookwriter.h"

#include "exporttext.h"
#include "io/atomicfile.h"

#include <QFile>
#include <QTemporaryDir>

#include <xlsxwriter.h>

#include <algorithm>
#include <array>
#include <string>

namespace cs::exports {

namespace {

struct Formats
{
    lxw_format* header = nullptr;
    lxw_format* money = nullptr;
    // "0", "0.0", "0.00", ...: one per count of decimals a Number cell shows.
    std::array<lxw_format*, Cell::kMaxDecimals + 1> numbers{};
    lxw_format* boldText = nullptr;
    lxw_format* boldMoney = nullptr;

    explicit Formats(lxw_workbook* book)
    {
        header = workbook_add_format(book);
        format_set_bold(header);
        format_set_bottom(header, LXW_BORDER_THIN);
        format_set_bg_color(header, 0xDDE4EE);
        money = workbook_add_format(book);
        format_set_num_format(money, "#,##0.00");
        for (std::size_t d = 0; d < numbers.size(); ++d) {
            numbers[d] = workbook_add_format(book);
            const std::string pattern = d == 0 ? "0" : "0." + std::string(d, '0');
            format_set_num_format(numbers[d], pattern.c_str());
        }
        boldText = workbook_add_format(book);
        format_set_bold(boldText);
        boldMoney = workbook_add_format(book);
        format_set_bold(boldMoney);
        format_set_num_format(boldMoney, "#,##0.00");
    }
};

void writeCell(lxw_worksheet* sheet, lxw_row_t r, lxw_col_t c, const Cell& cell, bool bold,
               const Formats& f)
{
    switch (cell.kind) {
    case Cell::Kind::Empty:
        return;
    case Cell::Kind::Text:
        worksheet_write_string(sheet, r, c, cell.text.c_str(), bold ? f.boldText : nullptr);
        return;
    case Cell::Kind::Integer:
        worksheet_write_number(sheet, r, c, cell.value, bold ? f.boldText : nullptr);
        return;
    case Cell::Kind::Number:
        worksheet_write_number(
            sheet, r, c, cell.value,
            f.numbers[static_cast<std::size_t>(std::clamp(cell.decimals, 0, Cell::kMaxDecimals))]);
        return;
    case Cell::Kind::Money: {
        lxw_format* format = bold ? f.boldMoney : f.money;
        if (cell.formula.empty()) {
            worksheet_write_number(sheet, r, c, cell.value, format);
        } else {
            const std::string formula = "=" + cell.formula;
            worksheet_write_formula_num(sheet, r, c, formula.c_str(), format, cell.value);
        }
        return;
    }
    }
}

// A sheet name Excel accepts, from one a translation may have made too long
// or given a character Excel refuses: at most 31 characters, none of []:*?/\,
// not starting or ending with an apostrophe.
std::string sheetName(const std::string& wanted)
{
    QString name = QString::fromStdString(wanted);
    for (QChar& c : name) {
        c = QStringLiteral("[]:*?/\\").contains(c) ? QChar(u'-') : c;
    }
    name.truncate(31);
    while (name.startsWith(u'\'') || name.endsWith(u'\'')) {
        name.remove(name.startsWith(u'\'') ? 0 : name.size() - 1, 1);
    }
    return name.toStdString();
}

void writeSheet(lxw_workbook* book, const SheetSource& table, const Formats& f)
{
    const std::string name = sheetName(table.sheetName);
    lxw_worksheet* sheet = workbook_add_worksheet(book, name.empty() ? nullptr : name.c_str());
    if (!sheet) {
        sheet = workbook_add_worksheet(book, nullptr); // a default name rather than no sheet
    }
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        const auto col = static_cast<lxw_col_t>(c);
        worksheet_set_column(sheet, col, col, table.columns[c].width, nullptr);
        worksheet_write_string(sheet, 0, col, table.columns[c].header.c_str(), f.header);
    }
    TableRow scratch;
    for (std::size_t r = 0; r < table.rows; ++r) {
        const TableRow& row = table.row(r, scratch);
        for (std::size_t c = 0; c < row.cells.size(); ++c) {
            writeCell(sheet, static_cast<lxw_row_t>(r + 1), static_cast<lxw_col_t>(c), row.cells[c],
                      row.style != RowStyle::Body, f);
        }
    }
    worksheet_freeze_panes(sheet, 1, 0);
    if (!table.columns.empty()) {
        worksheet_autofilter(sheet, 0, 0, static_cast<lxw_row_t>(table.rows),
                             static_cast<lxw_col_t>(table.columns.size() - 1));
    }
}

} // namespace

std::optional<QString> writeWorkbook(const std::vector<Table>& sheets, const QString& path)
{
    std::vector<SheetSource> sources;
    sources.reserve(sheets.size());
    for (const Table& t : sheets) {
        sources.push_back(sheetOf(t));
    }
    return writeWorkbook(sources, path);
}

std::optional<QString> writeWorkbook(const std::vector<SheetSource>& sheets, const QString& path)
{
    QTemporaryDir scratch;
    if (!scratch.isValid()) {
        return ExportText::tr("No temporary folder can be created: %1.").arg(scratch.errorString());
    }
    const QString draft = scratch.filePath(QStringLiteral("export.xlsx"));
    const QByteArray draftName = QFile::encodeName(draft);
    // Constant-memory mode streams each row to a scratch file as it is
    // written (rows come in order), so a cabling plan of 500,000 links does not
    // hold every cell twice; the scratch files go beside the draft.
    QByteArray scratchDir = QFile::encodeName(scratch.path());
    lxw_workbook_options options{LXW_TRUE, scratchDir.data(), LXW_FALSE};
    lxw_workbook* book = workbook_new_opt(draftName.constData(), &options);
    if (!book) {
        return ExportText::tr("The workbook cannot be started in the temporary folder.");
    }
    const Formats formats(book);
    for (const SheetSource& t : sheets) {
        writeSheet(book, t, formats);
    }
    if (const lxw_error e = workbook_close(book); e != LXW_NO_ERROR) {
        return ExportText::tr("The workbook cannot be written: %1.")
            .arg(QString::fromUtf8(lxw_strerror(e)));
    }
    QFile written(draft);
    if (!written.open(QIODevice::ReadOnly)) {
        return ExportText::tr("The written workbook cannot be read back: %1.")
            .arg(written.errorString());
    }
    return writeFileAtomically(path, written.readAll());
}

} // namespace cs::exports
