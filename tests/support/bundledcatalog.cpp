#include "bundledcatalog.h"

#include "catalogsource.h"

#include <QDir>

namespace cs::test {

const std::map<std::string, Part>& bundledParts()
{
    static const std::map<std::string, Part> parts = [] {
        std::map<std::string, Part> out;
        const QDir dir(QStringLiteral(CS_SOURCE_DIR "/catalog/data"));
        for (const QString& file :
             dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            for (Part& p : catalog::readCatalogDataFile(dir.filePath(file))) {
                out.emplace(p.id, std::move(p));
            }
        }
        return out;
    }();
    return parts;
}

PartLookup bundledPartLookup()
{
    return [](const std::string& id) -> std::optional<Part> {
        auto it = bundledParts().find(id);
        return it == bundledParts().end() ? std::nullopt : std::optional<Part>(it->second);
    };
}

} // namespace cs::test
