#include "sqlitedb.h"

namespace cs::catalog {

namespace {

[[noreturn]] void fail(sqlite3* db, const std::string& what)
{
    throw SqliteError(what + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
}

} // namespace

SqliteDb::SqliteDb(const QString& path, Mode mode)
{
    const int flags =
        mode == Mode::ReadOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    const QByteArray utf8 = path.toUtf8();
    if (sqlite3_open_v2(utf8.constData(), &mDb, flags, nullptr) != SQLITE_OK) {
        const std::string message = "cannot open " + utf8.toStdString() + ": " +
                                    (mDb ? sqlite3_errmsg(mDb) : "out of memory");
        sqlite3_close(mDb);
        mDb = nullptr;
        throw SqliteError(message);
    }
    sqlite3_busy_timeout(mDb, 2000);
}

SqliteDb::~SqliteDb()
{
    sqlite3_close(mDb);
}

void SqliteDb::exec(const std::string& sql)
{
    char* error = nullptr;
    if (sqlite3_exec(mDb, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
        const std::string message = error ? error : "unknown error";
        sqlite3_free(error);
        throw SqliteError(message + " (in: " + sql.substr(0, 60) + ")");
    }
}

int SqliteDb::userVersion()
{
    Statement s(*this, "PRAGMA user_version");
    s.step();
    return s.integer(0);
}

void SqliteDb::setUserVersion(int version)
{
    exec("PRAGMA user_version = " + std::to_string(version));
}

std::string SqliteDb::integrityCheck()
{
    Statement s(*this, "PRAGMA integrity_check");
    return s.step() ? s.text(0) : std::string("no answer");
}

Statement::Statement(SqliteDb& db, const std::string& sql) : mDb(db.handle())
{
    if (sqlite3_prepare_v2(mDb, sql.c_str(), -1, &mStmt, nullptr) != SQLITE_OK) {
        fail(mDb, "cannot prepare \"" + sql.substr(0, 60) + "\"");
    }
}

Statement::~Statement()
{
    sqlite3_finalize(mStmt);
}

Statement& Statement::bind(int index, const std::string& text)
{
    if (sqlite3_bind_text(mStmt, index, text.data(), static_cast<int>(text.size()),
                          SQLITE_TRANSIENT) != SQLITE_OK) {
        fail(mDb, "bind");
    }
    return *this;
}

Statement& Statement::bind(int index, double value)
{
    if (sqlite3_bind_double(mStmt, index, value) != SQLITE_OK) {
        fail(mDb, "bind");
    }
    return *this;
}

Statement& Statement::bind(int index, int value)
{
    if (sqlite3_bind_int(mStmt, index, value) != SQLITE_OK) {
        fail(mDb, "bind");
    }
    return *this;
}

Statement& Statement::bindNull(int index)
{
    if (sqlite3_bind_null(mStmt, index) != SQLITE_OK) {
        fail(mDb, "bind");
    }
    return *this;
}

bool Statement::step()
{
    const int rc = sqlite3_step(mStmt);
    if (rc == SQLITE_ROW) {
        return true;
    }
    if (rc == SQLITE_DONE) {
        return false;
    }
    fail(mDb, "step");
}

void Statement::reset()
{
    sqlite3_reset(mStmt);
    sqlite3_clear_bindings(mStmt);
}

std::string Statement::text(int column) const
{
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(mStmt, column));
    return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(mStmt, column)))
             : std::string();
}

double Statement::real(int column) const
{
    return sqlite3_column_double(mStmt, column);
}
int Statement::integer(int column) const
{
    return sqlite3_column_int(mStmt, column);
}
bool Statement::isNull(int column) const
{
    return sqlite3_column_type(mStmt, column) == SQLITE_NULL;
}

} // namespace cs::catalog
