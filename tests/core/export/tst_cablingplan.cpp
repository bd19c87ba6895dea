// The cabling plan: one row per link with both ends' rack, U, device and the
// port as printed on the chassis, parts by vendor part number, in the order
// an installer walks the racks; CSV and workbook agree.
#include "export/cablingplan.h"
#include "export/csvwriter.h"
#include "export/exportfiles.h"
#include "export/portlabels.h"
#include "export/workbookwriter.h"
#include "exportfixture.h"
#include "io/designfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <set>

using namespace cs;
using namespace cs::exports;

class TestCablingPlan : public QObject
{
    Q_OBJECT

private slots:
    void portLabelsFollowTheCages()
    {
        const Design d = test::exportDesign();
        const Device& n1 = d.devices()[0];
        const Device& leaf = d.devices()[2];
        // test-server: port 0 its RJ45 BMC, ports 1..8 one OSFP port per NIC.
        const std::vector<std::string> server = portLabels(d, n1);
        QCOMPARE(server.size(), std::size_t(9));
        QCOMPARE(QString::fromStdString(server[0]), QStringLiteral("RJ45 1"));
        QCOMPARE(QString::fromStdString(server[8]), QStringLiteral("NIC8 OSFP 1"));
        // Leaf: 64 ports in twin-port cages; port 8 is the first of cage 8/2+1 = 5,
        // port 63 the second of cage 32.
        const std::vector<std::string> ports = portLabels(d, leaf);
        QCOMPARE(ports.size(), std::size_t(64));
        QCOMPARE(QString::fromStdString(ports[8]), QStringLiteral("OSFP 5/1"));
        QCOMPARE(QString::fromStdString(ports[63]), QStringLiteral("OSFP 32/2"));
    }

    // Two devices at one place (both out of their rack, both named "n") tie:
    // their runs interleave by from port, then link id, as one device's do.
    // n1's ports 1..8 are C01..C08 and n2's C09..C16.
    void devicesAtOnePlaceOrderByPortThenLink()
    {
        Design d = test::exportDesign();
        for (const char* name : {"n1", "n2"}) {
            const auto it = std::find_if(d.devices().begin(), d.devices().end(),
                                         [&](const Device& x) { return x.name == name; });
            QVERIFY(it != d.devices().end());
            const DeviceId id = it->id;
            d.placeDevice(id, std::nullopt);
            d.renameDevice(id, "n");
        }
        const auto records = test::csvRecords(cablingCsv(d));
        QCOMPARE(records.size(), std::size_t(17));
        QStringList ids;
        for (std::size_t i = 1; i <= 4; ++i) {
            ids << records[i][0];
        }
        QCOMPARE(ids, (QStringList{"C01", "C09", "C02", "C10"}));
    }

    void smallDesignRows()
    {
        const Design d = test::exportDesign();
        const auto records = test::csvRecords(tableToCsv(cablingTable(cablingPlan(d))));
        // 16 links (8 from n1, 8 from n2) + the header.
        QCOMPARE(records.size(), std::size_t(17));
        // Top of the rack first: n2 at U9 before n1 at U1. n2's links are the
        // 9th to 16th added (C09..C16); its port 1 goes to leaf port 8.
        const QStringList first{"C09",         "compute", "A01", "9",    "n2",
                                "NIC1 OSFP 1", "A01",     "42",  "leaf", "OSFP 5/1",
                                "test-dac-3m", "",        "",    "3"};
        QCOMPARE(records[1], first);
        // n2's port 8 to leaf port 15 on fibre with twin optics, by part number.
        const QStringList fibre{"C16",         "compute",   "A01",       "9",    "n2",
                                "NIC8 OSFP 1", "A01",       "42",        "leaf", "OSFP 8/2",
                                "FIB-10",      "OPT-2X400", "OPT-2X400", "10"};
        QCOMPARE(records[8], fibre);
        QCOMPARE(records[9][0], QStringLiteral("C01"));
        QCOMPARE(records[9][5], QStringLiteral("NIC1 OSFP 1"));
        QCOMPARE(records[9][9], QStringLiteral("OSFP 1/1"));
    }

    void workbookMatches()
    {
        const Design d = test::exportDesign();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cabling.xlsx"));
        QVERIFY(!writeWorkbook({cablingTable(cablingPlan(d))}, path).has_value());
        const QStringList lines = test::xlsxToCsv(path).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 17);
        QVERIFY2(lines[1].startsWith(
                     QStringLiteral("C09,compute,A01,9,n2,NIC1 OSFP 1,A01,42,leaf,OSFP 5/1,")),
                 qPrintable(lines[1]));
    }

    // Lengths to the centimetre in both files: CSV without trailing zeros,
    // the workbook with its number format showing two decimals.
    void lengthsToTheCentimetre()
    {
        std::vector<CableRun> runs(3);
        runs[0].cableId = "C1";
        runs[0].lengthM = 2.35; // 235 cm: a one-decimal format would show 2.4 (wrongly)
        runs[1].cableId = "C2";
        runs[1].lengthM = 12.5;
        runs[2].cableId = "C3";
        runs[2].lengthM = 0.875; // 87.5 cm rounds to 88 cm: 0.88
        const Table t = cablingTable(runs);
        const auto records = test::csvRecords(tableToCsv(t));
        QCOMPARE(records.size(), std::size_t(4));
        QCOMPARE(records[1].last(), QStringLiteral("2.35"));
        QCOMPARE(records[2].last(), QStringLiteral("12.5"));
        QCOMPARE(records[3].last(), QStringLiteral("0.88"));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cabling.xlsx"));
        QVERIFY(!writeWorkbook({t}, path).has_value());
        // The length column's cells use the "0.00" number format.
        const QString styles = test::xlsxPart(path, QStringLiteral("xl/styles.xml"));
        QVERIFY2(styles.contains(QLatin1String("formatCode=\"0.00\"")), qPrintable(styles));
        // xlsx2csv prints each cell as its number format shows it.
        const QStringList lines = test::xlsxToCsv(path).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[1].endsWith(QLatin1String(",2.35")), qPrintable(lines[1]));
        QVERIFY2(lines[2].endsWith(QLatin1String(",12.50")), qPrintable(lines[2]));
        QVERIFY2(lines[3].endsWith(QLatin1String(",0.88")), qPrintable(lines[3]));
    }

    // The export streams the CSV straight from the design; it must be the
    // table's CSV byte for byte, names that need quoting or a formula guard
    // included.
    void theStreamedCsvIsTheTablesByteForByte()
    {
        for (const char* file : {"h100-32-node", "l40s-inference", "lab-4x-rtx4090"}) {
            const DesignLoadResult loaded = loadDesignFile(
                QStringLiteral(CS_SOURCE_DIR "/resources/examples/%1.cluster.json").arg(file));
            QVERIFY(loaded.ok());
            QCOMPARE(cablingCsv(*loaded.design),
                     tableToCsv(cablingTable(cablingPlan(*loaded.design))));
        }
        Design d = test::exportDesign();
        Rack rack = d.racks().front();
        rack.name = "row A, rack \"1\"";
        d.updateRack(rack);
        d.renameDevice(d.devices().front().id, "=node");
        const std::string csv = cablingCsv(d);
        QCOMPARE(csv, tableToCsv(cablingTable(cablingPlan(d))));
        QVERIFY(csv.find("\"row A, rack \"\"1\"\"\"") != std::string::npos);
        QVERIFY(csv.find(",'=node,") != std::string::npos);
    }

    // The export writes the plan into its file piece by piece; the file holds
    // the CSV, byte for byte.
    void theExportedFileHoldsTheCsv()
    {
        const DesignLoadResult loaded = loadDesignFile(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
        QVERIFY(loaded.ok());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cabling.csv"));
        ExportSource source(*loaded.design);
        QVERIFY(!writeCablingCsv(source, path).has_value());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().toStdString(), cablingCsv(*loaded.design));
    }

    // The export's workbook is produced row by row; it must hold what the
    // table's workbook holds.
    void theStreamedWorkbookIsTheTables()
    {
        const DesignLoadResult loaded = loadDesignFile(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
        QVERIFY(loaded.ok());
        QTemporaryDir dir;
        const QString streamed = dir.filePath(QStringLiteral("streamed.xlsx"));
        const QString table = dir.filePath(QStringLiteral("table.xlsx"));
        QVERIFY(!writeWorkbook(std::vector<SheetSource>{cablingSheet(*loaded.design)}, streamed)
                     .has_value());
        QVERIFY(!writeWorkbook({cablingTable(cablingPlan(*loaded.design))}, table).has_value());
        const QString rows = test::xlsxToCsv(streamed);
        QCOMPARE(rows.count(u'\n'), 661);
        QCOMPARE(rows, test::xlsxToCsv(table));
    }

    void h100ExampleHasEveryLinkOnce()
    {
        const DesignLoadResult loaded = loadDesignFile(
            QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
        QVERIFY(loaded.ok());
        const std::vector<CableRun> plan = cablingPlan(*loaded.design);
        // Compute: 32 nodes × 8 NDR ports + 8 leaves × 32 uplinks = 512.
        // Storage: 32 nodes × 2 ports + 2 appliances × 8 ports + 2 switch peer
        // links = 82. Management: 32 BMCs + 12 QM9700 + 2 storage switches, 9
        // SN2201 × 2 uplinks and 2 aggregation switches' own ports = 66.
        // 512 + 82 + 66 = 660.
        QCOMPARE(plan.size(), std::size_t(660));
        std::set<std::string> ids;
        for (const CableRun& r : plan) {
            ids.insert(r.cableId);
        }
        QCOMPARE(ids.size(), plan.size());
        const auto records = test::csvRecords(tableToCsv(cablingTable(plan)));
        QCOMPARE(records.size(), std::size_t(661));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cabling.xlsx"));
        QVERIFY(!writeWorkbook({cablingTable(plan)}, path).has_value());
        QCOMPARE(test::xlsxToCsv(path).count(u'\n'), 661);
        // Deterministic: a second run gives the same order.
        const std::vector<CableRun> again = cablingPlan(*loaded.design);
        for (std::size_t i = 0; i < plan.size(); ++i) {
            QCOMPARE(again[i].cableId, plan[i].cableId);
        }
    }
};

QTEST_GUILESS_MAIN(TestCablingPlan)
#include "tst_cablingplan.moc"
