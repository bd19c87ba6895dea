#include "reporttext.h"

#include "reporttr.h"

#include <cmath>

namespace cs::report {

using render::Report;

QString ReportFormat::shortMoney(double amount, const QString& currency) const
{
    if (std::abs(amount) >= 1e6) {
        return Report::tr("%1 million %2").arg(mLocale.toString(amount / 1e6, 'f', 2), currency);
    }
    return Report::tr("%1 %2").arg(mLocale.toString(amount, 'f', 0), currency);
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
