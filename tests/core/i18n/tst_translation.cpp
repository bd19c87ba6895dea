// The compiled zh_CN and en translations load from share/clustersmith/translations
// beside the program and translates; the command line stays English unless
// Chinese is asked for.
#include "i18n/translation.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

class TestTranslation : public QObject
{
    Q_OBJECT

private slots:
    void compiledTranslationLoads()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("clustersmith_zh_CN"),
                                QStringLiteral(CS_TRANSLATIONS_DIR)));
        // The report's first heading, as written in resources/translations.
        QCOMPARE(translator.translate("Report", "Design summary"), QStringLiteral("设计概要"));
        QCOMPARE(translator.translate("Report", "Bill of materials"), QStringLiteral("物料清单"));
    }

    void installsBesideTheProgram()
    {
        // Test programs sit in bin/ like the application, so the same relative
        // share/clustersmith/translations holds the .qm file.
        QVERIFY(cs::i18n::installTranslation(QStringLiteral("zh_CN")));
        QCOMPARE(QCoreApplication::translate("Report", "Contents"), QStringLiteral("目录"));
    }

    // The host-RAM finding counts nodes: English picks "node has" for 1 and
    // "nodes have" for 3 from clustersmith_en.qm; Chinese has one form for both.
    void countsPickTheirForm_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en 1")
            << "en" << 1 << "1 node has 64.00 GB of host RAM per GPU (want ≥ 128 GB); add RAM.";
        QTest::newRow("en 3")
            << "en" << 3 << "3 nodes have 64.00 GB of host RAM per GPU (want ≥ 128 GB); add RAM.";
        QTest::newRow("zh 1")
            << "zh_CN" << 1 << "1 个节点每 GPU 仅有 64.00 GB 主机内存（应 ≥ 128 GB）；请增加内存。";
        QTest::newRow("zh 3")
            << "zh_CN" << 3 << "3 个节点每 GPU 仅有 64.00 GB 主机内存（应 ≥ 128 GB）；请增加内存。";
    }

    void countsPickTheirForm()
    {
        QFETCH(QString, language);
        QFETCH(int, nodes);
        QFETCH(QString, expected);
        const std::unique_ptr<QTranslator> translator =
            cs::i18n::loadTranslation(language, {QStringLiteral(CS_TRANSLATIONS_DIR)});
        QVERIFY(translator);
        QVERIFY(QCoreApplication::installTranslator(translator.get()));
        const QString message =
            QCoreApplication::translate(
                "RuleText", "%n nodes have %1 GB of host RAM per GPU (want ≥ %2 GB); add RAM.",
                nullptr, nodes)
                .arg(64.0, 0, 'f', 2)
                .arg(128);
        QCoreApplication::removeTranslator(translator.get());
        QCOMPARE(message, expected);
    }

    void englishTranslatorOverridesChinese()
    {
        // An English report from the Chinese interface: the English translator
        // installed last answers every message, counted ones with their form.
        QVERIFY(cs::i18n::installTranslation(QStringLiteral("zh_CN")));
        const std::unique_ptr<QTranslator> english =
            cs::i18n::englishTranslator({QStringLiteral(CS_TRANSLATIONS_DIR)});
        QVERIFY(QCoreApplication::installTranslator(english.get()));
        QCOMPARE(QCoreApplication::translate("Report", "Contents"), QStringLiteral("Contents"));
        QCOMPARE(QCoreApplication::translate("cs::ui::RackPage", "%n racks", nullptr, 1),
                 QStringLiteral("1 rack"));
        QCOMPARE(QCoreApplication::translate("cs::ui::RackPage", "%n racks", nullptr, 2),
                 QStringLiteral("2 racks"));
        QCoreApplication::removeTranslator(english.get());
    }

    void plainTranslatorFindsTheContextLupdateRecorded()
    {
        // The design rules translate through RuleText::tr, whose context
        // "RuleText" is the one lupdate files the string under; the loaded
        // translator is a plain QTranslator and finds nothing by source text
        // alone.
        const std::unique_ptr<QTranslator> translator = cs::i18n::loadTranslation(
            QStringLiteral("zh_CN"), {QStringLiteral(CS_TRANSLATIONS_DIR)});
        QVERIFY(translator);
        const char* noGpus = "The design has no GPUs yet; add GPU servers from the catalog.";
        QCOMPARE(translator->translate("RuleText", noGpus),
                 QStringLiteral("该设计还没有 GPU；请从目录中添加 GPU 服务器。"));
        QVERIFY(translator->translate("cs::Rules", noGpus).isNull());
        QVERIFY(translator->translate("RuleText", "A string no source file has.").isNull());
    }

    void commandLineStaysEnglishByDefault()
    {
        qunsetenv("CLUSTERSMITH_LANG");
        qputenv("LANG", "C");
        QCOMPARE(cs::i18n::commandLineLanguage(), QStringLiteral("en"));
        qputenv("CLUSTERSMITH_LANG", "zh_CN");
        QCOMPARE(cs::i18n::commandLineLanguage(), QStringLiteral("zh_CN"));
        QCOMPARE(cs::i18n::systemLanguage(), QStringLiteral("zh_CN"));
        qputenv("CLUSTERSMITH_LANG", "en");
        QCOMPARE(cs::i18n::commandLineLanguage(), QStringLiteral("en"));
        qunsetenv("CLUSTERSMITH_LANG");
    }
};

QTEST_GUILESS_MAIN(TestTranslation)
#include "tst_translation.moc"
