#pragma once

#include "model/part.h"
#include "model/snapshotdiff.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace cs {

// The parts catalog as the program holds it once it is open: one immutable
// snapshot of the bundled and user catalogs merged (catalog.h), read once and
// shared read-only by every window part and worker thread that needs parts.
class CatalogParts
{
public:
    explicit CatalogParts(std::vector<Part> parts = {});

    const std::vector<Part>& all() const { return *mParts; }
    std::vector<Part> ofKind(PartKind kind) const;
    const Part* find(const std::string& id) const;
    // A look-up that keeps the parts alive for as long as it lives.
    PartLookup lookup() const;

private:
    std::shared_ptr<const std::vector<Part>> mParts;
    std::shared_ptr<const std::map<std::string, Part>> mById;
};

} // namespace cs
