#pragma once

#include <sqlite3.h>

#include <QString>

#include <stdexcept>
#include <string>

namespace cs::catalog {

class SqliteError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

class Statement;

// A SQLite connection that closes itself; every failure throws SqliteError.
class SqliteDb
{
public:
    enum class Mode
    {
        ReadOnly,
        ReadWriteCreate
    };
    SqliteDb(const QString& path, Mode mode);
    ~SqliteDb();
    SqliteDb(const SqliteDb&) = delete;
    SqliteDb& operator=(const SqliteDb&) = delete;

    void exec(const std::string& sql);
    int userVersion();
    void setUserVersion(int version);
    // "ok" when the database is sound; otherwise SQLite's first complaint.
    std::string integrityCheck();
    sqlite3* handle() const { return mDb; }

private:
    sqlite3* mDb = nullptr;
};

class Statement
{
public:
    Statement(SqliteDb& db, const std::string& sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(int index, const std::string& text);
    Statement& bind(int index, double value);
    Statement& bind(int index, int value);
    Statement& bindNull(int index);
    bool step(); // true while a row is available
    void reset();
    std::string text(int column) const;
    double real(int column) const;
    int integer(int column) const;
    bool isNull(int column) const;

private:
    sqlite3* mDb;
    sqlite3_stmt* mStmt = nullptr;
};

// Runs the body in one transaction; rolls back when it throws.
template <typename Body> void inTransaction(SqliteDb& db, Body body)
{
    db.exec("BEGIN IMMEDIATE");
    try {
        body();
        db.exec("COMMIT");
    } catch (...) {
        db.exec("ROLLBACK");
        throw;
    }
}

} // namespace cs::catalog
