// Spare parts: the share of each kind rounded up with at least one, counted
// from the design's servers and its bill of materials, worked out by hand.
#include "exportfixture.h"
#include "ops/spares.h"
#include "tco/bom.h"

#include <QTest>

using namespace cs;
using namespace cs::ops;

namespace {

// The spares of the export tests' design (two servers n1, n2 and a leaf in
// rack A01; 15 links on 3 m DAC, one on 10 m fibre with a twin-port optic at
// each end), its servers given six 3,300 W supplies each.
std::vector<SpareLine> fixtureSpares()
{
    Design d = test::exportDesign();
    Part server = *d.part("test-server");
    server.server->psu = PsuSpec{6, 3300, 2};
    d.putPart(server);
    return spareLines(d, tco::buildBom(d, tco::Money("USD", 7.2)));
}

const SpareLine* find(const std::vector<SpareLine>& lines, SpareKind kind, const std::string& id)
{
    for (const SpareLine& l : lines) {
        if (l.kind == kind && l.partId == id) {
            return &l;
        }
    }
    return nullptr;
}

} // namespace

class TestSpares : public QObject
{
    Q_OBJECT

private slots:
    void roundsUpWithAtLeastOne_data()
    {
        QTest::addColumn<long long>("installed");
        QTest::addColumn<int>("percent");
        QTest::addColumn<long long>("spares");
        // 3% of 100 = 3 exactly (0.03 × 100 in floating point is 3.0000000000000004,
        // which would round up to 4).
        QTest::newRow("exact") << 100LL << 3 << 3LL;
        // 3% of 101 = 3.03 → 4.
        QTest::newRow("up") << 101LL << 3 << 4LL;
        // 2% of 15 = 0.3 → 1; 2% of 1 = 0.02 → 1: at least one of anything installed.
        QTest::newRow("small") << 15LL << 2 << 1LL;
        QTest::newRow("one") << 1LL << 2 << 1LL;
        // 10% of 192 (32 DGX H100 × 6 supplies) = 19.2 → 20.
        QTest::newRow("dgx supplies") << 192LL << 10 << 20LL;
        // Nothing installed, nothing to hold.
        QTest::newRow("none") << 0LL << 10 << 0LL;
    }

    void roundsUpWithAtLeastOne()
    {
        QFETCH(long long, installed);
        QFETCH(int, percent);
        QFETCH(long long, spares);
        QCOMPARE(recommendedSpares(installed, percent), spares);
    }

    // Each kind has a share and a source; the one without a public source says so.
    void sharesHaveSources()
    {
        QCOMPARE(spareRatioOf(SpareKind::PowerSupplies).percent, 10);
        QCOMPARE(spareRatioOf(SpareKind::Fans).percent, 10);
        QCOMPARE(spareRatioOf(SpareKind::Transceivers).percent, 3);
        QCOMPARE(spareRatioOf(SpareKind::Cables).percent, 2);
        QVERIFY(spareRatioOf(SpareKind::Cables).estimate);
        for (const SpareRatio& r : spareRatios()) {
            QVERIFY(!spareSourceText(r).isEmpty());
        }
    }

    void countsPerType_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("partId");
        QTest::addColumn<long long>("installed");
        QTest::addColumn<long long>("spares");
        // 2 servers × 6 supplies = 12; 10% = 1.2 → 2.
        QTest::newRow("supplies") << int(SpareKind::PowerSupplies) << "test-server" << 12LL << 2LL;
        // One twin-port optic at each end of the fibre link: 2; 3% = 0.06 → 1.
        QTest::newRow("optics") << int(SpareKind::Transceivers) << "t-twin-osfp" << 2LL << 1LL;
        // 8 + 7 DAC links = 15; 2% = 0.3 → 1. One fibre: 2% = 0.02 → 1.
        QTest::newRow("dac") << int(SpareKind::Cables) << "test-dac-3m" << 15LL << 1LL;
        QTest::newRow("fibre") << int(SpareKind::Cables) << "t-fibre" << 1LL << 1LL;
    }

    void countsPerType()
    {
        QFETCH(int, kind);
        QFETCH(QString, partId);
        QFETCH(long long, installed);
        QFETCH(long long, spares);
        const std::vector<SpareLine> lines = fixtureSpares();
        const SpareLine* line = find(lines, SpareKind(kind), partId.toStdString());
        QVERIFY(line);
        QCOMPARE(line->installed, std::optional<long long>(installed));
        QCOMPARE(line->spares, std::optional<long long>(spares));
    }

    void suppliesNameTheirServers()
    {
        const std::vector<SpareLine> lines = fixtureSpares();
        const SpareLine* psu = find(lines, SpareKind::PowerSupplies, "test-server");
        QVERIFY(psu);
        QCOMPARE(psu->devices, 2LL);
        QCOMPARE(psu->watts, 3300.0);
    }

    // What the catalog does not count stays unknown, never guessed: the
    // leaf's supplies (one device) and every fan.
    void unknownCountsStayUnknown()
    {
        const std::vector<SpareLine> lines = fixtureSpares();
        const SpareLine* supplies = find(lines, SpareKind::PowerSupplies, "");
        QVERIFY(supplies);
        QCOMPARE(supplies->devices, 1LL);
        QVERIFY(!supplies->installed && !supplies->spares);
        const SpareLine* fans = find(lines, SpareKind::Fans, "");
        QVERIFY(fans);
        QVERIFY(!fans->installed && !fans->spares);
    }

    // Supplies, fans, transceivers, cables: the page's order.
    void kindsInOrder()
    {
        const std::vector<SpareLine> lines = fixtureSpares();
        QCOMPARE(lines.size(), std::size_t(6)); // 2 supply lines, fans, 1 optic, 2 cables
        for (std::size_t i = 1; i < lines.size(); ++i) {
            QVERIFY(int(lines[i - 1].kind) <= int(lines[i].kind));
        }
    }
};

QTEST_MAIN(TestSpares)
#include "tst_spares.moc"
