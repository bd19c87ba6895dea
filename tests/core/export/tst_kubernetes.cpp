// Kubernetes export: the labels of a small design worked out by hand, label
// values and keys valid for hostile names, YAML quoting.
#include "export/kubelabels.h"
#include "export/kubernetes.h"
#include "export/yamltext.h"
#include "exportfixture.h"

#include <QTest>

#include <set>

using namespace cs;
using namespace cs::exports;

namespace {

// The fixture's two servers and leaf in rack A01 of row A, with NVIDIA H100s.
Design nvidiaDesign()
{
    Design d = test::exportDesign();
    Part gpu = *d.part("test-gpu");
    gpu.vendor = "NVIDIA";
    gpu.gpu->nvmlName = "NVIDIA H100 80GB HBM3";
    d.putPart(gpu);
    return d;
}

std::vector<KubeLabel> expectedLabels(const std::string& count)
{
    // Sorted by key: "clustersmith.io" < "nvidia.com" < "topology.clustersmith.io".
    // The type is the driver name's model word; the product its spaces as '-'
    // (GFD's productLabel). Block: the node's compute leaf, "leaf".
    return {{"clustersmith.io/gpu-type", "h100"},
            {"nvidia.com/gpu.count", count},
            {"nvidia.com/gpu.present", "true"},
            {"nvidia.com/gpu.product", "NVIDIA-H100-80GB-HBM3"},
            {"topology.clustersmith.io/block", "leaf"},
            {"topology.clustersmith.io/leaf", "leaf"},
            {"topology.clustersmith.io/rack", "A01"},
            {"topology.clustersmith.io/row", "A"}};
}

} // namespace

class TestKubernetes : public QObject
{
    Q_OBJECT

private slots:
    void labelsOfASmallDesign()
    {
        const std::vector<KubeNode> nodes = kubernetesNodes(nvidiaDesign());
        QCOMPARE(nodes.size(), std::size_t(2)); // n1 and n2; the leaf has no GPUs
        QCOMPARE(nodes[0].name, std::string("n1"));
        QVERIFY(nodes[0].labels == expectedLabels("8"));
        QCOMPARE(nodes[1].name, std::string("n2"));
        QVERIFY(nodes[1].labels == expectedLabels("4")); // n2 runs 4 of its 8 GPUs
    }

    // Other vendors' GPUs carry no nvidia.com labels; a node outside any
    // compute fabric takes its row as the block.
    void otherVendorsAndUncabledNodes()
    {
        Design d = test::exportDesign();
        for (const Link& l : std::vector<Link>(d.links())) {
            d.removeLink(l.id);
        }
        const std::vector<KubeNode> nodes = kubernetesNodes(d);
        QCOMPARE(nodes.size(), std::size_t(2));
        for (const KubeLabel& l : nodes[0].labels) {
            QVERIFY2(l.key.rfind("nvidia.com/", 0) != 0, l.key.c_str());
            QVERIFY(l.key != kubelabel::kLeaf);
        }
        // "test-gpu" from vendor "Test" without a driver name: the part id
        // without the vendor's prefix, "gpu".
        QVERIFY((nodes[0].labels[0] == KubeLabel{kubelabel::kGpuType, "gpu"}));
        QVERIFY((nodes[0].labels[1] == KubeLabel{kubelabel::kBlock, "A"}));
    }

    void labelValuesFromHostileNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::newRow("space") << "Rack A01"
                               << "Rack-A01";
        QTest::newRow("chinese") << "机柜 A/1"
                                 << "A-1"; // the Chinese run and the space: nothing before A
        QTest::newRow("only chinese") << "机柜"
                                      << "";
        QTest::newRow("empty") << ""
                               << "";
        QTest::newRow("100 chars") << QString(100, u'a') << QString(63, u'a');
        // 62 a's, '-', 'b' = 64 characters: cut to 63 ends in '-', trimmed to 62.
        QTest::newRow("cut at a hyphen")
            << QString(62, u'a') + QStringLiteral(" b") << QString(62, u'a');
        QTest::newRow("ends") << "-._x y._-"
                              << "x-y";
    }
    void labelValuesFromHostileNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, value);
        const std::string got = labelValueOf(name.toStdString());
        QCOMPARE(QString::fromStdString(got), value);
        QVERIFY(isLabelValue(got));
    }

    // Distinct racks get distinct, valid values whatever their names.
    void uniqueValuesForHostileRackNames()
    {
        const NamedIds racks{{1, "机柜一"}, {2, "机柜二"}, {3, ""}, {4, std::string(100, 'x')},
                             {5, "A01"},    {6, "A01"}};
        const auto values = uniqueLabelValues(racks, "rack");
        // Nothing left of 1, 2, 3: rack-<id>; 4 cut to 63; 6 finds A01 taken: A01-6.
        QCOMPARE(values.at(1), std::string("rack-1"));
        QCOMPARE(values.at(2), std::string("rack-2"));
        QCOMPARE(values.at(3), std::string("rack-3"));
        QCOMPARE(values.at(4), std::string(63, 'x'));
        QCOMPARE(values.at(5), std::string("A01"));
        QCOMPARE(values.at(6), std::string("A01-6"));
    }

    void labelKeys_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("valid");
        for (const char* key : {kubelabel::kBlock, kubelabel::kLeaf, kubelabel::kRack,
                                kubelabel::kRow, kubelabel::kGpuType, kubelabel::kHost}) {
            QTest::newRow(key) << QString::fromLatin1(key) << true;
        }
        QTest::newRow("gfd") << "nvidia.com/gpu.product" << true;
        QTest::newRow("no prefix") << "rack" << true;
        QTest::newRow("upper-case prefix") << "Topology.example/rack" << false;
        QTest::newRow("empty name") << "example.com/" << false;
        QTest::newRow("64-char name") << QString(64, u'n') << false;
        QTest::newRow("254-char prefix") << QString(254, u'p') + QStringLiteral("/n") << false;
        QTest::newRow("space") << "example.com/a b" << false;
    }
    void labelKeys()
    {
        QFETCH(QString, key);
        QFETCH(bool, valid);
        QCOMPARE(isLabelKey(key.toStdString()), valid);
    }

    // Hostile device names: valid, distinct node names; the design's name
    // kept, quoted, as an annotation.
    void hostileDeviceNames()
    {
        Design d = nvidiaDesign();
        const DeviceId n1 = d.devices()[0].id;
        const DeviceId n2 = d.devices()[1].id;
        d.renameDevice(n1, "节点 1");
        d.renameDevice(n2, std::string(100, 'g'));
        const KubernetesFiles files = kubernetesFiles(d);
        // "节点 1" → "1" → no leading letter: "node-1"; 100 g's cut to 63.
        QVERIFY(files.nodesYaml.find("  name: \"node-1\"\n") != std::string::npos);
        QVERIFY(files.nodesYaml.find("  name: \"" + std::string(63, 'g') + "\"\n") !=
                std::string::npos);
        QVERIFY(files.nodesYaml.find("clustersmith.io/device-name: \"节点 1\"") !=
                std::string::npos);
        QCOMPARE(files.renamed.size(), std::size_t(2));
    }

    void yamlQuoting()
    {
        // Quote and backslash escaped, a line feed and U+2028 (a line break
        // to YAML 1.1) as escapes, Chinese as it is.
        QCOMPARE(yamlQuoted("a\"b\\c\n\u2028节"), std::string("\"a\\\"b\\\\c\\n\\u2028节\""));
        QCOMPARE(yamlCommentText("a\nb\u2028c"), std::string("a b c"));
    }

    void kueueTopologyAndFlavor()
    {
        const std::string kueue = kubernetesFiles(nvidiaDesign()).kueueYaml;
        QVERIFY(kueue.find("apiVersion: kueue.x-k8s.io/v1alpha1\nkind: Topology\n") !=
                std::string::npos);
        QVERIFY(kueue.find("  - nodeLabel: \"topology.clustersmith.io/block\"\n"
                           "  - nodeLabel: \"topology.clustersmith.io/rack\"\n"
                           "  - nodeLabel: \"kubernetes.io/hostname\"\n") != std::string::npos);
        // One GPU type, h100: one flavor.
        QVERIFY(kueue.find("  name: \"clustersmith-h100\"\nspec:\n  nodeLabels:\n"
                           "    \"clustersmith.io/gpu-type\": \"h100\"\n"
                           "  topologyName: \"clustersmith\"\n") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestKubernetes)
#include "tst_kubernetes.moc"
