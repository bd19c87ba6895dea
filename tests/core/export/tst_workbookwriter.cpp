// Workbooks: a sheet name Excel would refuse is made acceptable, and a write
// that cannot happen says why and leaves nothing behind.
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
