#pragma once

#include <QLatin1StringView>

// The QSettings keys of the application, in one place so that every reader
// and writer agrees on their spelling.
namespace cs::ui::settingskeys {

inline constexpr QLatin1StringView units{"units"};       // "metric" | "imperial"
inline constexpr QLatin1StringView currency{"currency"}; // "USD" | "CNY"; empty: the design's own
inline constexpr QLatin1StringView cnyPerUsd{"cnyPerUsd"};
inline constexpr QLatin1StringView language{"language"}; // "" (system) | "en" | "zh_CN"
inline constexpr QLatin1StringView theme{"theme"};       // "system" | "light" | "dark"

// Defaults a new design starts from.
inline constexpr QLatin1StringView defaultPue{"defaults/pue"};
inline constexpr QLatin1StringView defaultElectricityPricePerKwh{"defaults/electricityPricePerKwh"};
inline constexpr QLatin1StringView defaultRackPowerKw{"defaults/rackPowerKw"}; // 0: automatic

inline constexpr QLatin1StringView autosaveSeconds{"autosave/seconds"};
inline constexpr QLatin1StringView recentFiles{"recentFiles"};
// The folder the last export went to (or into), offered for the next one.
inline constexpr QLatin1StringView lastExportFolder{"export/lastFolder"};

} // namespace cs::ui::settingskeys

// The same keys as plain C strings for the views that read them through their
// own accessors (ui/dashboard/displayunits.h).
namespace cs::ui::settings {

// "metric" (kW, m, kg, °C) or "imperial" (BTU/h and tons of cooling first, ft, lb).
inline constexpr const char* kUnits = "units";
inline constexpr const char* kUnitsMetric = "metric";
inline constexpr const char* kUnitsImperial = "imperial";

// ISO 4217 code money is shown in ("USD", "CNY"); empty means the design's own
// facility currency.
inline constexpr const char* kCurrency = "currency";

} // namespace cs::ui::settings
