#include "unitcosttext.h"

#include "boundtext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace cs {

namespace {

class UnitCostText
{
    Q_DECLARE_TR_FUNCTIONS(UnitCostText)
};

QString variantCost(const tco::VariantUnitCost& v)
{
    const QString cost =
        v.build ? QLocale::c().toString(*v.build, 'f', 2) : UnitCostText::tr("no plan runs");
    return QStringLiteral("%1 %2").arg(variantText(v.variant), cost);
}

} // namespace

QString networkUnitCostText(const tco::TcoResult& result)
{
    QString out;
    for (const tco::UnitCost& u : result.unitCosts) {
        if (u.network.empty()) {
            continue;
        }
        QStringList parts;
        for (const tco::VariantUnitCost& v : u.network) {
            parts << variantCost(v);
        }
        out += UnitCostText::tr("What the network buys for \"%1\", build %2 per million tokens "
                                "(network parts scaled with the injection): %3.\n")
                   .arg(QString::fromStdString(u.workload), QString::fromStdString(result.currency),
                        parts.join(QStringLiteral("; ")));
    }
    return out;
}

} // namespace cs
