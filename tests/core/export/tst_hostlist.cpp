// Slurm hostlists: ranges of a trailing number of one width, natural order,
// duplicates dropped; names made acceptable to Slurm.
#include "export/hostlist.h"

#include <QTest>

using namespace cs::exports;

class TestHostlist : public QObject
{
    Q_OBJECT

private slots:
    void compress_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("expected");
        QTest::newRow("range") << QStringList{"dgx-03", "dgx-01", "dgx-02", "login"}
                               << "dgx-[01-03],login";
        QTest::newRow("gap") << QStringList{"n1", "n2", "n3", "n5", "n5"} << "n[1-3,5]";
        QTest::newRow("widths") << QStringList{"n9", "n10", "n11"} << "n9,n[10-11]";
        QTest::newRow("single") << QStringList{"ws-4090-01"} << "ws-4090-01";
        QTest::newRow("prefixes") << QStringList{"leaf-2", "spine-1", "leaf-1"}
                                  << "leaf-[1-2],spine-1";
        QTest::newRow("no digits") << QStringList{"alpha", "beta"} << "alpha,beta";
    }
    void compress()
    {
        QFETCH(QStringList, names);
        QFETCH(QString, expected);
        std::vector<std::string> v;
        for (const QString& n : names) {
            v.push_back(n.toStdString());
        }
        QCOMPARE(QString::fromStdString(compressHostlist(v)), expected);
    }

    void naturalOrder()
    {
        QVERIFY(naturalLess("rack-2", "rack-10"));
        QVERIFY(!naturalLess("rack-10", "rack-2"));
        QVERIFY(naturalLess("a", "b"));
        QVERIFY(naturalLess("dgx-1", "dgx-1b"));
        QVERIFY(!naturalLess("same", "same"));
    }

    void slurmNames()
    {
        QCOMPARE(QString::fromStdString(slurmName("ib leaf #1")), QStringLiteral("ib-leaf--1"));
        QCOMPARE(QString::fromStdString(slurmName("n[1],x")), QStringLiteral("n-1--x"));
    }
};

QTEST_GUILESS_MAIN(TestHostlist)
#include "tst_hostlist.moc"
