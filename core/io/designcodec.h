#pragma once

#include "model/design.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <vector>

namespace cs {

// Builds a design from the current-format JSON (after migration) through the
// model's own operations, so a file can never hold what the editor could not
// make. Throws FormatError naming the JSON path of the first problem.
Design designFromJson(const nlohmann::json& root);

// The design's content in the current format, without the file header.
nlohmann::json designToJson(const Design& design);

// The same content in two parts, for writers that stream the large lists item
// by item instead of building them: everything but the top-level entity lists
// (racks, devices, fabrics, links, storage systems, cooling units), and those
// lists, each with a function that gives its i-th item's JSON.
nlohmann::json designToJsonWithoutEntityLists(const Design& design);
struct EntityListJson
{
    const char* key;
    std::size_t size;
    std::function<nlohmann::json(std::size_t)> item;
};
std::vector<EntityListJson> entityListsToJson(const Design& design);

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
