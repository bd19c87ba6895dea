// clustersmith-cli commission as operators call it: the JSON keys the issue
// fixes, exit codes, and one sentence naming the file and line for a file
// that is not nccl-tests or bandwidth benchmark output.
#include "clirunner.h"
#include "io/migrations.h"

#include <QFile>
#include <QTemporaryDir>
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
    void bandwidthJsonCarriesTheIssuesKeys();
    void bandwidthTextHasOneLinePerTest();
    void ncclAndBandwidthTogether();
    void attachedOutputsAreJudgedLater();
    void detachAndAttachNeedWhatTheySay();
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
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("where");
    const QString nccl = QStringLiteral("--nccl");
    const QString bandwidth = QStringLiteral("--bandwidth");
    QTest::newRow("truncated") << nccl << kData + "truncated-all_reduce_perf.txt"
                               << QStringLiteral("truncated-all_reduce_perf.txt: line 31: ");
    QTest::newRow("columns") << nccl << kData + "wrong-columns.txt"
                             << QStringLiteral("wrong-columns.txt: line 3: ");
    QTest::newRow("csv") << nccl << kData + "results.csv"
                         << QStringLiteral("results.csv: line 2: ");
    QTest::newRow("binary") << nccl << kData + "binary-junk.bin"
                            << QStringLiteral("binary-junk.bin: line 2: ");
    QTest::newRow("empty") << nccl << kData + "empty.txt" << QStringLiteral("empty.txt: line 1: ");
    QTest::newRow("design") << nccl << kDesign
                            << QStringLiteral("h100-32-node.cluster.json: line 1: ");
    QTest::newRow("missing") << nccl << kData + "no-such-file.txt"
                             << QStringLiteral("no-such-file.txt: cannot be read");
    QTest::newRow("bandwidthTest cut short")
        << bandwidth << kData + "truncated-bandwidthTest.txt"
        << QStringLiteral("truncated-bandwidthTest.txt: line 16: ");
    QTest::newRow("nvbandwidth short row")
        << bandwidth << kData + "short-row-nvbandwidth.txt"
        << QStringLiteral("short-row-nvbandwidth.txt: line 38: ");
    QTest::newRow("ib_write_bw cut short")
        << bandwidth << kData + "truncated-ib_write_bw.txt"
        << QStringLiteral("truncated-ib_write_bw.txt: line 31: ");
    QTest::newRow("nccl-tests as bandwidth")
        << bandwidth << kData + "all_reduce_perf-dgx-03.txt"
        << QStringLiteral("all_reduce_perf-dgx-03.txt: line 1: ");
    QTest::newRow("binary as bandwidth")
        << bandwidth << kData + "binary-junk.bin" << QStringLiteral("binary-junk.bin: line 2: ");
    QTest::newRow("design as bandwidth")
        << bandwidth << kDesign << QStringLiteral("h100-32-node.cluster.json: line 1: ");
}

void TestCommissionCommand::badFilesExitTwoNamingFileAndLine()
{
    QFETCH(QString, option);
    QFETCH(QString, file);
    QFETCH(QString, where);
    const Run r = cli({kDesign, option, file});
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

void TestCommissionCommand::bandwidthJsonCarriesTheIssuesKeys()
{
    const Run r = cli({kDesign, QStringLiteral("--bandwidth"), kData + "nvbandwidth-dgx-01.txt",
                       QStringLiteral("--bandwidth"), kData + "dgx-01.ib_write_bw.txt",
                       QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const json j = json::parse(r.out.toStdString());
    QVERIFY(j["nccl"].is_array() && j["nccl"].empty());
    QCOMPARE(j["bandwidth"].size(), std::size_t(5)); // four nvbandwidth testcases, one ib_write_bw
    for (const json& b : j["bandwidth"]) {
        for (const char* key :
             {"file", "tool", "host", "device", "test", "message_bytes", "measured_gbytes_per_s",
              "expected_gbytes_per_s", "ratio", "verdict", "threshold"}) {
            QVERIFY2(b.contains(key), key);
        }
        QCOMPARE(b["ratio"].get<double>(), b["measured_gbytes_per_s"].get<double>() /
                                               b["expected_gbytes_per_s"].get<double>());
        QCOMPARE(b["host"].get<std::string>(), std::string("dgx-01"));
    }
    QVERIFY(j["bandwidth"][0]["message_bytes"].is_null()); // nvbandwidth prints no size
    QVERIFY(j["bandwidth"][0]["verdict"] == "pass");
    const json& ib = j["bandwidth"][4];
    QVERIFY(ib["tool"] == "ib_write_bw");
    QCOMPARE(ib["measured_gbits_per_s"].get<double>(), 98.38);
    QCOMPARE(ib["message_bytes"].get<std::int64_t>(), std::int64_t(8388608));
    QVERIFY(ib["verdict"] == "fail");
    QVERIFY(!j["bandwidth"][0].contains("measured_gbits_per_s"));
}

void TestCommissionCommand::bandwidthTextHasOneLinePerTest()
{
    const Run r = cli({kDesign, QStringLiteral("--bandwidth"), kData + "dgx-03.bandwidthTest.txt"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    QVERIFY2(lines[0].endsWith(QStringLiteral("dgx-03.bandwidthTest.txt (bandwidthTest, dgx-03)")),
             qPrintable(r.out));
    QVERIFY2(lines[1].startsWith(QStringLiteral("  Host to Device, PINNED, NVIDIA H100 80GB HBM3, "
                                                "64 MiB: 55.4 GB/s, predicted 58.4 GB/s")),
             qPrintable(lines[1]));
    QVERIFY(lines[1].endsWith(QStringLiteral("pass (at least 0.90 of the prediction)")));
    QVERIFY(lines[2].startsWith(QStringLiteral("  Device to Host, PINNED")));
}

void TestCommissionCommand::ncclAndBandwidthTogether()
{
    const Run r = cli({kDesign, QStringLiteral("--nccl"), kData + "all_reduce_perf-dgx-03.txt",
                       QStringLiteral("--bandwidth"), kData + "dgx-02.nvbandwidth.txt",
                       QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const json j = json::parse(r.out.toStdString());
    QCOMPARE(j["nccl"].size(), std::size_t(1));
    QCOMPARE(j["bandwidth"].size(), std::size_t(1));
    QVERIFY(j["bandwidth"][0]["verdict"] == "fail");
    // dgx-03 ran nccl-tests and dgx-02 nvbandwidth: 30 of 32 nodes did not.
    QVERIFY(j["findings"][0]["message"].get<std::string>().starts_with("30 GPU nodes"));
}

// --attach keeps the outputs in the design file; a later run without outputs
// judges what is attached, the same as naming the files.
void TestCommissionCommand::attachedOutputsAreJudgedLater()
{
    QTemporaryDir dir;
    const QString design = dir.filePath(QStringLiteral("h100.cluster.json"));
    QVERIFY(QFile::copy(kDesign, design));
    const QStringList outputs{QStringLiteral("--nccl"), kData + "all_reduce_perf-dgx-03.txt",
                              QStringLiteral("--bandwidth"), kData + "dgx-02.nvbandwidth.txt"};
    QCOMPARE(cli({design, QStringLiteral("--json")}).exitCode, 2); // nothing attached yet
    const Run attached = cli(QStringList{design, QStringLiteral("--attach")} + outputs);
    QVERIFY2(attached.exitCode == 0, qPrintable(attached.err));
    const Run later = cli({design, QStringLiteral("--json")});
    QVERIFY2(later.exitCode == 0, qPrintable(later.err));
    const json kept = json::parse(later.out.toStdString());
    const json named = json::parse(
        cli(QStringList{kDesign, QStringLiteral("--json")} + outputs).out.toStdString());
    QCOMPARE(kept["nccl"].size(), std::size_t(1));
    QCOMPARE(kept["bandwidth"].size(), std::size_t(1));
    // Named files are reported by their path, attached ones by their name.
    QCOMPARE(kept["nccl"][0]["file"].get<std::string>(), std::string("all_reduce_perf-dgx-03.txt"));
    QVERIFY(kept["nccl"][0]["busbw_gbytes_per_s"] == named["nccl"][0]["busbw_gbytes_per_s"]);
    QVERIFY(kept["nccl"][0]["expected_busbw_gbytes_per_s"] ==
            named["nccl"][0]["expected_busbw_gbytes_per_s"]);
    QVERIFY(kept["bandwidth"][0]["verdict"] == named["bandwidth"][0]["verdict"]);
    QVERIFY(kept["findings"] == named["findings"]);
    // Attaching the same file again replaces it rather than adding a second.
    QCOMPARE(cli({design, QStringLiteral("--attach"), QStringLiteral("--nccl"),
                  kData + "all_reduce_perf-dgx-03.txt"})
                 .exitCode,
             0);
    QFile file(design);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const json saved = json::parse(file.readAll().toStdString());
    QCOMPARE(saved["format_version"].get<int>(), cs::kDesignFormatVersion);
    QCOMPARE(saved["benchmark_results"].size(), std::size_t(2));
    file.close();
    QCOMPARE(cli({design, QStringLiteral("--detach")}).exitCode, 0);
    QCOMPARE(cli({design}).exitCode, 2); // nothing attached again
}

void TestCommissionCommand::detachAndAttachNeedWhatTheySay()
{
    QTemporaryDir dir;
    const QString design = dir.filePath(QStringLiteral("h100.cluster.json"));
    QVERIFY(QFile::copy(kDesign, design));
    const QByteArray before = [&] {
        QFile f(design);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    const Run bare = cli({design, QStringLiteral("--attach")});
    QCOMPARE(bare.exitCode, 2);
    QVERIFY(bare.err.contains(QStringLiteral("--attach needs")));
    // A bad output is refused before anything is written.
    const Run bad = cli({design, QStringLiteral("--attach"), QStringLiteral("--nccl"),
                         kData + "truncated-all_reduce_perf.txt"});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QStringLiteral("truncated-all_reduce_perf.txt")));
    QFile f(design);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
}

QTEST_GUILESS_MAIN(TestCommissionCommand)
#include "tst_commissioncommand.moc"
