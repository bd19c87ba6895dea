#include "partsource.h"

namespace cs::ui {

std::vector<Part> partWithDependencies(const PartLookup& lookup, const Part& part)
{
    std::vector<std::string> ids;
    if (part.server) {
        ids = {part.server->gpuPartId, part.server->cpuPartId};
        for (const NicConfig& nic : part.server->nics) {
            ids.push_back(nic.partId);
        }
    }
    if (part.cloud) {
        ids.push_back(part.cloud->gpuPartId);
    }
    std::vector<Part> parts;
    for (const std::string& id : ids) {
        if (id.empty()) {
            continue;
        }
        if (auto p = lookup(id)) {
            parts.push_back(std::move(*p));
        }
    }
    // Dependencies first: a snapshot never holds a part naming a missing one.
    parts.push_back(part);
    return parts;
}

QMimeData* partMimeData(const std::string& partId)
{
    auto* mime = new QMimeData;
    mime->setData(QString::fromLatin1(kPartMimeType), QByteArray::fromStdString(partId));
    mime->setText(QString::fromStdString(partId));
    return mime;
}

std::optional<std::string> partIdFromMime(const QMimeData* mime)
{
    if (!mime || !mime->hasFormat(QString::fromLatin1(kPartMimeType))) {
        return std::nullopt;
    }
    const QByteArray id = mime->data(QString::fromLatin1(kPartMimeType));
    if (id.isEmpty()) {
        return std::nullopt;
    }
    return id.toStdString();
}

} // namespace cs::ui
