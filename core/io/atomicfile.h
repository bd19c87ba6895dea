#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace cs {

// Writes `bytes` to `path` atomically: they go to a temporary file beside the
// target, which replaces the target only once complete, so a failed write
// (full disk, size limit, no permission) leaves the old file as it was.
// Returns a sentence saying what went wrong, or nothing on success.
std::optional<QString> writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace cs
