#pragma once

// The QSettings keys the application keeps. The settings dialog writes them;
// the views read them through their own accessors (ui/dashboard/displayunits.h).
namespace cs::ui::settings {

// "metric" (kW, m, kg, °C) or "imperial" (BTU/h and tons of cooling first, ft, lb).
inline constexpr const char* kUnits = "units";
inline constexpr const char* kUnitsMetric = "metric";
inline constexpr const char* kUnitsImperial = "imperial";

// ISO 4217 code money is shown in ("USD", "CNY", "EUR"); empty means the
// design's own facility currency.
inline constexpr const char* kCurrency = "currency";

} // namespace cs::ui::settings
