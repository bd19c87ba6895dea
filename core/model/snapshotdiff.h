#pragma once

#include "part.h"

#include <functional>
#include <string>
#include <vector>

namespace cs {

// How a part embedded in a design compares with the local catalog.
struct SnapshotDifference
{
    enum class Kind
    {
        MissingLocally,
        DiffersLocally
    };
    std::string partId;
    Kind kind;
};

using PartLookup = std::function<std::optional<Part>(const std::string& id)>;

// Lists the embedded parts that the local catalog lacks or describes with other
// figures. The design keeps using its own snapshot; this only reports.
std::vector<SnapshotDifference> compareSnapshot(const PartMap& snapshot, const PartLookup& local);

} // namespace cs
