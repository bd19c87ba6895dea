// The PDF design report of each example: its sections, pages, fonts and the
// bill of materials total, read back with poppler's tools.
#include "analysis/analysis.h"
#include "designreport.h"
#include "i18n/translation.h"
#include "io/designfile.h"
#include "pdftools.h"
#include "tco/bom.h"
#include "tco/tcoassumptions.h"

#include <QFile>
#include <QGuiApplication>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "commission/benchmarkfiles.h"

#include <set>
#include <utility>

using namespace cs;

namespace {

const QString kExamples = QStringLiteral(CS_SOURCE_DIR "/resources/examples/");

Design load(const QString& file)
{
    DesignLoadResult r = loadDesignFile(kExamples + file);
    if (!r.ok()) {
        qFatal("%s", qPrintable(r.error->toString()));
    }
    return std::move(*r.design);
}

QString exportPdf(const QTemporaryDir& dir, const Design& design,
                  const report::ReportOptions& options)
{
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const std::optional<QString> error = report::exportReportPdf(design, options, path);
    return error ? QString() : path;
}

const QStringList kHeadings{QStringLiteral("Design summary"),
                            QStringLiteral("Contents"),
                            QStringLiteral("Rack elevations"),
                            QStringLiteral("Floor layout"),
                            QStringLiteral("Fabric topology"),
                            QStringLiteral("Bill of materials"),
                            QStringLiteral("Power and cooling per rack"),
                            QStringLiteral("Design-rule findings"),
                            QStringLiteral("Total cost of ownership"),
                            QStringLiteral("Operations"),
                            QStringLiteral("Assumptions")};

// pdffonts rows end in "emb sub uni object-number generation".
QStringList unembeddedFonts(const QString& fontList)
{
    static const QRegularExpression tail(
        QStringLiteral("\\s(yes|no)\\s+(yes|no)\\s+(yes|no)\\s+\\d+\\s+\\d+\\s*$"));
    QStringList bad;
    for (const QString& row : test::tableRows(fontList)) {
        const QRegularExpressionMatch m = tail.match(row);
        if (!m.hasMatch() || m.captured(1) != QLatin1String("yes")) {
            bad << row;
        }
    }
    return bad;
}

// Installed beneath the report's own translation, it sees exactly the lookups
// that translation could not answer: a string whose context differs from the
// one lupdate recorded, or one lupdate never saw.
class UnansweredLookups : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* sourceText, const char* /*disambiguation*/,
                      int /*n*/) const override
    {
        // Qt's own classes (QPageSize, QGuiApplication) ask in their contexts,
        // which no Clustersmith context resembles.
        if (context[0] != 'Q') {
            mSeen.emplace(QString::fromUtf8(context), QString::fromUtf8(sourceText));
        }
        return {};
    }
    QStringList list() const
    {
        QStringList out;
        for (const auto& [context, source] : mSeen) {
            out << QStringLiteral("[%1] %2").arg(context, source);
        }
        return out;
    }

private:
    mutable std::set<std::pair<QString, QString>> mSeen;
};

} // namespace

class TestDesignReport : public QObject
{
    Q_OBJECT

private slots:
    void eachExample_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("minPages");
        QTest::addColumn<int>("maxPages");
        // Pages per section: cover 1; elevations ⌈racks ÷ 3⌉; floor 1; fabrics
        // 1–2 (two to three fabric drawings fit a landscape page); bill of
        // materials 1–2; power and cooling 1; findings 1; performance 1 (each
        // example carries one workload); TCO 2 (two charts fill the first
        // page, the table goes on); operations 2 (ten alarms and the
        // maintenance routine fill a page, the spares go on); assumptions 2
        // (17 analysis and 32 TCO rows).
        // Lab: 1 rack, 2 single-switch fabrics → 1+1+1+1+(1..2)+1+1+1+2+2+2 = 14..15.
        QTest::newRow("lab") << QStringLiteral("lab-4x-rtx4090.cluster.json") << 14 << 15;
        // L40S: 2 racks, 3 single-switch fabrics on one page → 14..15.
        QTest::newRow("l40s") << QStringLiteral("l40s-inference.cluster.json") << 14 << 15;
        // H100: 9 racks → 3 elevation pages; 3 fabrics (two 3-tier) → 2 pages;
        // ~35 BOM lines → 2 pages: 1+3+1+2+2+1+1+1+2+2+2 = 18, one either way.
        QTest::newRow("h100") << QStringLiteral("h100-32-node.cluster.json") << 17 << 19;
    }

    void eachExample()
    {
        QFETCH(QString, file);
        QFETCH(int, minPages);
        QFETCH(int, maxPages);
        const Design design = load(file);
        QTemporaryDir dir;
        const QString pdf = exportPdf(dir, design, {});
        QVERIFY(!pdf.isEmpty());

        const int pages = test::pdfPages(pdf);
        QVERIFY2(pages >= minPages && pages <= maxPages, qPrintable(QString::number(pages)));

        const QString text = test::pdfText(pdf);
        for (const QString& heading : kHeadings) {
            QVERIFY2(text.contains(heading), qPrintable(heading));
        }
        QVERIFY(text.contains(QString::fromStdString(design.name)));
        QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));

        const QString fonts = test::poppler(QStringLiteral("pdffonts"), {pdf});
        QVERIFY(!test::tableRows(fonts).isEmpty());
        QVERIFY2(unembeddedFonts(fonts).isEmpty(),
                 qPrintable(unembeddedFonts(fonts).join(QLatin1Char('\n'))));
        // Diagrams and charts are vectors: no pictures at all.
        QCOMPARE(test::tableRows(
                     test::poppler(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf}))
                     .size(),
                 0);
    }

    void bomGrandTotalMatchesTheBillOfMaterials_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("lab") << QStringLiteral("lab-4x-rtx4090.cluster.json");
        QTest::newRow("h100") << QStringLiteral("h100-32-node.cluster.json");
    }

    void bomGrandTotalMatchesTheBillOfMaterials()
    {
        QFETCH(QString, file);
        const Design design = load(file);
        const tco::TcoAssumptions a = tco::tcoAssumptionsFor(design);
        // The examples state no TCO currency: the facility's, which is USD.
        QCOMPARE(design.facility.currency, std::string("USD"));
        const tco::Bom bom = tco::buildBom(design, tco::Money("USD", a.cnyPerUsd));
        QVERIFY(bom.total > 0);
        QTemporaryDir dir;
        const QString text = test::pdfText(exportPdf(dir, design, {}), true);
        const QRegularExpression total(QStringLiteral("Grand total \\(USD\\)\\s+([0-9,.]+)"));
        const QRegularExpressionMatch m = total.match(text);
        QVERIFY(m.hasMatch());
        QCOMPARE(m.captured(1), QLocale(QLocale::English).toString(bom.total, 'f', 2));
    }

    // A design with workloads gets a performance page: the model's plans, the
    // best plan's days as the analysis gives them, the step's breakdown and
    // the cost per million tokens; without workloads there is no such page.
    void performancePageForTheWorkloads()
    {
        Design design = load(QStringLiteral("h100-32-node.cluster.json"));
        const analysis::AnalysisReport a = analysis::analyze(design);
        const perf::TrainingEstimate* best = a.performance.workloads.front().bestTraining();
        QVERIFY(best);
        QTemporaryDir dir;
        const QString text = test::pdfText(exportPdf(dir, design, {}));
        QVERIFY(text.contains(QStringLiteral("Performance of the workloads")));
        QVERIFY(text.contains(QString::fromStdString(design.workloads.front().name)));
        QVERIFY(text.contains(QStringLiteral("Where the best plan's step goes")));
        QVERIFY(text.contains(QStringLiteral("Per million tokens (USD)")));
        QVERIFY(text.contains(QLocale(QLocale::English).toString(best->trainingDays, 'f', 1)));
        // What the network buys: a bar per variant, named, with its days.
        QVERIFY(text.contains(QStringLiteral("What the network buys")));
        QVERIFY(
            text.contains(QStringLiteral("Days to train on variants of this design's network")));
        for (const char* variant : {"As built", "PCIe only", "Injection ×½", "Injection ×2",
                                    "2:1 past a leaf", "4:1 past a leaf"}) {
            // pdfText gives NFKC text: "×½" reads "×1⁄2" there.
            QVERIFY2(
                text.contains(QString::fromUtf8(variant).normalized(QString::NormalizationForm_KC)),
                variant);
        }
        // Under a flat chart, the page says the network is not the limit.
        QCOMPARE(text.simplified().contains(QStringLiteral(
                     "for this workload the network is not what limits the cluster")),
                 a.performance.workloads.front().networkMovesNothing());
        design.workloads.clear();
        QTemporaryDir other;
        QVERIFY(!test::pdfText(exportPdf(other, design, {}))
                     .contains(QStringLiteral("Performance of the workloads")));
    }

    // The operations page: the alarms with the thresholds the Prometheus
    // export sets, the maintenance routine and the spares to hold, in English
    // and in Chinese.
    void operationsPageShowsAlarmsAndSpares()
    {
        const Design design = load(QStringLiteral("h100-32-node.cluster.json"));
        QTemporaryDir dir;
        const QString text = test::pdfText(exportPdf(dir, design, {}), true);
        QVERIFY(text.contains(QStringLiteral("above 85 °C")));
        QVERIFY(text.contains(QStringLiteral("About every three months")));
        // 32 DGX H100 × 6 supplies = 192; 10% = 19.2 → 20.
        static const QRegularExpression supplies(
            QStringLiteral("3,300 W supplies in 32 × NVIDIA DGX H100\\s+192\\s+20\\n"));
        QVERIFY2(supplies.match(text).hasMatch(), qPrintable(text.right(3000)));
        // 192 twin-port 800G optics; 3% = 5.76 → 6.
        static const QRegularExpression optics(QStringLiteral("\\(MMA4Z00-NS\\)\\s+192\\s+6\\n"));
        QVERIFY(optics.match(text).hasMatch());
        report::ReportOptions chinese;
        chinese.language = QStringLiteral("zh_CN");
        const QString zh = test::pdfText(exportPdf(dir, design, chinese), true);
        QVERIFY(zh.contains(QStringLiteral("运维")));
        QVERIFY(zh.contains(QStringLiteral("高于 85 °C")));
        QVERIFY(zh.contains(QStringLiteral("约每三个月一次")));
    }

    // Outputs attached to the design get a Commissioning page with the same
    // judgement as clustersmith-cli commission; a design without has none.
    void commissioningPageJudgesTheAttachedOutputs()
    {
        Design design = load(QStringLiteral("h100-32-node.cluster.json"));
        QTemporaryDir dir;
        QVERIFY(!test::pdfText(exportPdf(dir, design, {})).contains(QStringLiteral("Collectives")));
        const QString data = QStringLiteral(CS_TEST_DATA_DIR "/commission/");
        design.benchmarkResults = {
            commission::readBenchmarkResult(data + QStringLiteral("all_reduce_perf-dgx-03.txt")),
            commission::readBenchmarkResult(data + QStringLiteral("dgx-02.nvbandwidth.txt"))};
        const QString text = test::pdfText(exportPdf(dir, design, {}), true);
        QVERIFY(text.contains(QStringLiteral("2 benchmark outputs from the built cluster")));
        // dgx-03's 8 GiB row: 478.87 GB/s out-of-place and in-place. The
        // model predicts 306 GB/s × 2(8−1)/8 = 535.5 GB/s within 0.5%
        // (tst_commission), so the ratio is 478.87 ÷ 535.5 = 0.89 to 0.90,
        // above 0.87: a pass.
        static const QRegularExpression run(QStringLiteral(
            "all_reduce_perf-dgx-03\\.txt\\s+all_reduce\\s+8\\s+1\\s+8 GB\\s+478\\.9\\s+"
            "478\\.9\\s+53[3-8]\\.\\d\\s+0\\.(89|90)\\s+pass"));
        QVERIFY2(run.match(text).hasMatch(), qPrintable(text.right(3000)));
        // nvbandwidth's host-to-device copy at the slowest GPU: 27.61 GB/s
        // against PCIe Gen5 x16 at 63.0 GB/s × 0.928 = 58.4: 0.47, a fail.
        static const QRegularExpression copy(QStringLiteral(
            "host_to_device_memcpy_ce \\(GPU 5\\)\\s+27\\.6\\s+58\\.4\\s+0\\.47\\s+fail"));
        QVERIFY2(copy.match(text).hasMatch(), qPrintable(text.right(3000)));
        // dgx-03 and dgx-02 ran; the other 30 of the 32 nodes are a finding.
        QVERIFY(text.contains(QStringLiteral("30 GPU nodes of the design ran in no benchmark")));

        UnansweredLookups unanswered;
        QVERIFY(QCoreApplication::installTranslator(&unanswered));
        report::ReportOptions chinese;
        chinese.language = QStringLiteral("zh_CN");
        const QString zh = test::pdfText(exportPdf(dir, design, chinese), true);
        QCoreApplication::removeTranslator(&unanswered);
        QVERIFY(zh.contains(QStringLiteral("验收")));
        QVERIFY(zh.contains(QStringLiteral("集合通信"))); // NFKC text: "（" reads "("
        QVERIFY2(unanswered.list().isEmpty(),
                 qPrintable(unanswered.list().join(QLatin1Char('\n'))));
    }

    void letterPagesTurnPerSection()
    {
        QTemporaryDir dir;
        report::ReportOptions options;
        options.paper = report::Paper::Letter;
        const QString pdf =
            exportPdf(dir, load(QStringLiteral("lab-4x-rtx4090.cluster.json")), options);
        const QString sizes = test::poppler(QStringLiteral("pdfinfo"),
                                            {QStringLiteral("-f"), QStringLiteral("1"),
                                             QStringLiteral("-l"), QStringLiteral("2"), pdf});
        // US Letter is 8.5 × 11 in = 612 × 792 pt: the cover upright, the elevations turned.
        QVERIFY2(sizes.contains(QRegularExpression(QStringLiteral("Page +1 size: +612 x 792"))),
                 qPrintable(sizes));
        QVERIFY2(sizes.contains(QRegularExpression(QStringLiteral("Page +2 size: +792 x 612"))),
                 qPrintable(sizes));
    }

    void chineseReportEmbedsACjkFontAndKeepsChineseText()
    {
        Design design = load(QStringLiteral("lab-4x-rtx4090.cluster.json"));
        design.name = "实验室集群 4x RTX 4090";
        report::ReportOptions options;
        options.language = QStringLiteral("zh_CN");
        QTemporaryDir dir;
        const QString pdf = exportPdf(dir, design, options);
        QVERIFY(!pdf.isEmpty());
        const QString fonts = test::poppler(QStringLiteral("pdffonts"), {pdf});
        QVERIFY2(fonts.contains(QLatin1String("NotoSansCJK")), qPrintable(fonts));
        QVERIFY(unembeddedFonts(fonts).isEmpty());
        // The name is text, not a picture: it reads back character for character.
        QVERIFY(test::pdfText(pdf).contains(QString::fromStdString(design.name)));
        // Dates follow the language: 2026年12月1日.
        options.date = QDate(2026, 12, 1);
        const QString dated = exportPdf(dir, design, options);
        QVERIFY(test::pdfText(dated).contains(QStringLiteral("2026年12月1日")));
    }

    // With a zh_CN translation installed, headings come out in Chinese.
    void chineseHeadingsComeFromTheTranslation()
    {
        QTemporaryDir dir;
        QFile ts(dir.filePath(QStringLiteral("clustersmith_zh_CN.ts")));
        QVERIFY(ts.open(QIODevice::WriteOnly));
        ts.write(R"(<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="zh_CN"><context><name>Report</name>
<message><source>Rack elevations</source><translation>机架立面图</translation></message>
<message><source>Bill of materials</source><translation>物料清单</translation></message>
</context></TS>)");
        ts.close();
        QProcess lrelease;
        lrelease.start(QStringLiteral(CS_QT_BIN_DIR "/lrelease"), {ts.fileName()});
        QVERIFY(lrelease.waitForFinished(30000) && lrelease.exitCode() == 0);
        report::ReportOptions options;
        options.language = QStringLiteral("zh_CN");
        options.translationsDir = dir.path();
        const QString text = test::pdfText(
            exportPdf(dir, load(QStringLiteral("lab-4x-rtx4090.cluster.json")), options));
        QVERIFY(text.contains(QStringLiteral("机架立面图")));
        QVERIFY(text.contains(QStringLiteral("物料清单")));
        QVERIFY(!text.contains(QStringLiteral("Rack elevations")));
        // The translation is the report's alone: it is gone once the report is written.
        QCOMPARE(QCoreApplication::translate("Report", "Rack elevations"),
                 QStringLiteral("Rack elevations"));
    }

    // Every heading, label and finding of the Chinese report comes from the
    // shipped translation, looked up in the context lupdate recorded.
    void chineseReportFindsEveryStringInTheShippedTranslation_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("lab") << QStringLiteral("lab-4x-rtx4090.cluster.json");
        QTest::newRow("h100") << QStringLiteral("h100-32-node.cluster.json");
    }

    void chineseReportFindsEveryStringInTheShippedTranslation()
    {
        QFETCH(QString, file);
        UnansweredLookups unanswered;
        QVERIFY(QCoreApplication::installTranslator(&unanswered));
        report::ReportOptions options;
        options.language = QStringLiteral("zh_CN");
        QTemporaryDir dir;
        const QString pdf = exportPdf(dir, load(file), options);
        QCoreApplication::removeTranslator(&unanswered);
        QVERIFY(!pdf.isEmpty());
        QVERIFY2(unanswered.list().isEmpty(),
                 qPrintable(unanswered.list().join(QLatin1Char('\n'))));
    }

    // An English report from the Chinese interface: counts take their English
    // form. The lab design holds one workstation and two switches (SN3420 and
    // SN2201), so the cover's rack row reads "1 node, 2 switches".
    void englishReportCountsInTheSingular()
    {
        const std::unique_ptr<QTranslator> chinese =
            i18n::loadTranslation(QStringLiteral("zh_CN"), i18n::translationDirs());
        QVERIFY(chinese);
        QVERIFY(QCoreApplication::installTranslator(chinese.get()));
        report::ReportOptions options;
        options.language = QStringLiteral("en");
        QTemporaryDir dir;
        const QString text = test::pdfText(
            exportPdf(dir, load(QStringLiteral("lab-4x-rtx4090.cluster.json")), options));
        QCoreApplication::removeTranslator(chinese.get());
        QVERIFY2(text.contains(QStringLiteral("1 node, 2 switches")), qPrintable(text.left(2000)));
        QVERIFY(!text.contains(QStringLiteral("1 nodes")));
    }

    void refusesAPathItCannotWrite()
    {
        const std::optional<QString> error =
            report::exportReportPdf(load(QStringLiteral("lab-4x-rtx4090.cluster.json")), {},
                                    QStringLiteral("/nonexistent-dir/report.pdf"));
        QVERIFY(error.has_value());
        QVERIFY(error->contains(QLatin1String("/nonexistent-dir/report.pdf")));
    }
};

QTEST_MAIN(TestDesignReport)
#include "tst_designreport.moc"
