// clustersmith-cli perf as other tools call it: the JSON keys the issue fixes,
// one-sentence refusals naming the key and the numbers, and the network
// showing in the answer.
#include "clirunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

namespace {

using Run = cs::test::CliRun;
using nlohmann::json;

const QString kExamples = QStringLiteral(CS_SOURCE_DIR "/resources/examples/");
const QString kTraining = kExamples + QStringLiteral("llama-70b-training.workload.json");
const QString kInference = kExamples + QStringLiteral("llama-70b-inference.workload.json");

Run cli(const QStringList& args)
{
    return cs::test::runCli(QStringLiteral(CS_BIN_DIR "/clustersmith-cli"), args,
                            QStringLiteral("cs-tst-perf-user.sqlite"));
}

json jsonOf(const QStringList& args)
{
    const Run r = cli(args);
    if (r.exitCode != 0) {
        qWarning("%s", qPrintable(r.err));
        return nullptr;
    }
    return json::parse(r.out.toStdString());
}

QStringList onNode(const QString& node, int nodes)
{
    return {QStringLiteral("--node"), node, QStringLiteral("--nodes"), QString::number(nodes)};
}

// `perf --collective all_reduce` of `bytes` on `nodes` of a catalog node, as JSON.
json allReduceJson(const QString& bytes, const QString& node, int nodes)
{
    return jsonOf(QStringList{QStringLiteral("perf"), QStringLiteral("--collective"),
                              QStringLiteral("all_reduce"), QStringLiteral("--message-bytes"),
                              bytes, QStringLiteral("--json")} +
                  onNode(node, nodes));
}

} // namespace

class TestPerfCommand : public QObject
{
    Q_OBJECT

private slots:
    void trainingPlansCarryTheDocumentedKeys();
    void givenPlanComesFirst();
    void impossiblePlansAreRefusedWithTheNumbers();
    void inferenceReportsThroughputAndLatency();
    void collectiveReportsAlgbwAndBusbw();
    void aUbDomainSpansItsNodes();
    void designPathReadsTheCables();
    void consumerGpusOnSlowEthernetTrainSlower();
    void usageErrorsExitTwo();
};

void TestPerfCommand::trainingPlansCarryTheDocumentedKeys()
{
    const json j = jsonOf(QStringList{QStringLiteral("perf"), kTraining, QStringLiteral("--json"),
                                      QStringLiteral("--top"), QStringLiteral("3")} +
                          onNode(QStringLiteral("nvidia-dgx-h100"), 16));
    QVERIFY(j.is_object());
    QCOMPARE(j["plans"].size(), std::size_t(3));
    for (const json& p : j["plans"]) {
        for (const char* key :
             {"tp", "pp", "dp", "cp", "ep", "vp", "micro_batch", "global_batch_sequences", "fits",
              "memory_gb_per_gpu", "step_time_s", "tokens_per_s", "tokens_per_s_per_gpu", "mfu"}) {
            QVERIFY2(p.contains(key), key);
        }
        const json& b = p["breakdown"];
        const double sum = b["compute_s"].get<double>() + b["tp_comm_s"].get<double>() +
                           b["cp_comm_s"].get<double>() + b["ep_comm_s"].get<double>() +
                           b["pp_bubble_s"].get<double>() + b["dp_comm_s"].get<double>() +
                           b["optimizer_s"].get<double>();
        QVERIFY(std::abs(sum - p["step_time_s"].get<double>()) < 1e-9 * sum);
        QVERIFY(p["tp"].get<int>() * p["pp"].get<int>() * p["dp"].get<int>() * p["cp"].get<int>() <=
                128);
    }
    QVERIFY(j["plans"][0]["fits"].get<bool>());
}

void TestPerfCommand::givenPlanComesFirst()
{
    const json j = jsonOf(QStringList{QStringLiteral("perf"), kTraining, QStringLiteral("--json"),
                                      QStringLiteral("--plan"),
                                      QStringLiteral("tp=8,pp=4,dp=4,micro_batch=1")} +
                          onNode(QStringLiteral("nvidia-dgx-h100"), 16));
    QVERIFY(j.is_object());
    const json& first = j["plans"][0];
    QCOMPARE(first["tp"].get<int>(), 8);
    QCOMPARE(first["pp"].get<int>(), 4);
    QCOMPARE(first["dp"].get<int>(), 4);
    QCOMPARE(first["micro_batch"].get<int>(), 1);
}

void TestPerfCommand::impossiblePlansAreRefusedWithTheNumbers()
{
    const QStringList base =
        QStringList{QStringLiteral("perf"), kTraining, QStringLiteral("--plan")};
    const QStringList node = onNode(QStringLiteral("nvidia-dgx-h100"), 16);
    const struct
    {
        const char* plan;
        const char* says;
    } cases[] = {
        {"tp=3", "tp=3 does not divide the 64 attention heads."},
        {"tp=8,pp=7", "pp=7 does not divide the 80 layers."},
        {"tp=8,pp=4,dp=8", "= 256 GPUs; the cluster has 128."},
        {"tp=8,ep=2", "ep=2 needs a mixture-of-experts model"},
        {"tp=eight", "tp=eight: tp is a whole number from 1 to 1000000."},
        {"dp=8192,micro_batch=524288", "= 8192 GPUs; the cluster has 128."},
        {"tq=2", "\"tq=2\" is not one of tp, pp, dp"},
    };
    for (const auto& c : cases) {
        const Run r = cli(base + QStringList{QString::fromLatin1(c.plan)} + node);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QString::fromUtf8(c.says)), qPrintable(r.err));
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
    }
}

void TestPerfCommand::inferenceReportsThroughputAndLatency()
{
    const json j =
        jsonOf(QStringList{QStringLiteral("perf"), kInference, QStringLiteral("--json")} +
               onNode(QStringLiteral("nvidia-dgx-h100"), 2));
    QVERIFY(j.is_object());
    const json& i = j["inference"];
    for (const char* key :
         {"output_tokens_per_s", "output_tokens_per_s_per_gpu", "time_to_first_token_ms",
          "inter_token_latency_ms", "max_batch", "bound"}) {
        QVERIFY2(i.contains(key), key);
    }
    // Interactive: every sequence at 20 tokens/s or more.
    QVERIFY(i["inter_token_latency_ms"].get<double>() <= 50.0);
    QVERIFY(i["output_tokens_per_s"].get<double>() > 0);
    QVERIFY(!j["plans"].empty());
}

// 4 × DGX H100 = 32 GPUs; 1 GB all-reduce over 4 nodes: busbw = algbw × 2·31/32.
void TestPerfCommand::collectiveReportsAlgbwAndBusbw()
{
    const json j = allReduceJson(QStringLiteral("1e9"), QStringLiteral("nvidia-dgx-h100"), 4);
    QVERIFY(j.is_object());
    const json& c = j["collective"];
    const double alg = c["algbw_gbytes_per_s"];
    QVERIFY(std::abs(c["busbw_gbytes_per_s"].get<double>() - alg * 62.0 / 32.0) < 1e-6 * alg);
    QVERIFY(std::abs(c["time_s"].get<double>() - 1e9 / (alg * 1e9)) < 1e-9);
    QCOMPARE(c["nodes"].get<int>(), 4);
    QCOMPARE(c["scale_up_domains"].get<int>(), 4);
}

// 48 CloudMatrix 384 nodes (8 Ascend 910C each) are one UB domain of 384:
// a 384-rank all-reduce spans 48 nodes and one scale-up domain, one flat
// ring. 1 GiB: 2·383/384 × 1,073,741,824 ÷ (392 × 0.80 = 313.6 GB/s) =
// 6.8300 ms, + 8.4 + 766 steps × 3.4 µs = 2.6128 ms, + the first chunk of
// 1,073,741,824 ÷ (384 × 16 channels) = 174,763 B over 766 links at 19.6 GB/s
// a channel = 6.8300 ms → 16.273 ms.
void TestPerfCommand::aUbDomainSpansItsNodes()
{
    const json j =
        allReduceJson(QStringLiteral("1073741824"), QStringLiteral("huawei-atlas-800t-a3"), 48);
    const json& c = j["collective"];
    QCOMPARE(c["nodes"].get<int>(), 48);
    QCOMPARE(c["scale_up_domains"].get<int>(), 1);
    QCOMPARE(c["algorithm"].get<std::string>(), std::string("ring"));
    QVERIFY2(std::abs(c["time_s"].get<double>() - 0.016273) < 2e-6,
             qPrintable(QString::number(c["time_s"].get<double>(), 'g', 8)));
}

// The 32-node example as built: 8 × 400G cabled per node, so 400 Gb/s per GPU.
void TestPerfCommand::designPathReadsTheCables()
{
    const json j = jsonOf(
        {QStringLiteral("perf"), QStringLiteral("--collective"), QStringLiteral("all_reduce"),
         QStringLiteral("--message-bytes"), QStringLiteral("1e8"), QStringLiteral("--json"),
         QStringLiteral("--design"), kExamples + QStringLiteral("h100-32-node.cluster.json")});
    QVERIFY(j.is_object());
    QCOMPARE(j["hardware"]["scale_out"]["gbits_per_gpu"].get<double>(), 400.0);
    QCOMPARE(j["hardware"]["nodes"].get<int>(), 32);
    QCOMPARE(j["hardware"]["scale_up"]["domain_gpus"].get<int>(), 8);
}

// The issue's case: 614 × 4 RTX 4090 (2,456 GPUs, 165 TFLOPS each: 405
// PFLOPS) on 2 × 25 GbE per box against 52 DGX H100 (416 GPUs, 989 TFLOPS:
// 411 PFLOPS) on 8 × 400G. The same peak; the slow road must cost the
// consumer cluster at least half again as many days.
void TestPerfCommand::consumerGpusOnSlowEthernetTrainSlower()
{
    const QStringList base{QStringLiteral("perf"), kTraining, QStringLiteral("--json"),
                           QStringLiteral("--top"), QStringLiteral("1")};
    const json h100 = jsonOf(base + onNode(QStringLiteral("nvidia-dgx-h100"), 52));
    const json rtx = jsonOf(base + onNode(QStringLiteral("lab-4x-rtx4090-workstation"), 614));
    QVERIFY(h100.is_object() && rtx.is_object());
    const double h100Days = h100["plans"][0]["training_days"];
    const double rtxDays = rtx["plans"][0]["training_days"];
    QVERIFY2(rtxDays > 1.5 * h100Days,
             qPrintable(QStringLiteral("%1 vs %2 days").arg(rtxDays).arg(h100Days)));
    QVERIFY(rtx["plans"][0]["mfu"].get<double>() < h100["plans"][0]["mfu"].get<double>());
}

void TestPerfCommand::usageErrorsExitTwo()
{
    const QStringList cases[] = {
        {QStringLiteral("perf"), kTraining},
        {QStringLiteral("perf"), kTraining, QStringLiteral("--node"),
         QStringLiteral("nvidia-dgx-h100")},
        {QStringLiteral("perf"), kTraining, QStringLiteral("--node"), QStringLiteral("no-such"),
         QStringLiteral("--nodes"), QStringLiteral("2")},
        {QStringLiteral("perf"), kTraining, QStringLiteral("--node"),
         QStringLiteral("nvidia-dgx-h100"), QStringLiteral("--nodes"), QStringLiteral("-3")},
        {QStringLiteral("perf"), QStringLiteral("--collective"), QStringLiteral("all_reduce"),
         QStringLiteral("--node"), QStringLiteral("nvidia-dgx-h100"), QStringLiteral("--nodes"),
         QStringLiteral("2")},
        {QStringLiteral("perf"), QStringLiteral("--collective"), QStringLiteral("broadcast"),
         QStringLiteral("--message-bytes"), QStringLiteral("1e6"), QStringLiteral("--node"),
         QStringLiteral("nvidia-dgx-h100"), QStringLiteral("--nodes"), QStringLiteral("2")},
        {QStringLiteral("perf"), kTraining, QStringLiteral("--node"),
         QStringLiteral("nvidia-connectx7-400g-osfp"), QStringLiteral("--nodes"),
         QStringLiteral("2")},
    };
    for (const QStringList& args : cases) {
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
    }
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("w.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"training": {"parameters": 7e9, "training_tokens": 1e12, "target_days": 30,
               "attention_heads": 32, "kv_heads": 5}})");
    f.close();
    const Run r = cli(QStringList{QStringLiteral("perf"), bad} +
                      onNode(QStringLiteral("nvidia-dgx-h100"), 1));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("$.training.kv_heads")), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestPerfCommand)
#include "tst_perfcommand.moc"
