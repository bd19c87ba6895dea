#pragma once

#include <QString>

namespace cs::ui {

enum class UnitSystem
{
    Metric,
    Imperial
};

// How figures are shown: the unit system and currency the user chose in the
// settings (ui/settings/settingskeys.h).
struct DisplayUnits
{
    UnitSystem system = UnitSystem::Metric;
    QString currency; // empty: the design's own currency

    // Reads QSettings; unknown values fall back to metric and the design's currency.
    static DisplayUnits fromSettings();
    bool operator==(const DisplayUnits&) const = default;
};

} // namespace cs::ui
