// Workload edits on the 32-node H100 example, which carries one training
// workload (Llama 2 70B): each edit is one undo step, undo gives back the
// identical design, and what the file format would refuse is refused with a
// sentence naming the workload and the field.
#include "document/document.h"
#include "document/workloadcommands.h"

#include "../../core/exampledesigns.h"
#include "model/modelpresets.h"

#include <QSignalSpy>
#include <QTest>

using namespace cs;
using namespace cs::ui;

namespace {

Workload serving(const std::string& name)
{
    Workload w;
    w.name = name;
    InferenceProfile p;
    p.contextLength = 8192;
    p.concurrentSequences = 64;
    p.targetTokensPerSecond = 10000;
    applyModelPreset(*findModelPreset("llama-3.1-8b"), p);
    w.inference = p;
    return w;
}

} // namespace

class TestWorkloadCommands : public QObject
{
    Q_OBJECT

private slots:
    void addEditAndRemoveAreOneStepEach()
    {
        Document doc(exampleDesign("h100-32-node.cluster.json"));
        const Design shipped = doc.design();
        QCOMPARE(shipped.workloads.size(), std::size_t(1));
        QSignalSpy changes(&doc, &Document::changed);
        QVERIFY(!doc.execute(SetWorkloadsCommand::add(doc, serving("Chat"))));
        QCOMPARE(doc.design().workloads.size(), std::size_t(2));
        QCOMPARE(doc.design().workloads[1], serving("Chat"));
        QCOMPARE(changes.count(), 1);
        QVERIFY(changes.at(0).at(0).value<DesignChange>().touches(ChangeKind::Workloads));

        Workload longer = shipped.workloads[0];
        longer.training->targetDays = 90;
        QVERIFY(!doc.execute(SetWorkloadsCommand::replace(doc, 0, longer)));
        QCOMPARE(doc.design().workloads[0].training->targetDays, 90.0);
        QVERIFY(!doc.execute(SetWorkloadsCommand::remove(doc, 1)));
        QCOMPARE(doc.design().workloads.size(), std::size_t(1));
        QCOMPARE(doc.undoStack()->count(), 3);
        QCOMPARE(doc.undoStack()->text(2), QStringLiteral("Remove workload \"Chat\""));

        doc.undoStack()->undo();
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.design() == shipped);
        doc.undoStack()->redo();
        QCOMPARE(doc.design().workloads[1].name, std::string("Chat"));
    }

    void refusesWhatTheFileWouldRefuse()
    {
        Document doc(exampleDesign("h100-32-node.cluster.json"));
        const Design shipped = doc.design();
        const std::string taken = shipped.workloads[0].name;
        const std::optional<QString> twice =
            doc.execute(SetWorkloadsCommand::add(doc, serving(taken)));
        QVERIFY(twice);
        QVERIFY2(twice->contains(QString::fromStdString(taken)), qPrintable(*twice));

        QVERIFY(doc.execute(SetWorkloadsCommand::add(doc, serving(""))));

        // A target of zero tokens per second is outside the format's range
        // (1e-3 to 1e12): the refusal names the workload and the field.
        Workload idle = serving("Idle");
        idle.inference->targetTokensPerSecond = 0;
        const std::optional<QString> why = doc.execute(SetWorkloadsCommand::add(doc, idle));
        QVERIFY(why);
        QVERIFY2(why->contains(QStringLiteral("\"Idle\"")), qPrintable(*why));
        QVERIFY2(why->contains(QStringLiteral("$.workloads[1].inference.target_tokens_per_second")),
                 qPrintable(*why));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.design() == shipped);
    }
};

QTEST_GUILESS_MAIN(TestWorkloadCommands)
#include "tst_workloadcommands.moc"
