// A shared design keeps its own part figures; the comparison with the local
// catalog says which parts are missing there and which have other figures.
#include "model/snapshotdiff.h"
#include "testparts.h"

#include <QTest>

using namespace cs;

class TestSnapshotDiff : public QObject
{
    Q_OBJECT

private slots:
    void listsMissingAndDifferentParts()
    {
        // Embedded: rack, GPU and NIC. Locally: the same rack, a GPU with 96 GB
        // instead of 80, and no NIC at all.
        PartMap snapshot;
        for (const Part& p : {test::rack42u(), test::gpuPart(), test::nicPart()}) {
            snapshot.emplace(p.id, p);
        }
        Part localGpu = test::gpuPart();
        localGpu.gpu->memoryGb = 96;
        const PartLookup local = [&](const std::string& id) -> std::optional<Part> {
            if (id == "test-rack-42u") {
                return test::rack42u();
            }
            if (id == "test-gpu") {
                return localGpu;
            }
            return std::nullopt;
        };
        const std::vector<SnapshotDifference> d = compareSnapshot(snapshot, local);
        QCOMPARE(d.size(), std::size_t(2));
        // PartMap is ordered by id: test-gpu before test-nic.
        QCOMPARE(d[0].partId, std::string("test-gpu"));
        QCOMPARE(d[0].kind, SnapshotDifference::Kind::DiffersLocally);
        QCOMPARE(d[1].partId, std::string("test-nic"));
        QCOMPARE(d[1].kind, SnapshotDifference::Kind::MissingLocally);
    }

    void identicalCatalogGivesNoDifference()
    {
        PartMap snapshot{{"test-gpu", test::gpuPart()}};
        const PartLookup local = [](const std::string&) -> std::optional<Part> {
            return test::gpuPart();
        };
        QVERIFY(compareSnapshot(snapshot, local).empty());
    }
};

QTEST_GUILESS_MAIN(TestSnapshotDiff)
#include "tst_snapshotdiff.moc"
