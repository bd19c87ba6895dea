#pragma once

#include <nlohmann/json.hpp>

namespace cs {

inline constexpr const char* kDesignFormatName = "clustersmith-design";
inline constexpr int kDesignFormatVersion = 10;
inline constexpr int kOldestDesignFormatVersion = 1;

// Upgrades a design document in place, one version step at a time, from
// `fromVersion` to kDesignFormatVersion. Works on the raw JSON so each step
// only needs to know the two formats it connects. Throws FormatError when the
// old document does not have the shape its version promises.
void migrateDesign(nlohmann::json& root, int fromVersion);

} // namespace cs
