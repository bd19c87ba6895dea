// Storage-system edits on the 32-node H100 example, whose one storage system
// "EXAScaler" holds the two DDN AI400X2 (devices 57 and 58): each edit is one
// undo step, and undo gives back the identical design.
#include "document/document.h"
#include "document/storagecommands.h"

#include "io/designfile.h"

#include <QTest>

using namespace cs;
using namespace cs::ui;

namespace {

Design example()
{
    const DesignLoadResult loaded = loadDesignFile(
        QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
    return *loaded.design;
}

const DeviceId kDdnA{57};
const DeviceId kDdnB{58};

} // namespace

class TestStorageCommands : public QObject
{
    Q_OBJECT

private slots:
    void removeKeepsTheDevicesAndUndoes()
    {
        Document doc(example());
        const Design before = doc.design();
        const StorageSystemId id = before.storageSystems().front().id;
        QVERIFY(!doc.execute(std::make_unique<RemoveStorageSystemCommand>(doc, id)));
        QVERIFY(doc.design().storageSystems().empty());
        QVERIFY(doc.design().device(kDdnA) && doc.design().device(kDdnB));
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
        doc.undoStack()->redo();
        QVERIFY(doc.design().storageSystems().empty());
    }

    void groupingRebuildsTheExamplesSystem()
    {
        Document doc(example());
        const Design shipped = doc.design();
        QVERIFY(!doc.execute(std::make_unique<RemoveStorageSystemCommand>(
            doc, shipped.storageSystems().front().id)));
        const Design without = doc.design();
        auto group =
            std::make_unique<GroupStorageCommand>(doc, std::vector{kDdnA, kDdnB}, "EXAScaler");
        QVERIFY(!doc.execute(std::move(group)));
        QCOMPARE(doc.undoStack()->count(), 2);
        StorageSystem system = doc.design().storageSystems().front();
        QCOMPARE(system.name, std::string("EXAScaler"));
        QVERIFY(system.devices == (std::vector{kDdnA, kDdnB}));
        // The filesystem is the one field grouping leaves empty.
        system.filesystem = "EXAScaler (Lustre)";
        QVERIFY(!doc.execute(
            std::make_unique<SetStorageSystemCommand>(doc, system, QStringLiteral("Filesystem"))));
        // As shipped, but under id 2: ids are never reused, and the shipped one was 1.
        StorageSystem expected = shipped.storageSystems().front();
        expected.id = StorageSystemId{2};
        QVERIFY(doc.design().storageSystems() == std::vector{expected});
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.design() == without);
    }

    void aDeviceLeavesItsOldSystemWhenRegrouped()
    {
        Document doc(example());
        const Design before = doc.design();
        QVERIFY(!doc.execute(std::make_unique<GroupStorageCommand>(doc, std::vector{kDdnB}, "B")));
        QCOMPARE(doc.design().storageSystems().size(), std::size_t(2));
        QVERIFY(doc.design().storageSystems().front().devices == std::vector{kDdnA});
        QVERIFY(doc.design().storageSystems().back().devices == std::vector{kDdnB});
        QCOMPARE(storageSystemOf(doc.design(), kDdnB)->name, std::string("B"));
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
    }

    void aServerCannotJoinAStorageSystem()
    {
        Document doc(example());
        const Design before = doc.design();
        StorageSystem system = before.storageSystems().front();
        const DeviceId node = before.devices().front().id; // a DGX H100
        QVERIFY(storageDevicesAmong(before, {node, kDdnA}) == std::vector{kDdnA});
        system.devices.push_back(node);
        QVERIFY(doc.execute(
            std::make_unique<SetStorageSystemCommand>(doc, system, QStringLiteral("Members"))));
        QVERIFY(doc.design() == before);
        QCOMPARE(doc.undoStack()->count(), 0);
    }
};

QTEST_MAIN(TestStorageCommands)
#include "tst_storagecommands.moc"
