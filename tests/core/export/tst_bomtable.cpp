// The bill of materials as CSV and as a workbook: one row per BOM line, a
// subtotal per category and a grand total that equal the Bom's own figures;
// the workbook opens in Debian's readers and carries real formulas.
#include "export/bomtable.h"
#include "export/csvwriter.h"
#include "export/workbookwriter.h"
#include "exportfixture.h"
#include "io/designfile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::exports;

namespace {

double totalIn(const std::vector<QStringList>& records)
{
    return records.back()[BomExtendedCol].toDouble();
}

} // namespace

class TestBomTable : public QObject
{
    Q_OBJECT

private slots:
    void smallDesignRowsAndTotals()
    {
        const Design d = test::exportDesign();
        const tco::Bom bom = designBom(d);
        const auto records = test::csvRecords(tableToCsv(bomTable(d, bom)));
        // BOM lines: server ×2, GPU credit −4 (n2 runs 4 of 8), leaf ×1, rack ×1,
        // fibre ×1, DAC ×15, twin optic ×2 (one end on n2, one on the leaf, each
        // its own module), rear door ×1 = 8 lines in 7 categories.
        // Rows: header + 8 lines + 7 subtotals + 1 total = 17.
        QCOMPARE(records.size(), std::size_t(17));
        QCOMPARE(records.front().size(), int(kBomColumns));
        QCOMPARE(records[0][BomExtendedCol], QStringLiteral("Extended price"));
        const QStringList server{QStringLiteral("GPU servers"), QStringLiteral("test-server"),
                                 QStringLiteral("Test"),        QString(),
                                 QStringLiteral("test-server"), QStringLiteral("2"),
                                 QStringLiteral("200000.00"),   QStringLiteral("400000.00"),
                                 QStringLiteral("USD"),         QStringLiteral("2026-01"),
                                 QStringLiteral("no")};
        QCOMPARE(records[1], server);
        QCOMPARE(records[2][BomDescriptionCol], QStringLiteral("Subtotal: GPU servers"));
        // The credit: −4 × 25,000 = −100,000.
        QCOMPARE(records[3][BomQuantityCol], QStringLiteral("-4"));
        QCOMPARE(records[3][BomExtendedCol], QStringLiteral("-100000.00"));
        QVERIFY(records[3][BomDescriptionCol].contains(QStringLiteral("not fitted")));
        // The cooler has no price: empty price cells, and a 0.00 subtotal.
        QCOMPARE(records[14][BomPartIdCol], QStringLiteral("test-rdhx"));
        QVERIFY(records[14][BomUnitPriceCol].isEmpty() && records[14][BomExtendedCol].isEmpty());
        QCOMPARE(records[15][BomExtendedCol], QStringLiteral("0.00"));
        // Cables: fibre 100 + 15 × 300 = 4,600.
        QCOMPARE(records[11][BomExtendedCol], QStringLiteral("4600.00"));
        // 400,000 − 100,000 + 30,000 + 2,000 + 4,600 + 2 × 1,000 = 338,600.
        QCOMPARE(records.back()[BomDescriptionCol], QStringLiteral("Total"));
        QCOMPARE(records.back()[BomExtendedCol], QStringLiteral("338600.00"));
        QCOMPARE(totalIn(records), bom.total);
    }

    void workbookOpensWithFormulas()
    {
        const Design d = test::exportDesign();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bom.xlsx"));
        QVERIFY(!writeWorkbook({bomTable(d, designBom(d))}, path).has_value());
        const QStringList lines = test::xlsxToCsv(path).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 17); // as the CSV: header + 16 rows
        QVERIFY2(
            lines[1].startsWith(QStringLiteral("GPU servers,test-server,Test,,test-server,2,")),
            qPrintable(lines[1]));
        QVERIFY2(lines.back().contains(QStringLiteral("338600")), qPrintable(lines.back()));
        const QString xml = test::xlsxSheetXml(path);
        // Sheet rows: 2 server, 3 its subtotal, 4 credit, 5, 6 leaf, 7, 8 rack, 9,
        // 10 fibre, 11 DAC, 12 cables subtotal, 13 optic, 14, 15 door, 16, 17 total.
        QVERIFY(xml.contains(QStringLiteral("<f>F2*G2</f>")));
        QVERIFY(xml.contains(QStringLiteral("<f>SUM(H10:H11)</f>")));
        QVERIFY(xml.contains(QStringLiteral("<f>SUM(H3,H5,H7,H9,H12,H14,H16)</f>")));
        QVERIFY(xml.contains(QStringLiteral("state=\"frozen\"")));
        QVERIFY(xml.contains(QStringLiteral("<col min=\"5\" max=\"5\" width=\"48")));
    }

    void h100ExampleRowsAndTotals()
    {
        const DesignLoadResult loaded = loadDesignFile(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
        QVERIFY(loaded.ok());
        const tco::Bom bom = designBom(*loaded.design);
        const auto records = test::csvRecords(tableToCsv(bomTable(*loaded.design, bom)));
        // The example (resources/examples/README.md) buys: 1 GPU server model;
        // 4 switch models (QM9700, SN2201, SN4600C, the 400G Ethernet pair);
        // 1 storage appliance; 1 PDU model; 1 rack model; 10 cables (Cat6 2 m
        // and 3 m, a 100G DAC, OM4 MPO-12/APC fibre in 3, 5 and 10 m for the
        // 400G links, OM4 MPO-12/UPC in 5 and 10 m for the 100G SR4 uplinks,
        // whose modules take flat-polished connectors, 800G DAC and ACC);
        // 4 transceivers (100G, 400G QSFP112, 800G twin and 400G single OSFP);
        // 2 coolers (rear door, CRAH): 24 lines in 8 categories.
        // Rows: header + 24 + 8 + 1 = 34.
        QCOMPARE(records.size(), std::size_t(34));
        QCOMPARE(bom.lines.size(), std::size_t(24));
        QVERIFY(qAbs(totalIn(records) - bom.total) < 0.005);
        double subtotals = 0;
        for (const QStringList& r : records) {
            subtotals += r[BomDescriptionCol].startsWith(QStringLiteral("Subtotal"))
                             ? r[BomExtendedCol].toDouble()
                             : 0;
        }
        QVERIFY(qAbs(subtotals - bom.total) < 0.01);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bom.xlsx"));
        QVERIFY(!writeWorkbook({bomTable(*loaded.design, bom)}, path).has_value());
        QCOMPARE(test::xlsxToCsv(path).count(u'\n'), 34);
    }
};

QTEST_GUILESS_MAIN(TestBomTable)
#include "tst_bomtable.moc"
