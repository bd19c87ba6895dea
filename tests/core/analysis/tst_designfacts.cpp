// The facts every analysis reads: each device's ports resolved once. Devices
// of one part that carry its own NICs share their port facts; a device
// configured with other NICs has its own.
#include "analysis/designfacts.h"
#include "testparts.h"

#include <QTest>

using namespace cs;
using namespace cs::analysis;

class TestDesignFacts : public QObject
{
    Q_OBJECT

private slots:
    void devicesOfOnePartShareTheirPortsAndOthersKeepTheirOwn()
    {
        Design d = test::designWithOneRack();
        const RackId rack = d.racks().front().id;
        auto addServer = [&](const char* name, int u) {
            return d.addDevice(Device{
                DeviceId{}, name, "test-server", Placement{rack, u, RackFace::Front, false}, {}});
        };
        const DeviceId first = addServer("node-1", 1);
        const DeviceId own = addServer("node-2", 9);
        const DeviceId third = addServer("node-3", 17);
        DeviceConfig storageNics;
        storageNics.nics = std::vector<NicConfig>{{"test-nic", 4, "storage"}};
        d.setDeviceConfig(own, storageNics);

        const DesignFacts facts(d, Assumptions{});
        const DeviceFacts& a = facts.devices()[static_cast<std::size_t>(facts.indexOf(first))];
        const DeviceFacts& b = facts.devices()[static_cast<std::size_t>(facts.indexOf(own))];
        const DeviceFacts& c = facts.devices()[static_cast<std::size_t>(facts.indexOf(third))];
        // test-server: port 0 the 1G RJ45 BMC, then its eight 400G NICs (9 ports).
        QCOMPARE(a.portCount, 9u);
        QCOMPARE(c.portCount, 9u);
        QCOMPARE(c.firstPort, a.firstPort); // one part, its own NICs: one range
        // Configured with four NICs in the storage role: 1 + 4 ports of its own.
        QCOMPARE(b.portCount, 5u);
        QVERIFY(b.firstPort != a.firstPort);

        const int ia = facts.indexOf(first);
        const int ib = facts.indexOf(own);
        const int ic = facts.indexOf(third);
        QCOMPARE(facts.port(ia, 0)->gbps, 1.0);
        QCOMPARE(*facts.port(ic, 8)->role, std::string("compute"));
        QCOMPARE(facts.port(ic, 8)->gbps, 400.0);
        QCOMPARE(*facts.port(ib, 4)->role, std::string("storage"));
        QVERIFY(facts.port(ib, 5) == nullptr); // past its five ports
        QVERIFY(facts.port(ia, 9) == nullptr);
    }
};

QTEST_GUILESS_MAIN(TestDesignFacts)
#include "tst_designfacts.moc"
