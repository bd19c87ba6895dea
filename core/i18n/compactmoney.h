// Money amounts short enough for a summary line or a chart axis, counted the
// way the reader's language counts.
#pragma once

#include <QLocale>
#include <QString>

namespace cs::i18n {

// English counts large amounts in millions: 9,050,000 → "9.05 M USD".
// Chinese counts in 万 (10^4) and 亿 (10^8) with three significant digits:
// 9,050,000 → "905万美元", 123,400,000 → "1.23亿美元", CNY as "元"
// ("905万元"). Amounts below the first unit keep all their digits, grouped:
// 8,500 → "8,500 USD" / "8,500美元".
QString compactMoney(double amount, const QString& currency, const QLocale& locale);

// The unit a chart axis divides its amounts by, and the axis title naming it:
// English 10^6 "million USD" or 10^3 "thousand USD"; Chinese 10^8 "亿美元" or
// 10^4 "万美元"; else 1 and the currency itself.
struct MoneyUnit
{
    double divisor = 1;
    QString name;
};
MoneyUnit axisMoneyUnit(double maxAbs, const QString& currency, const QLocale& locale);

} // namespace cs::i18n
