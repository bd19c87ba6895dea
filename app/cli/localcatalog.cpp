#include "localcatalog.h"

#include "catalog.h"

namespace cs::cli {

std::vector<Part> localCatalogParts(std::optional<PartKind> kind)
{
    try {
        catalog::Catalog local(catalog::Catalog::defaultBundledPath(),
                               catalog::Catalog::defaultUserPath());
        return local.parts(kind);
    } catch (const catalog::CatalogError&) {
        return {};
    }
}

} // namespace cs::cli
