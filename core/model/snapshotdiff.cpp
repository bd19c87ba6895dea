#include "snapshotdiff.h"

namespace cs {

std::vector<SnapshotDifference> compareSnapshot(const PartMap& snapshot, const PartLookup& local)
{
    std::vector<SnapshotDifference> differences;
    for (const auto& [id, embedded] : snapshot) {
        const std::optional<Part> mine = local(id);
        if (!mine) {
            differences.push_back({id, SnapshotDifference::Kind::MissingLocally});
        } else if (!(*mine == embedded)) {
            differences.push_back({id, SnapshotDifference::Kind::DiffersLocally});
        }
    }
    return differences;
}

} // namespace cs
