// clustersmith-cli commission as operators call it: the JSON keys the issue
// fixes, exit codes, and one sentence naming the file and line for a file
// that is not nccl-tests output.
#include "clirunner.h"

#include <QTest>

#include <nlohmann/json.hpp>

namespace {

using Run = cs::test::CliRun;
using nlohmann::json;

const QString kDesign =
    QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json");
const QString kData = QStringLiteral(CS_TEST_DATA_DIR "/commission/");

Run cli(const QStringList& args)
{
    return cs::test::runCli(QStringLiteral(CS_BIN_DIR "/clustersmith-cli"),
                            QStringList{QStringLiteral("commission")} + args,
                            QStringLiteral("cs-tst-commission-user.sqlite"));
}

} // namespace

class TestCommissionCommand : public QObject
{
    Q_OBJECT

private slots:
    void jsonCarriesTheIssuesKeys();
    void textNamesTheVerdict();
    void badFilesExitTwoNamingFileAndLine_data();
    void badFilesExitTwoNamingFileAndLine();
    void usageErrorsExitTwo();
};

void TestCommissionCommand::jsonCarriesTheIssuesKeys()
{
    const Run r = cli({kDesign, QStringLiteral("--nccl"), kData + "all_reduce_perf-dgx-03.txt",
                       QStringLiteral("--nccl"), kData + "all_reduce_perf-2x8.txt",
                       QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const json j = json::parse(r.out.toStdString());
    QCOMPARE(j["nccl"].size(), std::size_t(2));
    QVERIFY(j["bandwidth"].is_array());
    for (const json& n : j["nccl"]) {
        for (const char* key : {"file", "collective", "ranks", "hosts", "gpu", "message_bytes",
                                "busbw_gbytes_per_s", "busbw_in_place_gbytes_per_s",
                                "expected_busbw_gbytes_per_s", "ratio", "verdict", "threshold"}) {
            QVERIFY2(n.contains(key), key);
        }
        // ratio = measured out-of-place ÷ expected, as printed.
        QCOMPARE(n["ratio"].get<double>(), n["busbw_gbytes_per_s"].get<double>() /
                                               n["expected_busbw_gbytes_per_s"].get<double>());
        QVERIFY(std::abs(n["threshold"].get<double>() - 1 / 1.15) < 1e-12);
    }
    const json& two = j["nccl"][1];
    QCOMPARE(two["ranks"].get<int>(), 16);
    QVERIFY(two["hosts"] == json({"dgx-01", "dgx-02"}));
    QCOMPARE(two["message_bytes"].get<std::int64_t>(), std::int64_t(8589934592));
    QCOMPARE(two["busbw_gbytes_per_s"].get<double>(), 338.82);
    QCOMPARE(two["busbw_in_place_gbytes_per_s"].get<double>(), 337.35);
    QVERIFY(two["verdict"] == "fail");
    QVERIFY(j["nccl"][0]["verdict"] == "pass");
    // dgx-01, dgx-02 and dgx-03 ran: 32 − 3 = 29 nodes missing.
    QCOMPARE(j["findings"].size(), std::size_t(1));
    QVERIFY(j["findings"][0]["message"].get<std::string>().starts_with("29 GPU nodes"));
}

void TestCommissionCommand::textNamesTheVerdict()
{
    const Run r = cli({kDesign, QStringLiteral("--nccl"), kData + "all_reduce_perf-dgx-03.txt"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("verdict: pass (at least 0.87 of the prediction)")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("478.9 GB/s out-of-place")));
}

void TestCommissionCommand::badFilesExitTwoNamingFileAndLine_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("where");
    QTest::newRow("truncated") << kData + "truncated-all_reduce_perf.txt"
                               << QStringLiteral("truncated-all_reduce_perf.txt: line 31: ");
    QTest::newRow("columns") << kData + "wrong-columns.txt"
                             << QStringLiteral("wrong-columns.txt: line 3: ");
    QTest::newRow("csv") << kData + "results.csv" << QStringLiteral("results.csv: line 2: ");
    QTest::newRow("binary") << kData + "binary-junk.bin"
                            << QStringLiteral("binary-junk.bin: line 2: ");
    QTest::newRow("empty") << kData + "empty.txt" << QStringLiteral("empty.txt: line 1: ");
    QTest::newRow("design") << kDesign << QStringLiteral("h100-32-node.cluster.json: line 1: ");
    QTest::newRow("missing") << kData + "no-such-file.txt"
                             << QStringLiteral("no-such-file.txt: cannot be read");
}

void TestCommissionCommand::badFilesExitTwoNamingFileAndLine()
{
    QFETCH(QString, file);
    QFETCH(QString, where);
    const Run r = cli({kDesign, QStringLiteral("--nccl"), file});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(where), qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1); // one sentence
    QVERIFY(r.out.isEmpty());
}

void TestCommissionCommand::usageErrorsExitTwo()
{
    QCOMPARE(cli({kDesign}).exitCode, 2); // no --nccl
    QCOMPARE(cli({QStringLiteral("--nccl"), kData + "all_reduce_perf-dgx-03.txt"}).exitCode, 2);
    const Run badDesign = cli(
        {kData + "results.csv", QStringLiteral("--nccl"), kData + "all_reduce_perf-dgx-03.txt"});
    QCOMPARE(badDesign.exitCode, 2);
    QVERIFY(badDesign.err.contains(QStringLiteral("results.csv")));
}

QTEST_GUILESS_MAIN(TestCommissionCommand)
#include "tst_commissioncommand.moc"
