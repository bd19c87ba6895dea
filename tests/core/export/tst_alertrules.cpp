// The alert rules: one list that the Prometheus file and the report's
// operations page both read, with thresholds in words that match the PromQL.
#include "export/alertrules.h"
#include "export/prometheus.h"
#include "exportfixture.h"

#include <QRegularExpression>
#include <QTest>

using namespace cs;
using namespace cs::exports;

namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

const AlertRule& rule(const char* name)
{
    for (const AlertRule& r : alertRules()) {
        if (std::string(r.name) == name) {
            return r;
        }
    }
    qFatal("no alert %s", name);
}

} // namespace

class TestAlertRules : public QObject
{
    Q_OBJECT

private slots:
    // The file lists exactly the rules of the list, in its order.
    void theFileWritesTheList()
    {
        const QString file =
            QString::fromStdString(prometheusRules(test::exportDesign()).alertRules);
        static const QRegularExpression alert(QStringLiteral("- alert: \"(\\w+)\""));
        QStringList inFile;
        for (const QRegularExpressionMatch& m : alert.globalMatch(file)) {
            inFile << m.captured(1);
        }
        QStringList listed;
        for (const AlertRule& r : alertRules()) {
            listed << QString::fromLatin1(r.name);
        }
        QCOMPARE(inFile, listed);
        QCOMPARE(listed.size(), 10);
    }

    void thresholdsInWords_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("promql");
        // The guides' 85 °C alarm point.
        QTest::newRow("temperature") << "GpuTemperatureHigh"
                                     << "above 85 °C"
                                     << "DCGM_FI_DEV_GPU_TEMP > 85";
        // 95% of the TDP is the share 0.95 in the condition.
        QTest::newRow("gpu power") << "GpuPowerNearLimit"
                                   << "above 95% of the GPU's TDP"
                                   << "group_left 0.95 * clustersmith:gpu_power_limit";
        // 90% of the usable supplies goes into the design's budget series.
        QTest::newRow("node power") << "NodePowerNearPsuCapacity"
                                    << "above 90% of what"
                                    << "clustersmith:node_gpu_power_budget_watts:design";
        // DCGM's limits: 100 CRC errors per second, 8 PCIe replays per minute.
        QTest::newRow("crc") << "NvlinkCrcErrors"
                             << "above 100 per second"
                             << "[5m]) > 100";
        QTest::newRow("pcie") << "PcieReplays"
                              << "above 8 per minute"
                              << "* 60 > 8";
        QTest::newRow("xid") << "GpuXidError"
                             << "any XID error"
                             << "XID_ERRORS > 0";
    }

    void thresholdsInWords()
    {
        QFETCH(QString, name);
        QFETCH(QString, words);
        QFETCH(QString, promql);
        const AlertRule& r = rule(qPrintable(name));
        QVERIFY2(thresholdText(r, kEnglish).contains(words),
                 qPrintable(thresholdText(r, kEnglish)));
        QVERIFY2(QString::fromStdString(r.condition).contains(promql), r.condition.c_str());
    }

    void everyRuleExplainsItself()
    {
        for (const AlertRule& r : alertRules()) {
            QVERIFY(!watchesText(r).isEmpty());
            QVERIFY(!whyText(r).isEmpty());
            QVERIFY(!thresholdText(r, kEnglish).contains(QStringLiteral("%1")));
            QVERIFY(severityText(r) == QStringLiteral("warning") ||
                    severityText(r) == QStringLiteral("critical"));
        }
        QCOMPARE(rule("GpuTemperatureHigh").forMinutes, 2);
        QCOMPARE(rule("NodeGpusMissing").scope, AlertScope::Node);
        QCOMPARE(rule("GpuXidError").scope, AlertScope::Gpu);
    }
};

QTEST_MAIN(TestAlertRules)
#include "tst_alertrules.moc"
