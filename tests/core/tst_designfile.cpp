// Design files: every entity round-trips, older formats migrate, newer ones are
// refused, hostile input gets a path-naming error, and saves are atomic.
#include "io/designcodec.h"
#include "io/designfile.h"
#include "io/formaterror.h"
#include "io/migrations.h"
#include "testparts.h"
#include "version.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace cs;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

DesignLoadResult loadText(const std::string& text)
{
    return loadDesignBytes(QByteArray::fromStdString(text), QStringLiteral("t.cluster.json"));
}

} // namespace

class TestDesignFile : public QObject
{
    Q_OBJECT

private slots:
    // A design read from a pipe (its size unknown until it ends) loads whole.
    void loadsFromAPipe()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("design.fifo"));
        QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {fifo}), 0);
        const QString file = dir.filePath(QStringLiteral("design.cluster.json"));
        QVERIFY(!saveDesignFile(test::fullDesign(), file).has_value());
        QProcess writer;
        writer.start(QStringLiteral("sh"),
                     {QStringLiteral("-c"), QStringLiteral("cat \"$0\" > \"$1\""), file, fifo});
        QVERIFY(writer.waitForStarted());
        const DesignLoadResult loaded = loadDesignFile(fifo);
        QVERIFY(writer.waitForFinished());
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error->toString()));
        QVERIFY(*loaded.design == test::fullDesign());
    }

    // The file is written list item by list item; its bytes must be those of
    // the whole content dumped as one JSON tree (indent 1, keys sorted) with
    // the header lines first, as every earlier version wrote them.
    void savedBytesAreTheOneTreeDump_data()
    {
        QTest::addColumn<QString>("example");
        QTest::newRow("every entity") << QString();
        const QDir examples(QStringLiteral(CS_SOURCE_DIR "/resources/examples"));
        for (const QString& name : examples.entryList({QStringLiteral("*.cluster.json")})) {
            QTest::newRow(qPrintable(name)) << examples.filePath(name);
        }
    }

    void savedBytesAreTheOneTreeDump()
    {
        QFETCH(QString, example);
        const Design d = example.isEmpty() ? test::fullDesign() : *loadDesignFile(example).design;
        std::string tree = designToJson(d).dump(1);
        tree.insert(2, std::string(" \"format\": \"") + kDesignFormatName +
                           "\",\n \"format_version\": " + std::to_string(kDesignFormatVersion) +
                           ",\n \"app_version\": \"" + CLUSTERSMITH_VERSION + "\",\n");
        tree += "\n";
        QCOMPARE(designToBytes(d).toStdString(), tree);
    }

    void everyEntityRoundTrips()
    {
        const Design original = test::fullDesign();
        const DesignLoadResult loaded =
            loadDesignBytes(designToBytes(original), QStringLiteral("mem"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error ? loaded.error->toString() : QString()));
        QVERIFY(*loaded.design == original);
        // Spot-check a few values so that a codec dropping fields on both sides
        // (and so comparing equal) would still be caught.
        const Design& d = *loaded.design;
        QCOMPARE(d.facility.currency, std::string("CNY"));
        QCOMPARE(d.rows().back().slotPitchM, 0.75);
        QCOMPARE(d.links().back().lengthM, 14.25);
        QCOMPARE(*d.devices().front().config.gpuCount, 4);
        QCOMPARE(d.coolingUnits().front().attachedRack->value, d.racks().back().id.value);
        QCOMPARE(d.otherAssumptions["thresholds"]["ram_to_gpu_memory"].get<double>(), 2.0);
        QCOMPARE(d.tcoAssumptions.values.horizonYears, 4);
        QCOMPARE(d.scenarios.values.front().name, std::string("busier"));
        QCOMPARE(d.generatedFrom["cluster_spec"]["gpus"].get<int>(), 8);
    }

    void theAnalysisSectionIsTypedAndWrittenBackAsItWas()
    {
        // A file that sets two analysis assumptions, one of them a whole
        // number in a decimal field: the design holds them as values, the rest
        // stay the program's defaults, and saving writes the section back as
        // the file had it (7 stays 7, not 7.0; no default joins it).
        const Design original = test::designWithOneRack();
        nlohmann::json file = nlohmann::json::parse(designToBytes(original).toStdString());
        file["assumptions"]["analysis"] = {{"min_cpu_cores_per_gpu", 7}, {"air_limit_kw", 35.5}};
        const QByteArray bytes = QByteArray::fromStdString(file.dump(1));
        const DesignLoadResult loaded = loadDesignBytes(bytes, QStringLiteral("m"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error ? loaded.error->toString() : QString()));
        const Design& d = *loaded.design;
        QCOMPARE(d.analysisAssumptions.values.minCpuCoresPerGpu, 7.0);
        QCOMPARE(d.analysisAssumptions.values.airLimitKw, 35.5);
        QCOMPARE(d.analysisAssumptions.values.rearDoorLimitKw,
                 AnalysisAssumptions{}.rearDoorLimitKw);
        QVERIFY(!d.otherAssumptions.contains("analysis")); // typed, not among the unknown ones
        QCOMPARE(designToBytes(d),
                 designToBytes(*loadDesignBytes(bytes, QStringLiteral("m")).design));
        QVERIFY(designToBytes(d).contains("\"min_cpu_cores_per_gpu\": 7\n"));
        // An empty section stays, and a design without one writes none.
        file["assumptions"]["analysis"] = nlohmann::json::object();
        const DesignLoadResult empty =
            loadDesignBytes(QByteArray::fromStdString(file.dump(1)), QStringLiteral("m"));
        QVERIFY(designToBytes(*empty.design).contains("\"analysis\": {}"));
        QVERIFY(!designToBytes(original).contains("\"analysis\""));
    }

    void theTcoScenarioAndGeneratorSectionsAreTypedAndWrittenBackAsTheyWere()
    {
        // Each section as a person might write it: a whole number in a money
        // field, a scenario with an empty description the program would not
        // write, a generator record with a key the program never reads.
        nlohmann::json file =
            nlohmann::json::parse(designToBytes(test::designWithOneRack()).toStdString());
        file["assumptions"]["tco"] = {{"colocation_per_kw_month", 184}, {"utilization", 0.65}};
        file["assumptions"]["scenarios"] = nlohmann::json::array(
            {{{"name", "busier"}, {"description", ""}, {"tco", {{"utilization", 0.9}}}}});
        file["assumptions"]["generator"] = {{"cluster_spec", {{"gpus", 16}}}, {"note", "kept"}};
        const QByteArray bytes = QByteArray::fromStdString(file.dump(1));
        const DesignLoadResult loaded = loadDesignBytes(bytes, QStringLiteral("m"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error ? loaded.error->toString() : QString()));
        const Design& d = *loaded.design;
        // Typed: the two TCO keys as written, the rest the program's defaults.
        QCOMPARE(*d.tcoAssumptions.values.colocationPerKwMonth, 184.0);
        QCOMPARE(d.tcoAssumptions.values.utilization, 0.65);
        QCOMPARE(d.tcoAssumptions.values.horizonYears, TcoAssumptions{}.horizonYears);
        QVERIFY(!d.tcoAssumptions.values.pue.has_value());
        QCOMPARE(d.scenarios.values.size(), std::size_t(1));
        QCOMPARE(d.scenarios.values.front().name, std::string("busier"));
        QVERIFY(d.scenarios.values.front().tco == nlohmann::json({{"utilization", 0.9}}));
        QVERIFY(d.otherAssumptions.empty()); // none is left untyped
        // Written back as the file had them: 184 stays 184, the empty
        // description and the unread note stay.
        const QByteArray saved = designToBytes(d);
        const nlohmann::json again = nlohmann::json::parse(saved.toStdString());
        QVERIFY(again["assumptions"] == file["assumptions"]);
        QVERIFY(saved.contains("\"colocation_per_kw_month\": 184,\n"));
        QVERIFY(saved.contains("\"description\": \"\""));
        QVERIFY(saved.contains("\"note\": \"kept\""));
    }

    void savingTwiceGivesTheSameBytesWithTheHeaderFirst()
    {
        const QByteArray once = designToBytes(test::fullDesign());
        QCOMPARE(designToBytes(*loadDesignBytes(once, QStringLiteral("m")).design), once);
        QVERIFY(once.startsWith("{\n \"format\": \"clustersmith-design\",\n \"format_version\": " +
                                QByteArray::number(kDesignFormatVersion) + ","));
    }

    void migratesFormatOne()
    {
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/migration/");
        const DesignLoadResult v1 = loadDesignFile(dir + QStringLiteral("v1-small.cluster.json"));
        const DesignLoadResult v2 = loadDesignFile(dir + QStringLiteral("v2-small.cluster.json"));
        QVERIFY2(v1.ok(), qPrintable(v1.error ? v1.error->toString() : QString()));
        QVERIFY2(v2.ok(), qPrintable(v2.error ? v2.error->toString() : QString()));
        QCOMPARE(v1.fileFormatVersion, 1);
        QCOMPARE(v2.fileFormatVersion, 2);
        QVERIFY(*v1.design == *v2.design);
        QVERIFY(!v1.design->devices().empty());
    }

    void formatThreeCarriesWorkloads()
    {
        // v3-small is v2-small with two workloads: the same design otherwise.
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/migration/");
        const DesignLoadResult v2 = loadDesignFile(dir + QStringLiteral("v2-small.cluster.json"));
        const DesignLoadResult v3 = loadDesignFile(dir + QStringLiteral("v3-small.cluster.json"));
        QVERIFY2(v3.ok(), qPrintable(v3.error ? v3.error->toString() : QString()));
        QCOMPARE(v3.fileFormatVersion, 3);
        QVERIFY(v2.design->workloads.empty());
        const std::vector<Workload>& w = v3.design->workloads;
        QCOMPARE(w.size(), std::size_t(2));
        QCOMPARE(w[0].name, std::string("Llama 2 7B continued pre-training"));
        QVERIFY(w[0].training && !w[0].inference);
        QCOMPARE(w[0].training->trainingTokens, 2e10);
        QCOMPARE(*w[0].training->shape.ffnHiddenSize, 11008);
        QVERIFY(w[1].inference && !w[1].training);
        QCOMPARE(w[1].inference->concurrentSequences, 32);
        Design withoutWorkloads = *v3.design;
        withoutWorkloads.workloads.clear();
        withoutWorkloads.description = v2.design->description;
        QVERIFY(withoutWorkloads == *v2.design);
        // Saved and read back, the workloads survive; a design without any
        // writes no "workloads" key.
        const QByteArray bytes = designToBytes(*v3.design);
        QVERIFY(*loadDesignBytes(bytes, QStringLiteral("m")).design == *v3.design);
        QVERIFY(!designToBytes(*v2.design).contains("\"workloads\""));
    }

    void formatFiveCarriesPortRdma()
    {
        // v5-small is v4-small with its storage server's two 400G ports
        // marked as offering RDMA themselves.
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/migration/");
        const DesignLoadResult v4 = loadDesignFile(dir + QStringLiteral("v4-small.cluster.json"));
        const DesignLoadResult v5 = loadDesignFile(dir + QStringLiteral("v5-small.cluster.json"));
        QVERIFY2(v5.ok(), qPrintable(v5.error ? v5.error->toString() : QString()));
        QCOMPARE(v5.fileFormatVersion, 5);
        const Part* server = v5.design->part("generic-2u-24x-nvme-server");
        QVERIFY(server);
        QCOMPARE(server->ports[0].rdma, std::optional<bool>(true));
        QCOMPARE(server->ports[1].rdma, std::optional<bool>()); // the management port
        QCOMPARE(v4.design->part("generic-2u-24x-nvme-server")->ports[0].rdma,
                 std::optional<bool>());
        // Saved and read back, the flag survives; a port group without it
        // writes no "rdma" key: the one group is the only "rdma" the saved
        // format-5 file has beyond the NICs' and switches' own.
        const QByteArray bytes = designToBytes(*v5.design);
        QVERIFY(*loadDesignBytes(bytes, QStringLiteral("m")).design == *v5.design);
        QCOMPARE(bytes.count("\"rdma\""), designToBytes(*v4.design).count("\"rdma\"") + 1);
    }

    void formatSixCarriesHpcAndThroughput()
    {
        // v6-small is v5-small with two workloads added: a memory-bound FP64
        // simulation and an image-tagging job with a rate measured on H100.
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/migration/");
        const DesignLoadResult v5 = loadDesignFile(dir + QStringLiteral("v5-small.cluster.json"));
        const DesignLoadResult v6 = loadDesignFile(dir + QStringLiteral("v6-small.cluster.json"));
        QVERIFY2(v6.ok(), qPrintable(v6.error ? v6.error->toString() : QString()));
        QCOMPARE(v6.fileFormatVersion, 6);
        QCOMPARE(v6.design->workloads.size(), v5.design->workloads.size() + 2);
        const Workload& hpc = v6.design->workloads[2];
        QVERIFY(hpc.hpc && !hpc.training);
        QCOMPARE(hpc.hpc->bound, HpcBound::MemoryBandwidth);
        QCOMPARE(hpc.hpc->work, 2.0e20);
        const Workload& tagging = v6.design->workloads[3];
        QVERIFY(tagging.throughput);
        QCOMPARE(tagging.throughput->rates.size(), std::size_t(1));
        QCOMPARE(tagging.throughput->bytesPerUnit, std::optional<double>(110000));
        const QByteArray bytes = designToBytes(*v6.design);
        QVERIFY(*loadDesignBytes(bytes, QStringLiteral("m")).design == *v6.design);
        // The format-5 fixture migrates unchanged but for its version.
        QVERIFY(v5.ok());
        QCOMPARE(v5.design->workloads.size(), std::size_t(2));
    }

    void formatSevenMeasuresCpuCores()
    {
        // v7-small is v6-small with the tagging job's H100 rate stating the
        // 12 CPU cores per GPU it kept busy.
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/migration/");
        const DesignLoadResult v6 = loadDesignFile(dir + QStringLiteral("v6-small.cluster.json"));
        const DesignLoadResult v7 = loadDesignFile(dir + QStringLiteral("v7-small.cluster.json"));
        QVERIFY2(v7.ok(), qPrintable(v7.error ? v7.error->toString() : QString()));
        QCOMPARE(v7.fileFormatVersion, 7);
        const Workload& tagging = v7.design->workloads[3];
        QCOMPARE(tagging.throughput->rates.front().cpuCoresPerGpu, std::optional<double>(12));
        const QByteArray bytes = designToBytes(*v7.design);
        QVERIFY(*loadDesignBytes(bytes, QStringLiteral("m")).design == *v7.design);
        // The format-6 fixture migrates unchanged but for its version.
        QVERIFY(v6.ok());
        QVERIFY(!v6.design->workloads[3].throughput->rates.front().cpuCoresPerGpu);
    }

    void formatEightStandsRackScaleSystemsInTheirRacks()
    {
        // v8-small is v7-small with a GB200 NVL72 in its own rack, A03.
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/migration/");
        const DesignLoadResult v8 = loadDesignFile(dir + QStringLiteral("v8-small.cluster.json"));
        QVERIFY2(v8.ok(), qPrintable(v8.error ? v8.error->toString() : QString()));
        QCOMPARE(v8.fileFormatVersion, 8);
        QCOMPARE(v8.design->part("nvidia-gb200-nvl72")->server->rackFrame,
                 std::string("nvidia-nvl72-rack"));
        const QByteArray bytes = designToBytes(*v8.design);
        QVERIFY(*loadDesignBytes(bytes, QStringLiteral("m")).design == *v8.design);
        // The format-7 fixture migrates unchanged but for its version.
        const DesignLoadResult v7 = loadDesignFile(dir + QStringLiteral("v7-small.cluster.json"));
        QVERIFY(v7.ok());
        QCOMPARE(v7.design->racks().size(), std::size_t(2));
    }

    void formatNineNamesABreakoutModesProtocol()
    {
        // v9-small is v8-small with its GB200 NVL72 running 18 hosts and a
        // ConnectX-8 part: its 800G XDR cage also runs as 2 x 400GbE, a
        // breakout mode with its own protocol.
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/migration/");
        const DesignLoadResult v9 = loadDesignFile(dir + QStringLiteral("v9-small.cluster.json"));
        QVERIFY2(v9.ok(), qPrintable(v9.error ? v9.error->toString() : QString()));
        QCOMPARE(v9.fileFormatVersion, 9);
        const PortGroup& cage = v9.design->part("nvidia-connectx8-800g")->ports.front();
        QCOMPARE(cage.protocol, std::string("infiniband"));
        QCOMPARE(cage.breakout->front().protocol, std::string("ethernet"));
        QCOMPARE(cage.breakout->front().count, 2);
        QCOMPARE(v9.design->part("nvidia-gb200-nvl72")->server->hosts, std::optional<int>(18));
        const QByteArray bytes = designToBytes(*v9.design);
        QVERIFY(*loadDesignBytes(bytes, QStringLiteral("m")).design == *v9.design);
    }

    void formatTenNamesOpticalConnectors()
    {
        // v10-small is v9-small with its second link over 10 m of multimode
        // fibre between twin-port SR8 modules, each naming its connector.
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/migration/");
        const DesignLoadResult v10 = loadDesignFile(dir + QStringLiteral("v10-small.cluster.json"));
        QVERIFY2(v10.ok(), qPrintable(v10.error ? v10.error->toString() : QString()));
        QCOMPARE(v10.fileFormatVersion, 10);
        const Design& d = *v10.design;
        QCOMPARE(d.part("nvidia-mma4z00-ns")->transceiver->connector, std::string("mpo12-apc"));
        QCOMPARE(d.part("nvidia-mfp7e10-om4-mpo12apc-10m")->cable->connector,
                 std::string("mpo12-apc"));
        QCOMPARE(d.part("nvidia-osfp-800g-dac-1m")->cable->connector, std::string());
        const QByteArray bytes = designToBytes(d);
        QVERIFY(*loadDesignBytes(bytes, QStringLiteral("m")).design == d);
        // A part that names no connector writes none: the DAC's cable object.
        QCOMPARE(bytes.count("\"connector\""), 2);
        // The format-9 fixture migrates unchanged but for its version.
        const DesignLoadResult v9 = loadDesignFile(dir + QStringLiteral("v9-small.cluster.json"));
        QVERIFY(v9.ok());
        QCOMPARE(v9.design->links().size(), d.links().size());
    }

    void formatNineHasNoConnectors()
    {
        for (const char* section : {"transceiver", "cable"}) {
            nlohmann::json root = nlohmann::json::parse(
                R"({"format":"clustersmith-design","format_version":9,"name":"x","parts":{}})");
            root["parts"]["m"][section] = {{"connector", "lc-duplex"}};
            try {
                migrateDesign(root, 9);
                QFAIL("a format-9 file naming a connector was migrated");
            } catch (const FormatError& e) {
                QCOMPARE(e.path(), "$.parts.m." + std::string(section) + ".connector");
            }
        }
    }

    void formatEightHasNoHostsPerServer()
    {
        nlohmann::json root = nlohmann::json::parse(
            R"({"format":"clustersmith-design","format_version":8,"name":"x",
                "parts":{"a":{"server":{}},"b":{"server":{"hosts":18}}}})");
        try {
            migrateDesign(root, 8);
            QFAIL("a format-8 file with hosts per server was migrated");
        } catch (const FormatError& e) {
            QCOMPARE(e.path(), std::string("$.parts.b.server.hosts"));
        }
    }

    void formatEightHasNoBreakoutProtocol()
    {
        nlohmann::json root = nlohmann::json::parse(
            R"({"format":"clustersmith-design","format_version":8,"name":"x",
                "parts":{"a":{"ports":[{"breakout":[{"count":2}]}]},
                         "b":{"ports":[{},{"breakout":[{},{"protocol":"ethernet"}]}]}}})");
        try {
            migrateDesign(root, 8);
            QFAIL("a format-8 file with a breakout protocol was migrated");
        } catch (const FormatError& e) {
            QCOMPARE(e.path(), std::string("$.parts.b.ports[1].breakout[1].protocol"));
        }
    }

    void formatSevenHasNoRackFrames()
    {
        nlohmann::json root = nlohmann::json::parse(
            R"({"format":"clustersmith-design","format_version":7,"name":"x",
                "parts":{"a":{"server":{}},"b":{"server":{"rack_frame":"r"}}}})");
        try {
            migrateDesign(root, 7);
            QFAIL("a format-7 file with a rack frame was migrated");
        } catch (const FormatError& e) {
            QCOMPARE(e.path(), std::string("$.parts.b.server.rack_frame"));
        }
    }

    void formatSixMeasuresNoCpuCores()
    {
        nlohmann::json root = nlohmann::json::parse(
            R"({"format":"clustersmith-design","format_version":6,"name":"x",
                "workloads":[{"name":"b","throughput":{"rates":[
                    {"gpu":"g","units_per_second":1},
                    {"gpu":"h","units_per_second":1,"cpu_cores_per_gpu":4}]}}]})");
        try {
            migrateDesign(root, 6);
            QFAIL("a format-6 file with a rate's CPU cores was migrated");
        } catch (const FormatError& e) {
            QCOMPARE(e.path(), std::string("$.workloads[0].throughput.rates[1].cpu_cores_per_gpu"));
        }
    }

    void formatFiveHasNoHpcWorkloads()
    {
        nlohmann::json root = nlohmann::json::parse(
            R"({"format":"clustersmith-design","format_version":5,"name":"x",
                "workloads":[{"name":"a","training":{}},{"name":"b","throughput":{}}]})");
        try {
            migrateDesign(root, 5);
            QFAIL("a format-5 file with a throughput workload was migrated");
        } catch (const FormatError& e) {
            QCOMPARE(e.path(), std::string("$.workloads[1].throughput"));
        }
    }

    void formatFourHasNoPortRdma()
    {
        nlohmann::json root = nlohmann::json::parse(
            R"({"format":"clustersmith-design","format_version":4,"name":"x",
                "parts":{"sw":{"ports":[{"count":1,"gbps":400},{"count":2,"gbps":400,"rdma":true}]}}})");
        try {
            migrateDesign(root, 4);
            QFAIL("a format-4 file with an rdma flag was migrated");
        } catch (const FormatError& e) {
            QCOMPARE(e.path(), std::string("$.parts.sw.ports[1].rdma"));
        }
    }

    void formatFourCarriesBenchmarkResults()
    {
        // v4-small is v3-small with two benchmark outputs attached: the
        // nccl-tests and nvbandwidth outputs of tests/data/commission.
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/migration/");
        const DesignLoadResult v3 = loadDesignFile(dir + QStringLiteral("v3-small.cluster.json"));
        const DesignLoadResult v4 = loadDesignFile(dir + QStringLiteral("v4-small.cluster.json"));
        QVERIFY2(v4.ok(), qPrintable(v4.error ? v4.error->toString() : QString()));
        QCOMPARE(v4.fileFormatVersion, 4);
        QVERIFY(v3.design->benchmarkResults.empty());
        const std::vector<BenchmarkResult>& r = v4.design->benchmarkResults;
        QCOMPARE(r.size(), std::size_t(2));
        QCOMPARE(r[0].file, std::string("all_reduce_perf-dgx-03.txt"));
        QCOMPARE(r[0].kind, BenchmarkKind::Nccl);
        QCOMPARE(r[1].kind, BenchmarkKind::Bandwidth);
        // The lines joined again are the program's output byte for byte,
        // its final line break included.
        const QString commission = QStringLiteral(CS_TEST_DATA_DIR "/commission/");
        QCOMPARE(QByteArray::fromStdString(r[0].output),
                 readAll(commission + QStringLiteral("all_reduce_perf-dgx-03.txt")));
        QCOMPARE(QByteArray::fromStdString(r[1].output),
                 readAll(commission + QStringLiteral("dgx-02.nvbandwidth.txt")));
        Design withoutResults = *v4.design;
        withoutResults.benchmarkResults.clear();
        withoutResults.description = v3.design->description;
        QVERIFY(withoutResults == *v3.design);
        const QByteArray bytes = designToBytes(*v4.design);
        QVERIFY(*loadDesignBytes(bytes, QStringLiteral("m")).design == *v4.design);
        QVERIFY(!designToBytes(*v3.design).contains("\"benchmark_results\""));
    }

    void benchmarkErrorsNameTheirPath_data()
    {
        QTest::addColumn<QString>("results");
        QTest::addColumn<QString>("path");
        QTest::newRow("not a list") << R"({"file":"a.txt"})"
                                    << "$.benchmark_results";
        QTest::newRow("no output") << R"([{"file":"a.txt","kind":"nccl"}])"
                                   << "$.benchmark_results[0].output";
        QTest::newRow("line not text") << R"([{"file":"a.txt","kind":"nccl","output":["#",4]}])"
                                       << "$.benchmark_results[0].output[1]";
        QTest::newRow("line break in a line")
            << R"([{"file":"a.txt","kind":"nccl","output":["#\n#"]}])"
            << "$.benchmark_results[0].output[0]";
        QTest::newRow("empty name") << R"([{"file":"","kind":"nccl","output":["#"]}])"
                                    << "$.benchmark_results[0].file";
        QTest::newRow("unknown key")
            << R"([{"file":"a.txt","kind":"nccl","output":["#"],"host":"x"}])"
            << "$.benchmark_results[0].host";
    }

    void benchmarkErrorsNameTheirPath()
    {
        QFETCH(QString, results);
        QFETCH(QString, path);
        const DesignLoadResult r =
            loadText(QStringLiteral(R"({"format":"clustersmith-design","format_version":4,)"
                                    R"("name":"x","benchmark_results":%1})")
                         .arg(results)
                         .toStdString());
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error->jsonPath), path);
    }

    void workloadErrorsNameTheirPath_data()
    {
        QTest::addColumn<QString>("workloads");
        QTest::addColumn<QString>("path");
        QTest::newRow("bad mfu")
            << R"([{"name":"a","training":{"parameters":7e9,"training_tokens":1e12,"target_days":30,"mfu":1.5}}])"
            << "$.workloads[0].training.mfu";
        QTest::newRow("no name")
            << R"([{"inference":{"parameters":7e9,"context_length":4096,"concurrent_sequences":8,"target_tokens_per_second":100}}])"
            << "$.workloads[0].name";
        QTest::newRow("same name")
            << R"([{"name":"a","inference":{"parameters":7e9,"context_length":4096,"concurrent_sequences":8,"target_tokens_per_second":100}},
                                        {"name":"a","inference":{"parameters":7e9,"context_length":4096,"concurrent_sequences":8,"target_tokens_per_second":100}}])"
            << "$.workloads[1].name";
        QTest::newRow("empty section") << R"([{"name":"a"}])"
                                       << "$.workloads[0]";
        QTest::newRow("not a list") << R"({"name":"a"})"
                                    << "$.workloads";
    }

    void workloadErrorsNameTheirPath()
    {
        QFETCH(QString, workloads);
        QFETCH(QString, path);
        const DesignLoadResult r = loadText(
            QStringLiteral(
                R"({"format":"clustersmith-design","format_version":3,"name":"x","workloads":%1})")
                .arg(workloads)
                .toStdString());
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error->jsonPath), path);
    }

    void formatTwoHasNoWorkloads()
    {
        const DesignLoadResult r = loadText(
            R"({"format":"clustersmith-design","format_version":2,"name":"x","workloads":[]})");
        QVERIFY(!r.ok());
        QCOMPARE(r.error->jsonPath, std::string("$.workloads"));
    }

    void migrationConvertsWattsToKilowatts()
    {
        // Format 1 kept the budget in W: 35,000 W is 35 kW in format 2; the
        // steps run on to the current format.
        nlohmann::json root =
            nlohmann::json::parse(R"({"format":"clustersmith-design","format_version":1,
            "name":"m","racks":[{"id":1,"name":"r","part":"p","power_budget_w":35000,
            "devices":[{"id":4,"name":"d","part":"s","u":3}]}]})");
        migrateDesign(root, 1);
        QCOMPARE(root["format_version"].get<int>(), kDesignFormatVersion);
        QCOMPARE(root["racks"][0]["power_budget_kw"].get<double>(), 35.0);
        QVERIFY(!root["racks"][0].contains("devices"));
        QCOMPARE(root["devices"][0]["placement"]["rack"].get<int>(), 1);
        QCOMPARE(root["devices"][0]["placement"]["u"].get<int>(), 3);
    }

    void refusesNewerFormat()
    {
        const DesignLoadResult r = loadText(
            R"({"format":"clustersmith-design","format_version":99,"app_version":"9.1","name":"x"})");
        QVERIFY(!r.ok());
        QCOMPARE(r.error->jsonPath, std::string("$.format_version"));
        QVERIFY(r.error->message.contains(QLatin1String("newer")));
        QVERIFY(r.error->message.contains(QLatin1String("9.1")));
    }

    void hostileInputGetsAPathNamingError_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // path, or a word of the message
        const QString head =
            QStringLiteral(R"({"format":"clustersmith-design","format_version":2,"name":"x",)");
        QTest::newRow("truncated") << head.left(30) << "not valid JSON";
        QTest::newRow("negative budget")
            << head + R"("racks":[{"id":1,"name":"r","part":"p","power_budget_kw":-4}]})"
            << "$.racks[0].power_budget_kw";
        QTest::newRow("billion gpus")
            << head +
                   R"("devices":[{"id":1,"name":"d","part":"p","config":{"gpu_count":1000000000}}]})"
            << "$.devices[0].config.gpu_count";
        QTest::newRow("unknown part")
            << head + R"("racks":[{"id":1,"name":"r","part":"nope","power_budget_kw":4}]})"
            << "$.racks[0]";
        QTest::newRow("wrong type") << head + R"("racks":{"id":1}})"
                                    << "$.racks";
        QTest::newRow("unknown key") << head + R"("rackz":[]})"
                                     << "$.rackz";
        QTest::newRow("id zero") << head + R"("facility":{"rooms":[{"id":0,"name":"r"}]}})"
                                 << "$.facility.rooms[0].id";
    }
    void hostileInputGetsAPathNamingError()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const DesignLoadResult r = loadText(text.toStdString());
        QVERIFY(!r.ok());
        const QString message = r.error->toString();
        QVERIFY2(message.contains(expected), qPrintable(message));
        QVERIFY(message.startsWith(QLatin1String("t.cluster.json")));
    }

    void deepNestingIsRefusedWithoutRecursion()
    {
        // 100,000 nested arrays would overflow a recursive parser's stack.
        std::string text =
            R"({"format":"clustersmith-design","format_version":2,"name":"x","assumptions":{"a":)";
        text += std::string(100000, '[') + std::string(100000, ']') + "}}";
        const DesignLoadResult r = loadText(text);
        QVERIFY(!r.ok());
        QVERIFY(r.error->message.contains(QLatin1String("nested")));
    }

    void saveReplacesAtomically()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("d.cluster.json"));
        QVERIFY(!saveDesignFile(test::designWithOneRack(), path).has_value());
        const QByteArray old = readAll(path);
        QVERIFY(loadDesignFile(path).ok());

        // Limit file size so that writing the larger design fails part-way,
        // as a full disk would. Root is subject to RLIMIT_FSIZE too.
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit saved{};
        getrlimit(RLIMIT_FSIZE, &saved);
        rlimit tiny = saved;
        tiny.rlim_cur = static_cast<rlim_t>(old.size() + 16);
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &tiny), 0);
        const auto error = saveDesignFile(test::fullDesign(), path);
        setrlimit(RLIMIT_FSIZE, &saved);

        QVERIFY(error.has_value());
        QVERIFY(error->message.contains(QLatin1String("unchanged")));
        QCOMPARE(readAll(path), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList{QStringLiteral("d.cluster.json")});
    }
};

QTEST_GUILESS_MAIN(TestDesignFile)
#include "tst_designfile.moc"
