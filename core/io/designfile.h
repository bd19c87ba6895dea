#pragma once

#include "model/design.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>

namespace cs {

// Why a design file could not be read: the file, the JSON path of the value
// at fault (empty when the whole file is at fault) and a sentence for people.
struct DesignFileError
{
    QString file;
    std::string jsonPath;
    QString message;

    QString toString() const;
};

struct DesignLoadResult
{
    std::optional<Design> design;
    std::optional<DesignFileError> error;
    int fileFormatVersion = 0; // the version found in the file, before migration
    QString writtenByAppVersion;

    bool ok() const { return design.has_value(); }
};

// Limits on untrusted input, documented in docs/design-format.md.
struct DesignFileLimits
{
    static constexpr qint64 maxBytes = 256LL * 1024 * 1024;
    static constexpr int maxDepth = 32;
    static constexpr std::size_t maxStringBytes = 64 * 1024;
};

// parse -> check header -> migrate step by step -> validate and build the model.
// Never throws and never asks the user anything; the caller shows the error.
DesignLoadResult loadDesignFile(const QString& path);
DesignLoadResult loadDesignBytes(const QByteArray& bytes, const QString& displayName);
// The reference reader behind loadDesignBytes: parses into a DOM, migrates
// and builds. loadDesignBytes first tries the fast reader of current-format
// files (fastdesignreader.h), which returns only what this one would.
DesignLoadResult loadDesignBytesThroughDom(const QByteArray& bytes, const QString& displayName);

// The file's bytes in the current format, with the header first.
QByteArray designToBytes(const Design& design);

// Writes atomically: the bytes go to a temporary file beside the target, which
// replaces the target only once complete, so a failed save leaves the old file.
// Returns the error on failure.
std::optional<DesignFileError> saveDesignFile(const Design& design, const QString& path);

} // namespace cs
