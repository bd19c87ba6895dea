#include "displayunits.h"

#include "settings/settingskeys.h"

#include <QSettings>

namespace cs::ui {

DisplayUnits DisplayUnits::fromSettings()
{
    const QSettings settings;
    DisplayUnits units;
    const QString system = settings.value(QLatin1String(settings::kUnits)).toString();
    units.system = system == QLatin1String(settings::kUnitsImperial) ? UnitSystem::Imperial
                                                                     : UnitSystem::Metric;
    units.currency =
        settings.value(QLatin1String(settings::kCurrency)).toString().trimmed().toUpper();
    return units;
}

} // namespace cs::ui
