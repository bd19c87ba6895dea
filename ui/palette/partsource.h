#pragma once

#include "model/part.h"

#include <QByteArray>
#include <QMimeData>
#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cs::ui {

// Where views find catalog parts by id (the bundled and user catalog in the
// application, a fixed list in tests).
using PartLookup = std::function<std::optional<Part>(const std::string& id)>;

// The part followed by the parts its default configuration names (a server's
// GPU, CPU and NICs, a cloud offer's GPU) that the lookup knows: what a design's
// snapshot needs once the part is placed.
std::vector<Part> partWithDependencies(const PartLookup& lookup, const Part& part);

// Drag and drop of catalog parts: the MIME type carries the part id in UTF-8.
inline constexpr const char* kPartMimeType = "application/x-clustersmith-part";
QMimeData* partMimeData(const std::string& partId);
std::optional<std::string> partIdFromMime(const QMimeData* mime);

} // namespace cs::ui
