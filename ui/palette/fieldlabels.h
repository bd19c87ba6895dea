#pragma once

#include <QString>

#include <string>

namespace cs::ui {

// A catalog field as a part card names it ("power_w.max" → "peak power"),
// in the running language; a key without a label is spelt out in words.
QString fieldLabel(const std::string& key);

// What a price is per ("gpu_hour" → "GPU-hour"), in the running language.
QString pricePerLabel(const std::string& per);

} // namespace cs::ui
