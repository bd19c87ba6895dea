#include "autosavestore.h"

#include "io/atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

namespace cs::ui {

namespace {

const QString kSidecarSuffix = QStringLiteral(".autosave.json");

} // namespace

AutosaveStore::AutosaveStore(QString directory) : mDirectory(std::move(directory)) {}

QString AutosaveStore::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .absoluteFilePath(QStringLiteral("autosave"));
}

QString AutosaveStore::designFileFor(const QString& id) const
{
    return QDir(mDirectory).absoluteFilePath(id + QStringLiteral(".cluster.json"));
}

QString AutosaveStore::sidecarFileFor(const QString& id) const
{
    return QDir(mDirectory).absoluteFilePath(id + kSidecarSuffix);
}

std::optional<DesignFileError> AutosaveStore::write(const QString& id, const Design& design,
                                                    const QString& originalPath, qint64 pid) const
{
    if (!QDir().mkpath(mDirectory)) {
        return DesignFileError{mDirectory,
                               {},
                               QCoreApplication::translate("cs::ui::AutosaveStore",
                                                           "The autosave folder cannot be made.")};
    }
    if (auto error = saveDesignFile(design, designFileFor(id))) {
        return error;
    }
    const QJsonObject sidecar{
        {QStringLiteral("pid"), pid},
        {QStringLiteral("original_path"), originalPath},
        {QStringLiteral("name"), QString::fromStdString(design.name)},
        {QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    const QString sidecarFile = sidecarFileFor(id);
    if (auto why = writeFileAtomically(sidecarFile, QJsonDocument(sidecar).toJson())) {
        return DesignFileError{sidecarFile, {}, *why};
    }
    return std::nullopt;
}

void AutosaveStore::remove(const QString& id) const
{
    // The sidecar first: without it the design is no longer offered.
    QFile::remove(sidecarFileFor(id));
    QFile::remove(designFileFor(id));
}

std::optional<AutosaveEntry> AutosaveStore::readSidecar(const QString& sidecarFile) const
{
    QFile file(sidecarFile);
    if (!file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    AutosaveEntry e;
    const QString fileName = QFileInfo(sidecarFile).fileName();
    e.id = fileName.left(fileName.size() - kSidecarSuffix.size());
    e.sidecarFile = sidecarFile;
    e.designFile = designFileFor(e.id);
    e.pid = json.value(QStringLiteral("pid")).toInteger();
    e.originalPath = json.value(QStringLiteral("original_path")).toString();
    e.designName = json.value(QStringLiteral("name")).toString();
    e.savedAt =
        QDateTime::fromString(json.value(QStringLiteral("saved_at")).toString(), Qt::ISODateWithMs);
    if (e.pid <= 0 || !QFileInfo::exists(e.designFile)) {
        return std::nullopt;
    }
    return e;
}

std::vector<AutosaveEntry> AutosaveStore::entries() const
{
    std::vector<AutosaveEntry> found;
    const QDir dir(mDirectory);
    for (const QString& name : dir.entryList({QStringLiteral("*") + kSidecarSuffix}, QDir::Files)) {
        if (auto e = readSidecar(dir.absoluteFilePath(name))) {
            found.push_back(std::move(*e));
        }
    }
    std::sort(found.begin(), found.end(),
              [](const AutosaveEntry& a, const AutosaveEntry& b) { return a.savedAt > b.savedAt; });
    return found;
}

} // namespace cs::ui
