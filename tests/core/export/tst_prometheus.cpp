// Prometheus export: the design's recording rules worked out by hand for a
// small design, and alerts that name the node and its rack.
#include "export/prometheus.h"
#include "exportfixture.h"

#include <QTest>

using namespace cs;
using namespace cs::exports;

namespace {

// The fixture (two servers in rack A01; n2 runs 4 of its 8 GPUs of 700 W;
// the server's peak is 10,000 W) with six 3,300 W supplies, two redundant.
Design designWithSupplies()
{
    Design d = test::exportDesign();
    Part server = *d.part("test-server");
    server.server->psu = PsuSpec{6, 3300, 2};
    d.putPart(server);
    return d;
}

std::string rule(const char* record, const std::string& value, const std::string& host)
{
    return "  - record: \"" + std::string(record) + "\"\n    expr: \"vector(" + value +
           ")\"\n    labels:\n      Hostname: \"" + host + "\"\n";
}

} // namespace

class TestPrometheus : public QObject
{
    Q_OBJECT

private slots:
    void designFacts()
    {
        const std::string rules = prometheusRules(designWithSupplies()).designRules;
        QVERIFY(rules.find("      Hostname: \"n1\"\n      rack: \"A01\"\n      node_model: "
                           "\"test-server\"\n") != std::string::npos);
        QVERIFY(rules.find(rule("clustersmith:node_gpus:design", "8", "n1")) != std::string::npos);
        QVERIFY(rules.find(rule("clustersmith:node_gpus:design", "4", "n2")) != std::string::npos);
        QVERIFY(rules.find(rule("clustersmith:gpu_power_limit_watts:design", "700", "n1")) !=
                std::string::npos);
        // Usable supplies (6 − 2) × 3,300 = 13,200 W, 90% of it 11,880 W. n1:
        // peak 10,000 W less 8 × 700 = 4,400 W for the rest of the node, so its
        // GPUs have 11,880 − 4,400 = 7,480 W. n2's peak counts its 4 GPUs only
        // (10,000 − 4 × 700 = 7,200 W), leaving the same 4,400 W for the rest.
        QVERIFY(rules.find(rule("clustersmith:node_gpu_power_budget_watts:design", "7480", "n1")) !=
                std::string::npos);
        QVERIFY(rules.find(rule("clustersmith:node_gpu_power_budget_watts:design", "7480", "n2")) !=
                std::string::npos);
    }

    // A server that runs 2 hosts states each: n1-t01 and n1-t02 with 8 / 2 = 4
    // GPUs each (n2, 4 GPUs, 2 each). The supplies feed both: the GPUs' 7,480 W
    // (designFacts) split in two is 3,740 W per host, for n1 and n2 alike.
    void eachHostOfASystemIsANode()
    {
        Design d = designWithSupplies();
        Part server = *d.part("test-server");
        server.server->hosts = 2;
        d.putPart(server);
        const std::string rules = prometheusRules(d).designRules;
        for (const char* host : {"n1-t01", "n1-t02"}) {
            QVERIFY2(rules.find(rule("clustersmith:node_gpus:design", "4", host)) !=
                         std::string::npos,
                     rules.c_str());
            QVERIFY(rules.find(rule("clustersmith:node_gpu_power_budget_watts:design", "3740",
                                    host)) != std::string::npos);
        }
        QVERIFY(rules.find(rule("clustersmith:node_gpus:design", "2", "n2-t02")) !=
                std::string::npos);
        QVERIFY(rules.find(rule("clustersmith:node_gpu_power_budget_watts:design", "3740",
                                "n2-t02")) != std::string::npos);
        QVERIFY(rules.find("Hostname: \"n1\"") == std::string::npos);
    }

    // Without supply figures there is no node power budget to state.
    void noSuppliesNoBudget()
    {
        const std::string rules = prometheusRules(test::exportDesign()).designRules;
        QVERIFY(rules.find("node_gpu_power_budget_watts") == std::string::npos);
        QVERIFY(rules.find("gpu_power_limit_watts") != std::string::npos);
    }

    // Supplies that leave the GPUs no headroom state no budget, rather than
    // one the node-power alert would cross for ever.
    void noHeadroomNoBudget()
    {
        Design d = test::exportDesign();
        Part server = *d.part("test-server");
        // Three 3,300 W supplies, two redundant: 90% of 3,300 W usable is
        // 2,970 W, below the 4,400 W the rest of the node draws at peak.
        server.server->psu = PsuSpec{3, 3300, 2};
        d.putPart(server);
        const std::string rules = prometheusRules(d).designRules;
        QVERIFY(rules.find("node_gpu_power_budget_watts") == std::string::npos);
        QVERIFY(rules.find("gpu_power_limit_watts") != std::string::npos);
    }

    void alertsNameTheNodeAndRack()
    {
        const std::string alerts = prometheusRules(designWithSupplies()).alertRules;
        int count = 0;
        for (std::size_t at = alerts.find("  - alert: "); at != std::string::npos;
             at = alerts.find("  - alert: ", at + 1)) {
            ++count;
            const std::size_t summary = alerts.find("summary: ", at);
            const std::string line = alerts.substr(summary, alerts.find('\n', summary) - summary);
            QVERIFY2(line.find("{{ $labels.Hostname }} (rack {{ $labels.rack }})") !=
                         std::string::npos,
                     line.c_str());
        }
        QCOMPARE(count, 10);
        QVERIFY(alerts.find("\"(DCGM_FI_DEV_GPU_TEMP > 85) * on (Hostname) group_left (rack) "
                            "clustersmith:node:info\"") != std::string::npos);
        QVERIFY(alerts.find("DCGM_FI_DEV_POWER_USAGE > on (Hostname) group_left 0.95 * "
                            "clustersmith:gpu_power_limit_watts:design") != std::string::npos);
    }

    void noGpuNodesGiveAnEmptyGroup()
    {
        Design d = test::exportDesign();
        d.removeDevice(d.devices()[0].id);
        d.removeDevice(d.devices()[0].id);
        const std::string rules = prometheusRules(d).designRules;
        QVERIFY(rules.size() > 6);
        QCOMPARE(rules.substr(rules.size() - 12), std::string("  rules: []\n"));
    }
};

QTEST_GUILESS_MAIN(TestPrometheus)
#include "tst_prometheus.moc"
