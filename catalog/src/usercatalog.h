#pragma once

#include "model/part.h"
#include "sqlitedb.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace cs::catalog {

// The user's own parts and price overrides, in a SQLite file of their data
// directory. Opening never destroys data: a file that is not a sound SQLite
// database is renamed aside with a date, a notice says so, and a fresh one is
// started. The schema is migrated by PRAGMA user_version in one transaction.
class UserCatalog
{
public:
    static constexpr int kSchemaVersion = 1;

    explicit UserCatalog(const QString& path);
    ~UserCatalog();

    const QString& path() const { return mPath; }
    // Set when the file at path had to be moved aside, or could not be used.
    const std::optional<QString>& notice() const { return mNotice; }
    bool isWritable() const { return mDb != nullptr; }

    void putPart(const Part& part);
    void removePart(const std::string& id);
    void setPriceOverride(const std::string& partId, const Price& price);
    void clearPriceOverride(const std::string& partId);

    std::vector<Part> parts(std::optional<PartKind> kind) const;
    std::optional<Part> part(const std::string& id) const;
    std::optional<Price> priceOverride(const std::string& partId) const;

private:
    void open();
    void moveAside(const QString& reason);
    void migrate();
    SqliteDb& db() const;

    QString mPath;
    std::unique_ptr<SqliteDb> mDb;
    std::optional<QString> mNotice;
};

} // namespace cs::catalog
