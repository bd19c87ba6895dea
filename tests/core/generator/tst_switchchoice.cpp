// Choosing the compute switch and its port mode: by the node's port speed and
// protocol, then by tiers and switch count, with breakout modes as their own
// radix; the errors when nothing fits.
#include "generator/clusterspec.h"
#include "generator/switchchoice.h"

#include <QTest>

using namespace cs;
using namespace cs::generator;

namespace {

Part switchPart(const std::string& id, const std::string& protocol, int ports, double gbps,
                int perCage = 1)
{
    Part p;
    p.id = id;
    p.kind = PartKind::Switch;
    p.name = id;
    p.ports = {PortGroup{ports, gbps, "OSFP", perCage, protocol, "any"},
               PortGroup{1, 1, "RJ45", 1, "ethernet", "management"}};
    p.networkSwitch = SwitchSpec{protocol, true, std::nullopt, "any"};
    return p;
}

// 64 x 800G cages, or 128 x 400G / 256 x 200G by breakout (as the SN5600).
Part breakoutSwitch()
{
    Part p = switchPart("eth-800", "ethernet", 64, 800);
    p.ports[0].breakout = std::vector<PortMode>{{128, 400, 2, {}}, {256, 200, 4, {}}};
    return p;
}

SwitchQuery query(int nodes, double gbps, const std::string& protocol)
{
    SwitchQuery q;
    q.ports = EndpointPorts{gbps, protocol};
    q.fabric = FatTreeInput{nodes, 8, nodes, 0, 1.0, false};
    q.nodeName = "node";
    return q;
}

} // namespace

class TestSwitchChoice : public QObject
{
    Q_OBJECT

private slots:
    void portModes();
    void derivedPartInBreakoutMode();
    void vpiNodesKeepInfiniBandWhileItReaches();
    void ethernetNodesGetEthernet();
    void speedPicksTheSwitch();
    void opticsDecide();
    void refusals();
};

void TestSwitchChoice::portModes()
{
    const Part p = breakoutSwitch();
    const std::vector<SwitchMode> modes = portModesOf(p);
    QCOMPARE(modes.size(), std::size_t{3});
    QCOMPARE(modes[0].count, 64); // native first
    QCOMPARE(modes[0].breakout, -1);
    QCOMPARE(modes[1].count, 128);
    QCOMPARE(modes[1].portsPerCage, 2);
    QCOMPARE(modes[2].gbps, 200.0);
    QCOMPARE(modes[2].cage, std::string("OSFP"));
    QVERIFY(protocolServes("ethernet", "any"));
    QVERIFY(protocolServes("infiniband", ""));
    QVERIFY(!protocolServes("infiniband", "ethernet"));
}

// 128 x 400G over the same 64 cages: 2 ports per cage, the management port kept.
void TestSwitchChoice::derivedPartInBreakoutMode()
{
    const Part p = breakoutSwitch();
    const Part in = partInMode(portModesOf(p)[1]);
    QCOMPARE(in.id, std::string("eth-800.128x400g"));
    QCOMPARE(in.ports.size(), std::size_t{2});
    QCOMPARE(in.ports[0].count, 128);
    QCOMPARE(in.ports[0].gbps, 400.0);
    QCOMPARE(in.ports[0].portsPerCage, 2);
    QVERIFY(!in.ports[0].breakout);
    QCOMPARE(in.ports[1], p.ports[1]);
    QCOMPARE(in.portCount(), 129);
    QCOMPARE(partInMode(portModesOf(p)[0]), p); // the native mode is the catalog part
}

// VPI (protocol "any") 400G nodes: a 64-port InfiniBand switch while it
// reaches in three tiers, else the Ethernet switch at 128 x 400G.
void TestSwitchChoice::vpiNodesKeepInfiniBandWhileItReaches()
{
    const Part ib = switchPart("ib-400", "infiniband", 64, 400, 2);
    const Part eth = breakoutSwitch();
    const std::vector<const Part*> both{&eth, &ib};
    // 512 nodes x 8 = 4,096 ports: 3 tiers of k = 64 (> 2,048) against 2 tiers of k = 128
    // (≤ 8,192); InfiniBand still wins.
    SwitchChoice c = chooseSwitch(both, query(512, 400, "any"));
    QCOMPARE(c.mode.part->id, std::string("ib-400"));
    QCOMPARE(c.plan.tiers, 3);
    // 8,192 x 8 = 65,536 = 64³/4: the InfiniBand limit, still InfiniBand.
    QCOMPARE(chooseSwitch(both, query(8192, 400, "any")).mode.part->id, std::string("ib-400"));
    // 16,384 x 8 = 131,072 > 65,536: Ethernet in 128 x 400G, 2,048 + 2,048 + 1,024 switches
    // (worked in tst_fattree).
    c = chooseSwitch(both, query(16384, 400, "any"));
    QCOMPARE(c.mode.part->id, std::string("eth-800"));
    QCOMPARE(c.mode.breakout, 0);
    QCOMPARE(c.mode.count, 128);
    QCOMPARE(c.plan.tiers, 3);
    QCOMPARE(c.plan.switches(), 2048 + 2048 + 1024);
}

void TestSwitchChoice::ethernetNodesGetEthernet()
{
    const Part ib = switchPart("ib-400", "infiniband", 64, 400, 2);
    const Part eth = breakoutSwitch();
    // 2 nodes x 8 = 16 ports: one InfiniBand switch would do, but the ports speak Ethernet.
    const SwitchChoice c = chooseSwitch({&ib, &eth}, query(2, 400, "ethernet"));
    QCOMPARE(c.mode.part->id, std::string("eth-800"));
    QCOMPARE(c.plan.tiers, 1);
}

// 200G nodes: the 40-port 200G switch, not a 400G one; among Ethernet
// switches at 400G the 128-port mode beats a 64-port switch (2 tiers:
// 1,024 x 8 = 8,192 ports → 128 + 64 = 192 switches against 3 tiers of k = 64).
void TestSwitchChoice::speedPicksTheSwitch()
{
    const Part hdr = switchPart("ib-200", "infiniband", 40, 200);
    const Part ndr = switchPart("ib-400", "infiniband", 64, 400, 2);
    QCOMPARE(chooseSwitch({&ndr, &hdr}, query(8, 200, "any")).mode.part->id, std::string("ib-200"));
    const Part eth64 = switchPart("eth-400", "ethernet", 64, 400);
    const Part eth = breakoutSwitch();
    const SwitchChoice c = chooseSwitch({&eth64, &eth}, query(1024, 400, "ethernet"));
    QCOMPARE(c.mode.part->id, std::string("eth-800"));
    QCOMPARE(c.plan.tiers, 2);
    QCOMPARE(c.plan.switches(), 192);
}

// A mode without optics in the supplies is passed over; with no other, the
// error names the supply parts.
void TestSwitchChoice::opticsDecide()
{
    const Part eth = breakoutSwitch();
    SwitchQuery q = query(16, 800, "ethernet");
    q.hasOptics = [](const SwitchMode& m) { return m.portsPerCage == 2; };
    try {
        chooseSwitch({&eth}, q);
        QFAIL("a mode without optics was chosen");
    } catch (const GeneratorError& e) {
        QCOMPARE(e.field(), std::string("supply_parts"));
        QVERIFY(e.message().contains(QLatin1String("eth-800")));
    }
    q = query(16, 400, "ethernet");
    q.hasOptics = [](const SwitchMode& m) { return m.portsPerCage == 2; };
    QCOMPARE(chooseSwitch({&eth}, q).mode.count, 128);
}

void TestSwitchChoice::refusals()
{
    const Part ib = switchPart("ib-400", "infiniband", 64, 400, 2);
    auto fieldOf = [](const std::vector<const Part*>& parts, const SwitchQuery& q) {
        try {
            chooseSwitch(parts, q);
        } catch (const GeneratorError& e) {
            // One sentence: the field, or a marker when the message is not one.
            return e.message().endsWith(QLatin1Char('.')) ? e.field() : std::string("no sentence");
        }
        return std::string("accepted");
    };
    // Ethernet ports, only InfiniBand in the catalog.
    QCOMPARE(fieldOf({&ib}, query(2, 400, "ethernet")), std::string("switch"));
    // The spec names the InfiniBand switch for Ethernet ports.
    SwitchQuery named = query(2, 400, "ethernet");
    named.named = true;
    QCOMPARE(fieldOf({&ib}, named), std::string("switch"));
    // No 200G mode.
    QCOMPARE(fieldOf({&ib}, query(2, 200, "infiniband")), std::string("switch"));
    // 8,193 x 8 > 65,536: beyond three tiers of the only switch.
    QCOMPARE(fieldOf({&ib}, query(8193, 400, "infiniband")), std::string("switch"));
}

QTEST_GUILESS_MAIN(TestSwitchChoice)
#include "tst_switchchoice.moc"
