// Workbooks: a sheet name Excel would refuse is made acceptable, text of any
// kind reads back as written, a sheet Excel could not hold is refused before
// anything is written, and a write that cannot happen says why and leaves
// nothing behind. Read back with xlsx2csv and unzip, independent readers.
#include "export/workbookwriter.h"
#include "exportfixture.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cs::exports;

namespace {

Table oneCell(std::string sheetName)
{
    Table t{std::move(sheetName), {{"part", 10}}, {}};
    t.rows.push_back({{Cell::of("QM9700")}});
    return t;
}

// A sheet of `rows` one-cell body rows, each its row number.
SheetSource numbered(std::size_t rows)
{
    return {"n", {{"i", 8}}, rows, [](std::size_t i, TableRow& scratch) -> const TableRow& {
                scratch.cells.assign(1, Cell::integer(static_cast<long long>(i)));
                return scratch;
            }};
}

QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestWorkbookWriter : public QObject
{
    Q_OBJECT

private slots:
    void sheetNamesExcelAccepts_data()
    {
        QTest::addColumn<QString>("wanted");
        QTest::addColumn<QString>("written");
        QTest::newRow("slash") << "parts/cables"
                               << "parts-cables";
        // 40 characters, cut to Excel's 31.
        QTest::newRow("long") << QString(40, u'x') << QString(31, u'x');
        QTest::newRow("quoted") << "'BOM'"
                                << "BOM";
        QTest::newRow("Chinese") << QStringLiteral("物料清单") << QStringLiteral("物料清单");
    }
    void sheetNamesExcelAccepts()
    {
        QFETCH(QString, wanted);
        QFETCH(QString, written);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.xlsx"));
        QVERIFY(!writeWorkbook({oneCell(wanted.toStdString())}, path).has_value());
        QCOMPARE(cs::test::xlsxToCsv(path), QStringLiteral("part\nQM9700\n"));
        const QString book = cs::test::xlsxPart(path, QStringLiteral("xl/workbook.xml"));
        QVERIFY2(book.contains(QStringLiteral("name=\"%1\"").arg(written)), qPrintable(book));
    }

    void textReadsBackAsWritten()
    {
        Table t{"text", {{"a", 10}, {"b", 10}, {"c", 10}}, {}};
        t.rows.push_back({{Cell::of("AT&T <QSFP> \"x\""), Cell::of("交换机 叶"), Cell::of("end")}});
        t.rows.push_back({{Cell::of("a\x01"
                                    "b"),
                           Cell::of("_x0041_"), Cell::of(" padded ")}});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.xlsx"));
        QVERIFY(!writeWorkbook({t}, path).has_value());
        // xlsx2csv parses the sheet with expat, which refuses XML 1.0's
        // forbidden characters: the whole sheet reads. It prints SpreadsheetML's
        // _xHHHH_ escapes as they stand, so the second row is checked in the XML.
        const QStringList lines = cs::test::xlsxToCsv(path).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[1], QStringLiteral("\"AT&T <QSFP> \"\"x\"\"\",交换机 叶,end"));
        QVERIFY2(lines[2].endsWith(QStringLiteral(", padded ")), qPrintable(lines[2]));
        const QString xml = cs::test::xlsxSheetXml(path);
        // ECMA-376 Part 1, 22.9.2.19 (ST_Xstring): U+0001 is written _x0001_;
        // an underscore that would start such an escape is written _x005F_.
        QVERIFY2(xml.contains(QStringLiteral("<t>a_x0001_b</t>")), qPrintable(xml));
        QVERIFY2(xml.contains(QStringLiteral("<t>_x005F_x0041_</t>")), qPrintable(xml));
        QVERIFY2(xml.contains(QStringLiteral("<t xml:space=\"preserve\"> padded </t>")),
                 qPrintable(xml));
    }

    // A carriage return survives (XML readers turn a raw one into a line
    // feed); a cell holds Excel's 32,767 characters, counted in UTF-16 units.
    void lineBreaksAndLongCells()
    {
        std::string han;
        for (int i = 0; i < 20000; ++i) {
            han += "\xE4\xB8\xAD"; // 中: 3 bytes, 1 unit
        }
        std::string emoji;
        for (int i = 0; i < 20000; ++i) {
            emoji += "\xF0\x9F\x98\x80"; // U+1F600: 4 bytes, 2 units
        }
        Table t{"text", {{"a", 10}, {"b", 10}, {"c", 10}}, {}};
        t.rows.push_back({{Cell::of("line\r\nbreak"), Cell::of(han), Cell::of(emoji)}});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.xlsx"));
        QVERIFY(!writeWorkbook({t}, path).has_value());
        const QString xml = cs::test::xlsxSheetXml(path);
        QVERIFY2(xml.contains(QStringLiteral("<t>line_x000D_\nbreak</t>")),
                 qPrintable(xml.left(2000)));
        // 20,000 units fit whole; 40,000 are cut to 16,383 characters (32,766
        // units: the next would make 32,768).
        QCOMPARE(xml.count(QChar(u'中')), 20000);
        QCOMPARE(xml.count(QString::fromUtf8("\xF0\x9F\x98\x80")), 16383);
    }

    void sheetsKeepDistinctNames()
    {
        // Excel compares sheet names without case: a second "Parts" becomes Sheet2.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.xlsx"));
        QVERIFY(!writeWorkbook({oneCell("Parts"), oneCell("parts"), oneCell("")}, path));
        const QString book = cs::test::xlsxPart(path, QStringLiteral("xl/workbook.xml"));
        QVERIFY2(book.contains(QStringLiteral("name=\"Parts\"")), qPrintable(book));
        QVERIFY2(book.contains(QStringLiteral("name=\"Sheet2\"")), qPrintable(book));
        QVERIFY2(book.contains(QStringLiteral("name=\"Sheet3\"")), qPrintable(book));
        QCOMPARE(cs::test::xlsxPart(path, QStringLiteral("xl/worksheets/sheet3.xml"))
                     .count(QStringLiteral("QM9700")),
                 1);
        // A name the fallback would repeat moves on, and a sheet's own name
        // is kept over a fallback: unnamed, "Sheet1", "Sheet2" and "History"
        // (Excel reserves it) become Sheet3, Sheet1, Sheet2, Sheet4.
        const QString other = dir.filePath(QStringLiteral("u.xlsx"));
        QVERIFY(!writeWorkbook(
            {oneCell(""), oneCell("Sheet1"), oneCell("Sheet2"), oneCell("History")}, other));
        const QString names = cs::test::xlsxPart(other, QStringLiteral("xl/workbook.xml"));
        QVERIFY2(names.contains(QStringLiteral("<sheet name=\"Sheet3\" sheetId=\"1\"")) &&
                     names.contains(QStringLiteral("<sheet name=\"Sheet1\" sheetId=\"2\"")) &&
                     names.contains(QStringLiteral("<sheet name=\"Sheet2\" sheetId=\"3\"")) &&
                     names.contains(QStringLiteral("<sheet name=\"Sheet4\" sheetId=\"4\"")),
                 qPrintable(names));
    }

    // Excel's grid is 1,048,576 rows: a header and 1,048,575 body rows fill it.
    void aSheetExcelCannotHoldIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.xlsx"));
        QVERIFY(!writeWorkbook({oneCell("old")}, path).has_value());
        const QByteArray old = fileBytes(path);
        const std::optional<QString> error = writeWorkbook({numbered(1048576)}, path);
        QVERIFY(error.has_value());
        QVERIFY2(error->contains(QStringLiteral("1,048,577")) &&
                     error->contains(QStringLiteral("1,048,576")),
                 qPrintable(*error));
        QCOMPARE(fileBytes(path), old);
    }

    void aSheetAtExcelsLimitIsWritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.xlsx"));
        QVERIFY(!writeWorkbook({numbered(1048575)}, path).has_value());
        const QString xml = cs::test::xlsxSheetXml(path);
        // The last body row, i = 1,048,574, sits on sheet row 1,048,576.
        QVERIFY(xml.endsWith(QStringLiteral("<row r=\"1048576\"><c r=\"A1048576\"><v>1048574</v>"
                                            "</c></row></sheetData><autoFilter "
                                            "ref=\"A1:A1048576\"/><pageMargins left=\"0.7\" "
                                            "right=\"0.7\" top=\"0.75\" bottom=\"0.75\" "
                                            "header=\"0.3\" footer=\"0.3\"/></worksheet>")));
    }

    void failedWriteNamesTheReason()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing/w.xlsx"));
        const std::optional<QString> error = writeWorkbook({oneCell("parts")}, path);
        QVERIFY(error.has_value() && !error->isEmpty());
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestWorkbookWriter)
#include "tst_workbookwriter.moc"
