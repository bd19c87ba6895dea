// Bill of materials: one line per part and reason, counts equal to the
// design's devices, racks, coolers and links, server extras and credits,
// shared link parts counted once per started group, prices converted.
#include "tco/bom.h"
#include "testparts.h"

#include <QTest>

using namespace cs;
using namespace cs::tco;

namespace {

using test::priced;
using test::usd;

Part twinOptic()
{
    Part p;
    p.id = "t-twin-osfp";
    p.kind = PartKind::Transceiver;
    p.name = p.id;
    p.transceiver = TransceiverSpec{400, 2, "OSFP", "mmf", 50, {}};
    p.price = usd(1000);
    return p;
}

Part singleOptic()
{
    Part p = twinOptic();
    p.id = "t-single-osfp";
    p.transceiver->ports = 1;
    p.price = usd(500);
    return p;
}

Part fibre()
{
    Part p = test::dacCable(10);
    p.id = "t-fibre";
    p.cable = CableSpec{"mmf", 400, 10, 50, 1, true, {}};
    p.price = usd(100);
    return p;
}

Part splitter()
{
    Part p = test::dacCable(3);
    p.id = "t-splitter";
    p.cable->breakout = 2;
    p.price = usd(300);
    return p;
}

struct Built
{
    Design design;
    DeviceId node1, node2, leaf;
    FabricId fabric;
};

// Two 8-GPU servers and a leaf in one rack; every part priced in USD except
// the rack, priced in CNY.
Built twoNodes()
{
    Built b{test::designWithOneRack(), {}, {}, {}, {}};
    Design& d = b.design;
    d.putPart(priced(test::gpuServer8u(), 200000));
    d.putPart(priced(test::gpuPart(), 25000));
    d.putPart(priced(test::nicPart(), 2000));
    d.putPart(priced(test::leafSwitch(), 30000));
    d.putPart(priced(test::dacCable(3), 300));
    Part rack = test::rack42u();
    rack.price = Price{7200, "CNY", "2026-01", "unit", "test", true};
    d.putPart(rack);
    d.putPart(priced(test::rearDoorCooler(), 25000));
    for (const Part& p : {twinOptic(), singleOptic(), fibre(), splitter()}) {
        d.putPart(p);
    }
    const RackId r = d.racks().front().id;
    b.node1 = d.addDevice(
        Device{DeviceId{}, "n1", "test-server", Placement{r, 1, RackFace::Front, false}, {}});
    b.node2 = d.addDevice(
        Device{DeviceId{}, "n2", "test-server", Placement{r, 9, RackFace::Front, false}, {}});
    b.leaf = d.addDevice(
        Device{DeviceId{}, "leaf", "test-switch", Placement{r, 42, RackFace::Front, false}, {}});
    b.fabric = d.addFabric(
        Fabric{FabricId{}, "compute", NetworkRole::Compute, Topology::FatTree, 1.0, {{b.leaf, 1}}});
    d.addCoolingUnit(CoolingUnit{CoolingUnitId{}, "door", "test-rdhx", std::nullopt, r});
    return b;
}

const BomLine* lineOf(const Bom& bom, const std::string& part, BomReason reason = BomReason::Part)
{
    for (const BomLine& l : bom.lines) {
        if (l.partId == part && l.reason == reason) {
            return &l;
        }
    }
    return nullptr;
}

long long quantityOf(const Bom& bom, const std::string& part, BomReason reason = BomReason::Part)
{
    const BomLine* l = lineOf(bom, part, reason);
    return l ? l->quantity : 0;
}

const Money kUsd("USD", 7.2);

} // namespace

class TestBom : public QObject
{
    Q_OBJECT

private slots:
    void countsEqualTheDesign()
    {
        Built b = twoNodes();
        // 16 links: ports 1..8 of each server (its NICs) to leaf ports 0..15, DAC.
        for (int n = 0; n < 2; ++n) {
            for (int p = 1; p <= 8; ++p) {
                b.design.addLink(Link{LinkId{},
                                      b.fabric,
                                      {n == 0 ? b.node1 : b.node2, p},
                                      {b.leaf, n * 8 + p - 1},
                                      "test-dac-3m",
                                      "",
                                      "",
                                      2});
            }
        }
        const Bom bom = buildBom(b.design, kUsd);
        QCOMPARE(bom.quantityOf(BomCategory::GpuServers), 2LL);
        QCOMPARE(bom.quantityOf(BomCategory::Switches), 1LL);
        QCOMPARE(bom.quantityOf(BomCategory::Racks), 1LL);
        QCOMPARE(bom.quantityOf(BomCategory::Cooling), 1LL);
        QCOMPARE(bom.quantityOf(BomCategory::Cables),
                 static_cast<long long>(b.design.links().size()));
        QCOMPARE(bom.quantityOf(BomCategory::Transceivers), 0LL);
        // Default configurations: no GPU, CPU or NIC lines of their own.
        QCOMPARE(bom.quantityOf(BomCategory::Gpus), 0LL);
        QCOMPARE(bom.quantityOf(BomCategory::Nics), 0LL);
        QCOMPARE(bom.unpricedLines, 0);
        // 2 × 200,000 + 30,000 + 16 × 300 + 7,200 CNY / 7.2 + 25,000
        //   = 400,000 + 30,000 + 4,800 + 1,000 + 25,000 = 460,800
        QCOMPARE(bom.total, 460800.0);
        // The GPU price moves the GPU servers: 400,000.
        QCOMPARE(bom.gpuTotal, 400000.0);
        QCOMPARE(bom.totalOf(BomCategory::Racks), 1000.0);
        const BomLine* rack = lineOf(bom, "test-rack-42u");
        QVERIFY(rack && rack->price && rack->price->currency == "CNY" && rack->price->estimate);
    }

    void extrasAndCredits()
    {
        Built b = twoNodes();
        Part bigger = priced(test::gpuPart(), 32000);
        bigger.id = "t-gpu-2";
        b.design.putPart(bigger);
        DeviceConfig half;
        half.gpuCount = 4; // 4 of the 8 default GPUs left out
        half.nics = std::vector<NicConfig>{{"test-nic", 4, "compute"}};
        b.design.setDeviceConfig(b.node1, half);
        DeviceConfig other;
        other.gpuPartId = "t-gpu-2"; // 8 other GPUs replace the 8 default ones
        b.design.setDeviceConfig(b.node2, other);
        const Bom bom = buildBom(b.design, kUsd);
        QCOMPARE(quantityOf(bom, "test-gpu", BomReason::NotFitted), -4LL - 8LL);
        QCOMPARE(quantityOf(bom, "test-nic", BomReason::NotFitted), -4LL);
        QCOMPARE(quantityOf(bom, "t-gpu-2", BomReason::Extra), 8LL);
        // GPUs: −12 × 25,000 + 8 × 32,000 = −300,000 + 256,000 = −44,000
        QCOMPARE(bom.totalOf(BomCategory::Gpus), -44000.0);
        QCOMPARE(bom.totalOf(BomCategory::Nics), -8000.0);
        // The GPU total holds the servers and the GPU lines: 400,000 − 44,000.
        QCOMPARE(bom.gpuTotal, 356000.0);
    }

    void sharedLinkPartsCountOncePerGroup()
    {
        Built b = twoNodes();
        // Three fibre links from node 1 to the leaf with twin-port optics on
        // the leaf (3 ends → 2 modules) and single ones on the node (3).
        for (int p = 1; p <= 3; ++p) {
            b.design.addLink(Link{LinkId{},
                                  b.fabric,
                                  {b.node1, p},
                                  {b.leaf, p - 1},
                                  "t-fibre",
                                  "t-single-osfp",
                                  "t-twin-osfp",
                                  10});
        }
        // Three splitter links from node 2: the twin plug on the leaf, 3 ends → 2 cables.
        for (int p = 1; p <= 3; ++p) {
            b.design.addLink(
                Link{LinkId{}, b.fabric, {b.node2, p}, {b.leaf, 10 + p}, "t-splitter", "", "", 3});
        }
        const Bom bom = buildBom(b.design, kUsd);
        QCOMPARE(quantityOf(bom, "t-twin-osfp"), 2LL);
        QCOMPARE(quantityOf(bom, "t-single-osfp"), 3LL);
        QCOMPARE(quantityOf(bom, "t-fibre"), 3LL);
        QCOMPARE(quantityOf(bom, "t-splitter"), 2LL);
        // 2 × 1,000 + 3 × 500 = 3,500 of transceivers
        QCOMPARE(bom.totalOf(BomCategory::Transceivers), 3500.0);
    }

    void unpricedAndConvertedLines()
    {
        Built b = twoNodes();
        Part pdu = test::zeroUPdu(); // no price
        b.design.putPart(pdu);
        b.design.addDevice(Device{DeviceId{}, "pdu", "test-pdu", std::nullopt, {}});
        const Bom usdBom = buildBom(b.design, kUsd);
        QCOMPARE(usdBom.unpricedLines, 1);
        QVERIFY(!lineOf(usdBom, "test-pdu")->unitPrice);
        QCOMPARE(usdBom.total, 2 * 200000.0 + 30000 + 1000 + 25000);
        // In CNY at 7.2: every USD amount × 7.2, the CNY rack as it is.
        const Bom cnyBom = buildBom(b.design, Money("CNY", 7.2));
        QCOMPARE(cnyBom.currency, std::string("CNY"));
        QCOMPARE(lineOf(cnyBom, "test-rack-42u")->unitPrice.value(), 7200.0);
        QCOMPARE(cnyBom.total, (2 * 200000.0 + 30000 + 25000) * 7.2 + 7200);
    }

    void devicesAlone()
    {
        Built b = twoNodes();
        const Bom bom = bomOfDevices(b.design, {b.node1, b.leaf}, kUsd);
        QCOMPARE(bom.total, 230000.0);
        QCOMPARE(bom.quantityOf(BomCategory::Racks), 0LL);
    }
};

QTEST_GUILESS_MAIN(TestBom)
#include "tst_bom.moc"
