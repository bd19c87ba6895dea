// The design generator on the bundled catalog: generated designs pass the
// analysis without errors, wire rails and cables correctly, round-trip through
// the file format, are deterministic, and impossible targets are refused with
// the spec field at fault.
#include "analysis/analysis.h"
#include "bundledcatalog.h"
#include "generator/cabling.h"
#include "generator/generator.h"
#include "io/designfile.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace cs;
using namespace cs::generator;

namespace {

const std::map<std::string, Part>& catalog()
{
    return test::bundledParts();
}

PartLookup lookup()
{
    return test::bundledPartLookup();
}

// The bundled catalog and two DGX H100s made too heavy and too deep for any
// rack of it, to reach the rack checks.
PartLookup lookupWithTestNodes()
{
    return [](const std::string& id) -> std::optional<Part> {
        if (id == "test-heavy-dgx" || id == "test-deep-dgx") {
            Part p = catalog().at("nvidia-dgx-h100");
            p.id = id;
            (id == "test-heavy-dgx" ? p.weightKg : p.depthMm) = 1300.0;
            return p;
        }
        return lookup()(id);
    };
}

ClusterSpec dgxSpec(int gpus);

// `nodes` of the catalog node `node`, everything else by default.
ClusterSpec nodesSpec(const std::string& node, int nodes)
{
    ClusterSpec s = dgxSpec(1);
    s.gpus.reset();
    s.nodePartId = node;
    s.nodes = nodes;
    return s;
}

ClusterSpec dgxSpec(int gpus)
{
    ClusterSpec s;
    s.nodePartId = "nvidia-dgx-h100";
    s.gpus = gpus;
    std::vector<Part> all;
    for (const auto& [id, p] : catalog()) {
        all.push_back(p);
    }
    s.supplyPartIds = supplyPartIds(all);
    return s;
}

QString errorsOf(const analysis::AnalysisReport& report)
{
    QString text;
    for (const Finding& f : report.findings) {
        text +=
            QStringLiteral("\n  %1 %2: %3")
                .arg(QLatin1String(toName(f.severity)), QString::fromStdString(f.code), f.message);
    }
    return text;
}

bool isEthernetSwitch(const std::string& id)
{
    const Part& p = catalog().at(id);
    return p.networkSwitch && p.networkSwitch->protocol == "ethernet";
}

const Part& partOf(const Design& d, const std::string& id)
{
    return *d.part(id);
}

// The role of a port, numbered as the file format says.
std::string roleOfPort(const Design& d, const Device& device, int port)
{
    const Part& p = partOf(d, device.partId);
    for (const PortGroup& g : p.ports) {
        if (port < g.count) {
            return g.role;
        }
        port -= g.count;
    }
    for (const NicConfig& nic : d.nicsOf(device)) {
        for (int n = 0; n < nic.count; ++n) {
            for (const PortGroup& g : partOf(d, nic.partId).ports) {
                if (port < g.count) {
                    return nic.role;
                }
                port -= g.count;
            }
        }
    }
    return {};
}

// A rail-optimized SuperPOD as the reference architectures count it: the
// compute fabric's switches per tier (leaves first), its GPU ports and its
// cables, and the analysis's findings when it has errors.
struct SuperPod
{
    std::vector<int> switchesPerTier;
    int endpointPorts = 0;
    int cables = 0;
    QString errors;
};

SuperPod railOptimizedPod(const std::string& node, int nodes, const std::string& switchPart)
{
    ClusterSpec spec = nodesSpec(node, nodes);
    spec.fabric = FabricKind::RailOptimized;
    spec.computeSwitchPartId = switchPart;
    const Design d = generateCluster(spec, lookup());
    const analysis::AnalysisReport report = analysis::analyze(d);
    SuperPod pod;
    pod.errors = report.hasErrors() ? errorsOf(report) : QString();
    const analysis::FabricReport& compute = report.network.fabrics.front();
    for (const analysis::TierReport& t : compute.tiers) {
        pod.switchesPerTier.push_back(t.switches);
    }
    pod.endpointPorts = compute.endpointPorts;
    const FabricId fabric = d.fabrics().front().id;
    pod.cables = static_cast<int>(std::count_if(d.links().begin(), d.links().end(),
                                                [&](const Link& l) { return l.fabric == fabric; }));
    return pod;
}

} // namespace

class TestGenerator : public QObject
{
    Q_OBJECT

private slots:
    void designsPassTheAnalysis_data();
    void designsPassTheAnalysis();
    void railsAndCables();
    void twinPortCagesShareTheirModule();
    void singlePortOpticsReachAcrossLargeFloors();
    void longRunsOfTheXdrGenerationHaveOptics();
    void aFibreTakesItsOpticsConnector();
    void roundTripAndDeterminism();
    void impossibleTargets_data();
    void impossibleTargets();
    void switchFollowsTheNode_data();
    void switchFollowsTheNode();
    void gaudiNodesCableTheirOwnEthernetPorts();
    void noSwitchForTheProtocol();
    void rackScaleNodesStandAsTheirOwnRacks();
    void aRackScaleSystemIsCooledByItsOwnLoop();
    void rackScaleRacksJoinNoOobZone();
    void xdrSuperPodMatchesTheReferenceArchitecture_data();
    void xdrSuperPodMatchesTheReferenceArchitecture();
    void ndrSuperPodMatchesTheReferenceArchitecture_data();
    void ndrSuperPodMatchesTheReferenceArchitecture();
    void twoPlaneSpectrumXMatchesTheReferenceArchitecture_data();
    void twoPlaneSpectrumXMatchesTheReferenceArchitecture();
    void planesNeedASplittableComputePort();
    void gb200ScalableUnitPutsARacksTraysOnOneLeafPerRail();
};

void TestGenerator::designsPassTheAnalysis_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("fabric");
    QTest::addColumn<QString>("cooling");
    QTest::addColumn<double>("storageTb");
    QTest::addColumn<int>("expectedNodes");
    QTest::addColumn<int>("expectedTiers");
    // 8 GPUs = 1 DGX: 8 compute ports fit one switch.
    QTest::newRow("8 GPUs") << 8 << "fat-tree"
                            << "" << 0.0 << 1 << 1;
    // 64 GPUs = 8 DGX: 64 ports exactly fill one 64-port QM9700.
    QTest::newRow("64 GPUs") << 64 << "fat-tree"
                             << "" << 0.0 << 8 << 1;
    // 1,024 GPUs = 128 DGX, 1,024 ports ≤ 2,048: two tiers.
    QTest::newRow("1024 GPUs") << 1024 << "fat-tree"
                               << "" << 100.0 << 128 << 2;
    // 16,384 GPUs = 2,048 DGX, 16,384 ports ≤ 65,536: three tiers of QM9700.
    QTest::newRow("16384 GPUs") << 16384 << "fat-tree"
                                << "" << 0.0 << 2048 << 3;
    // 256 GPUs = 32 DGX, 256 ports: 8 leaves, 4 spines.
    QTest::newRow("256 GPUs") << 256 << "fat-tree"
                              << "" << 1000.0 << 32 << 2;
    QTest::newRow("256 GPUs, rail, air") << 256 << "rail-optimized"
                                         << "air" << 0.0 << 32 << 2;
    // 4,096 GPUs = 512 DGX, 4,096 ports > 2,048: three tiers.
    QTest::newRow("4096 GPUs, rail") << 4096 << "rail-optimized"
                                     << "" << 2000.0 << 512 << 3;
    QTest::newRow("4096 GPUs, liquid") << 4096 << "fat-tree"
                                       << "liquid" << 0.0 << 512 << 3;
}

void TestGenerator::designsPassTheAnalysis()
{
    QFETCH(int, gpus);
    QFETCH(QString, fabric);
    QFETCH(QString, cooling);
    QFETCH(double, storageTb);
    ClusterSpec spec = dgxSpec(gpus);
    spec.fabric = *fabricKindFromName(fabric.toStdString());
    if (!cooling.isEmpty()) {
        spec.cooling = coolingChoiceFromName(cooling.toStdString());
    }
    spec.storageTb = storageTb;
    const Design d = generateCluster(spec, lookup());
    const analysis::AnalysisReport report = analysis::analyze(d);
    QVERIFY2(!report.hasErrors(), qPrintable(QStringLiteral("findings:") + errorsOf(report)));
    QTEST(report.compute.nodes, "expectedNodes");
    QCOMPARE(report.compute.gpus, gpus);
    const analysis::FabricReport& compute = report.network.fabrics.front();
    QCOMPARE(compute.role, NetworkRole::Compute);
    QTEST(static_cast<int>(compute.tiers.size()), "expectedTiers");
    QCOMPARE(compute.endpointPorts, gpus); // one 400G port per GPU
}

// Rail i of every DGX on a leaf of rail i only; every cable reaches; fibre has optics.
void TestGenerator::railsAndCables()
{
    ClusterSpec spec = dgxSpec(4096);
    spec.fabric = FabricKind::RailOptimized;
    const Design d = generateCluster(spec, lookup());
    std::map<std::uint32_t, int> railOfLeaf;
    std::set<std::pair<std::uint32_t, int>> ports;
    for (const Link& l : d.links()) {
        QVERIFY(ports.insert({l.a.device.value, l.a.port}).second);
        QVERIFY(ports.insert({l.b.device.value, l.b.port}).second);
        const CableSpec& cable = *partOf(d, l.cablePartId).cable;
        QVERIFY2(l.lengthM <= std::max(cable.lengthM, 0.0) + 1e-9,
                 qPrintable(QStringLiteral("link %1: %2 m on a %3 m cable")
                                .arg(l.id.value)
                                .arg(l.lengthM)
                                .arg(cable.lengthM)));
        QVERIFY(!cable.needsTransceivers ||
                (!l.transceiverAPartId.empty() && !l.transceiverBPartId.empty()));
        const Device& a = *d.device(l.a.device);
        if (partOf(d, a.partId).kind == PartKind::GpuServer &&
            roleOfPort(d, a, l.a.port) == "compute") {
            const int rail = l.a.port - 1; // ports 1-8 are GPUs 0-7
            auto [it, fresh] = railOfLeaf.emplace(l.b.device.value, rail);
            QVERIFY2(fresh || it->second == rail, "a leaf carries two rails");
        }
    }
    QCOMPARE(railOfLeaf.size(), std::size_t{128}); // 512 nodes: 16 groups of 32 x 8 rails
}

// A twin-port cage holds one module: both of its links name the same part.
void TestGenerator::twinPortCagesShareTheirModule()
{
    const Design d = generateCluster(dgxSpec(2048), lookup());
    std::map<std::pair<std::uint32_t, int>, std::string> moduleOfCage;
    int twinEnds = 0;
    for (const Link& l : d.links()) {
        for (const auto& [end, module] :
             {std::pair{l.a, l.transceiverAPartId}, std::pair{l.b, l.transceiverBPartId}}) {
            const Device& dev = *d.device(end.device);
            if (module.empty() || partOf(d, module).transceiver->ports != 2) {
                continue;
            }
            ++twinEnds;
            // Twin-port cages: ports 2c, 2c+1 of a QM9700; 1-2, 3-4, ... of a DGX (port 0 is the
            // BMC).
            const int cage =
                partOf(d, dev.partId).kind == PartKind::Switch ? end.port / 2 : (end.port - 1) / 2;
            auto [it, fresh] = moduleOfCage.emplace(std::pair{end.device.value, cage}, module);
            QVERIFY2(fresh || it->second == module, "two modules in one cage");
        }
    }
    QVERIFY(twinEnds > 0);
}

// A 400G single-port OSFP switch port (the storage fabric's Arista 7060PX5)
// takes the shortest-reach single-mode optic that covers the run: NVIDIA's
// DR4 to 100 m, Arista's 400GBASE-DR4 to 500 m and 400GBASE-FR4 to 2 km
// (reaches from the vendors' documents, catalog/data/transceivers.json);
// nothing in the catalog serves a longer run. The 131,072-GPU floor's
// storage core runs are just over 100 m.
namespace {

// The bundled catalog's cables and optics, as the generator chooses from them.
CableCatalog bundledCables()
{
    std::vector<const Part*> supplies;
    for (const auto& [id, p] : catalog()) {
        if (p.kind == PartKind::Transceiver || p.kind == PartKind::Cable) {
            supplies.push_back(&p);
        }
    }
    return CableCatalog(supplies);
}

} // namespace

void TestGenerator::singlePortOpticsReachAcrossLargeFloors()
{
    const CableCatalog cables = bundledCables();
    const std::string osfp = "OSFP";
    const std::string ethernet = "ethernet";
    PortInfo port;
    port.gbps = 400;
    port.cage = &osfp;
    port.protocol = &ethernet;
    const auto optic = [&](double reachM) {
        const Part* t = cables.transceiver(port, 400, Media::Smf, reachM);
        return t ? t->id : std::string("none");
    };
    QCOMPARE(optic(80), std::string("nvidia-mms4x00-ns400"));
    QCOMPARE(optic(100.41), std::string("arista-osfp-400g-dr4"));
    QCOMPARE(optic(800), std::string("arista-osfp-400g-fr4"));
    QCOMPARE(optic(2500), std::string("none"));
    QVERIFY(cables.fibre(Media::Smf, 400, 100.41) != nullptr);
    // The catalog remembers answers by the cage's name: the same string
    // object now naming a cage no 400G optic in the catalog fits gets no
    // optic, not the OSFP answer it gave before.
    std::string cage = "OSFP";
    port.cage = &cage;
    QCOMPARE(optic(80), std::string("nvidia-mms4x00-ns400"));
    cage = "SFP28";
    QCOMPARE(optic(80), std::string("none"));
}

// The runs past 100 m and 50 m that a 131,072-GPU floor of DGX B300 on
// Quantum-X800 makes (measured from a generated design): an XDR leaf to a
// third-tier switch, 102.16 m at 800G, takes the 500 m twin-port MMS4A00-XM
// over a single-mode MPO-12/APC trunk longer than NVIDIA's 100 m MFP7E30
// (the 150 m generic trunk: the shortest that covers it); a BlueField-3 to a
// storage leaf, 71.18 m at 400G QSFP112, the single-mode MMS1X00-NS400 (100
// m) where multimode stops at 50 m; an out-of-band uplink, 65.89 m at 100G
// QSFP28, runs on multimode (the SR4 MMA1B00-C100D reaches 100 m of OM4 over a
// flat-polished trunk), and single-mode would take the 500 m DR1 MMS1V70-CM.
void TestGenerator::longRunsOfTheXdrGenerationHaveOptics()
{
    const CableCatalog cables = bundledCables();
    const std::string osfp = "OSFP", qsfp112 = "QSFP112", qsfp28 = "QSFP28";
    const auto optic = [&](const std::string& cage, int perCage, double gbps, double reachM) {
        PortInfo port;
        port.gbps = gbps;
        port.cage = &cage;
        port.portsPerCage = perCage;
        const Part* t = cables.transceiver(port, gbps, Media::Smf, reachM);
        return t ? t->id : std::string("none");
    };
    QCOMPARE(optic(osfp, 2, 800, 102.16), std::string("nvidia-mms4a00-xm"));
    QCOMPARE(cables.fibre(Media::Smf, 800, 102.16)->id,
             std::string("generic-smf-mpo12apc-os2-150m"));
    QCOMPARE(cables.fibre(Media::Smf, 800, 99)->id, std::string("nvidia-mfp7e30-sm-mpo12apc-100m"));
    QVERIFY(!cables.fibre(Media::Smf, 800, 501));
    QCOMPARE(optic(qsfp112, 1, 400, 71.18), std::string("nvidia-mms1x00-ns400"));
    QVERIFY(!cables.fibre(Media::Mmf, 400, 71.18));
    QCOMPARE(optic(qsfp28, 1, 100, 65.89), std::string("nvidia-mms1v70-cm"));
    QVERIFY(cables.fibre(Media::Smf, 100, 65.89));
    PortInfo oob;
    oob.gbps = 100;
    oob.cage = &qsfp28;
    QCOMPARE(cables.firstChoice(oob, oob, false, 100, 65.89), Media::Mmf);
}

// A fibre takes its optics' connector (NVIDIA's and the catalog's figures):
// DR8 and SR4 legs MPO-12/APC, FR4 and DR1 duplex LC, 100G SR4 MPO-12/UPC.
// At 100 m an MPO module gets NVIDIA's 100 m MFP7E30, not the generic LC
// patch of the same length that sorts before it; a duplex LC module gets
// that patch; a 100G SR4 run of 65.89 m the 100 m flat-polished OM4 trunk.
// Optics naming different connectors share no fibre.
void TestGenerator::aFibreTakesItsOpticsConnector()
{
    const CableCatalog cables = bundledCables();
    QCOMPARE(cables.fibre(Media::Smf, 400, 100, "mpo12-apc")->id,
             std::string("nvidia-mfp7e30-sm-mpo12apc-100m"));
    QCOMPARE(cables.fibre(Media::Smf, 400, 100, "lc-duplex")->id,
             std::string("generic-smf-lc-duplex-os2-100m"));
    QCOMPARE(cables.fibre(Media::Mmf, 100, 65.89, "mpo12-upc")->id,
             std::string("generic-mmf-mpo12upc-om4-100m"));
    QCOMPARE(cables.fibre(Media::Mmf, 100, 10, "mpo12-apc")->id,
             std::string("nvidia-mfp7e10-om4-mpo12apc-10m"));
    const auto& parts = catalog();
    const Part* fr4 = &parts.at("nvidia-mms4x50-nm");
    const Part* sr8 = &parts.at("nvidia-mma4z00-ns");
    const Part* sr4at100g = &parts.at("nvidia-mma1b00-c100d");
    QCOMPARE(sharedConnector(fr4, fr4), std::optional<std::string>("lc-duplex"));
    QCOMPARE(sharedConnector(sr8, nullptr), std::optional<std::string>("mpo12-apc"));
    QCOMPARE(sharedConnector(sr8, sr4at100g), std::optional<std::string>());
    // A switch's twin-port cage whose other leg runs 150 m takes the 2 km FR4
    // twin (duplex LC); the single-port end of a 40 m leg would take NVIDIA's
    // 100 m DR4 (MPO-12/APC), so it is held to duplex LC: Arista's FR4.
    const std::string osfp = "OSFP";
    PortInfo twin;
    twin.gbps = 400;
    twin.cage = &osfp;
    twin.portsPerCage = 2;
    PortInfo single = twin;
    single.portsPerCage = 1;
    const CableCatalog::FibreParts held =
        cables.fibreLink(Media::Smf, {&twin, 400, 150}, {&single, 400, 40}, 400, 40);
    QCOMPARE(held.transceiverA->id, std::string("nvidia-mms4x50-nm"));
    QCOMPARE(held.transceiverB->id, std::string("arista-osfp-400g-fr4"));
    QCOMPARE(held.cable->id, std::string("generic-smf-lc-duplex-os2-50m"));
}

void TestGenerator::roundTripAndDeterminism()
{
    ClusterSpec spec = dgxSpec(256);
    spec.storageTb = 500;
    const Design d = generateCluster(spec, lookup());
    const QByteArray bytes = designToBytes(d);
    const DesignLoadResult loaded =
        loadDesignBytes(bytes, QStringLiteral("generated.cluster.json"));
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error->toString()));
    QVERIFY(*loaded.design == d);
    QCOMPARE(designToBytes(generateCluster(spec, lookup())), bytes);
}

void TestGenerator::impossibleTargets_data()
{
    QTest::addColumn<QString>("node");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("switchPart");
    QTest::addColumn<QString>("rack");
    QTest::addColumn<double>("rackPowerKw");
    QTest::addColumn<QString>("fabric");
    QTest::addColumn<QString>("cooling");
    QTest::addColumn<QString>("field");
    const QString qm = QStringLiteral("nvidia-quantum2-qm9700");
    const QString rack = QStringLiteral("apc-48u-600x1200-deep");
    QTest::newRow("unknown node") << "no-such-node" << 8 << qm << rack << 0.0 << "fat-tree"
                                  << ""
                                  << "node";
    QTest::newRow("switch is a rack") << "nvidia-dgx-h100" << 8 << rack << rack << 0.0 << "fat-tree"
                                      << ""
                                      << "switch";
    // 65,544 GPUs = 8,193 DGX = 65,544 ports > k³/4 = 65,536.
    QTest::newRow("beyond three tiers")
        << "nvidia-dgx-h100" << 65544 << qm << rack << 0.0 << "fat-tree"
        << ""
        << "switch";
    // A DGX H100 made to weigh 1,300 kg: + the rack's 165 kg > 1,363 kg static load.
    QTest::newRow("node too heavy") << "test-heavy-dgx" << 8 << qm << rack << 0.0 << "fat-tree"
                                    << ""
                                    << "rack";
    // A DGX H100 made 1,300 mm deep; the 48U rack is 1,200 mm.
    QTest::newRow("node too deep") << "test-deep-dgx" << 8 << qm << rack << 0.0 << "fat-tree"
                                   << ""
                                   << "rack";
    // A GB200 NVL72 stands as its own rack: 200 kW over 2N feeds leaves 100 kW
    // usable, less than its 120 kW peak.
    QTest::newRow("rack-scale node over its budget")
        << "nvidia-gb200-nvl72" << 72 << qm << rack << 200.0 << "fat-tree"
        << ""
        << "rack_power_kw";
    // 10 kW over 2N feeds leaves 5 kW usable, less than one DGX (10.2 kW).
    QTest::newRow("budget below one node")
        << "nvidia-dgx-h100" << 8 << qm << rack << 10.0 << "fat-tree"
        << ""
        << "rack_power_kw";
    // 8 x L40S with two dual-port NICs: 4 compute ports for 8 GPUs.
    QTest::newRow("rails without a port per GPU")
        << "supermicro-4u-8x-l40s" << 64 << qm << rack << 0.0 << "rail-optimized"
        << ""
        << "fabric";
    // DGX A100: 200G QSFP56 ports; the QM9700's twin-port 400G OSFP cages take no optics for them.
    QTest::newRow("switch ports unlike the node's")
        << "nvidia-dgx-a100-320gb" << 64 << qm << rack << 0.0 << "fat-tree"
        << ""
        << "switch";
    QTest::newRow("liquid node in air")
        << "nvidia-gb200-nvl72" << 72 << qm << rack << 0.0 << "fat-tree"
        << "air"
        << "cooling";
}

void TestGenerator::impossibleTargets()
{
    QFETCH(QString, node);
    QFETCH(int, gpus);
    QFETCH(QString, switchPart);
    QFETCH(QString, rack);
    QFETCH(double, rackPowerKw);
    QFETCH(QString, fabric);
    QFETCH(QString, cooling);
    QFETCH(QString, field);
    ClusterSpec spec = dgxSpec(gpus);
    spec.nodePartId = node.toStdString();
    spec.computeSwitchPartId = switchPart.toStdString();
    spec.rackPartId = rack.toStdString();
    if (rackPowerKw > 0) {
        spec.rackPowerKw = rackPowerKw;
    }
    spec.fabric = *fabricKindFromName(fabric.toStdString());
    if (!cooling.isEmpty()) {
        spec.cooling = coolingChoiceFromName(cooling.toStdString());
    }
    try {
        generateCluster(spec, lookupWithTestNodes());
        QFAIL("the spec was accepted");
    } catch (const GeneratorError& e) {
        QCOMPARE(QString::fromStdString(e.field()), field);
        QVERIFY2(e.message().endsWith(QLatin1Char('.')), qPrintable(e.message()));
        QVERIFY2(!e.message().contains(QLatin1Char('\n')), qPrintable(e.message()));
    }
}

// The compute switch follows the node's ports: 400G VPI DGX H100 on
// InfiniBand (or the SN5600 when named), 400G Ethernet L40S servers on the
// SN5600 in 128 x 400G, 200G DGX A100 on the 40-port HDR QM8700.
void TestGenerator::switchFollowsTheNode_data()
{
    QTest::addColumn<QString>("node");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("named");
    QTest::addColumn<QString>("switchPart");
    QTest::addColumn<int>("tiers");
    QTest::addColumn<int>("switches");
    // 2,048 DGX x 8 = 16,384 ports on k = 128: L = 256, 4 pods of 64, 256 aggregation,
    // C·128 ≥ 4·64 → C = 2 → 128 cores: 640 switches.
    QTest::newRow("DGX H100, SN5600, 3 tiers")
        << "nvidia-dgx-h100" << 16384 << "nvidia-spectrum4-sn5600"
        << "nvidia-spectrum4-sn5600.128x400g" << 3 << 640;
    // 2 DGX = 16 ports: one QM9700.
    QTest::newRow("DGX H100") << "nvidia-dgx-h100" << 16 << ""
                              << "nvidia-quantum2-qm9700" << 1 << 1;
    // 128 servers x 4 compute ports (2 dual-port QSFP112) = 512 ports: k = 128, L = 8,
    // S·128 ≥ 8·64 → S = 4: 12 switches (the 64-port 400G Arista would need 16 + 8).
    QTest::newRow("L40S, Ethernet") << "supermicro-4u-8x-l40s" << 1024 << ""
                                    << "nvidia-spectrum4-sn5600.128x400g" << 2 << 12;
    // 8 DGX A100 x 8 = 64 ports > 40: d = u = 20, L = ⌈64/20⌉ = 4, S·40 ≥ 4·20 → S = 2.
    QTest::newRow("DGX A100") << "nvidia-dgx-a100-320gb" << 64 << ""
                              << "nvidia-quantum-qm8700" << 2 << 6;
    // 128 DGX A100 = 1,024 ports > 800: L = ⌈1,024/20⌉ = 52, 3 pods of 20, 60 aggregation,
    // C·40 ≥ 3·20 → C = 2 → 40 cores: 152 switches.
    QTest::newRow("DGX A100, 3 tiers") << "nvidia-dgx-a100-320gb" << 1024 << ""
                                       << "nvidia-quantum-qm8700" << 3 << 152;
}

void TestGenerator::switchFollowsTheNode()
{
    QFETCH(QString, node);
    QFETCH(int, gpus);
    QFETCH(QString, named);
    QFETCH(QString, switchPart);
    ClusterSpec spec = dgxSpec(gpus);
    spec.nodePartId = node.toStdString();
    spec.computeSwitchPartId = named.toStdString();
    const Design d = generateCluster(spec, lookup());
    const analysis::AnalysisReport report = analysis::analyze(d);
    QVERIFY2(!report.hasErrors(), qPrintable(QStringLiteral("findings:") + errorsOf(report)));
    const Fabric& compute = d.fabrics().front();
    QCOMPARE(compute.role, NetworkRole::Compute);
    QTEST(static_cast<int>(compute.switches.size()), "switches");
    for (const FabricSwitch& sw : compute.switches) {
        QCOMPARE(QString::fromStdString(d.device(sw.device)->partId), switchPart);
    }
    QTEST(static_cast<int>(report.network.fabrics.front().tiers.size()), "tiers");
    const std::string protocol = partOf(d, switchPart.toStdString()).networkSwitch->protocol;
    QVERIFY(node != QLatin1String("supermicro-4u-8x-l40s") || protocol == "ethernet");
}

// Gaudi 3's 800GbE OSFP ports get the Ethernet SN5600 (native 800G). Runs
// past copper's 5 m take 800G DR4 single-port optics (MMS4A20) over
// single-mode MPO-12/APC fibre, which NVIDIA documents as one 800 Gb/s link
// per connector; the design passes the analysis without an error finding,
// and its fabric counts as RDMA through the accelerators' own RoCE ports.
// The InfiniBand QM9700 is refused for Ethernet ports.
void TestGenerator::gaudiNodesCableTheirOwnEthernetPorts()
{
    ClusterSpec spec = dgxSpec(64);
    spec.nodePartId = "intel-gaudi3-8x-server";
    const Design d = generateCluster(spec, lookup());
    const analysis::AnalysisReport report = analysis::analyze(d);
    QVERIFY2(!report.hasErrors(), qPrintable(QStringLiteral("findings:") + errorsOf(report)));
    // The accelerators' own ports are RoCE (catalog: "rdma": true) and the
    // SN5600 is RoCE-capable: the compute fabric offers RDMA end to end.
    QVERIFY(report.network.fabrics.front().rdma);
    int fibre800 = 0;
    for (const Link& l : d.links()) {
        if (l.transceiverAPartId == "nvidia-mms4a20-xm800") {
            QCOMPARE(partOf(d, l.cablePartId).cable->gbps, 800.0);
            QCOMPARE(l.transceiverBPartId, l.transceiverAPartId);
            ++fibre800;
        }
    }
    QVERIFY(fibre800 > 0);
    spec.computeSwitchPartId = "nvidia-quantum2-qm9700";
    QVERIFY_THROWS_EXCEPTION(GeneratorError, generateCluster(spec, lookup()));
}

// Ethernet nodes with no Ethernet switch among the supply parts.
void TestGenerator::noSwitchForTheProtocol()
{
    ClusterSpec spec = dgxSpec(64);
    spec.nodePartId = "supermicro-4u-8x-l40s";
    std::erase_if(spec.supplyPartIds, isEthernetSwitch);
    try {
        generateCluster(spec, lookup());
        QFAIL("an InfiniBand switch was taken for Ethernet ports");
    } catch (const GeneratorError& e) {
        QCOMPARE(e.field(), std::string("switch"));
        QVERIFY2(e.message().contains(QLatin1String("Ethernet")), qPrintable(e.message()));
    }
}

// A GB200 NVL72 is a whole rack (its frame, power shelves and management
// switches come with it): eight of them, NVIDIA's GB200 SuperPOD scalable
// unit, stand as eight racks of the NVL72 rack part, one system each, with no
// PDU or OOB switch added, and pass the analysis without errors.
void TestGenerator::rackScaleNodesStandAsTheirOwnRacks()
{
    ClusterSpec spec = nodesSpec("nvidia-gb200-nvl72", 8);
    const Design d = generateCluster(spec, lookup());
    const analysis::AnalysisReport report = analysis::analyze(d);
    QVERIFY2(!report.hasErrors(), qPrintable(QStringLiteral("findings:") + errorsOf(report)));
    int frames = 0;
    for (const Rack& rack : d.racks()) {
        if (rack.partId != "nvidia-nvl72-rack") {
            continue;
        }
        ++frames;
        const std::vector<DeviceId> inside = d.devicesInRack(rack.id);
        QCOMPARE(inside.size(), std::size_t(1));
        const Device& system = *d.device(inside.front());
        QCOMPARE(system.partId, std::string("nvidia-gb200-nvl72"));
        QCOMPARE(system.placement->bottomU, 1);
    }
    QCOMPARE(frames, 8);
    for (const Finding& f : report.findings) {
        QVERIFY2(f.code != "POWER_RACK_WITHOUT_PDU", qPrintable(f.message));
    }
    QCOMPARE(report.compute.gpus, 576); // 8 x 72
    // 576 ConnectX-7 400G ports on the 64-port QM9700, non-blocking: leaves
    // take 32 down and 32 up, 576 / 32 = 18 leaves; 18 x 32 = 576 uplinks need
    // 9 spines of 64 ports, but the spine count must divide a leaf's 32
    // uplinks evenly (8 x 64 = 512 < 576), so 16 spines of 2 links per leaf.
    const analysis::FabricReport& compute = report.network.fabrics.front();
    QCOMPARE(compute.endpointPorts, 576);
    QCOMPARE(static_cast<int>(compute.tiers.size()), 2);
    QCOMPARE(compute.tiers[0].switches, 18);
    QCOMPARE(compute.tiers[1].switches, 16);
    // The liquid share, 8 x 120 kW x 0.85 = 816 kW, on the largest CDU of the
    // catalog (2,300 kW): one, plus one spare.
    const auto cdus =
        std::count_if(d.coolingUnits().begin(), d.coolingUnits().end(),
                      [&](const CoolingUnit& c) { return c.partId == "vertiv-coolchip-cdu-2300"; });
    QCOMPARE(cdus, 2);
}

// The GB300 NVL72 peaks at 142 kW (NVIDIA, NVL72 AI factory RA), above the
// 140 kW assumed for direct-liquid racks in general; its own rack and liquid
// loop are rated for it. Its racks are provisioned 2 x 142 = 284 kW over 2N
// feeds by default (network racks 2 x 140) and their cooling limit is the
// system's 142 kW.
void TestGenerator::aRackScaleSystemIsCooledByItsOwnLoop()
{
    ClusterSpec spec = nodesSpec("nvidia-gb300-nvl72", 2);
    const Design d = generateCluster(spec, lookup());
    const analysis::AnalysisReport report = analysis::analyze(d);
    QVERIFY2(!report.hasErrors(), qPrintable(QStringLiteral("findings:") + errorsOf(report)));
    int frames = 0;
    for (std::size_t r = 0; r < d.racks().size(); ++r) {
        if (d.racks()[r].partId != "nvidia-nvl72-rack") {
            // A network rack: provisioned for what direct liquid removes.
            QCOMPARE(report.cooling.racks[r].limitKw, 140.0);
            QCOMPARE(d.racks()[r].powerBudgetKw, 280.0);
            continue;
        }
        ++frames;
        QCOMPARE(d.racks()[r].powerBudgetKw, 284.0);
        QCOMPARE(report.cooling.racks[r].heatKw, 142.0);
        QCOMPARE(report.cooling.racks[r].limitKw, 142.0);
    }
    QCOMPARE(frames, 2);
}

// OOB zones gather the racks that have an OOB switch: 64 GB200 NVL72 racks
// have none (their own switches manage them), so only the network racks
// count. An aggregation pair of 64-port SN4600C takes 62 racks (64 ports, 2
// joining the pair); the network racks are fewer, so one zone and one pair,
// and every rack switch has a port of its own on the pair.
void TestGenerator::rackScaleRacksJoinNoOobZone()
{
    const Design d = generateCluster(nodesSpec("nvidia-gb200-nvl72", 64), lookup());
    const auto network = std::count_if(d.racks().begin(), d.racks().end(), [](const Rack& r) {
        return r.partId != "nvidia-nvl72-rack";
    });
    QVERIFY(network > 0 && network <= 62);
    const auto aggregation =
        std::count_if(d.devices().begin(), d.devices().end(),
                      [](const Device& x) { return x.name.rfind("oob-agg", 0) == 0; });
    QCOMPARE(aggregation, std::ptrdiff_t(2));
    const auto rackSwitches =
        std::count_if(d.devices().begin(), d.devices().end(),
                      [](const Device& x) { return x.name.rfind("oob-net", 0) == 0; });
    QCOMPARE(rackSwitches, network);
    QVERIFY(!analysis::analyze(d).hasErrors());
}

// NVIDIA's DGX SuperPOD with DGX B300 on Quantum-X800 (RA-11339-001, "DGX
// SuperPOD Architecture", Table 3) gives, per number of 72-node scalable
// units, the compute fabric's leaf and spine switches and its node-leaf and
// leaf-spine cables. The generator builds the same rail-optimized,
// non-blocking fabric from the 144-port Q3400: per rail one leaf per 72 nodes
// (72 down, 72 up), so 8 leaves per SU; spines are the fewest S that divide a
// leaf's 72 uplinks evenly with 144·S ≥ all uplinks (1 SU: 576/144 = 4; 4 SU:
// ≥ 16, and 16 does not divide 72, so 18; 8 SU: ≥ 32 → 36; 18 SU: 72).
void TestGenerator::xdrSuperPodMatchesTheReferenceArchitecture_data()
{
    QTest::addColumn<int>("units");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::newRow("1 SU") << 1 << 8 << 4;
    QTest::newRow("2 SU") << 2 << 16 << 8;
    QTest::newRow("4 SU") << 4 << 32 << 18;
    QTest::newRow("8 SU") << 8 << 64 << 36;
    QTest::newRow("18 SU") << 18 << 144 << 72;
}

void TestGenerator::xdrSuperPodMatchesTheReferenceArchitecture()
{
    QFETCH(int, units);
    QFETCH(int, leaves);
    QFETCH(int, spines);
    const SuperPod pod =
        railOptimizedPod("nvidia-dgx-b300", 72 * units, "nvidia-quantum-x800-q3400");
    QVERIFY2(pod.errors.isEmpty(), qPrintable(QStringLiteral("findings:") + pod.errors));
    QCOMPARE(pod.switchesPerTier, (std::vector<int>{leaves, spines}));
    // The RA's cable columns: 576 node-leaf and 576 leaf-spine cables per SU.
    QCOMPARE(pod.endpointPorts, 576 * units);
    QCOMPARE(pod.cables, 2 * 576 * units);
}

// NVIDIA's DGX SuperPOD with DGX B200 on Quantum-2 NDR ("DGX SuperPOD
// Architecture", the table of larger SuperPOD component counts, 32-node
// scalable units) — a published case the generator's rules were not written
// from. QM9700: 64 ports, 32 down and 32 up on a leaf, one 400G port per GPU
// on 8 rails. 2 SU: 64 × 8 = 512 ports on 512 / 32 = 16 leaves, 512 uplinks on
// 512 / 64 = 8 spines; 4 SU: 32 and 16; 8 SU: 64 and 32 (2,048 ports, all 64
// of each spine's ports down: the most two tiers carry). 16 SU: 4,096 ports,
// three tiers: 128 leaves, 4,096 / 32 = 128 spines (32 down, 32 up) and
// 4,096 / 64 = 64 core switches. The RA's cable columns: each tier
// boundary carries as many cables as there are GPUs.
void TestGenerator::ndrSuperPodMatchesTheReferenceArchitecture_data()
{
    QTest::addColumn<int>("units");
    QTest::addColumn<QList<int>>("switchesPerTier");
    QTest::newRow("2 SU") << 2 << QList<int>{16, 8};
    QTest::newRow("4 SU") << 4 << QList<int>{32, 16};
    QTest::newRow("8 SU") << 8 << QList<int>{64, 32};
    QTest::newRow("16 SU") << 16 << QList<int>{128, 128, 64};
}

void TestGenerator::ndrSuperPodMatchesTheReferenceArchitecture()
{
    QFETCH(int, units);
    QFETCH(QList<int>, switchesPerTier);
    const SuperPod pod = railOptimizedPod("nvidia-dgx-b200", 32 * units, "nvidia-quantum2-qm9700");
    QVERIFY2(pod.errors.isEmpty(), qPrintable(QStringLiteral("findings:") + pod.errors));
    QCOMPARE(pod.switchesPerTier, std::vector<int>(switchesPerTier.begin(), switchesPerTier.end()));
    const int gpus = 256 * units; // 32 nodes × 8 GPUs per SU
    QCOMPARE(pod.endpointPorts, gpus);
    QCOMPARE(pod.cables, gpus * static_cast<int>(switchesPerTier.size()));
}

// NVIDIA's DGX SuperPOD with DGX B300 on Spectrum-4 Ethernet ("DGX SuperPOD
// Architecture", Table 3, 64-node scalable units; "Network Fabrics": a
// twin-planar compute fabric, each GPU with 2 x 400GbE on two planes). Each
// ConnectX-8 runs its 800G cage as two 400GbE ports (catalog breakout mode),
// one per plane; each plane is a rail-optimized fabric of SN5610 at
// 128 x 400G: a leaf has 64 down and 64 up, so a plane takes 64 x 8 = 512
// GPU ports per SU on 512 / 64 = 8 leaves and 8 x 64 = 512 uplinks on
// 512 / 128 = 4 spines; two planes: 16 leaves and 8 spines per SU. At 16 SU a
// plane has 8,192 ports on 128 leaves and 64 spines — 128 x 64 = k²/2, all
// two tiers carry. The RA counts 800G cables: one per GPU to the leaves (its
// two 400G lanes go to the two planes) and one per two 400G uplinks, so each
// cable column is half the 400G links the design holds over both planes.
void TestGenerator::twoPlaneSpectrumXMatchesTheReferenceArchitecture_data()
{
    QTest::addColumn<int>("units");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("cables"); // each of the RA's two cable columns
    QTest::newRow("1 SU") << 1 << 16 << 8 << 512;
    QTest::newRow("2 SU") << 2 << 32 << 16 << 1024;
    QTest::newRow("4 SU") << 4 << 64 << 32 << 2048;
    QTest::newRow("8 SU") << 8 << 128 << 64 << 4096;
    QTest::newRow("16 SU") << 16 << 256 << 128 << 8192;
}

void TestGenerator::twoPlaneSpectrumXMatchesTheReferenceArchitecture()
{
    QFETCH(int, units);
    QFETCH(int, leaves);
    QFETCH(int, spines);
    QFETCH(int, cables);
    ClusterSpec spec = nodesSpec("nvidia-dgx-b300", 64 * units);
    spec.fabric = FabricKind::RailOptimized;
    spec.computeSwitchPartId = "nvidia-spectrum4-sn5610";
    spec.planes = 2;
    const Design d = generateCluster(spec, lookup());
    const analysis::AnalysisReport report = analysis::analyze(d);
    QVERIFY2(!report.hasErrors(), qPrintable(QStringLiteral("findings:") + errorsOf(report)));
    std::vector<int> perTier(2, 0);
    int endpointLinks = 0;
    int uplinks = 0;
    int planes = 0;
    for (const analysis::FabricReport& f : report.network.fabrics) {
        if (f.role != NetworkRole::Compute) {
            continue;
        }
        ++planes;
        QCOMPARE(f.tiers.size(), std::size_t(2));
        QCOMPARE(f.endpointPorts, 512 * units); // one 400G port per GPU in each plane
        QCOMPARE(f.endToEndOversubscription, 1.0);
        perTier[0] += f.tiers[0].switches;
        perTier[1] += f.tiers[1].switches;
        endpointLinks += f.endpointLinks;
        uplinks += f.interSwitchLinks;
    }
    QCOMPARE(planes, 2);
    QCOMPARE(perTier, (std::vector<int>{leaves, spines}));
    QCOMPARE(endpointLinks, 2 * cables);
    QCOMPARE(uplinks, 2 * cables);
    // The planes together: every GPU injects 2 x 400 = 800 Gb/s, and the
    // totals are the two planes' sums.
    QCOMPARE(report.memory.injectionGbpsPerGpu, 800.0);
    QCOMPARE(report.network.compute.fabrics, 2);
    QCOMPARE(report.network.compute.switches, leaves + spines);
    QCOMPARE(report.network.compute.links, 4 * cables);
}

// NVIDIA's DGX SuperPOD with GB200 NVL72 ("Network Fabrics", compute
// fabric): a scalable unit of 8 racks has 4 scalable-unit leaf groups, one
// per InfiniBand rail, each with 8 leaves (one per compute rack). A rack's 18
// compute trays each bring 4 ConnectX-7 ports, port j on rail j, so a leaf
// takes rail j of one rack's 18 trays: 18 down, and non-blocking 18 up of
// the QM9700's 64 ports. 8 racks x 4 rails = 32 leaves; 32 x 18 = 576
// uplinks need 576 / 64 = 9 spines, and 9 divides 18 (2 links from each
// leaf to each spine). NVIDIA gives each leaf group 6 spines of its own to
// keep ports for the core groups of larger SuperPODs; a single unit needs 9
// in all, so the spines differ from the RA by design and the leaves match.
void TestGenerator::gb200ScalableUnitPutsARacksTraysOnOneLeafPerRail()
{
    const SuperPod pod = railOptimizedPod("nvidia-gb200-nvl72", 8, "nvidia-quantum2-qm9700");
    QVERIFY2(pod.errors.isEmpty(), qPrintable(QStringLiteral("findings:") + pod.errors));
    QCOMPARE(pod.switchesPerTier, (std::vector<int>{32, 9}));
    QCOMPARE(pod.endpointPorts, 576); // 8 x 18 trays x 4 ports
    QCOMPARE(pod.cables, 576 + 576);  // tray to leaf, leaf to spine
    // Each leaf serves one system on one rail: tray t's port j (t = 0 … 17)
    // is port 4t + j of the system, so leaf 4s + j takes ports j, j + 4, …
    ClusterSpec spec = nodesSpec("nvidia-gb200-nvl72", 8);
    spec.fabric = FabricKind::RailOptimized;
    spec.computeSwitchPartId = "nvidia-quantum2-qm9700";
    const Design d = generateCluster(spec, lookup());
    // Leaf: the (system, port mod 4) pairs it takes.
    std::map<std::uint32_t, std::set<std::pair<std::uint32_t, int>>> leafEnds;
    const FabricId compute = d.fabrics().front().id;
    for (const Link& l : d.links()) {
        if (l.fabric != compute) {
            continue;
        }
        for (const auto& [end, other] : {std::pair{l.a, l.b}, std::pair{l.b, l.a}}) {
            const Device& device = *d.device(end.device);
            if (device.partId == "nvidia-gb200-nvl72") {
                leafEnds[other.device.value].insert({end.device.value, end.port % 4});
            }
        }
    }
    QCOMPARE(leafEnds.size(), std::size_t(32));
    for (const auto& [leaf, ends] : leafEnds) {
        QCOMPARE(ends.size(), std::size_t(1)); // one system, one rail
    }
}

// A DGX H100's ConnectX-7 cages document no split into planes; a DGX B300's
// ConnectX-8 splits into two 400GbE ports, not three.
void TestGenerator::planesNeedASplittableComputePort()
{
    for (const auto& [node, planes] :
         std::vector<std::pair<std::string, int>>{{"nvidia-dgx-h100", 2}, {"nvidia-dgx-b300", 3}}) {
        ClusterSpec spec = nodesSpec(node, 4);
        spec.planes = planes;
        try {
            generateCluster(spec, lookup());
            QFAIL(qPrintable(QString::fromStdString(node) + QStringLiteral(" split into planes")));
        } catch (const GeneratorError& e) {
            QCOMPARE(e.field(), std::string("planes"));
            QVERIFY2(e.message().contains(QStringLiteral("into %1 ports").arg(planes)),
                     qPrintable(e.message()));
        }
    }
}

QTEST_GUILESS_MAIN(TestGenerator)
#include "tst_generator.moc"
