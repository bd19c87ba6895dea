// The maintenance routine: what the guides ask for, each task with its source.
#include "ops/maintenance.h"

#include <QTest>

using namespace cs::ops;

class TestMaintenance : public QObject
{
    Q_OBJECT

private slots:
    void routineOfTheGuides()
    {
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        const std::vector<MaintenanceTask>& tasks = maintenanceTasks();
        QCOMPARE(tasks.size(), std::size_t(5));
        // The GPU server guide, part 7: an alarm once a GPU passes 85 °C.
        QVERIFY(whatText(tasks[0], english).contains(QStringLiteral("85 °C")));
        // Part 7 again: clean the dust about every three months, by the room.
        QVERIFY(whatText(tasks[1], english).contains(QStringLiteral("dust")));
        QVERIFY(whenText(tasks[1]).contains(QStringLiteral("three months")));
        QVERIFY(!whenText(tasks[1]).contains(QStringLiteral("estimate")));
        for (const MaintenanceTask& t : tasks) {
            QVERIFY(!sourceText(t).isEmpty());
            QVERIFY(!whatText(t, english).contains(QStringLiteral("%1")));
            // An interval the guides do not give is marked as ours.
            QCOMPARE(whenText(t).endsWith(QStringLiteral("(estimate)")), t.whenIsEstimate);
        }
        QVERIFY(guidesText().contains(QStringLiteral("GPU高运算服务器如何选")));
    }
};

QTEST_MAIN(TestMaintenance)
#include "tst_maintenance.moc"
