// The workload profile's JSON form (docs/workload-format.md): defaults, a full
// round trip, the bundled examples, and every refusal naming the JSON path at fault.
#include "io/formaterror.h"
#include "sizing/workload.h"

#include <QFile>
#include <QTest>

using namespace cs;
using namespace cs::sizing;
using nlohmann::json;

class TestWorkload : public QObject
{
    Q_OBJECT

private slots:
    void trainingDefaults();
    void inferenceDefaults();
    void roundTrip();
    void trainingShare();
    void hpcDefaults();
    void throughputRoundTrip();
    void examples_data();
    void examples();
    void refusals_data();
    void refusals();
};

namespace {

json minimalTraining()
{
    return json{{"parameters", 7e9}, {"training_tokens", 1e12}, {"target_days", 30}};
}

json minimalInference()
{
    return json{{"parameters", 7e9},
                {"context_length", 4096},
                {"concurrent_sequences", 16},
                {"target_tokens_per_second", 1000}};
}

json minimalHpc()
{
    return json{{"work", 1e21}, {"target_days", 5}};
}

json minimalThroughput()
{
    return json{
        {"unit", "images"},
        {"work", 1e10},
        {"target_days", 3},
        {"rates", json::array({{{"gpu", "nvidia-h100-sxm5-80gb"}, {"units_per_second", 3000}}})}};
}

} // namespace

void TestWorkload::trainingDefaults()
{
    const Workload w = workloadFromJson(json{{"training", minimalTraining()}});
    QVERIFY(w.training);
    QVERIFY(!w.inference);
    const TrainingProfile& t = *w.training;
    QCOMPARE(t.parameters, 7e9);
    QCOMPARE(t.trainingTokens, 1e12);
    QCOMPARE(t.targetDays, 30.0);
    QCOMPARE(t.precision, TrainingPrecision::Bf16);
    QVERIFY(!t.mfu);
    QCOMPARE(t.sizingMfu(), 0.40);
    QCOMPARE(t.optimizerBytesPerParameter, 16.0);
    QVERIFY(!t.activationGbPerGpu);
    QVERIFY(t.recomputation);
    QCOMPARE(t.sequenceLength, 4096);
    QCOMPARE(t.microBatchSequences, 1);
    QVERIFY(!t.shape.layers && !t.shape.hiddenSize);
    QCOMPARE(w.trainingShare(), 1.0);
}

void TestWorkload::inferenceDefaults()
{
    const Workload w = workloadFromJson(json{{"inference", minimalInference()}});
    QVERIFY(w.inference);
    const InferenceProfile& p = *w.inference;
    QCOMPARE(p.precision, InferencePrecision::Fp16);
    QCOMPARE(p.latencyClass, LatencyClass::Interactive);
    QCOMPARE(p.computeUtilization, 0.40);
    QCOMPARE(p.bandwidthUtilization, 0.80);
    QCOMPARE(p.contextLength, 4096);
    QCOMPARE(p.concurrentSequences, 16);
    QCOMPARE(w.trainingShare(), 0.0);
}

void TestWorkload::roundTrip()
{
    Workload w;
    w.name = "mixed";
    TrainingProfile t;
    t.parameters = 70e9;
    t.trainingTokens = 2e12;
    t.targetDays = 90;
    t.precision = TrainingPrecision::Fp8;
    t.mfu = 0.35;
    t.optimizerBytesPerParameter = 18;
    t.activationGbPerGpu = 12.5;
    t.recomputation = false;
    t.sequenceLength = 8192;
    t.microBatchSequences = 2;
    t.shape.layers = 80;
    t.shape.hiddenSize = 8192;
    InferenceProfile p;
    p.parameters = 70e9;
    p.precision = InferencePrecision::Int4;
    p.contextLength = 32768;
    p.concurrentSequences = 128;
    p.targetTokensPerSecond = 4000;
    p.latencyClass = LatencyClass::Batch;
    p.computeUtilization = 0.3;
    p.bandwidthUtilization = 0.7;
    p.shape.layers = 80;
    p.shape.hiddenSize = 8192;
    p.shape.kvHeads = 8;
    p.shape.headDim = 128;
    w.training = t;
    w.inference = p;
    w.trainingHoursShare = 0.75;

    const json j = workloadToJson(w);
    QVERIFY(j["format"] == json("clustersmith-workload"));
    QVERIFY(j["training"]["precision"] == json("fp8"));
    QVERIFY(j["inference"]["latency_class"] == json("batch"));
    QCOMPARE(workloadFromJson(j), w);
    QCOMPARE(w.trainingShare(), 0.75);
}

void TestWorkload::trainingShare()
{
    json j{{"training", minimalTraining()},
           {"inference", minimalInference()},
           {"training_hours_share", 0.6}};
    QCOMPARE(workloadFromJson(j).trainingShare(), 0.6);
}

void TestWorkload::hpcDefaults()
{
    const Workload w = workloadFromJson(json{{"name", "weather"}, {"hpc", minimalHpc()}});
    QVERIFY(w.hpc && !w.training && !w.inference && !w.throughput);
    QCOMPARE(w.hpc->bound, HpcBound::Compute);
    QCOMPARE(w.hpc->precision, HpcPrecision::Fp64);
    QCOMPARE(w.hpc->work, 1e21);
    QCOMPARE(w.hpc->targetDays, 5.0);
    QVERIFY(!w.hpc->sustainedFraction);
    QCOMPARE(w.trainingShare(), 0.0); // nothing trains
}

void TestWorkload::throughputRoundTrip()
{
    Workload w;
    w.name = "tagging";
    ThroughputProfile t;
    t.unit = "images";
    t.work = 2.5e9;
    t.targetDays = 2;
    t.rates = {{"nvidia-h100-sxm5-80gb", 3000, 12}, {"nvidia-l40s", 1400, std::nullopt}};
    t.bytesPerUnit = 110e3;
    t.scalingEfficiency = 0.9;
    w.throughput = t;
    const json j = workloadToJson(w);
    QVERIFY(j["format_version"] == json(3));
    QVERIFY(j["throughput"]["rates"][1]["gpu"] == json("nvidia-l40s"));
    QVERIFY(j["throughput"]["rates"][0]["cpu_cores_per_gpu"] == json(12));
    QVERIFY(!j["throughput"]["rates"][1].contains("cpu_cores_per_gpu"));
    const Workload back = workloadFromJson(j);
    QCOMPARE(back, w);
    QCOMPARE(back.throughput->rateOn("nvidia-l40s")->unitsPerSecond, 1400.0);
    QVERIFY(!back.throughput->rateOn("nvidia-b200"));

    Workload h;
    h.name = "stencil";
    h.hpc = HpcProfile{HpcBound::MemoryBandwidth, HpcPrecision::Fp32, 3e20, 4, 0.7};
    QCOMPARE(workloadFromJson(workloadToJson(h)), h);
    QVERIFY(workloadToJson(h)["hpc"]["bound"] == json("memory_bandwidth"));
}

void TestWorkload::examples_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("training") << QStringLiteral("llama-70b-training.workload.json");
    QTest::newRow("inference") << QStringLiteral("llama-70b-inference.workload.json");
}

void TestWorkload::examples()
{
    QFETCH(QString, file);
    QFile f(QStringLiteral(CS_SOURCE_DIR "/resources/examples/") + file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const Workload w = workloadFromJson(json::parse(f.readAll().toStdString()));
    QVERIFY(!w.name.empty());
    QVERIFY(w.training || w.inference);
    QCOMPARE(workloadFromJson(workloadToJson(w)), w);
}

void TestWorkload::refusals_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("path");

    const auto withTraining = [](const char* key, const json& value) {
        json t = minimalTraining();
        t[key] = value;
        return QString::fromStdString(json{{"training", t}}.dump());
    };
    const auto withInference = [](const char* key, const json& value) {
        json p = minimalInference();
        p[key] = value;
        return QString::fromStdString(json{{"inference", p}}.dump());
    };
    json noParameters = minimalTraining();
    noParameters.erase("parameters");

    QTest::newRow("not an object") << QStringLiteral("[]") << QStringLiteral("$");
    QTest::newRow("no section") << QStringLiteral("{\"name\": \"x\"}") << QStringLiteral("$");
    QTest::newRow("unknown top key")
        << QStringLiteral("{\"trainig\": {}}") << QStringLiteral("$.trainig");
    QTest::newRow("format") << QStringLiteral("{\"format\": \"cluster\"}")
                            << QStringLiteral("$.format");
    QTest::newRow("newer version")
        << QStringLiteral("{\"format_version\": 4}") << QStringLiteral("$.format_version");
    QTest::newRow("mfu above 1") << withTraining("mfu", 1.5) << QStringLiteral("$.training.mfu");
    QTest::newRow("mfu as text") << withTraining("mfu", "40%") << QStringLiteral("$.training.mfu");
    QTest::newRow("fp32 training")
        << withTraining("precision", "fp32") << QStringLiteral("$.training.precision");
    QTest::newRow("parameters in billions")
        << withTraining("parameters", 70) << QStringLiteral("$.training.parameters");
    QTest::newRow("missing parameters")
        << QString::fromStdString(json{{"training", noParameters}}.dump())
        << QStringLiteral("$.training.parameters");
    QTest::newRow("unknown training key")
        << withTraining("tokens", 1e12) << QStringLiteral("$.training.tokens");
    QTest::newRow("unknown attention kernel") << withTraining("attention_kernel", "flash")
                                              << QStringLiteral("$.training.attention_kernel");
    QTest::newRow("global batch of zero") << withTraining("global_batch_sequences", 0)
                                          << QStringLiteral("$.training.global_batch_sequences");
    QTest::newRow("more experts per token than experts")
        << withTraining("moe", json{{"experts", 8}, {"experts_per_token", 9}})
        << QStringLiteral("$.training.moe.experts_per_token");
    QTest::newRow("moe without experts") << withTraining("moe", json{{"experts_per_token", 2}})
                                         << QStringLiteral("$.training.moe.experts");
    QTest::newRow("recomputation as text")
        << withTraining("recomputation", "yes") << QStringLiteral("$.training.recomputation");
    QTest::newRow("bf16 inference")
        << withInference("precision", "bf8") << QStringLiteral("$.inference.precision");
    QTest::newRow("latency class") << withInference("latency_class", "realtime")
                                   << QStringLiteral("$.inference.latency_class");
    QTest::newRow("fractional sequences") << withInference("concurrent_sequences", 1.5)
                                          << QStringLiteral("$.inference.concurrent_sequences");
    QTest::newRow("kv_heads alone")
        << withInference("kv_heads", 8) << QStringLiteral("$.inference.head_dim");
    QTest::newRow("mixed without share")
        << QString::fromStdString(
               json{{"training", minimalTraining()}, {"inference", minimalInference()}}.dump())
        << QStringLiteral("$.training_hours_share");
    QTest::newRow("share without mix")
        << QString::fromStdString(
               json{{"training", minimalTraining()}, {"training_hours_share", 0.5}}.dump())
        << QStringLiteral("$.training_hours_share");
    const auto withHpc = [](const char* key, const json& value) {
        json h = minimalHpc();
        h[key] = value;
        return QString::fromStdString(json{{"hpc", h}}.dump());
    };
    const auto withThroughput = [](const char* key, const json& value) {
        json t = minimalThroughput();
        t[key] = value;
        return QString::fromStdString(json{{"throughput", t}}.dump());
    };
    QTest::newRow("hpc beside training")
        << QString::fromStdString(
               json{{"training", minimalTraining()}, {"hpc", minimalHpc()}}.dump())
        << QStringLiteral("$.hpc");
    QTest::newRow("throughput beside hpc")
        << QString::fromStdString(
               json{{"throughput", minimalThroughput()}, {"hpc", minimalHpc()}}.dump())
        << QStringLiteral("$.hpc");
    QTest::newRow("hpc bf16") << withHpc("precision", "bf16") << QStringLiteral("$.hpc.precision");
    QTest::newRow("hpc bound") << withHpc("bound", "network") << QStringLiteral("$.hpc.bound");
    QTest::newRow("hpc work in petaflops") << withHpc("work", 1000) << QStringLiteral("$.hpc.work");
    QTest::newRow("hpc fraction above 1")
        << withHpc("sustained_fraction", 1.2) << QStringLiteral("$.hpc.sustained_fraction");
    QTest::newRow("no rates") << withThroughput("rates", json::array())
                              << QStringLiteral("$.throughput.rates");
    QTest::newRow("rate without gpu")
        << withThroughput("rates", json::array({{{"gpu", ""}, {"units_per_second", 5}}}))
        << QStringLiteral("$.throughput.rates[0].gpu");
    QTest::newRow("negative rate")
        << withThroughput("rates", json::array({{{"gpu", "x"}, {"units_per_second", -5}}}))
        << QStringLiteral("$.throughput.rates[0].units_per_second");
    QTest::newRow("no cpu cores")
        << withThroughput(
               "rates",
               json::array({{{"gpu", "x"}, {"units_per_second", 5}, {"cpu_cores_per_gpu", 0}}}))
        << QStringLiteral("$.throughput.rates[0].cpu_cores_per_gpu");
    QTest::newRow("same gpu twice")
        << withThroughput("rates", json::array({{{"gpu", "x"}, {"units_per_second", 5}},
                                                {{"gpu", "x"}, {"units_per_second", 6}}}))
        << QStringLiteral("$.throughput.rates[1].gpu");
    QTest::newRow("no unit") << withThroughput("unit", "") << QStringLiteral("$.throughput.unit");
    QTest::newRow("negative work")
        << withThroughput("work", -1) << QStringLiteral("$.throughput.work");
    QTest::newRow("share of 1") << QString::fromStdString(json{
                                       {"training", minimalTraining()},
                                       {"inference", minimalInference()},
                                       {"training_hours_share",
                                        1}}.dump())
                                << QStringLiteral("$.training_hours_share");
}

void TestWorkload::refusals()
{
    QFETCH(QString, document);
    QFETCH(QString, path);
    try {
        workloadFromJson(json::parse(document.toStdString()));
        QFAIL("the workload was accepted");
    } catch (const FormatError& e) {
        QCOMPARE(QString::fromStdString(e.path()), path);
        QVERIFY2(e.message().endsWith(QLatin1Char('.')), qPrintable(e.message()));
    }
}

QTEST_GUILESS_MAIN(TestWorkload)
#include "tst_workload.moc"
