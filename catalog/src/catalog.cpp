#include "catalog.h"

#include "catalogschema.h"
#include "sqlitedb.h"
#include "usercatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <map>

namespace cs::catalog {

QString Catalog::defaultBundledPath()
{
    const QString env = qEnvironmentVariable("CLUSTERSMITH_CATALOG");
    if (!env.isEmpty()) {
        return env;
    }
    return QDir(QCoreApplication::applicationDirPath())
        .absoluteFilePath(QStringLiteral("../share/clustersmith/catalog.sqlite"));
}

QString Catalog::defaultUserPath()
{
    const QString env = qEnvironmentVariable("CLUSTERSMITH_USER_CATALOG");
    if (!env.isEmpty()) {
        return env;
    }
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .absoluteFilePath(QStringLiteral("user-catalog.sqlite"));
}

Catalog::Catalog(const QString& bundledPath, const std::optional<QString>& userPath)
{
    if (!QFileInfo::exists(bundledPath)) {
        throw CatalogError("The parts catalog " + bundledPath.toStdString() +
                           " is missing; reinstall Clustersmith or set CLUSTERSMITH_CATALOG.");
    }
    try {
        mBundled = std::make_unique<SqliteDb>(bundledPath, SqliteDb::Mode::ReadOnly);
        if (mBundled->userVersion() != kBundledSchemaVersion) {
            throw SqliteError("schema version " + std::to_string(mBundled->userVersion()) +
                              ", expected " + std::to_string(kBundledSchemaVersion));
        }
    } catch (const SqliteError& e) {
        throw CatalogError("The parts catalog " + bundledPath.toStdString() + " cannot be used (" +
                           e.what() + "); reinstall Clustersmith.");
    }
    if (userPath) {
        try {
            mUser = std::make_unique<UserCatalog>(*userPath);
            if (mUser->notice()) {
                mNotices << *mUser->notice();
            }
        } catch (const SqliteError& e) {
            mNotices << QCoreApplication::translate("cs::Catalog",
                                                    "Your custom parts are not available: %1")
                            .arg(QString::fromStdString(e.what()));
        }
    }
}

Catalog::~Catalog() = default;

Part Catalog::withOverrides(Part part) const
{
    if (mUser) {
        if (std::optional<Price> price = mUser->priceOverride(part.id)) {
            part.price = *price;
        }
    }
    return part;
}

std::vector<Part> Catalog::parts(std::optional<PartKind> kind) const
{
    std::map<std::string, Part> merged;
    for (Part& p : readParts(*mBundled, kind)) {
        std::string id = p.id;
        merged.emplace(std::move(id), std::move(p));
    }
    if (mUser) {
        for (Part& p : mUser->parts(kind)) {
            std::string id = p.id;
            merged.insert_or_assign(std::move(id), std::move(p));
        }
    }
    std::vector<Part> out;
    out.reserve(merged.size());
    for (auto& entry : merged) {
        out.push_back(withOverrides(std::move(entry.second)));
    }
    return out;
}

std::optional<Part> Catalog::part(const std::string& id) const
{
    std::optional<Part> found = mUser ? mUser->part(id) : std::nullopt;
    if (!found) {
        found = readPart(*mBundled, id);
    }
    return found ? std::optional<Part>(withOverrides(std::move(*found))) : std::nullopt;
}

} // namespace cs::catalog
