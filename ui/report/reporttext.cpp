#include "reporttext.h"

#include "i18n/compactmoney.h"
#include "reporttr.h"

#include <cmath>

namespace cs::report {

using render::Report;

QString ReportFormat::shortMoney(double amount, const QString& currency) const
{
    return i18n::compactMoney(amount, currency, mLocale);
}

QString ReportFormat::date(const QDate& d) const
{
    return mLocale.language() == QLocale::Chinese
               ? mLocale.toString(d, QStringLiteral("yyyy年M月d日"))
               : mLocale.toString(d, QStringLiteral("d MMMM yyyy"));
}

QLocale reportLocale(const QString& language)
{
    return language == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                              : QLocale(QLocale::English, QLocale::UnitedStates);
}

} // namespace cs::report
