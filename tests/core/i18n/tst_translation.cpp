// The compiled zh_CN translation loads from share/clustersmith/translations
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
        QVERIFY(!cs::i18n::installTranslation(QStringLiteral("en")));
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
