#pragma once

#include "model/part.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <stdexcept>
#include <vector>

namespace cs::catalog {

class SqliteDb;
class UserCatalog;

class CatalogError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// The parts a user can pick: the bundled, read-only catalog merged with the
// user's own catalog, where the user's rows and price overrides win.
class Catalog
{
public:
    // share/clustersmith/catalog.sqlite beside the running program's bin/,
    // or $CLUSTERSMITH_CATALOG.
    static QString defaultBundledPath();
    // user-catalog.sqlite in the user's data directory, or $CLUSTERSMITH_USER_CATALOG.
    static QString defaultUserPath();

    // Throws CatalogError when the bundled catalog is missing or unsound.
    Catalog(const QString& bundledPath, const std::optional<QString>& userPath);
    ~Catalog();

    std::vector<Part> parts(std::optional<PartKind> kind = std::nullopt) const;
    std::optional<Part> part(const std::string& id) const;
    UserCatalog* user() const { return mUser.get(); }
    // Things the user should be told, e.g. a damaged user catalog moved aside.
    const QStringList& notices() const { return mNotices; }

private:
    Part withOverrides(Part part) const;

    std::unique_ptr<SqliteDb> mBundled;
    std::unique_ptr<UserCatalog> mUser;
    QStringList mNotices;
};

} // namespace cs::catalog
