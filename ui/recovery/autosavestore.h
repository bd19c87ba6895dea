#pragma once

#include "io/designfile.h"
#include "model/design.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace cs::ui {

// One design written aside: the design file and its sidecar, which names the
// process that wrote it, the file the design came from and when.
struct AutosaveEntry
{
    QString id;           // "<pid>-<n>": one per open document
    QString designFile;   // <dir>/<id>.cluster.json
    QString sidecarFile;  // <dir>/<id>.autosave.json
    QString originalPath; // empty for an untitled design
    QString designName;
    QDateTime savedAt; // UTC
    qint64 pid = 0;
};

// The autosave folder (QStandardPaths::AppDataLocation/autosave by default).
// Writes are atomic, so a crash while writing leaves the previous copy.
class AutosaveStore
{
public:
    explicit AutosaveStore(QString directory = defaultDirectory());

    static QString defaultDirectory();
    const QString& directory() const { return mDirectory; }

    // Writes the design, then the sidecar that makes it visible to recovery.
    std::optional<DesignFileError> write(const QString& id, const Design& design,
                                         const QString& originalPath, qint64 pid) const;
    void remove(const QString& id) const;
    // Every complete entry, newest first; sidecars without their design are skipped.
    std::vector<AutosaveEntry> entries() const;

private:
    QString designFileFor(const QString& id) const;
    QString sidecarFileFor(const QString& id) const;
    std::optional<AutosaveEntry> readSidecar(const QString& sidecarFile) const;

    QString mDirectory;
};

} // namespace cs::ui
