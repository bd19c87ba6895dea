#include "catalogparts.h"

namespace cs {

CatalogParts::CatalogParts(std::vector<Part> parts)
{
    auto byId = std::make_shared<std::map<std::string, Part>>();
    for (const Part& p : parts) {
        byId->emplace(p.id, p);
    }
    mParts = std::make_shared<const std::vector<Part>>(std::move(parts));
    mById = std::move(byId);
}

std::vector<Part> CatalogParts::ofKind(PartKind kind) const
{
    std::vector<Part> found;
    for (const Part& p : *mParts) {
        if (p.kind == kind) {
            found.push_back(p);
        }
    }
    return found;
}

const Part* CatalogParts::find(const std::string& id) const
{
    const auto it = mById->find(id);
    return it == mById->end() ? nullptr : &it->second;
}

PartLookup CatalogParts::lookup() const
{
    return [byId = mById](const std::string& id) -> std::optional<Part> {
        const auto it = byId->find(id);
        return it == byId->end() ? std::nullopt : std::optional<Part>(it->second);
    };
}

} // namespace cs
