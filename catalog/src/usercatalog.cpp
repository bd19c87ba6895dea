#include "usercatalog.h"

#include "catalogschema.h"
#include "io/partcodec.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace cs::catalog {

namespace {

// The user catalog's translation context.
class UserCatalogText
{
    Q_DECLARE_TR_FUNCTIONS(UserCatalogText)
};

} // namespace

UserCatalog::UserCatalog(const QString& path) : mPath(path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    try {
        open();
    } catch (const SqliteError& e) {
        mDb.reset();
        moveAside(QString::fromStdString(e.what()));
        open();
    }
}

UserCatalog::~UserCatalog() = default;

void UserCatalog::open()
{
    mDb = std::make_unique<SqliteDb>(mPath, SqliteDb::Mode::ReadWriteCreate);
    const std::string integrity = mDb->integrityCheck();
    if (integrity != "ok") {
        throw SqliteError("integrity check failed: " + integrity);
    }
    if (mDb->userVersion() > kSchemaVersion) {
        mDb.reset();
        mNotice = UserCatalogText::tr(
                      "Your custom parts in %1 were saved by a newer Clustersmith; they are left "
                      "untouched and not used until you update.")
                      .arg(mPath);
        return;
    }
    migrate();
}

void UserCatalog::moveAside(const QString& reason)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = mPath + QStringLiteral(".corrupt-") + stamp;
    for (int n = 2; QFile::exists(aside); ++n) {
        aside = mPath + QStringLiteral(".corrupt-%1-%2").arg(stamp).arg(n);
    }
    if (!QFile::rename(mPath, aside)) {
        throw SqliteError("the damaged user catalog " + mPath.toStdString() +
                          " could not be moved aside; nothing was changed");
    }
    mNotice = UserCatalogText::tr(
                  "Your custom parts file %1 could not be read (%2). It was moved to %3 and a new, "
                  "empty one was started; nothing was deleted.")
                  .arg(mPath, reason, aside);
}

void UserCatalog::migrate()
{
    const int from = mDb->userVersion();
    if (from == kSchemaVersion) {
        return;
    }
    inTransaction(*mDb, [&] {
        if (from < 1) {
            createPartsTable(*mDb);
            mDb->exec("CREATE TABLE IF NOT EXISTS price_overrides ("
                      " part_id TEXT PRIMARY KEY NOT NULL, amount REAL NOT NULL,"
                      " currency TEXT NOT NULL, date TEXT NOT NULL, note TEXT)");
        }
        mDb->setUserVersion(kSchemaVersion);
    });
}

SqliteDb& UserCatalog::db() const
{
    if (!mDb) {
        throw SqliteError("the user catalog " + mPath.toStdString() + " is not available");
    }
    return *mDb;
}

void UserCatalog::putPart(const Part& part)
{
    checkPartShape(part, "user:" + part.id);
    Statement insert(db(), insertPartSql());
    insertPart(insert, part);
}

void UserCatalog::removePart(const std::string& id)
{
    Statement s(db(), "DELETE FROM parts WHERE id = ?1");
    s.bind(1, id).step();
}

void UserCatalog::setPriceOverride(const std::string& partId, const Price& price)
{
    Statement s(db(),
                "INSERT OR REPLACE INTO price_overrides (part_id, amount, currency, date, note)"
                " VALUES (?1, ?2, ?3, ?4, ?5)");
    s.bind(1, partId)
        .bind(2, price.amount)
        .bind(3, price.currency)
        .bind(4, price.date)
        .bind(5, price.source);
    s.step();
}

void UserCatalog::clearPriceOverride(const std::string& partId)
{
    Statement s(db(), "DELETE FROM price_overrides WHERE part_id = ?1");
    s.bind(1, partId).step();
}

std::vector<Part> UserCatalog::parts(std::optional<PartKind> kind) const
{
    return mDb ? readParts(*mDb, kind) : std::vector<Part>{};
}

std::optional<Part> UserCatalog::part(const std::string& id) const
{
    return mDb ? readPart(*mDb, id) : std::nullopt;
}

std::optional<Price> UserCatalog::priceOverride(const std::string& partId) const
{
    if (!mDb) {
        return std::nullopt;
    }
    Statement s(*mDb,
                "SELECT amount, currency, date, note FROM price_overrides WHERE part_id = ?1");
    s.bind(1, partId);
    if (!s.step()) {
        return std::nullopt;
    }
    Price price;
    price.amount = s.real(0);
    price.currency = s.text(1);
    price.date = s.text(2);
    price.source = s.text(3);
    price.per = "unit";
    return price;
}

} // namespace cs::catalog
