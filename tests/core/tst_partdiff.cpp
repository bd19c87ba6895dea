// The figures in which a design's copy of a part differs from the local
// catalog's, named as in the file format.
#include "io/partdiff.h"
#include "testparts.h"

#include <QTest>

using namespace cs;

class TestPartDiff : public QObject
{
    Q_OBJECT

private slots:
    void namesEachDifferingFigure()
    {
        // The design's GPU: 80 GB, 700 W, no price. The catalog's: 96 GB,
        // 700 W, 25,000 USD.
        const Part embedded = test::gpuPart();
        Part local = test::gpuPart();
        local.gpu->memoryGb = 96;
        local.price = test::usd(25000);
        const std::vector<FieldDifference> d = partFieldDifferences(embedded, local);
        QCOMPARE(d.size(), std::size_t(2));
        // Key order: "gpu" before "price"; whole numbers without ".0"; the
        // price the design lacks is one difference, "—" against the catalog's.
        QCOMPARE(d[0].field, std::string("gpu.memory_gb"));
        QCOMPARE(d[0].embedded, std::string("80"));
        QCOMPARE(d[0].local, std::string("96"));
        QCOMPARE(d[1].field, std::string("price"));
        QCOMPARE(d[1].embedded, std::string("—"));
        QVERIFY(d[1].local.find("25000") != std::string::npos);
    }

    void sameFiguresGiveNothing()
    {
        QVERIFY(partFieldDifferences(test::nicPart(), test::nicPart()).empty());
    }
};

QTEST_MAIN(TestPartDiff)
#include "tst_partdiff.moc"
