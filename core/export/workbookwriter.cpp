#include "workbookwriter.h"

#include "exporttext.h"
#include "io/atomicfile.h"
#include "xlsxparts.h"
#include "xlsxsheet.h"
#include "zipstream.h"

#include <QLocale>

#include <algorithm>
#include <stdexcept>

namespace cs::exports {

namespace {

// A sheet name Excel accepts, from one a translation may have made too long
// or given a character Excel refuses: at most 31 characters (a pair of
// surrogates kept whole), none of []:*?/\ or a control character, not
// starting or ending with an apostrophe.
std::string sheetName(const std::string& wanted)
{
    QString name = QString::fromStdString(wanted);
    for (QChar& c : name) {
        c = QStringLiteral("[]:*?/\\").contains(c) || c.unicode() < 0x20 ? QChar(u'-') : c;
    }
    name.truncate(name.size() > 31 && name[30].isHighSurrogate() ? 30 : 31);
    while (name.startsWith(u'\'') || name.endsWith(u'\'')) {
        name.remove(name.startsWith(u'\'') ? 0 : name.size() - 1, 1);
    }
    return name.toStdString();
}

// The sheets' names as Excel shows them. Names are kept first come, first
// served (Excel compares them without case and reserves "History"); a sheet
// whose name is empty or taken becomes the first "SheetN" no sheet has.
std::vector<xlsx::SheetEntry> sheetEntries(const std::vector<SheetSource>& sheets)
{
    std::vector<QString> taken{QStringLiteral("history")};
    auto isTaken = [&](const std::string& name) {
        return std::find(taken.begin(), taken.end(), QString::fromStdString(name).toCaseFolded()) !=
               taken.end();
    };
    std::vector<std::string> names;
    for (const SheetSource& s : sheets) {
        std::string name = sheetName(s.sheetName);
        if (name.empty() || isTaken(name)) {
            name.clear();
        } else {
            taken.push_back(QString::fromStdString(name).toCaseFolded());
        }
        names.push_back(std::move(name));
    }
    std::vector<xlsx::SheetEntry> entries;
    for (std::size_t i = 0; i < sheets.size(); ++i) {
        for (std::size_t n = i + 1; names[i].empty(); ++n) {
            if (std::string fallback = "Sheet" + std::to_string(n); !isTaken(fallback)) {
                taken.push_back(QString::fromStdString(fallback).toCaseFolded());
                names[i] = std::move(fallback);
            }
        }
        entries.push_back({names[i], sheets[i].rows + 1, sheets[i].columns.size()});
    }
    return entries;
}

// Why Excel could not hold a sheet, or nothing.
std::optional<QString> beyondExcel(const xlsx::SheetEntry& sheet)
{
    if (sheet.rows > xlsx::kMaxRows) {
        return ExportText::tr("The sheet \"%1\" has %2 rows; a workbook sheet holds at most %3. "
                              "Export it as CSV instead.")
            .arg(QString::fromStdString(sheet.name), QLocale().toString(qulonglong(sheet.rows)),
                 QLocale().toString(qulonglong(xlsx::kMaxRows)));
    }
    if (sheet.columns > xlsx::kMaxColumns) {
        return ExportText::tr("The sheet \"%1\" has %2 columns; a workbook sheet holds at most %3.")
            .arg(QString::fromStdString(sheet.name), QLocale().toString(qulonglong(sheet.columns)),
                 QLocale().toString(qulonglong(xlsx::kMaxColumns)));
    }
    return std::nullopt;
}

void writeEntry(ZipStream& zip, std::string name, const std::string& bytes)
{
    zip.beginEntry(std::move(name));
    zip.write(bytes);
    zip.endEntry();
}

void writeArchive(const ByteSink& sink, const std::vector<SheetSource>& sheets,
                  const std::vector<xlsx::SheetEntry>& entries)
{
    ZipStream zip(sink);
    writeEntry(zip, "[Content_Types].xml", xlsx::contentTypes(sheets.size()));
    writeEntry(zip, "_rels/.rels", xlsx::packageRelationships());
    writeEntry(zip, "xl/workbook.xml", xlsx::workbook(entries));
    writeEntry(zip, "xl/_rels/workbook.xml.rels", xlsx::workbookRelationships(sheets.size()));
    writeEntry(zip, "xl/styles.xml", xlsx::styles());
    for (std::size_t i = 0; i < sheets.size(); ++i) {
        zip.beginEntry("xl/worksheets/sheet" + std::to_string(i + 1) + ".xml");
        xlsx::writeSheet(zip, sheets[i], i == 0);
        zip.endEntry();
    }
    zip.finish();
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
    const std::vector<xlsx::SheetEntry> entries = sheetEntries(sheets);
    for (const xlsx::SheetEntry& e : entries) {
        if (std::optional<QString> why = beyondExcel(e)) {
            return why;
        }
    }
    // The archive streams into the file as the rows are produced, so a
    // cabling plan of 500,000 links is never held whole, in memory or on disk.
    try {
        return writeFileAtomically(
            path, [&](const ByteSink& sink) { writeArchive(sink, sheets, entries); });
    } catch (const ZipLimitError&) {
        return ExportText::tr("The workbook would reach 4 GiB, more than an Excel file holds. "
                              "Export it as CSV instead.");
    }
}

} // namespace cs::exports
