// Parts read from JSON exactly as written, and malformed parts are refused
// with the JSON path of the fault.
#include "io/formaterror.h"
#include "io/partcodec.h"
#include "testparts.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace cs;
using nlohmann::json;

namespace {

json validGpu()
{
    return json::parse(R"({
      "id": "x-gpu", "kind": "gpu", "name": "X", "vendor": "V", "source": "datasheet",
      "power_w": {"max": 700},
      "gpu": {"form_factor": "SXM5", "memory_gb": 80, "dense_tflops": {"bf16": 989}}
    })");
}

QString faultPath(const json& j)
{
    try {
        partFromJson(j, "$");
    } catch (const FormatError& e) {
        return QString::fromStdString(e.path());
    }
    return QStringLiteral("accepted");
}

} // namespace

class TestPartCodec : public QObject
{
    Q_OBJECT

private slots:
    void readsFigures()
    {
        const Part p = partFromJson(validGpu(), "$");
        QCOMPARE(p.kind, PartKind::Gpu);
        QCOMPARE(p.power->max, 700.0);
        QCOMPARE(*p.gpu->denseTflops.bf16, 989.0);
        QVERIFY(!p.gpu->denseTflops.fp8.has_value());
    }

    void testPartsRoundTrip()
    {
        for (const Part& p : {test::rack42u(), test::gpuPart(), test::nicPart(),
                              test::gpuServer8u(), test::leafSwitch(), test::dacCable(3)}) {
            QCOMPARE(partFromJson(partToJson(p), "$"), p);
        }
    }

    // The GPU's host interface generation is written as gpu.pcie_gen and read back
    // as written; a GPU without one writes no key.
    void pcieGenRoundTrips()
    {
        Part p = test::gpuPart();
        QVERIFY(!partToJson(p).at("gpu").contains("pcie_gen"));
        p.gpu->pcieGen = 5;
        const json j = partToJson(p);
        QCOMPARE(j.at("gpu").at("pcie_gen").get<int>(), 5);
        const Part back = partFromJson(j, "$");
        QCOMPARE(back.gpu->pcieGen, std::optional<int>(5));
        QCOMPARE(back, p);
        json text = validGpu();
        for (int gen : {1, 4, 7}) {
            text["gpu"]["pcie_gen"] = gen;
            QCOMPARE(partFromJson(text, "$").gpu->pcieGen, std::optional<int>(gen));
        }
    }

    // Out of range is refused as out of range (not as an unknown key), at its path.
    void refusesPcieGenOutsideOneToSeven()
    {
        json text = validGpu();
        text["gpu"]["pcie_gen"] = 8;
        try {
            partFromJson(text, "$");
            QFAIL("pcie_gen 8 was accepted");
        } catch (const FormatError& e) {
            QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("$.gpu.pcie_gen"));
            QVERIFY2(e.message().contains(QLatin1String("1 to 7")), qPrintable(e.message()));
        }
    }

    // Every row of the bundled catalog survives JSON -> Part -> JSON -> Part.
    void catalogRowsRoundTrip()
    {
        const QDir dir(QStringLiteral(CS_SOURCE_DIR "/catalog/data"));
        int rows = 0;
        for (const QString& name : dir.entryList({QStringLiteral("*.json")})) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const json root = json::parse(f.readAll().toStdString());
            for (const json& row : root.at("parts")) {
                const Part p = partFromJson(row, name.toStdString());
                QCOMPARE(partFromJson(partToJson(p), "again"), p);
                ++rows;
            }
        }
        QVERIFY2(rows > 100, "the bundled catalog should hold well over a hundred parts");
    }

    void refusesMalformedParts_data()
    {
        QTest::addColumn<QString>("pointer");  // JSON pointer to change
        QTest::addColumn<QString>("newValue"); // JSON text, or "<delete>"
        QTest::addColumn<QString>("expectedPath");
        QTest::newRow("missing source") << "/source"
                                        << "<delete>"
                                        << "$.source";
        QTest::newRow("empty source") << "/source"
                                      << "\"\""
                                      << "$.source";
        QTest::newRow("unknown key") << "/power_watts"
                                     << "1"
                                     << "$.power_watts";
        QTest::newRow("negative power") << "/power_w/max"
                                        << "-5"
                                        << "$.power_w.max";
        QTest::newRow("text as number") << "/gpu/memory_gb"
                                        << "\"80\""
                                        << "$.gpu.memory_gb";
        QTest::newRow("unknown kind") << "/kind"
                                      << "\"gadget\""
                                      << "$.kind";
        QTest::newRow("second spec")
            << "/rack"
            << R"({"height_u":42,"depth_mm":1,"width_mm":1,"static_load_kg":1})"
            << "$.gpu";
        QTest::newRow("bad id") << "/id"
                                << "\"Has Spaces\""
                                << "$.id";
        QTest::newRow("price without date")
            << "/price"
            << R"({"amount":1,"currency":"USD","date":"","source":"x"})"
            << "$.price";
        QTest::newRow("PCIe generation 8") << "/gpu/pcie_gen"
                                           << "8"
                                           << "$.gpu.pcie_gen";
        QTest::newRow("PCIe generation 0") << "/gpu/pcie_gen"
                                           << "0"
                                           << "$.gpu.pcie_gen";
        QTest::newRow("PCIe generation 4.5") << "/gpu/pcie_gen"
                                             << "4.5"
                                             << "$.gpu.pcie_gen";
        QTest::newRow("PCIe generation as text") << "/gpu/pcie_gen"
                                                 << "\"4\""
                                                 << "$.gpu.pcie_gen";
    }
    void refusesMalformedParts()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, newValue);
        QFETCH(QString, expectedPath);
        json j = validGpu();
        const json::json_pointer ptr(pointer.toStdString());
        if (newValue == QLatin1String("<delete>")) {
            j[ptr.parent_pointer()].erase(ptr.back());
        } else {
            j[ptr] = json::parse(newValue.toStdString());
        }
        QCOMPARE(faultPath(j), expectedPath);
    }

    void estimatesAreQueryable()
    {
        Part p = test::gpuPart();
        p.estimates = {"power_w.max"};
        QVERIFY(p.isEstimate("power_w.max"));
        QVERIFY(!p.isEstimate("gpu.memory_gb"));
        p.estimates = {"*"};
        QVERIFY(p.isEstimate("gpu.memory_gb"));
    }
};

QTEST_GUILESS_MAIN(TestPartCodec)
#include "tst_partcodec.moc"
