// clustersmith-cli export: the report and the diagrams from the command line.
#include "../ui/report/pdftools.h"
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = cs::test::CliRun;

// Without QT_QPA_PLATFORM, as from a terminal without a display: export picks
// the offscreen platform itself.
Run cli(const QStringList& args)
{
    return cs::test::runCli(QStringLiteral(CS_BIN_DIR "/clustersmith-cli"), args,
                            QStringLiteral("cs-tst-export-user.sqlite"),
                            {QStringLiteral("QT_QPA_PLATFORM")}, 120000);
}

const QString kH100 = QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json");

const QString kLab =
    QStringLiteral(CS_SOURCE_DIR "/resources/examples/lab-4x-rtx4090.cluster.json");

// The lab report in `lang` (empty: no --lang) with CLUSTERSMITH_LANG=`environment`.
QString reportText(const QTemporaryDir& dir, const QByteArray& environment, const QString& lang)
{
    const QString pdf =
        dir.filePath(QStringLiteral("lab-%1-%2.pdf").arg(QString::fromLatin1(environment), lang));
    QStringList args{QStringLiteral("export"), kLab, QStringLiteral("--pdf"), pdf};
    if (!lang.isEmpty()) {
        args << QStringLiteral("--lang") << lang;
    }
    qputenv("CLUSTERSMITH_LANG", environment);
    const Run r = cli(args);
    qunsetenv("CLUSTERSMITH_LANG");
    return r.exitCode == 0 ? cs::test::pdfText(pdf)
                           : QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err);
}

} // namespace

class TestExportCommand : public QObject
{
    Q_OBJECT

private slots:
    void writesReportAndDiagrams()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("h100.pdf"));
        const Run r = cli({QStringLiteral("export"), kH100, QStringLiteral("--pdf"), pdf,
                           QStringLiteral("--paper"), QStringLiteral("letter"),
                           QStringLiteral("--svg"), dir.filePath(QStringLiteral("svg")),
                           QStringLiteral("--png"), dir.filePath(QStringLiteral("png"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(cs::test::pdfPages(pdf) > 1);
        // 9 racks + floor + 3 fabrics, in each format.
        QCOMPARE(
            QDir(dir.filePath(QStringLiteral("svg"))).entryList({QStringLiteral("*.svg")}).size(),
            13);
        QCOMPARE(
            QDir(dir.filePath(QStringLiteral("png"))).entryList({QStringLiteral("*.png")}).size(),
            13);
    }

    // --lang wins over the language the command line runs in; without it the
    // report follows CLUSTERSMITH_LANG.
    void explicitLanguageWinsOverTheEnvironment()
    {
        QTemporaryDir dir;
        const QString english = reportText(dir, "zh_CN", QStringLiteral("en"));
        QVERIFY2(english.contains(QStringLiteral("Bill of materials")),
                 qPrintable(english.left(400)));
        QVERIFY(!english.contains(QStringLiteral("物料清单")));
        const QString chinese = reportText(dir, "en", QStringLiteral("zh_CN"));
        QVERIFY2(chinese.contains(QStringLiteral("物料清单")), qPrintable(chinese.left(400)));
        QVERIFY(!chinese.contains(QStringLiteral("Bill of materials")));
        const QString followsEnvironment = reportText(dir, "zh_CN", {});
        QVERIFY(followsEnvironment.contains(QStringLiteral("物料清单")));
    }

    void badOptionsExitTwoWithOneSentence_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("paper") << QStringList{QStringLiteral("--pdf"), QStringLiteral("x.pdf"),
                                              QStringLiteral("--paper"), QStringLiteral("a3")}
                               << QStringLiteral("--paper takes a4 or letter");
        QTest::newRow("lang") << QStringList{QStringLiteral("--pdf"), QStringLiteral("x.pdf"),
                                             QStringLiteral("--lang"), QStringLiteral("fr")}
                              << QStringLiteral("--lang takes en or zh_CN");
        QTest::newRow("nothing") << QStringList{} << QStringLiteral("Choose at least one export");
    }

    void badOptionsExitTwoWithOneSentence()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QDir::setCurrent(dir.path());
        const Run r = cli(QStringList{QStringLiteral("export"), kH100} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0); // one sentence, no platform notes
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.pdf"))));
    }

    void largeDesignKeepsElevationsShort()
    {
        QTemporaryDir dir;
        const QString design = dir.filePath(QStringLiteral("g1024.cluster.json"));
        const Run g = cli({QStringLiteral("generate"), QStringLiteral("--node"),
                           QStringLiteral("nvidia-dgx-h100"), QStringLiteral("--gpus"),
                           QStringLiteral("1024"), QStringLiteral("-o"), design});
        QVERIFY2(g.exitCode == 0, qPrintable(g.err));
        const QString pdf = dir.filePath(QStringLiteral("g1024.pdf"));
        const Run r = cli({QStringLiteral("export"), design, QStringLiteral("--pdf"), pdf});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // 128 DGX H100 in 28 racks, but only a handful of distinct rack layouts
        // (compute racks, the last part-filled one, network racks): each drawn
        // once, three per page, plus the table naming every rack. The whole
        // report stays under 20 pages instead of 10 pages of elevations alone.
        const QString text = cs::test::pdfText(pdf);
        QVERIFY(text.contains(QStringLiteral("Racks built the same way")));
        QVERIFY(text.contains(QStringLiteral("28 racks in")));
        QVERIFY(cs::test::pdfPages(pdf) < 20);
    }
};

QTEST_GUILESS_MAIN(TestExportCommand)
#include "tst_exportcommand.moc"
