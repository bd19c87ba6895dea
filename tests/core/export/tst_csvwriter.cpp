// CSV per RFC 4180: quoting, doubled quotes, CRLF, money with two decimals,
// and text that a spreadsheet would run as a formula defused.
#include "export/csvwriter.h"

#include <QTest>

#include <cmath>

using namespace cs::exports;

class TestCsvWriter : public QObject
{
    Q_OBJECT

private slots:
    // Streamed, a sheet arrives in pieces of about 64 KiB that together are
    // the whole text: 3,000 rows of ~40 bytes (~120 KB) make two or three.
    void aStreamedSheetIsTheWholeTextInPieces()
    {
        Table table{"t", {{"Name", 10}, {"Length (m)", 10}}, {}};
        for (int i = 0; i < 3000; ++i) {
            table.rows.push_back({{Cell::of("node-" + std::to_string(i) + ", rack \"A\""),
                                   Cell::number(i * 0.25, 2)},
                                  RowStyle::Body});
        }
        std::string streamed;
        int pieces = 0;
        sheetToCsv(sheetOf(table), [&](std::string_view piece) {
            QVERIFY(!piece.empty());
            QVERIFY(piece.size() < 64 * 1024 + 100); // a piece stops after the row that fills it
            streamed.append(piece);
            ++pieces;
        });
        QCOMPARE(streamed, tableToCsv(table));
        QVERIFY2(pieces >= 2, qPrintable(QString::number(pieces)));
        QVERIFY(streamed.find("\"node-2999, rack \"\"A\"\"\",749.75\r\n") != std::string::npos);
    }

    // A rounded number prints from its integer hundredths (or tenths, ...);
    // it must read exactly as the shortest form of the rounded double does
    // (std::to_chars, round-trip exact), over lengths, prices and signs.
    void roundedNumbersReadAsTheirShortestForm()
    {
        for (int decimals = 0; decimals <= Cell::kMaxDecimals; ++decimals) {
            const double scale = std::pow(10.0, decimals);
            for (double x : {0.0,
                             -0.0,
                             0.004,
                             -0.004,
                             0.005,
                             -0.005,
                             0.1,
                             0.125,
                             1.005,
                             2.347,
                             2.5,
                             3.0,
                             12.345,
                             99.995,
                             123456.789,
                             -7.25,
                             1e-7,
                             4096.0625,
                             987654321.123456,
                             1e-3,
                             5e-4,
                             0.0015,
                             1e4,
                             5e4,
                             99999.994,
                             1e5,
                             -1e5,
                             250000.0}) {
                for (double y : {x, x * 3.7, x / 7.0}) {
                    Table t{"t", {{"x", 1}}, {{{Cell::number(y, decimals)}}}};
                    const std::string csv = tableToCsv(t);
                    const std::string out = csv.substr(3, csv.size() - 5); // "x\r\n" … "\r\n"
                    const double rounded = std::round(y * scale) / scale;
                    QVERIFY2(out == shortest(rounded == 0 ? 0.0 : rounded),
                             qPrintable(QStringLiteral("%1 to %2 decimals: %3, not %4")
                                            .arg(y, 0, 'g', 17)
                                            .arg(decimals)
                                            .arg(QString::fromStdString(out),
                                                 QString::fromStdString(shortest(rounded)))));
                }
            }
        }
    }

    void quotesAndLineEnds()
    {
        Table t{"t", {{"name", 10}, {"a,b", 10}}, {}};
        t.rows.push_back({{Cell::of("QM9700 (64x NDR, \"managed\")"), Cell::of("two\nlines")}});
        t.rows.push_back({{Cell::of("plain"), Cell::empty()}});
        QCOMPARE(tableToCsv(t),
                 std::string("name,\"a,b\"\r\n"
                             "\"QM9700 (64x NDR, \"\"managed\"\")\",\"two\nlines\"\r\n"
                             "plain,\r\n"));
    }

    void numbers()
    {
        Table t{"t", {{"q", 1}, {"m", 1}, {"n", 1}, {"z", 1}, {"cm", 1}, {"r", 1}, {"s", 1}}, {}};
        // 1234.5 → 1234.50; 2.5 m stays 2.5; −0.004 rounds to 0.00, not −0.00.
        // To 2 decimals: 2.347 m → 2.35 (234.7 cm rounds up), 3 m stays 3 (no
        // trailing zeros), −0.001 m → 0, not −0.
        t.rows.push_back(
            {{Cell::integer(-4), Cell::money(1234.5), Cell::number(2.5, 1), Cell::money(-0.004),
              Cell::number(2.347, 2), Cell::number(3, 2), Cell::number(-0.001, 2)}});
        QCOMPARE(tableToCsv(t), std::string("q,m,n,z,cm,r,s\r\n-4,1234.50,2.5,0.00,2.35,3,0\r\n"));
    }

    void formulaLikeTextIsDefused()
    {
        Table t{"t", {{"x", 1}}, {}};
        for (const char* s : {"=HYPERLINK(\"http://x\")", "+1", "-2", "@SUM(A1)"}) {
            t.rows.push_back({{Cell::of(s)}});
        }
        QCOMPARE(tableToCsv(t), std::string("x\r\n\"'=HYPERLINK(\"\"http://x\"\")\"\r\n'+1\r\n"
                                            "'-2\r\n'@SUM(A1)\r\n"));
    }

    void cellReferences()
    {
        // rows[0] is sheet row 2; column 0 is A, 25 Z, 26 AA, 27 AB.
        QCOMPARE(cellRef(0, 0), std::string("A2"));
        QCOMPARE(cellRef(9, 25), std::string("Z11"));
        QCOMPARE(cellRef(0, 26), std::string("AA2"));
        QCOMPARE(cellRef(3, 27), std::string("AB5"));
    }
};

QTEST_GUILESS_MAIN(TestCsvWriter)
#include "tst_csvwriter.moc"
