#pragma once

#include <QDate>
#include <QLocale>
#include <QString>

namespace cs::report {

// Numbers as the report prints them, in the report language's conventions.
class ReportFormat
{
public:
    explicit ReportFormat(QLocale locale) : mLocale(std::move(locale)) {}
    const QLocale& locale() const { return mLocale; }

    // Grouped digits, two decimals: what the bill of materials prints.
    QString money(double amount) const { return mLocale.toString(amount, 'f', 2); }
    // Large amounts counted as the language counts: "17.39 M USD", "1739万美元".
    QString shortMoney(double amount, const QString& currency) const;
    QString number(double v, int decimals = 0) const { return mLocale.toString(v, 'f', decimals); }
    QString count(long long n) const { return mLocale.toString(n); }
    QString date(const QDate& d) const;

private:
    QLocale mLocale;
};

// The locale for a report language: "zh_CN" is Chinese (China), anything else English.
QLocale reportLocale(const QString& language);

} // namespace cs::report
