#pragma once

#include <QLatin1StringView>

// The QSettings keys of the application, in one place so that every reader
// and writer agrees on their spelling.
namespace cs::ui::settingskeys {

inline constexpr QLatin1StringView units{"units"};       // "metric" | "imperial"
inline constexpr QLatin1StringView currency{"currency"}; // "USD" | "CNY"
inline constexpr QLatin1StringView cnyPerUsd{"cnyPerUsd"};
inline constexpr QLatin1StringView language{"language"}; // "" (system) | "en" | "zh_CN"
inline constexpr QLatin1StringView theme{"theme"};       // "system" | "light" | "dark"

// Defaults a new design starts from.
inline constexpr QLatin1StringView defaultPue{"defaults/pue"};
inline constexpr QLatin1StringView defaultElectricityPricePerKwh{"defaults/electricityPricePerKwh"};
inline constexpr QLatin1StringView defaultRackPowerKw{"defaults/rackPowerKw"}; // 0: automatic

inline constexpr QLatin1StringView autosaveSeconds{"autosave/seconds"};
inline constexpr QLatin1StringView recentFiles{"recentFiles"};

} // namespace cs::ui::settingskeys
