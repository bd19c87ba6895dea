// Floor edits: a rack move or row move re-lengthens the links in the same
// step, undo gives back the identical design, consecutive moves of the same
// rack merge, a cable change undoes exactly.
#include "document/document.h"
#include "document/floorcommands.h"

#include "floortestdesign.h"

#include <QTest>

using namespace cs;
using namespace cs::ui;

namespace {

RackId rackNamed(const Design& d, const std::string& name)
{
    for (const Rack& r : d.racks()) {
        if (r.name == name) {
            return r.id;
        }
    }
    return {};
}

std::unique_ptr<MoveRacksCommand> moveA02(Document& doc, int slot)
{
    const RowId rowA = doc.design().rows().front().id;
    return std::make_unique<MoveRacksCommand>(
        doc, MoveRacksCommand::Moves{{rackNamed(doc.design(), "A02"), RackPosition{rowA, slot}}});
}

} // namespace

class TestFloorCommands : public QObject
{
    Q_OBJECT

private slots:
    void rackMoveTakesItsLinksAlong()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        QVERIFY(!doc.execute(moveA02(doc, 2)));
        // Slot 2: 1.2 + 1.8669 + 0.04445 + 1 = 4.11135 → 4.12 m; the 5 m ACC still reaches.
        QCOMPARE(doc.design().links().front().lengthM, 4.12);
        QCOMPARE(doc.design().links().front().cablePartId, std::string("test-acc-5m"));
        // Slot 3 (4.72 m) merges into the same step.
        QVERIFY(!doc.execute(moveA02(doc, 3)));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.design().links().front().lengthM, 4.72);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
        doc.undoStack()->redo();
        QCOMPARE(doc.design().rack(rackNamed(doc.design(), "A02"))->position->slot, 3);
        QCOMPARE(doc.design().links().front().lengthM, 4.72);
    }

    void takenSlotIsRefused()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        const auto refusal = doc.execute(moveA02(doc, 0));
        QVERIFY(refusal);
        QVERIFY(refusal->contains(QStringLiteral("A01")));
        QVERIFY(doc.design() == before);
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void rowMoveRelengthsItsRacksLinks()
    {
        Document doc(test::floorDesign());
        const Design before = doc.design();
        const RowId rowA = doc.design().rows().front().id;
        // Row A to x = 2: both racks move, the run between them stays 3.52 m.
        QVERIFY(!doc.execute(std::make_unique<MoveRowCommand>(doc, rowA, 2.0, 0.0)));
        QCOMPARE(doc.design().row(rowA)->xM, 2.0);
        QCOMPARE(doc.design().links().front().lengthM, 3.52);
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
    }
};

QTEST_GUILESS_MAIN(TestFloorCommands)
#include "tst_floorcommands.moc"
