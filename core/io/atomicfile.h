#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>
#include <string_view>

namespace cs {

// Writes `bytes` to `path` atomically: they go to a temporary file beside the
// target, which replaces the target only once complete, so a failed write
// (full disk, size limit, no permission) leaves the old file as it was.
// Returns a sentence saying what went wrong, or nothing on success.
std::optional<QString> writeFileAtomically(const QString& path, const QByteArray& bytes);

// The same for bytes made piece by piece: `produce` calls its argument with
// each piece in order, so a large file is written without ever being held
// whole in memory. When `produce` throws, the file is left as it was and the
// exception goes on to the caller.
using ByteSink = std::function<void(std::string_view piece)>;
std::optional<QString> writeFileAtomically(const QString& path,
                                           const std::function<void(const ByteSink&)>& produce);

} // namespace cs
