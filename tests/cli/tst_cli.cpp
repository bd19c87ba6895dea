// clustersmith-cli as a user runs it: exit codes, one-sentence errors naming
// the file, JSON that tools can read.
#include "clirunner.h"
#include "io/migrations.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <QTest>
#include <map>

#include <nlohmann/json.hpp>

#include <cmath>
#include <set>

namespace {

using Run = cs::test::CliRun;

Run cli(const QStringList& args)
{
    return cs::test::runCli(QStringLiteral(CS_BIN_DIR "/clustersmith-cli"), args,
                            QStringLiteral("cs-tst-cli-user.sqlite"));
}

nlohmann::json readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return nullptr;
    }
    return nlohmann::json::parse(f.readAll().toStdString());
}

const QString kBad = QStringLiteral(CS_TEST_DATA_DIR "/bad/");
const QString kExamples = QStringLiteral(CS_SOURCE_DIR "/resources/examples/");
const QString kH100 = kExamples + QStringLiteral("h100-32-node.cluster.json");

// The H100 example with scenarios, written to `dir`.
QString h100WithScenarios(const QTemporaryDir& dir)
{
    nlohmann::json design = readJson(kH100);
    design["assumptions"]["scenarios"] = nlohmann::json::parse(R"([
        {"name": "three years", "tco": {"horizon_years": 3}},
        {"name": "dear cloud", "tco": {"cloud_price_factor": 2}},
        {"name": "lab", "design": "lab.cluster.json"}])");
    const QString path = dir.filePath(QStringLiteral("h100.cluster.json"));
    QFile out(path);
    out.open(QIODevice::WriteOnly);
    out.write(QByteArray::fromStdString(design.dump(1)));
    QFile::copy(kExamples + QStringLiteral("lab-4x-rtx4090.cluster.json"),
                dir.filePath(QStringLiteral("lab.cluster.json")));
    return path;
}

nlohmann::json jsonOf(const QStringList& args)
{
    const Run r = cli(args);
    if (r.exitCode != 0) {
        qWarning("%s", qPrintable(r.err));
        return nullptr;
    }
    return nlohmann::json::parse(r.out.toStdString());
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void badFilesExitTwoWithAClearMessage_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        const nlohmann::json manifest = readJson(kBad + QStringLiteral("expected.json"));
        QVERIFY2(manifest.is_object() && manifest.size() >= 25,
                 "tests/data/bad/expected.json lists the corpus");
        for (auto it = manifest.begin(); it != manifest.end(); ++it) {
            QTest::newRow(it.key().c_str())
                << QString::fromStdString(it.key())
                << QString::fromStdString(it.value().get<std::string>());
        }
    }
    void badFilesExitTwoWithAClearMessage()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const Run r = cli({QStringLiteral("validate"), kBad + file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(file), qPrintable(r.err));
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0); // one sentence on one line
        QVERIFY(r.out.isEmpty());
    }

    // What tco and export refuse in a design's TCO sections, validate refuses
    // too, and all three say it in the same sentence naming file and path.
    void validateTcoAndExportRefuseTheSameSections_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("path");
        QTest::newRow("unknown key") << "tco-unknown-key.cluster.json"
                                     << "$.assumptions.tco.horizon_yeras";
        QTest::newRow("wrong type") << "tco-wrong-type.cluster.json"
                                    << "$.assumptions.tco.horizon_years";
        QTest::newRow("currency") << "tco-unsupported-currency.cluster.json"
                                  << "$.assumptions.tco.currency";
        QTest::newRow("out of range") << "tco-out-of-range.cluster.json"
                                      << "$.assumptions.tco.utilization";
        QTest::newRow("not an object") << "tco-not-object.cluster.json"
                                       << "$.assumptions.tco";
        QTest::newRow("generator") << "generator-not-object.cluster.json"
                                   << "$.assumptions.generator";
        QTest::newRow("scenario key") << "scenario-tco-unknown-key.cluster.json"
                                      << "$.assumptions.scenarios[0].tco.cloud_price";
        QTest::newRow("app_version") << "app-version-not-text.cluster.json"
                                     << "$.app_version";
    }
    void validateTcoAndExportRefuseTheSameSections()
    {
        QFETCH(QString, file);
        QFETCH(QString, path);
        QTemporaryDir dir;
        const Run validate = cli({QStringLiteral("validate"), kBad + file});
        const Run tco = cli({QStringLiteral("tco"), kBad + file});
        const Run exported = cli({QStringLiteral("export"), kBad + file, QStringLiteral("--slurm"),
                                  dir.filePath(QStringLiteral("slurm"))});
        for (const Run* r : {&validate, &tco, &exported}) {
            QCOMPARE(r->exitCode, 2);
            QVERIFY(r->out.isEmpty());
        }
        // "<file>: at <path>: <what is wrong>", one line.
        const QString sentence = validate.err.trimmed();
        QVERIFY2(
            sentence.contains(kBad + file + QStringLiteral(": at ") + path + QStringLiteral(": ")),
            qPrintable(sentence));
        QCOMPARE(sentence.count(QLatin1Char('\n')), 0);
        QCOMPARE(tco.err.trimmed(), sentence);
        QCOMPARE(exported.err.trimmed(), sentence);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("slurm"))));
    }

    void examplesValidate_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("gpus");
        QTest::newRow("lab") << "lab-4x-rtx4090.cluster.json" << 4;
        // 32 DGX H100 nodes x 8 GPUs = 256 GPUs.
        QTest::newRow("h100") << "h100-32-node.cluster.json" << 256;
        QTest::newRow("l40s") << "l40s-inference.cluster.json" << -1;
    }
    void examplesValidate()
    {
        QFETCH(QString, file);
        QFETCH(int, gpus);
        const Run v = cli({QStringLiteral("validate"), kExamples + file});
        QVERIFY2(v.exitCode == 0, qPrintable(v.err + v.out));
        const Run e = cli({QStringLiteral("evaluate"), kExamples + file, QStringLiteral("--json")});
        QCOMPARE(e.exitCode, 0);
        const nlohmann::json report = nlohmann::json::parse(e.out.toStdString());
        QVERIFY(report["counts"]["racks"].get<int>() > 0);
        QVERIFY(report["counts"]["links"].get<int>() > 0);
        if (gpus >= 0) {
            QCOMPARE(report["compute"]["gpus"].get<int>(), gpus);
        } else {
            QVERIFY(report["compute"]["gpus"].get<int>() > 0);
        }
    }

    void catalogListJsonCoversEveryCategoryWithSources()
    {
        const Run r =
            cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const nlohmann::json list = nlohmann::json::parse(r.out.toStdString());
        std::set<std::string> kinds;
        for (const auto& part : list) {
            for (const char* key : {"id", "kind", "name", "vendor", "source"}) {
                QVERIFY2(part.contains(key) && part[key].is_string(), key);
            }
            QVERIFY(!part["source"].get<std::string>().empty());
            kinds.insert(part["kind"].get<std::string>());
        }
        QCOMPARE(kinds, (std::set<std::string>{"gpu", "gpu_server", "server", "cpu", "nic",
                                               "switch", "transceiver", "cable", "storage", "rack",
                                               "pdu", "cooling", "cloud_offer"}));
    }

    void catalogListFiltersByKind()
    {
        const Run r =
            cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--kind"),
                 QStringLiteral("switch"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        for (const auto& part : nlohmann::json::parse(r.out.toStdString())) {
            QCOMPARE(part["kind"].get<std::string>(), std::string("switch"));
        }
        QCOMPARE(cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--kind"),
                      QStringLiteral("toaster")})
                     .exitCode,
                 2);
    }

    void usageErrorsExitTwo()
    {
        QCOMPARE(cli({}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("validate")}).exitCode, 2);
        QCOMPARE(
            cli({QStringLiteral("evaluate"), QStringLiteral("a"), QStringLiteral("b")}).exitCode,
            2);
        const Run missing =
            cli({QStringLiteral("validate"), QStringLiteral("/nonexistent/x.cluster.json")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains(QLatin1String("/nonexistent/x.cluster.json")));
    }

    void generateWritesADesignThatValidates()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("g.cluster.json"));
        const Run g = cli({QStringLiteral("generate"), QStringLiteral("--node"),
                           QStringLiteral("nvidia-dgx-h100"), QStringLiteral("--gpus"),
                           QStringLiteral("64"), QStringLiteral("-o"), out});
        QVERIFY2(g.exitCode == 0, qPrintable(g.err));
        const Run e = cli({QStringLiteral("evaluate"), out, QStringLiteral("--json")});
        QCOMPARE(e.exitCode, 0);
        // 64 GPUs on 8-GPU DGX H100 nodes: 64 / 8 = 8 nodes.
        const nlohmann::json report = nlohmann::json::parse(e.out.toStdString());
        QCOMPARE(report["compute"]["nodes"].get<int>(), 8);
        QCOMPARE(report["compute"]["gpus"].get<int>(), 64);
        const Run bad = cli({QStringLiteral("generate"), QStringLiteral("--node"),
                             QStringLiteral("no-such-node"), QStringLiteral("--nodes"),
                             QStringLiteral("2"), QStringLiteral("-o"), out});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QLatin1String("no-such-node")));
    }

    // Two planes of DGX B300 on SN5610 at 128 x 400G: 8 nodes x 8 GPUs = 64
    // ports per plane fit one 128-port switch, so each plane is one switch with
    // 64 links; together 2 fabrics and 2 x 64 = 128 compute links.
    void generateSplitsComputePortsAcrossPlanes()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("p.cluster.json"));
        const Run g =
            cli({QStringLiteral("generate"), QStringLiteral("--node"),
                 QStringLiteral("nvidia-dgx-b300"), QStringLiteral("--nodes"), QStringLiteral("8"),
                 QStringLiteral("--switch"), QStringLiteral("nvidia-spectrum4-sn5610"),
                 QStringLiteral("--planes"), QStringLiteral("2"), QStringLiteral("-o"), out});
        QVERIFY2(g.exitCode == 0, qPrintable(g.err));
        const Run e = cli({QStringLiteral("evaluate"), out, QStringLiteral("--json")});
        QCOMPARE(e.exitCode, 0);
        const nlohmann::json report = nlohmann::json::parse(e.out.toStdString());
        const nlohmann::json& total = report["network"]["compute_total"];
        QCOMPARE(total["fabrics"].get<int>(), 2);
        QCOMPARE(total["links"].get<int>(), 128);
        const Run bad =
            cli({QStringLiteral("generate"), QStringLiteral("--node"),
                 QStringLiteral("nvidia-dgx-b300"), QStringLiteral("--nodes"), QStringLiteral("8"),
                 QStringLiteral("--planes"), QStringLiteral("none"), QStringLiteral("-o"), out});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QLatin1String("--planes")), qPrintable(bad.err));
    }

    void sizeRanksAcceleratorsForAWorkload()
    {
        const Run r = cli({QStringLiteral("size"),
                           kExamples + QStringLiteral("llama-70b-training.workload.json"),
                           QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(!r.out.isEmpty());
        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("w.json"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": ");
        f.close();
        const Run bad = cli({QStringLiteral("size"), broken});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QLatin1String("w.json")));
    }

    // A 1.8 T-parameter dense model served at FP16: 3.6 TB of weights, more
    // than 8 GPUs of 80 GB (DGX H100) or 64 GB (Ascend 910B) hold, so their
    // explanations say the model is split across nodes; a CloudMatrix 384
    // node's UB domain joins 48 nodes (384 packages of 128 GB), and the
    // packages the weights need fit inside it: no such line.
    void sizeSplitsAModelBeyondTheScaleUpDomainNotTheNode()
    {
        nlohmann::json w =
            readJson(kExamples + QStringLiteral("llama-70b-inference.workload.json"));
        nlohmann::json& i = w["inference"];
        i["parameters"] = 1.8e12;
        i["precision"] = "fp16";
        i["layers"] = 120;
        i["hidden_size"] = 25600;
        i["attention_heads"] = 200;
        i["ffn_hidden_size"] = 102400;
        i["concurrent_sequences"] = 64;
        i["target_tokens_per_second"] = 2000;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.workload.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(w.dump()));
        f.close();
        const nlohmann::json report =
            jsonOf({QStringLiteral("size"), path, QStringLiteral("--json"), QStringLiteral("--top"),
                    QStringLiteral("40")});
        std::map<std::string, bool> split;
        for (const nlohmann::json& o : report["options"]) {
            bool says = false;
            for (const nlohmann::json& line : o["explanation"]) {
                says =
                    says || line.get<std::string>().find("split across nodes") != std::string::npos;
            }
            split[o["node"].get<std::string>()] = says;
        }
        QVERIFY(split.at("nvidia-dgx-h100"));
        QVERIFY(split.at("huawei-atlas-800t-a2"));
        QVERIFY(!split.at("huawei-atlas-800t-a3"));
    }

    void sizeGeneratesTheCheapestViableOptionWithItsWorkload()
    {
        // The 70B example: the cheapest recommended option the generator can
        // build is generated (one it cannot is named on stderr and passed over),
        // and the design carries the workload it was sized from. Lab
        // workstations on 25 GbE are listed as not recommended, never ranked.
        const nlohmann::json report = jsonOf(
            {QStringLiteral("size"), kExamples + QStringLiteral("llama-70b-training.workload.json"),
             QStringLiteral("--json")});
        const nlohmann::json& best = report["options"][0];
        QCOMPARE(best["rank"].get<int>(), 1);
        QVERIFY(best["viable"].get<bool>());
        for (const nlohmann::json& o : report["options"]) {
            if (o["gpu"] == "nvidia-rtx-4090-24gb") {
                QCOMPARE(o["rank"].get<int>(), 0);
                QCOMPARE(o["viable"].get<bool>(), false);
            }
        }
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("best.cluster.json"));
        const Run r = cli({QStringLiteral("size"),
                           kExamples + QStringLiteral("llama-70b-training.workload.json"),
                           QStringLiteral("--generate"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const nlohmann::json design = nlohmann::json::parse(f.readAll().toStdString());
        QCOMPARE(design["format_version"].get<int>(), cs::kDesignFormatVersion);
        QCOMPARE(design["workloads"].size(), std::size_t(1));
        QCOMPARE(design["workloads"][0]["name"].get<std::string>(),
                 std::string("Llama 2 70B pre-training, 2T tokens in 60 days"));
        QCOMPARE(design["workloads"][0]["training"]["parameters"].get<double>(), 70e9);
        const QRegularExpression wrote(QStringLiteral("Wrote .*: option (\\d+),"));
        const int rank = wrote.match(r.out).captured(1).toInt();
        QVERIFY2(rank >= 1, qPrintable(r.out));
        QVERIFY(rank == 1 || r.err.contains(QStringLiteral("Option 1, ")));
        const nlohmann::json& chosen = report["options"][std::size_t(rank - 1)];
        QVERIFY(chosen["viable"].get<bool>());
        std::size_t nodes = 0;
        for (const nlohmann::json& d : design["devices"]) {
            nodes += d["part"] == chosen["node"] ? 1 : 0;
        }
        QCOMPARE(nodes, chosen["nodes"].get<std::size_t>());
    }

    void compareTwoFilesSideBySide()
    {
        const nlohmann::json j = jsonOf({QStringLiteral("compare"), kH100,
                                         kExamples + QStringLiteral("lab-4x-rtx4090.cluster.json"),
                                         QStringLiteral("--json")});
        QCOMPARE(j["columns"].size(), std::size_t(2));
        // 32 DGX H100 nodes × 8 GPUs = 256; the lab machine holds 4 RTX 4090s.
        QCOMPARE(j["columns"][0]["gpus"].get<int>(), 256);
        QCOMPARE(j["columns"][1]["gpus"].get<int>(), 4);
        QCOMPARE(j["columns"][1]["name"].get<std::string>(), std::string("lab-4x-rtx4090"));
        QCOMPARE(j["differences"][0]["delta"][1].get<int>(), 4 - 256);
        // 5 years: day one + 60 months on each cumulative curve.
        QCOMPARE(j["columns"][0]["cumulative"]["build"].size(), std::size_t(61));
        // Cost per million tokens side by side: each side's first row as `tco` gives it.
        for (std::size_t side = 0; side < 2; ++side) {
            const QString file =
                side == 0 ? kH100 : kExamples + QStringLiteral("lab-4x-rtx4090.cluster.json");
            const nlohmann::json tco =
                jsonOf({QStringLiteral("tco"), file, QStringLiteral("--json")});
            QCOMPARE(j["columns"][side]["build_cost_per_million_tokens"].get<double>(),
                     tco["cost_per_million_tokens"][0]["build"].get<double>());
            QCOMPARE(j["columns"][side]["energy_kwh_per_million_tokens"].get<double>(),
                     tco["cost_per_million_tokens"][0]["energy_kwh"].get<double>());
        }
        const Run text = cli({QStringLiteral("compare"), kH100,
                              kExamples + QStringLiteral("l40s-inference.cluster.json")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(QStringLiteral("l40s-inference − h100-32-node")));
        QVERIFY(text.out.contains(QLatin1String("Break-even month")));
    }

    void compareAndTcoUseScenarios()
    {
        QTemporaryDir dir;
        const QString file = h100WithScenarios(dir);
        const nlohmann::json j =
            jsonOf({QStringLiteral("compare"), file, QStringLiteral("--scenario"),
                    QStringLiteral("three years"), QStringLiteral("--scenario"),
                    QStringLiteral("lab"), QStringLiteral("--json")});
        QCOMPARE(j["columns"].size(), std::size_t(3));
        // Three years: day one + 36 months; the lab scenario brings the lab's 4 GPUs.
        QCOMPARE(j["columns"][1]["cumulative"]["build"].size(), std::size_t(37));
        QCOMPARE(j["columns"][2]["gpus"].get<int>(), 4);
        // The cloud price factor multiplies the compute bill only: twice the base.
        const nlohmann::json base = jsonOf({QStringLiteral("tco"), file, QStringLiteral("--json")});
        const nlohmann::json dear =
            jsonOf({QStringLiteral("tco"), file, QStringLiteral("--scenario"),
                    QStringLiteral("dear cloud"), QStringLiteral("--json")});
        const double compute = base["breakdown"]["cloud"]["cloud_compute"].get<double>();
        QVERIFY(compute > 0);
        QCOMPARE(dear["breakdown"]["cloud"]["cloud_compute"].get<double>(), 2 * compute);
        QCOMPARE(dear["build"]["total"].get<double>(), base["build"]["total"].get<double>());
        // --set applies over the scenario: 2 years there.
        const nlohmann::json two =
            jsonOf({QStringLiteral("tco"), file, QStringLiteral("--scenario"),
                    QStringLiteral("three years"), QStringLiteral("--years"), QStringLiteral("2"),
                    QStringLiteral("--json")});
        QCOMPARE(two["horizon_years"].get<int>(), 2);
    }

    void compareUsageErrors()
    {
        QTemporaryDir dir;
        const QString file = h100WithScenarios(dir);
        const Run one = cli({QStringLiteral("compare"), file});
        QCOMPARE(one.exitCode, 2);
        QVERIFY(one.err.contains(QLatin1String("--scenario")));
        const Run unknown = cli({QStringLiteral("compare"), file, QStringLiteral("--scenario"),
                                 QStringLiteral("nope")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains(QLatin1String("nope")));
        QVERIFY(unknown.err.contains(QLatin1String("h100.cluster.json")));
        const Run tco = cli(
            {QStringLiteral("tco"), file, QStringLiteral("--scenario"), QStringLiteral("nope")});
        QCOMPARE(tco.exitCode, 2);
        QVERIFY(tco.err.contains(QLatin1String("$.assumptions.scenarios")));
    }

    void evaluateAndTcoPickTheSameCloudOffer()
    {
        // The examples embed no cloud offer: both commands look in the catalog.
        const nlohmann::json evaluated =
            jsonOf({QStringLiteral("evaluate"), kH100, QStringLiteral("--json")});
        const nlohmann::json tco = jsonOf({QStringLiteral("tco"), kH100, QStringLiteral("--json")});
        QVERIFY(evaluated["tco"]["cloud"]["offer"].is_string());
        QVERIFY(evaluated["tco"]["cloud"]["offer"] == tco["cloud"]["offer"]);
        QVERIFY(evaluated["tco"]["break_even_month"] == tco["break_even_month"]);
    }

    void evaluateReportsSimulationsAndThroughputJobs()
    {
        // v6-small: 2 DGX H100, 16 GPUs. The memory-bound simulation moves
        // 2e20 B at 3.35 TB/s × 0.80 = 2.68 TB/s per GPU, 42.88 TB/s in all:
        // 4.664e6 s = 53.98 days. The tagging job: 16 × 3,000 = 48,000
        // images/s, 1e10 images in 208,333 s = 2.411 days.
        const Run r = cli({QStringLiteral("evaluate"),
                           QStringLiteral(CS_TEST_DATA_DIR "/migration/v6-small.cluster.json"),
                           QStringLiteral("--json")});
        const nlohmann::json j = nlohmann::json::parse(r.out.toStdString());
        const nlohmann::json& workloads = j["performance"]["workloads"];
        QCOMPARE(workloads.size(), std::size_t(4));
        const nlohmann::json& sim = workloads[2]["work"];
        QVERIFY(sim["bound"] == "memory bandwidth");
        QVERIFY(std::abs(sim["days"].get<double>() - 53.98) < 0.01);
        QVERIFY(!workloads[2].contains("network_what_if"));
        const nlohmann::json& job = workloads[3]["work"];
        QCOMPARE(job["cluster_rate"].get<double>(), 48000.0);
        QVERIFY(std::abs(job["days"].get<double>() - 2.411) < 0.001);
        const Run text = cli({QStringLiteral("evaluate"),
                              QStringLiteral(CS_TEST_DATA_DIR "/migration/v6-small.cluster.json")});
        QVERIFY2(text.out.contains(QStringLiteral("Product image tagging: 2.4 days on 16 GPUs")),
                 qPrintable(text.out));
    }

    void exportWritesEveryDocument()
    {
        QTemporaryDir dir;
        const QString slurm = dir.filePath(QStringLiteral("slurm"));
        const QStringList outputs{dir.filePath(QStringLiteral("bom.csv")),
                                  dir.filePath(QStringLiteral("bom.xlsx")),
                                  dir.filePath(QStringLiteral("cabling.csv")),
                                  dir.filePath(QStringLiteral("cabling.xlsx"))};
        const Run r =
            cli({QStringLiteral("export"), kExamples + QStringLiteral("h100-32-node.cluster.json"),
                 QStringLiteral("--bom-csv"), outputs[0], QStringLiteral("--bom-xlsx"), outputs[1],
                 QStringLiteral("--cabling-csv"), outputs[2], QStringLiteral("--cabling-xlsx"),
                 outputs[3], QStringLiteral("--slurm"), slurm});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.count(QLatin1String("Wrote the ")), 5); // one line per export written
        for (const QString& xlsx : {outputs[1], outputs[3]}) {
            QFile f(xlsx);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.read(2), QByteArray("PK")); // a zip container
        }
        QFile cabling(outputs[2]);
        QVERIFY(cabling.open(QIODevice::ReadOnly));
        // 660 links (tests/core/export/tst_cablingplan works them out) + the header.
        QCOMPARE(cabling.readAll().count("\r\n"), 661);
        QFile topology(QDir(slurm).filePath(QStringLiteral("topology.conf")));
        QVERIFY(topology.open(QIODevice::ReadOnly));
        // The example's NDR fabric: 8 leaves under 4 spines, wired by rail pairs
        // (resources/examples/README.md): GPUs 2p and 2p+1 of each node in a group
        // of 16 go to leaf p of that group, so dgx-01..16 reach ib-leaf-1..4 and
        // dgx-17..32 ib-leaf-5..8. One leaf per node (docs/exports.md): the first
        // leaf of each group lists the group; its other three are a comment.
        const QByteArray conf = topology.readAll();
        QCOMPARE(conf.count("SwitchName=ib-spine-"), 4);
        QVERIFY(conf.contains("SwitchName=ib-leaf-1 Nodes=dgx-[01-16]\n"));
        QVERIFY(conf.contains("SwitchName=ib-leaf-5 Nodes=dgx-[17-32]\n"));
        QVERIFY(conf.contains("# ib-leaf-1 also stands for ib-leaf-[2-4]\n"));
        QVERIFY(conf.contains("SwitchName=ib-spine-1 Switches=ib-leaf-[1,5]\n"));
        for (const char* name : {"slurm-nodes.conf", "gres.conf"}) {
            QVERIFY(QFile::exists(QDir(slurm).filePath(QString::fromLatin1(name))));
        }
    }

    void exportNotesPartsThatDifferFromTheLocalCatalog()
    {
        // A design from a colleague whose catalog names a part differently.
        nlohmann::json design = readJson(kExamples + QStringLiteral("lab-4x-rtx4090.cluster.json"));
        QVERIFY(design["parts"].contains("nvidia-rtx-4090-24gb"));
        design["parts"]["nvidia-rtx-4090-24gb"]["name"] = "RTX 4090 (their catalog)";
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("shared.cluster.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(design.dump(1)));
        f.close();
        const Run r = cli({QStringLiteral("export"), file, QStringLiteral("--bom-csv"),
                           dir.filePath(QStringLiteral("bom.csv"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(
            r.out.contains(QLatin1String("note: part \"nvidia-rtx-4090-24gb\" has other figures")),
            qPrintable(r.out));
    }

    void exportPricesTheBomInCny()
    {
        QTemporaryDir dir;
        const QString design = kExamples + QStringLiteral("lab-4x-rtx4090.cluster.json");
        auto totalIn = [&](const QString& currency) {
            const QString out = dir.filePath(currency + QStringLiteral(".csv"));
            const Run r = cli({QStringLiteral("export"), design, QStringLiteral("--bom-csv"), out,
                               QStringLiteral("--currency"), currency});
            QFile f(out);
            const QStringList last =
                r.exitCode == 0 && f.open(QIODevice::ReadOnly)
                    ? QString::fromUtf8(f.readAll()).trimmed().split(u'\n').last().split(u',')
                    : QStringList();
            return last.size() > 8 ? std::make_pair(last[7].toDouble(), last[8])
                                   : std::make_pair(0.0, QString());
        };
        const auto usd = totalIn(QStringLiteral("USD"));
        const auto cny = totalIn(QStringLiteral("CNY"));
        QCOMPARE(usd.second, QStringLiteral("USD"));
        QCOMPARE(cny.second, QStringLiteral("CNY"));
        // The lab's parts are priced in USD; CNY at the default 7.2 CNY per USD (docs/tco.md).
        QVERIFY(usd.first > 0);
        QVERIFY2(qAbs(cny.first - usd.first * 7.2) < 0.01 * 7.2,
                 qPrintable(QString::number(cny.first)));
        const Run bad = cli({QStringLiteral("export"), design, QStringLiteral("--bom-csv"),
                             dir.filePath(QStringLiteral("e.csv")), QStringLiteral("--currency"),
                             QStringLiteral("EUR")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QLatin1String("EUR")));
    }

    void exportRefusesBadRequests()
    {
        QTemporaryDir dir;
        const QString design = kExamples + QStringLiteral("lab-4x-rtx4090.cluster.json");
        const Run none = cli({QStringLiteral("export"), design});
        QCOMPARE(none.exitCode, 2);
        QVERIFY(none.err.contains(QLatin1String("--bom-csv")));
        const Run missing =
            cli({QStringLiteral("export"), QStringLiteral("/nonexistent/x.cluster.json"),
                 QStringLiteral("--bom-csv"), dir.filePath(QStringLiteral("b.csv"))});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains(QLatin1String("/nonexistent/x.cluster.json")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("b.csv"))));
        // Never over the design itself.
        const QString copy = dir.filePath(QStringLiteral("lab.cluster.json"));
        QVERIFY(QFile::copy(design, copy));
        const Run over = cli({QStringLiteral("export"), copy, QStringLiteral("--bom-csv"), copy});
        QCOMPARE(over.exitCode, 2);
        QVERIFY(cli({QStringLiteral("validate"), copy}).exitCode == 0);
        const QString unwritable = dir.filePath(QStringLiteral("no/such/folder/bom.csv"));
        const Run failed =
            cli({QStringLiteral("export"), design, QStringLiteral("--bom-csv"), unwritable});
        QCOMPARE(failed.exitCode, 2);
        QVERIFY2(failed.err.contains(unwritable), qPrintable(failed.err));
        QCOMPARE(failed.err.trimmed().count(QLatin1Char('\n')), 0);
    }

    void everyCommandHasHelp()
    {
        for (const char* command : {"catalog", "validate", "evaluate", "generate", "size", "perf",
                                    "tco", "compare", "export"}) {
            const Run r = cli({QString::fromLatin1(command), QStringLiteral("--help")});
            QCOMPARE(r.exitCode, 0);
            QVERIFY(r.out.contains(QLatin1String(command)));
        }
        QVERIFY(
            cli({QStringLiteral("--version")}).out.startsWith(QLatin1String("clustersmith-cli ")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
