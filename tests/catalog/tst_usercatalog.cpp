// The user catalog: user rows and price overrides win over bundled rows; its
// schema migrates; a damaged file is moved aside, never deleted.
#include "catalog.h"
#include "catalogschema.h"
#include "sqlitedb.h"
#include "testparts.h"
#include "usercatalog.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::catalog;

class TestUserCatalog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir mDir;
    QString bundled() { return mDir.filePath(QStringLiteral("bundled.sqlite")); }

private slots:
    void initTestCase()
    {
        writeBundledCatalog({test::gpuPart(), test::nicPart(), test::gpuServer8u()}, bundled());
    }

    void freshCatalogIsCreatedAtTheCurrentVersion()
    {
        const QString path = mDir.filePath(QStringLiteral("fresh/user.sqlite"));
        {
            UserCatalog user(path);
            QVERIFY(user.isWritable());
            QVERIFY(!user.notice().has_value());
        }
        SqliteDb db(path, SqliteDb::Mode::ReadOnly);
        QCOMPARE(db.userVersion(), UserCatalog::kSchemaVersion);
    }

    void userRowsAndPriceOverridesWin()
    {
        const QString path = mDir.filePath(QStringLiteral("wins.sqlite"));
        Catalog catalog(bundled(), path);
        Part custom = test::gpuPart();
        custom.name = "My tuned GPU";
        catalog.user()->putPart(custom);
        Price price;
        price.amount = 210000;
        price.currency = "CNY";
        price.date = "2026-11";
        catalog.user()->setPriceOverride("test-server", price);

        QCOMPARE(catalog.part("test-gpu")->name, std::string("My tuned GPU"));
        QCOMPARE(catalog.part("test-server")->price->amount, 210000.0);
        QCOMPARE(catalog.part("test-server")->price->currency, std::string("CNY"));
        // Merged, not duplicated: still three parts.
        QCOMPARE(catalog.parts().size(), std::size_t(3));
        catalog.user()->clearPriceOverride("test-server");
        QVERIFY(!catalog.part("test-server")->price.has_value());
    }

    void versionZeroDatabaseIsMigratedInPlace()
    {
        const QString path = mDir.filePath(QStringLiteral("old.sqlite"));
        {
            SqliteDb db(path, SqliteDb::Mode::ReadWriteCreate);
            db.exec("CREATE TABLE notes (text TEXT)");
            db.exec("INSERT INTO notes VALUES ('kept')");
        }
        UserCatalog user(path);
        QVERIFY(!user.notice().has_value());
        user.putPart(test::nicPart());
        QCOMPARE(user.parts(std::nullopt).size(), std::size_t(1));
        SqliteDb db(path, SqliteDb::Mode::ReadOnly);
        QCOMPARE(db.userVersion(), 1);
        Statement kept(db, "SELECT text FROM notes");
        QVERIFY(kept.step());
        QCOMPARE(kept.text(0), std::string("kept"));
    }

    void damagedCatalogIsMovedAsideNotDeleted()
    {
        const QString path = mDir.filePath(QStringLiteral("damaged.sqlite"));
        const QByteArray garbage("this is not a SQLite database, but someone's data\n");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(garbage);
        }
        Catalog catalog(bundled(), path);
        QCOMPARE(catalog.notices().size(), 1);
        QVERIFY(catalog.notices().front().contains(QLatin1String("moved")));

        const QStringList aside =
            QDir(mDir.path()).entryList({QStringLiteral("damaged.sqlite.corrupt-*")});
        QCOMPARE(aside.size(), 1);
        QFile moved(mDir.filePath(aside.front()));
        QVERIFY(moved.open(QIODevice::ReadOnly));
        QCOMPARE(moved.readAll(), garbage);

        // The fresh catalog works.
        catalog.user()->putPart(test::nicPart());
        QCOMPARE(catalog.user()->parts(std::nullopt).size(), std::size_t(1));
    }

    void catalogFromANewerVersionIsLeftAlone()
    {
        const QString path = mDir.filePath(QStringLiteral("newer.sqlite"));
        {
            SqliteDb db(path, SqliteDb::Mode::ReadWriteCreate);
            db.setUserVersion(UserCatalog::kSchemaVersion + 5);
        }
        UserCatalog user(path);
        QVERIFY(user.notice().has_value());
        QVERIFY(!user.isWritable());
        SqliteDb db(path, SqliteDb::Mode::ReadOnly);
        QCOMPARE(db.userVersion(), UserCatalog::kSchemaVersion + 5);
    }
};

QTEST_GUILESS_MAIN(TestUserCatalog)
#include "tst_usercatalog.moc"
