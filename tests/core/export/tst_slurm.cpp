// Slurm files: topology.conf of a generated two-tier fat tree lists every
// leaf with the nodes cabled to it and every spine with its leaves; node
// lines carry CPUs, memory and GPUs; only compute fabrics count.
#include "bundledcatalog.h"
#include "export/slurm.h"
#include "export/slurmnodes.h"
#include "exportfixture.h"
#include "generator/generator.h"

#include <QRegularExpression>
#include <QTest>

#include <map>
#include <set>

using namespace cs;
using namespace cs::exports;

namespace {

// Expands the hostlists this exporter writes: "a-[01-03,07],b" → a-01 a-02 a-03 a-07 b.
std::set<QString> expand(const QString& list)
{
    std::set<QString> out;
    static const QRegularExpression item(QStringLiteral("([^,\\[]+)(?:\\[([^\\]]+)\\])?"));
    for (auto it = item.globalMatch(list); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(2).isEmpty()) {
            out.insert(m.captured(1));
            continue;
        }
        for (const QString& range : m.captured(2).split(u',')) {
            const QStringList ends = range.split(u'-');
            const int width = int(ends[0].size());
            for (int n = ends[0].toInt(); n <= ends.back().toInt(); ++n) {
                out.insert(m.captured(1) + QStringLiteral("%1").arg(n, width, 10, QChar(u'0')));
            }
        }
    }
    return out;
}

// SwitchName → its Nodes= or Switches= list, from topology.conf text.
std::map<QString, std::set<QString>> childrenIn(const std::string& conf, const QString& key)
{
    std::map<QString, std::set<QString>> out;
    const QRegularExpression line(QStringLiteral("^SwitchName=(\\S+) %1=(\\S+)$").arg(key),
                                  QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(QString::fromStdString(conf)); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out[m.captured(1)] = expand(m.captured(2));
    }
    return out;
}

Design generated(const std::string& node, int gpus)
{
    generator::ClusterSpec s;
    s.nodePartId = node;
    s.gpus = gpus;
    std::vector<Part> all;
    for (const auto& [id, p] : test::bundledParts()) {
        all.push_back(p);
    }
    s.supplyPartIds = generator::supplyPartIds(all);
    return generator::generateCluster(s, test::bundledPartLookup());
}

Design generatedFatTree()
{
    return generated("nvidia-dgx-h100", 256);
}

QString nameOf(const Design& d, DeviceId id)
{
    return QString::fromStdString(d.device(id)->name);
}

} // namespace

class TestSlurm : public QObject
{
    Q_OBJECT

private slots:
    void twoTierTopology()
    {
        const Design d = generatedFatTree();
        // 256 GPUs = 32 DGX × 8 NDR ports = 256 endpoints; 64-port leaves take 32
        // down and 32 up: 256 / 32 = 8 leaves with 8 × 32 = 256 uplinks; spines:
        // the smallest divisor S of 32 with 64·S ≥ 256 is 4.
        const std::string conf = slurmConfig(d).topologyConf;
        const auto leaves = childrenIn(conf, QStringLiteral("Nodes"));
        const auto spines = childrenIn(conf, QStringLiteral("Switches"));
        QCOMPARE(leaves.size(), std::size_t(8));
        QCOMPARE(spines.size(), std::size_t(4));
        // What the design's compute links say, leaf by leaf and spine by spine.
        const Fabric* compute = nullptr;
        for (const Fabric& f : d.fabrics()) {
            compute = f.role == NetworkRole::Compute ? &f : compute;
        }
        QVERIFY(compute);
        std::map<DeviceId, int> tier;
        for (const FabricSwitch& s : compute->switches) {
            tier[s.device] = s.tier;
        }
        std::map<QString, std::set<QString>> nodesOf;
        std::map<QString, std::set<QString>> leavesOf;
        std::set<QString> allNodes;
        for (const Link& l : d.links()) {
            if (l.fabric != compute->id) {
                continue;
            }
            const bool aSwitch = tier.count(l.a.device) > 0;
            const bool bSwitch = tier.count(l.b.device) > 0;
            if (aSwitch && bSwitch) {
                const bool aUp = tier[l.a.device] > tier[l.b.device];
                leavesOf[nameOf(d, aUp ? l.a.device : l.b.device)].insert(
                    nameOf(d, aUp ? l.b.device : l.a.device));
            } else {
                const DeviceId node = aSwitch ? l.b.device : l.a.device;
                nodesOf[nameOf(d, aSwitch ? l.a.device : l.b.device)].insert(nameOf(d, node));
                allNodes.insert(nameOf(d, node));
            }
        }
        QCOMPARE(allNodes.size(), std::size_t(32));
        QCOMPARE(leaves, nodesOf);
        QCOMPARE(spines, leavesOf);
        for (const auto& [spine, below] : spines) {
            QCOMPARE(below.size(), std::size_t(8)); // every spine reaches every leaf
        }
        // Leaves come before spines.
        QVERIFY(conf.find("Switches=") > conf.rfind("Nodes="));
    }

    void nodeLines()
    {
        const Design d = generatedFatTree();
        const SlurmConfig c = slurmConfig(d);
        // DGX H100: 2 × Xeon 8480C (56 cores, 112 threads) → 2·56·2 = 224 CPUs;
        // 2,048 GB RAM × 1024 = 2,097,152 MiB, less the 5% reserve:
        // ⌊2,097,152 × 0.95⌋ = ⌊1,992,294.4⌋ = 1,992,294 MiB; 8 H100 SXM5, whose
        // driver name "NVIDIA H100 80GB HBM3" gives the type h100.
        const QString nodes = QString::fromStdString(c.nodesConf);
        const QRegularExpression line(
            QStringLiteral("^NodeName=(\\S+) CPUs=224 Sockets=2 CoresPerSocket=56 ThreadsPerCore=2 "
                           "RealMemory=1992294 Gres=gpu:h100:8 State=UNKNOWN$"),
            QRegularExpression::MultilineOption);
        const QRegularExpressionMatch m = line.match(nodes);
        QVERIFY2(m.hasMatch(), qPrintable(nodes));
        QCOMPARE(expand(m.captured(1)).size(), std::size_t(32));
        QVERIFY(nodes.contains(QStringLiteral("PartitionName=gpu Nodes=") + m.captured(1) +
                               QStringLiteral(" Default=YES")));
        const QString gres = QString::fromStdString(c.gresConf);
        QVERIFY(gres.contains(QStringLiteral("AutoDetect=nvml\n")));
        QVERIFY(gres.contains(QStringLiteral("NodeName=") + m.captured(1) +
                              QStringLiteral(" Name=gpu Type=h100 Count=8\n")));
        QVERIFY(!gres.contains(QStringLiteral("File=")));
    }

    // A GB200 NVL72 runs 18 hosts, one per compute tray: each is a node with
    // its share — 36 Grace / 18 = 2 sockets of 72 cores, 1 thread each → 144
    // CPUs; 17,280 GB / 18 = 960 GB = 983,040 MiB, less 5%: 933,888 MiB;
    // 72 / 18 = 4 GPUs, typed from the part id (no driver name): gb200-gpu.
    void rackScaleSystemsAreOneNodePerTray()
    {
        const Design d = generated("nvidia-gb200-nvl72", 144); // 2 systems
        const SlurmConfig c = slurmConfig(d);
        const QString nodes = QString::fromStdString(c.nodesConf);
        const QRegularExpression line(
            QStringLiteral("^NodeName=(\\S+) CPUs=144 Sockets=2 CoresPerSocket=72 "
                           "ThreadsPerCore=1 RealMemory=933888 Gres=gpu:gb200-gpu:4 "
                           "State=UNKNOWN$"),
            QRegularExpression::MultilineOption);
        const QRegularExpressionMatch m = line.match(nodes);
        QVERIFY2(m.hasMatch(), qPrintable(nodes));
        const std::set<QString> trays = expand(m.captured(1));
        QCOMPARE(trays.size(), std::size_t(36));
        QVERIFY(trays.count(QStringLiteral("node-01-t01")) &&
                trays.count(QStringLiteral("node-02-t18")));
        QVERIFY(!nodes.contains(QStringLiteral("NodeName=node-01 ")));
        // Fat tree of 64-port QM9700, 32 down per leaf: compute port p of
        // system s is endpoint 72·s + p on leaf ⌊(72·s + p) / 32⌋, and tray t
        // has ports 4(t−1) … 4t−1. So trays 1–8 of node-01 are on the first
        // leaf, 9–16 on the second, and the third takes node-01's trays 17–18
        // (ports 64–71) with node-02's trays 1–6 (its ports 0–23).
        std::map<QString, std::set<QString>> byLeaf =
            childrenIn(c.topologyConf, QStringLiteral("Nodes"));
        std::vector<std::set<QString>> leaves;
        for (auto& [leaf, under] : byLeaf) {
            leaves.push_back(under);
        }
        QCOMPARE(leaves.size(), std::size_t(5)); // 144 ports / 32 = 4.5 → 5 leaves
        QCOMPARE(leaves[0], expand(QStringLiteral("node-01-t[01-08]")));
        QCOMPARE(leaves[1], expand(QStringLiteral("node-01-t[09-16]")));
        QCOMPARE(leaves[2], expand(QStringLiteral("node-01-t[17-18],node-02-t[01-06]")));
    }

    // A system configured with 70 GPUs: 70 = 18 × 3 + 16, so trays 1–16 run
    // 4 and trays 17–18 run 3 (16 × 4 + 2 × 3 = 70, none lost).
    void traysShareAnUnevenCountInOrder()
    {
        Design d = generated("nvidia-gb200-nvl72", 72);
        const Device& system = d.devices().front();
        QCOMPARE(system.name, std::string("node-01"));
        DeviceConfig config = system.config;
        config.gpuCount = 70;
        d.setDeviceConfig(system.id, config);
        const QString nodes = QString::fromStdString(slurmConfig(d).nodesConf);
        QVERIFY2(nodes.contains(QStringLiteral("NodeName=node-01-t[01-16] ")) &&
                     nodes.contains(QStringLiteral("Gres=gpu:gb200-gpu:4")),
                 qPrintable(nodes));
        QVERIFY(nodes.contains(QStringLiteral("NodeName=node-01-t[17-18] ")));
        QVERIFY(nodes.contains(QStringLiteral("Gres=gpu:gb200-gpu:3")));
    }

    // slurmd lower-cases the NVML name and turns spaces into underscores; the
    // type must be part of it, or the node's GPUs are dropped and it drains.
    void gresTypesAreInTheDriverName_data()
    {
        QTest::addColumn<QString>("driver");
        QTest::addColumn<QString>("type");
        QTest::newRow("H100 SXM") << "NVIDIA H100 80GB HBM3"
                                  << "h100";
        QTest::newRow("H200") << "NVIDIA H200"
                              << "h200";
        QTest::newRow("A100 SXM4") << "NVIDIA A100-SXM4-80GB"
                                   << "a100";
        QTest::newRow("L40S") << "NVIDIA L40S"
                              << "l40s";
        QTest::newRow("RTX 4090") << "NVIDIA GeForce RTX 4090"
                                  << "rtx_4090";
    }
    void gresTypesAreInTheDriverName()
    {
        QFETCH(QString, driver);
        QFETCH(QString, type);
        const QString got = QString::fromStdString(gresTypeFromDriverName(driver.toStdString()));
        QCOMPARE(got, type);
        QVERIFY(driver.toLower().replace(QLatin1Char(' '), QLatin1Char('_')).contains(got));
    }

    // Without the driver name AutoDetect cannot match: the device files are
    // listed instead, /dev/nvidia0 to /dev/nvidia7 for eight GPUs.
    void gpusWithoutADriverNameListTheirDeviceFiles()
    {
        Design d = generatedFatTree();
        Part gpu = *d.part("nvidia-h100-sxm5-80gb");
        gpu.gpu->nvmlName.clear();
        d.putPart(gpu);
        const QString gres = QString::fromStdString(slurmConfig(d).gresConf);
        QVERIFY(!gres.contains(QStringLiteral("AutoDetect=")));
        QVERIFY2(gres.contains(QStringLiteral(" Name=gpu Type=h100-sxm5-80gb Count=8 "
                                              "File=/dev/nvidia[0-7]\n")),
                 qPrintable(gres));
    }

    // Rail-optimised wiring cables each node to one leaf per rail. topology/tree
    // models a tree (Slurm warns "Multiple leaf switches contain nodes"), so a
    // node is listed under its first leaf only and the other rail's leaf, left
    // without nodes, is named in a comment instead of on a SwitchName line.
    void railOptimisedNodesSitUnderOneLeaf()
    {
        Design d = test::exportDesign();
        auto unplaced = [&](const char* name, const char* part) {
            return d.addDevice(Device{DeviceId{}, name, part, std::nullopt, {}});
        };
        const DeviceId m1 = unplaced("m1", "test-server");
        const DeviceId m2 = unplaced("m2", "test-server");
        const DeviceId rail1 = unplaced("rail1", "test-switch");
        const DeviceId rail2 = unplaced("rail2", "test-switch");
        const DeviceId spine = unplaced("spine", "test-switch");
        const FabricId f = d.addFabric(Fabric{FabricId{},
                                              "rails",
                                              NetworkRole::Compute,
                                              Topology::FatTree,
                                              1.0,
                                              {{rail1, 1}, {rail2, 1}, {spine, 2}}});
        auto cable = [&](DeviceId a, int pa, DeviceId b, int pb) {
            d.addLink(Link{LinkId{}, f, {a, pa}, {b, pb}, "test-dac-3m", "", "", 3});
        };
        // Port 1 of each node on rail 1, port 2 on rail 2; both rails up to the spine.
        cable(m1, 1, rail1, 0);
        cable(m2, 1, rail1, 1);
        cable(m1, 2, rail2, 0);
        cable(m2, 2, rail2, 1);
        cable(rail1, 40, spine, 0);
        cable(rail2, 40, spine, 1);
        const std::string conf = slurmConfig(d).topologyConf;
        QVERIFY2(conf.find("SwitchName=rail1 Nodes=m[1-2]\n") != std::string::npos, conf.c_str());
        QVERIFY2(conf.find("SwitchName=rail2") == std::string::npos, conf.c_str());
        QVERIFY(conf.find("# rail1 also stands for rail2\n") != std::string::npos);
        QVERIFY(conf.find("SwitchName=spine Switches=rail1\n") != std::string::npos);
        // Every node sits under exactly one leaf: n1, n2 under "leaf", m1, m2 under rail1.
        std::map<QString, int> leavesOfNode;
        for (const auto& [leaf, nodes] : childrenIn(conf, QStringLiteral("Nodes"))) {
            for (const QString& node : nodes) {
                ++leavesOfNode[node];
            }
        }
        QCOMPARE(leavesOfNode,
                 (std::map<QString, int>{{"m1", 1}, {"m2", 1}, {"n1", 1}, {"n2", 1}}));
    }

    void smallDesignAndOtherFabrics()
    {
        Design d = test::exportDesign();
        // A storage fabric's switch is not part of the scheduler's topology.
        const DeviceId storageSwitch =
            d.addDevice(Device{DeviceId{},
                               "stor-sw",
                               "test-switch",
                               Placement{d.racks().front().id, 41, RackFace::Front, false},
                               {}});
        const FabricId storage = d.addFabric(Fabric{FabricId{},
                                                    "storage",
                                                    NetworkRole::Storage,
                                                    Topology::FatTree,
                                                    1.0,
                                                    {{storageSwitch, 1}}});
        d.addLink(Link{LinkId{},
                       storage,
                       {d.devices()[0].id, 0},
                       {storageSwitch, 0},
                       "test-dac-3m",
                       "",
                       "",
                       3});
        const SlurmConfig c = slurmConfig(d);
        QVERIFY(c.topologyConf.find("SwitchName=leaf Nodes=n[1-2]\n") != std::string::npos);
        QVERIFY(c.topologyConf.find("stor-sw") == std::string::npos);
        // n1 runs 8 test GPUs, n2 4 (its configuration), so two NodeName lines;
        // the test CPU part is unset, so no CPU figures; 0 GB RAM, no RealMemory.
        // The GRES type is the GPU's id "test-gpu" without its vendor's "test-".
        QVERIFY(c.nodesConf.find("NodeName=n1 Gres=gpu:gpu:8 State=UNKNOWN\n") !=
                std::string::npos);
        QVERIFY(c.nodesConf.find("NodeName=n2 Gres=gpu:gpu:4 State=UNKNOWN\n") !=
                std::string::npos);
        QVERIFY(c.nodesConf.find("PartitionName=gpu Nodes=n[1-2] Default=YES") !=
                std::string::npos);
        // Same design, same bytes.
        QCOMPARE(slurmConfig(d).nodesConf, c.nodesConf);
    }
};

QTEST_GUILESS_MAIN(TestSlurm)
#include "tst_slurm.moc"
