#include "catalogschema.h"

#include "io/partcodec.h"

#include <QDateTime>
#include <QFile>

namespace cs::catalog {

void createPartsTable(SqliteDb& db)
{
    db.exec("CREATE TABLE IF NOT EXISTS parts ("
            " id TEXT PRIMARY KEY NOT NULL,"
            " kind TEXT NOT NULL,"
            " name TEXT NOT NULL,"
            " vendor TEXT NOT NULL,"
            " part_number TEXT,"
            " source TEXT NOT NULL CHECK (length(source) > 0),"
            " estimate INTEGER NOT NULL,"
            " price_amount REAL, price_currency TEXT, price_date TEXT,"
            " spec_json TEXT NOT NULL)");
    db.exec("CREATE INDEX IF NOT EXISTS parts_kind ON parts(kind)");
}

std::string insertPartSql()
{
    return "INSERT OR REPLACE INTO parts (id, kind, name, vendor, part_number, source, estimate,"
           " price_amount, price_currency, price_date, spec_json)"
           " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)";
}

void insertPart(Statement& insert, const Part& part)
{
    insert.reset();
    insert.bind(1, part.id).bind(2, std::string(partKindName(part.kind))).bind(3, part.name);
    insert.bind(4, part.vendor).bind(5, part.partNumber).bind(6, part.source);
    const bool estimate = !part.estimates.empty() || (part.price && part.price->estimate);
    insert.bind(7, estimate ? 1 : 0);
    if (part.price) {
        insert.bind(8, part.price->amount).bind(9, part.price->currency).bind(10, part.price->date);
    } else {
        insert.bindNull(8).bindNull(9).bindNull(10);
    }
    insert.bind(11, partToJson(part).dump());
    insert.step();
}

namespace {

Part partFromRow(const Statement& row)
{
    const std::string id = row.text(0);
    try {
        return partFromJson(nlohmann::json::parse(row.text(1)), "catalog:" + id);
    } catch (const nlohmann::json::exception& e) {
        throw SqliteError("catalog row " + id + " holds malformed JSON: " + e.what());
    }
}

} // namespace

std::vector<Part> readParts(SqliteDb& db, std::optional<PartKind> kind)
{
    std::vector<Part> parts;
    Statement s(db, kind ? "SELECT id, spec_json FROM parts WHERE kind = ?1 ORDER BY kind, id"
                         : "SELECT id, spec_json FROM parts ORDER BY kind, id");
    if (kind) {
        s.bind(1, std::string(partKindName(*kind)));
    }
    while (s.step()) {
        parts.push_back(partFromRow(s));
    }
    return parts;
}

std::optional<Part> readPart(SqliteDb& db, const std::string& id)
{
    Statement s(db, "SELECT id, spec_json FROM parts WHERE id = ?1");
    s.bind(1, id);
    if (!s.step()) {
        return std::nullopt;
    }
    return partFromRow(s);
}

void writeBundledCatalog(const std::vector<Part>& parts, const QString& path)
{
    QFile::remove(path);
    SqliteDb db(path, SqliteDb::Mode::ReadWriteCreate);
    inTransaction(db, [&] {
        createPartsTable(db);
        db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)");
        Statement insert(db, insertPartSql());
        for (const Part& part : parts) {
            insertPart(insert, part);
        }
        Statement meta(db, "INSERT INTO meta (key, value) VALUES (?1, ?2)");
        meta.bind(1, std::string("part_count")).bind(2, std::to_string(parts.size()));
        meta.step();
    });
    db.setUserVersion(kBundledSchemaVersion);
}

} // namespace cs::catalog
