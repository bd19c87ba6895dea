#include "i18n/compactmoney.h"

#include <QCoreApplication>

#include <cmath>

namespace cs::i18n {

namespace {

// The English words are translatable; the Chinese branch writes Chinese
// numerals, which are not a translation of "million" but another way to count.
class MoneyText
{
    Q_DECLARE_TR_FUNCTIONS(MoneyText)
};

bool isChinese(const QLocale& locale)
{
    return locale.language() == QLocale::Chinese;
}

// "元" for yuan, "美元" for dollars; other currencies keep their code.
QString chineseCurrency(const QString& code)
{
    if (code == QLatin1String("CNY")) {
        return QStringLiteral("元");
    }
    if (code == QLatin1String("USD")) {
        return QStringLiteral("美元");
    }
    if (code == QLatin1String("EUR")) {
        return QStringLiteral("欧元");
    }
    return QLatin1Char(' ') + code;
}

double roundToSignificant(double v, int digits)
{
    if (v == 0) {
        return 0;
    }
    // Rounded in whole steps of a power of ten, so that 99,960,000 becomes
    // exactly 10^8 and not a hair below it.
    const double exponent = std::floor(std::log10(std::abs(v))) - (digits - 1);
    if (exponent >= 0) {
        const double step = std::pow(10.0, exponent);
        return std::round(v / step) * step;
    }
    const double perUnit = std::pow(10.0, -exponent);
    return std::round(v * perUnit) / perUnit;
}

// 905 → "905", 1.2 → "1.2", 1.0 → "1": three significant digits, no trailing
// zeros and no group separator ("1000万", not "1,000万").
QString scaled(double v, const QLocale& locale)
{
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    const double a = std::abs(v);
    const int decimals = a >= 100 ? 0 : a >= 10 ? 1 : 2;
    QString text = plain.toString(v, 'f', decimals);
    if (decimals > 0) {
        while (text.endsWith(QLatin1Char('0'))) {
            text.chop(1);
        }
        if (text.endsWith(plain.decimalPoint())) {
            text.chop(plain.decimalPoint().size());
        }
    }
    return text;
}

QString chineseMoney(double amount, const QString& currency)
{
    const QLocale zh(QLocale::Chinese, QLocale::China);
    const QString unitOfMoney = chineseCurrency(currency);
    const double rounded = roundToSignificant(amount, 3);
    if (std::abs(rounded) >= 1e8) {
        return scaled(rounded / 1e8, zh) + QStringLiteral("亿") + unitOfMoney;
    }
    if (std::abs(rounded) >= 1e4) {
        return scaled(rounded / 1e4, zh) + QStringLiteral("万") + unitOfMoney;
    }
    return zh.toString(amount, 'f', 0) + unitOfMoney;
}

} // namespace

QString compactMoney(double amount, const QString& currency, const QLocale& locale)
{
    if (isChinese(locale)) {
        return chineseMoney(amount, currency);
    }
    if (std::abs(amount) >= 1e6) {
        return MoneyText::tr("%1 M %2").arg(locale.toString(amount / 1e6, 'f', 2), currency);
    }
    return QStringLiteral("%1 %2").arg(locale.toString(amount, 'f', 0), currency);
}

MoneyUnit axisMoneyUnit(double maxAbs, const QString& currency, const QLocale& locale)
{
    if (isChinese(locale)) {
        const QString unitOfMoney = chineseCurrency(currency).trimmed();
        if (maxAbs >= 1e8) {
            return {1e8, QStringLiteral("亿") + unitOfMoney};
        }
        if (maxAbs >= 1e4) {
            return {1e4, QStringLiteral("万") + unitOfMoney};
        }
        return {1, unitOfMoney};
    }
    if (maxAbs >= 1e6) {
        return {1e6, MoneyText::tr("million %1").arg(currency)};
    }
    if (maxAbs >= 1e3) {
        return {1e3, MoneyText::tr("thousand %1").arg(currency)};
    }
    return {1, currency};
}

} // namespace cs::i18n
