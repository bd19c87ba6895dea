// Cables for links of an existing design: run lengths from floor positions,
// the generator's media order, new lengths after a rack moves.
#include "generator/linkcabling.h"
#include "model/modelerror.h"

#include "floortestdesign.h"
#include "testparts.h"

#include <QTest>

using namespace cs;
using namespace cs::generator;

namespace {

const Device& deviceNamed(const Design& d, const std::string& name)
{
    for (const Device& x : d.devices()) {
        if (x.name == name) {
            return x;
        }
    }
    throw std::runtime_error(name);
}

Rack rackNamed(const Design& d, const std::string& name)
{
    for (const Rack& r : d.racks()) {
        if (r.name == name) {
            return r;
        }
    }
    throw std::runtime_error(name);
}

// A management switch (4 × 1 GbE down, 2 × 100 Gb/s uplinks) and an
// aggregation switch (4 × 100 Gb/s, 1 GbE for its own management), both in A02.
Design withManagementSwitches()
{
    Design d = test::floorDesign();
    Part oob = test::leafSwitch();
    oob.id = "test-oob";
    oob.ports = {PortGroup{4, 1, "RJ45", 1, "ethernet", "management"},
                 PortGroup{2, 100, "QSFP28", 1, "ethernet", "uplink"}};
    Part agg = test::leafSwitch();
    agg.id = "test-agg";
    agg.ports = {PortGroup{4, 100, "QSFP28", 1, "ethernet", "any"},
                 PortGroup{1, 1, "RJ45", 1, "ethernet", "management"}};
    d.putPart(oob);
    d.putPart(agg);
    const RackId a02 = rackNamed(d, "A02").id;
    d.addDevice(Device{DeviceId{}, "oob", "test-oob", Placement{a02, 40}, {}});
    d.addDevice(Device{DeviceId{}, "agg", "test-agg", Placement{a02, 39}, {}});
    return d;
}

} // namespace

class TestLinkCabling : public QObject
{
    Q_OBJECT

private slots:
    void switchesMeetOnEitherKindOfPort()
    {
        const Design d = withManagementSwitches();
        const DeviceId oob = deviceNamed(d, "oob").id;
        const DeviceId agg = deviceNamed(d, "agg").id;
        // Two kinds: 100 Gb/s (oob's first uplink, port 4, to agg's port 0) and
        // 1 GbE (oob's port 0 to agg's own management port 4); fastest first.
        const auto pairs = freePortPairs(d, oob, agg, NetworkRole::OutOfBandManagement);
        QCOMPARE(pairs.size(), std::size_t(2));
        QCOMPARE(pairs[0].first, (PortRef{oob, 4}));
        QCOMPARE(pairs[0].second, (PortRef{agg, 0}));
        QCOMPARE(pairs[1].first, (PortRef{oob, 0}));
        QCOMPARE(pairs[1].second, (PortRef{agg, 4}));
        QCOMPARE(*firstFreePorts(d, oob, agg, NetworkRole::OutOfBandManagement), pairs[0]);
        QCOMPARE(portRole(d, pairs[0].first), std::string("uplink"));
        QCOMPARE(portGbps(d, pairs[1].first), 1.0);
        // For a compute fabric the management ports do not suit: only the uplink kind.
        QCOMPARE(freePortPairs(d, oob, agg, NetworkRole::Compute).size(), std::size_t(1));
    }

    void runLengthFollowsTheFloor()
    {
        const Design d = test::floorDesign();
        // node-1 at U1 of A01 (slot 0, x = 0), leaf-1 at U42 of A02 (slot 1, x = 0.6):
        // 0.6 + (42 − 1 + 1) × 0.04445 + (42 − 42 + 1) × 0.04445 + 1 slack
        // = 0.6 + 1.8669 + 0.04445 + 1 = 3.51135 → 3.52 m.
        const auto length = runLengthM(d, deviceNamed(d, "node-1").id, deviceNamed(d, "leaf-1").id);
        QVERIFY(length);
        QCOMPARE(*length, 3.52);
    }

    void cableFollowsTheLength_data()
    {
        QTest::addColumn<double>("lengthM");
        QTest::addColumn<QString>("cable");
        QTest::addColumn<QString>("optic");
        // Like single-port OSFP cages: DAC up to 3 m, ACC up to 5 m, then multimode.
        QTest::newRow("2 m") << 2.0 << "test-dac-3m"
                             << "";
        QTest::newRow("3.52 m") << 3.52 << "test-acc-5m"
                                << "";
        QTest::newRow("8.32 m") << 8.32 << "test-mmf-30m"
                                << "test-osfp-sr";
    }
    void cableFollowsTheLength()
    {
        QFETCH(double, lengthM);
        QFETCH(QString, cable);
        QFETCH(QString, optic);
        const Design d = test::floorDesign();
        const Link& link = d.links().front();
        const auto choice = chooseLinkCabling(d, link.a, link.b, lengthM, {});
        QVERIFY(choice);
        QCOMPARE(QString::fromStdString(choice->cablePartId), cable);
        QCOMPARE(QString::fromStdString(choice->transceiverAPartId), optic);
        QCOMPARE(QString::fromStdString(choice->transceiverBPartId), optic);
    }

    void movedRackRelengthsItsLinks()
    {
        Design d = test::floorDesign();
        Rack a02 = rackNamed(d, "A02");
        a02.position->slot = 9;
        d.updateRack(a02);
        const std::vector<Link> links = relengthLinks(d, {a02.id}, {});
        QCOMPARE(links.size(), std::size_t(1));
        // Slot 9: x = 5.4 → 5.4 + 1.8669 + 0.04445 + 1 = 8.31135 → 8.32 m, beyond the
        // ACC's 5 m: multimode fibre with optics at both ends.
        QCOMPARE(links[0].lengthM, 8.32);
        QCOMPARE(links[0].cablePartId, std::string("test-mmf-30m"));
        QCOMPARE(links[0].transceiverAPartId, std::string("test-osfp-sr"));
        // A move that leaves the run as long as it was changes no link.
        d.updateLink(links[0]);
        QVERIFY(relengthLinks(d, {a02.id}, {}).empty());
    }

    void shorterRunKeepsItsCable()
    {
        Design d = test::floorDesign();
        Rack a02 = rackNamed(d, "A02");
        a02.position->slot = 2; // 1.2 + 1.8669 + 0.04445 + 1 = 4.11135 → 4.12 m, ACC reaches
        d.updateRack(a02);
        const std::vector<Link> links = relengthLinks(d, {a02.id}, {});
        QCOMPARE(links.size(), std::size_t(1));
        QCOMPARE(links[0].lengthM, 4.12);
        QCOMPARE(links[0].cablePartId, std::string("test-acc-5m"));
    }

    void optionsListWhatReaches()
    {
        const Design d = test::floorDesign();
        // 3.52 m: the 3 m DAC is too short; the ACC and the fibre with optics reach.
        const std::vector<LinkCabling> options = cablingOptions(d, d.links().front(), {});
        QCOMPARE(options.size(), std::size_t(2));
        QCOMPARE(options[0].cablePartId, std::string("test-acc-5m"));
        QCOMPARE(options[1].cablePartId, std::string("test-mmf-30m"));
        QCOMPARE(options[1].transceiverBPartId, std::string("test-osfp-sr"));
    }

    // The floor design's optic named MPO-12/APC and its 30 m fibre too, beside
    // a 10 m duplex LC fibre that is shorter and so would come first: an
    // 8.32 m run takes the fibre the optics plug into, and the options list
    // only it.
    void aDrawnLinkTakesAFibreItsOpticsPlugInto()
    {
        Design d = test::floorDesign();
        Part sr = *d.part("test-osfp-sr");
        sr.transceiver->connector = "mpo12-apc";
        d.putPart(sr);
        Part mpo = *d.part("test-mmf-30m");
        mpo.cable->connector = "mpo12-apc";
        d.putPart(mpo);
        Part lc = mpo;
        lc.id = "test-mmf-lc-10m";
        lc.cable->lengthM = 10;
        lc.cable->connector = "lc-duplex";
        d.putPart(lc);
        const Link& link = d.links().front();
        const auto choice = chooseLinkCabling(d, link.a, link.b, 8.32, {});
        QVERIFY(choice);
        QCOMPARE(choice->cablePartId, std::string("test-mmf-30m"));
        QCOMPARE(choice->transceiverAPartId, std::string("test-osfp-sr"));
        Link longer = link;
        longer.lengthM = 8.32;
        d.updateLink(longer);
        for (const LinkCabling& option : cablingOptions(d, longer, {})) {
            QVERIFY(option.cablePartId != "test-mmf-lc-10m");
        }
    }

    void linkUpdateKeepsItsEnds()
    {
        Design d = test::floorDesign();
        Link link = d.links().front();
        link.lengthM = 4;
        link.cablePartId = "test-mmf-30m";
        d.updateLink(link);
        QCOMPARE(d.links().front(), link);
        link.b.port = 5;
        try {
            d.updateLink(link);
            QFAIL("a link moved to another port");
        } catch (const ModelError& e) {
            QCOMPARE(e.code(), std::string("LINK_ENDS_CHANGED"));
        }
        link.b.port = 0;
        link.cablePartId = "no-such-cable";
        QVERIFY_THROWS_EXCEPTION(ModelError, d.updateLink(link));
        QCOMPARE(d.links().front().cablePartId, std::string("test-mmf-30m"));
    }
};

QTEST_GUILESS_MAIN(TestLinkCabling)
#include "tst_linkcabling.moc"
