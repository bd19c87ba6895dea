#include "partchoices.h"

#include <algorithm>

namespace cs::ui {

PartChoices::PartChoices(std::vector<Part> catalogParts) : mCatalog(std::move(catalogParts)) {}

std::vector<const Part*> PartChoices::ofKind(const Design& design, PartKind kind) const
{
    auto byName = [](const Part* a, const Part* b) { return a->name < b->name; };
    std::vector<const Part*> own;
    for (const auto& entry : design.parts()) {
        if (entry.second.kind == kind) {
            own.push_back(&entry.second);
        }
    }
    std::sort(own.begin(), own.end(), byName);
    std::vector<const Part*> more;
    for (const Part& p : mCatalog) {
        if (p.kind == kind && !design.part(p.id)) {
            more.push_back(&p);
        }
    }
    std::sort(more.begin(), more.end(), byName);
    own.insert(own.end(), more.begin(), more.end());
    return own;
}

const Part* PartChoices::find(const Design& design, const std::string& id) const
{
    if (const Part* own = design.part(id)) {
        return own;
    }
    const auto it =
        std::find_if(mCatalog.begin(), mCatalog.end(), [&](const Part& p) { return p.id == id; });
    return it == mCatalog.end() ? nullptr : &*it;
}

std::vector<Part> PartChoices::partsToAdd(const Design& design,
                                          const std::vector<std::string>& ids) const
{
    std::vector<Part> parts;
    for (const std::string& id : ids) {
        if (design.part(id)) {
            continue;
        }
        if (const Part* p = find(design, id)) {
            parts.push_back(*p);
        }
    }
    return parts;
}

bool chassisTakes(const Part& chassis, const Part& gpu)
{
    if (!chassis.server || !gpu.gpu) {
        return false;
    }
    const auto& accepted = chassis.server->gpuFormFactors;
    return accepted.empty() ||
           std::find(accepted.begin(), accepted.end(), gpu.gpu->formFactor) != accepted.end();
}

} // namespace cs::ui
