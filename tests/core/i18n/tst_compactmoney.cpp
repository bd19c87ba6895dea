// Large amounts in the words the reader counts in: millions in English,
// 万 (10^4) and 亿 (10^8) in Chinese.
#include "i18n/compactmoney.h"

#include <QTest>

using cs::i18n::axisMoneyUnit;
using cs::i18n::compactMoney;

namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);
const QLocale kChinese(QLocale::Chinese, QLocale::China);

} // namespace

class TestCompactMoney : public QObject
{
    Q_OBJECT

private slots:
    void english_data()
    {
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("expected");
        // 9,050,000 ÷ 10^6 = 9.05.
        QTest::newRow("millions") << 9050000.0 << QStringLiteral("9.05 M USD");
        // 123,400,000 ÷ 10^6 = 123.4 → two decimals.
        QTest::newRow("hundreds of millions") << 123400000.0 << QStringLiteral("123.40 M USD");
        // Below a million every digit stays, grouped by thousands.
        QTest::newRow("thousands") << 8500.0 << QStringLiteral("8,500 USD");
        QTest::newRow("just below a million") << 999999.0 << QStringLiteral("999,999 USD");
    }

    void english()
    {
        QFETCH(double, amount);
        QFETCH(QString, expected);
        QCOMPARE(compactMoney(amount, QStringLiteral("USD"), kEnglish), expected);
    }

    void chinese_data()
    {
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("expected");
        // 9,050,000 ÷ 10^4 = 905 万.
        QTest::newRow("905万") << 9050000.0 << QStringLiteral("USD") << QStringLiteral("905万美元");
        // 123,400,000 ÷ 10^8 = 1.234 亿 → three significant digits: 1.23.
        QTest::newRow("1.23亿") << 123400000.0 << QStringLiteral("USD")
                                << QStringLiteral("1.23亿美元");
        // Below 1万 the digits stay, grouped.
        QTest::newRow("8,500") << 8500.0 << QStringLiteral("USD") << QStringLiteral("8,500美元");
        // Yuan are 元.
        QTest::newRow("yuan") << 9050000.0 << QStringLiteral("CNY") << QStringLiteral("905万元");
        // 12,345 → 1.2345万 → 1.23万.
        QTest::newRow("1.23万") << 12345.0 << QStringLiteral("CNY") << QStringLiteral("1.23万元");
        // 1,200,000 = 120 万; 10,000,000 = 1000 万, written without a group separator.
        QTest::newRow("120万") << 1200000.0 << QStringLiteral("CNY") << QStringLiteral("120万元");
        QTest::newRow("1000万") << 10000000.0 << QStringLiteral("CNY")
                                << QStringLiteral("1000万元");
        // 99,960,000 rounds to three digits as 1.00 × 10^8: one 亿, zeros dropped.
        QTest::newRow("rounds up to 1亿")
            << 99960000.0 << QStringLiteral("USD") << QStringLiteral("1亿美元");
        // 250,000,000 = 2.5 亿.
        QTest::newRow("2.5亿") << 250000000.0 << QStringLiteral("USD")
                               << QStringLiteral("2.5亿美元");
        // A currency without a Chinese name keeps its code.
        QTest::newRow("other") << 9050000.0 << QStringLiteral("GBP") << QStringLiteral("905万 GBP");
        // Costs below zero (a credit) keep their sign: 3,000,000 = 300 万.
        QTest::newRow("negative") << -3000000.0 << QStringLiteral("USD")
                                  << QStringLiteral("-300万美元");
    }

    void chinese()
    {
        QFETCH(double, amount);
        QFETCH(QString, currency);
        QFETCH(QString, expected);
        QCOMPARE(compactMoney(amount, currency, kChinese), expected);
    }

    void axisUnits()
    {
        // An axis up to 45,000,000: 45 million in English, 4,500 万 in Chinese.
        QCOMPARE(axisMoneyUnit(45e6, QStringLiteral("USD"), kEnglish).divisor, 1e6);
        QCOMPARE(axisMoneyUnit(45e6, QStringLiteral("USD"), kEnglish).name,
                 QStringLiteral("million USD"));
        QCOMPARE(axisMoneyUnit(45e6, QStringLiteral("USD"), kChinese).divisor, 1e4);
        QCOMPARE(axisMoneyUnit(45e6, QStringLiteral("USD"), kChinese).name,
                 QStringLiteral("万美元"));
        // 300,000,000 yuan: 3 亿.
        QCOMPARE(axisMoneyUnit(3e8, QStringLiteral("CNY"), kChinese).divisor, 1e8);
        QCOMPARE(axisMoneyUnit(3e8, QStringLiteral("CNY"), kChinese).name, QStringLiteral("亿元"));
        // 5,000 USD: thousands in English, plain dollars below 1 万 in Chinese.
        QCOMPARE(axisMoneyUnit(5000, QStringLiteral("USD"), kEnglish).divisor, 1e3);
        QCOMPARE(axisMoneyUnit(5000, QStringLiteral("USD"), kChinese).divisor, 1.0);
        QCOMPARE(axisMoneyUnit(5000, QStringLiteral("USD"), kChinese).name, QStringLiteral("美元"));
    }
};

QTEST_GUILESS_MAIN(TestCompactMoney)
#include "tst_compactmoney.moc"
