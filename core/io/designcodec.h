#pragma once

#include "model/design.h"

#include <nlohmann/json.hpp>

namespace cs {

// Builds a design from the current-format JSON (after migration) through the
// model's own operations, so a file can never hold what the editor could not
// make. Throws FormatError naming the JSON path of the first problem.
Design designFromJson(const nlohmann::json& root);

// The design's content in the current format, without the file header.
nlohmann::json designToJson(const Design& design);

// Documented limits on what a design file may hold (docs/design-format.md).
struct DesignLimits
{
    static constexpr std::size_t maxParts = 20'000;
    static constexpr std::size_t maxRooms = 1'000;
    static constexpr std::size_t maxRows = 10'000;
    static constexpr std::size_t maxRacks = 50'000;
    static constexpr std::size_t maxDevices = 1'000'000;
    static constexpr std::size_t maxFabrics = 1'000;
    static constexpr std::size_t maxSwitchesPerFabric = 100'000;
    static constexpr std::size_t maxLinks = 4'000'000;
    static constexpr std::size_t maxStorageSystems = 10'000;
    static constexpr std::size_t maxCoolingUnits = 50'000;
    static constexpr std::size_t maxWorkloads = 100;
};

} // namespace cs
