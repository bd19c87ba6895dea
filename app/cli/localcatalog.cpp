#include "localcatalog.h"

#include "catalog.h"
#include "model/snapshotdiff.h"
#include "output.h"

#include <QCoreApplication>

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

void reportSnapshotDifferences(const Design& design)
{
    try {
        catalog::Catalog local(catalog::Catalog::defaultBundledPath(), std::nullopt);
        const auto differences =
            compareSnapshot(design.parts(), [&](const std::string& id) { return local.part(id); });
        for (const SnapshotDifference& d : differences) {
            printOut(
                d.kind == SnapshotDifference::Kind::MissingLocally
                    ? CliText::tr("note: part \"%1\" is not in the local catalog; the design's own "
                                  "figures are used.\n")
                          .arg(QString::fromStdString(d.partId))
                    : CliText::tr("note: part \"%1\" has other figures in the local catalog; the "
                                  "design's own figures are used.\n")
                          .arg(QString::fromStdString(d.partId)));
        }
    } catch (const catalog::CatalogError&) {
        // Without a local catalog there is nothing to compare with; the design
        // carries its own figures.
    }
}

} // namespace cs::cli
