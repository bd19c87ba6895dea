// Whether a part can go into a rack slot, with the reason when it cannot:
// outside the rack, overlapping, too deep, over the load rating, 0U parts.
#include "model/mountcheck.h"
#include "testparts.h"

#include <QTest>

using namespace cs;

class TestMountCheck : public QObject
{
    Q_OBJECT

private slots:
    void refusesWithAReason_data()
    {
        QTest::addColumn<QString>("partKind");
        QTest::addColumn<int>("bottomU");
        QTest::addColumn<double>("depthMm");
        QTest::addColumn<QString>("expected"); // a word of the reason; empty: fits
        // The rack is 42U, 1200 mm deep, rated 1500 kg; one 8U server of 400 kg
        // sits at U1..U8.
        QTest::newRow("free units") << "server" << 9 << 900.0 << "";
        QTest::newRow("overlaps U1..U8") << "server" << 8 << 900.0 << "overlap";
        // U36..U43 ends one unit above the rack.
        QTest::newRow("sticks out") << "server" << 36 << 900.0 << "does not fit";
        QTest::newRow("deeper than the rack") << "server" << 9 << 1300.0 << "deep";
        QTest::newRow("0U at U5") << "pdu" << 5 << 0.0 << "0U";
        QTest::newRow("0U on the rails") << "pdu" << 0 << 0.0 << "";
    }
    void refusesWithAReason()
    {
        QFETCH(QString, partKind);
        QFETCH(int, bottomU);
        QFETCH(double, depthMm);
        QFETCH(QString, expected);
        Design d = test::designWithOneRack();
        Part server = test::gpuServer8u();
        server.weightKg = 400;
        d.putPart(server);
        const RackId rack = d.racks().front().id;
        d.addDevice(Device{DeviceId{}, "n1", server.id, Placement{rack, 1}, {}});
        Part part = partKind == "pdu" ? test::zeroUPdu() : server;
        part.depthMm = depthMm;
        const auto problem = mountProblem(d, part, Placement{rack, bottomU});
        if (expected.isEmpty()) {
            QVERIFY2(!problem, problem ? qPrintable(*problem) : "");
        } else {
            QVERIFY(problem);
            QVERIFY2(problem->contains(expected), qPrintable(*problem));
        }
    }

    void loadRatingAndMovingDevices()
    {
        Design d = test::designWithOneRack();
        Part server = test::gpuServer8u();
        server.weightKg = 400;
        d.putPart(server);
        const RackId rack = d.racks().front().id;
        const DeviceId first =
            d.addDevice(Device{DeviceId{}, "n1", server.id, Placement{rack, 1}, {}});
        d.addDevice(Device{DeviceId{}, "n2", server.id, Placement{rack, 9}, {}});
        d.addDevice(Device{DeviceId{}, "n3", server.id, Placement{rack, 17}, {}});
        // 3 × 400 = 1200 kg carried; a fourth makes 1600 kg > 1500 kg.
        const auto heavy = mountProblem(d, server, Placement{rack, 25});
        QVERIFY(heavy && heavy->contains(QLatin1String("1600 kg")));
        // Moving n1 within the rack: its own 400 kg and units do not count,
        // 800 + 400 = 1200 kg, and U5..U12 overlaps n2 (U9..U16) only.
        QVERIFY(!mountProblem(d, server, Placement{rack, 25}, {first}));
        const auto overlap = mountProblem(d, server, Placement{rack, 5}, {first});
        QVERIFY(overlap && overlap->contains(QLatin1String("n2")));
        QVERIFY(mountProblem(d, server, Placement{RackId(99), 1}));
    }
};

QTEST_GUILESS_MAIN(TestMountCheck)
#include "tst_mountcheck.moc"
