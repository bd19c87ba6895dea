// Editing TCO scenarios in the TCO tab, offscreen: each action is one undo
// step through the open document, bad names and values are refused under the
// field, the comparison costs the edited scenario, undo restores the design
// exactly and a saved file keeps the scenarios.
#include "dashboard/analysisrunner.h"
#include "document/document.h"
#include "document/scenariocommands.h"
#include "io/designfile.h"
#include "tco/assumptionseditor.h"
#include "tco/scenariocompareview.h"
#include "tco/scenarioeditor.h"
#include "tco/tcobinding.h"
#include "tco/tcopanel.h"

#include "tcotestdesign.h"
#include "testcompare.h"

#include <QApplication>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace cs;

#define CS_COMPARE_NEAR(actual, expected)                                                          \
    CS_COMPARE_WITHIN(actual, expected, 1e-6 * (1 + std::abs(expected)))

namespace {

// The one-node design of the TCO tests with its three-year assumptions.
Design oneNode()
{
    Design d = test::tco::oneNode();
    d.tcoAssumptions = tcoSettingsFromJson(tcoAssumptionsToJson(test::tco::threeYears()));
    return d;
}

std::vector<std::string> namesOf(const Design& design)
{
    std::vector<std::string> names;
    for (const tco::Scenario& s : tco::scenariosOf(design)) {
        names.push_back(s.name);
    }
    return names;
}

double staffCost(const tco::ComparisonColumn& column)
{
    return column.tco.build.flows.totalOf(tco::CostCategory::Staff);
}

} // namespace

class TestScenarioEditor : public QObject
{
    Q_OBJECT

private slots:
    void createEditCompareUndoAndSave()
    {
        const Design original = oneNode();
        ui::Document document(original);
        ui::TcoPanel panel;
        ui::AnalysisRunner runner(document);
        ui::TcoBinding binding(document, panel, runner);
        ui::ScenarioEditor* editor = panel.scenarioEditor();
        QUndoStack* undo = document.undoStack();

        // An empty name is refused under the field; nothing changes.
        editor->nameField()->setText(QStringLiteral("   "));
        editor->createScenario();
        QVERIFY(!editor->nameError().isEmpty());
        QCOMPARE(undo->count(), 0);

        editor->nameField()->setText(QStringLiteral("Dearer staff"));
        editor->createScenario();
        QVERIFY(editor->nameError().isEmpty());
        QCOMPARE(undo->count(), 1);
        QCOMPARE(namesOf(document.design()), std::vector<std::string>{"Dearer staff"});
        QCOMPARE(editor->currentScenario(), std::string("Dearer staff"));

        // The same name again is refused.
        editor->createScenario();
        QVERIFY(editor->nameError().contains(QStringLiteral("Dearer staff")));
        QCOMPARE(undo->count(), 1);

        // A negative cost is refused by the same checks as the design's assumptions.
        editor->overridesEditor()->enterText("staff_cost_per_fte_year", QStringLiteral("-5"));
        QVERIFY(!editor->overridesEditor()->errorText().isEmpty());
        QCOMPARE(undo->count(), 1);

        editor->overridesEditor()->enterText("staff_cost_per_fte_year", QStringLiteral("200000"));
        QVERIFY(editor->overridesEditor()->errorText().isEmpty());
        QCOMPARE(undo->count(), 2);
        QVERIFY(tco::scenariosOf(document.design()).front().tco ==
                nlohmann::json({{"staff_cost_per_fte_year", 200000}}));

        ui::ScenarioCompareView* view = panel.comparisonView();
        view->selectSides({0, 1});
        const auto& columns = view->comparison().columns;
        QCOMPARE(columns.size(), std::size_t(2));
        // One node needs max(0.5 minimum, 1 node / 100 per FTE) = 0.5 FTE for
        // 36 months: 0.5 × 120,000 / 12 × 36 = 180,000 in the design and
        // 0.5 × 200,000 / 12 × 36 = 300,000 in the scenario; nothing else differs,
        // so the build costs 300,000 − 180,000 = 120,000 more.
        CS_COMPARE_NEAR(staffCost(columns[0]), 180000.0);
        CS_COMPARE_NEAR(staffCost(columns[1]), 300000.0);
        CS_COMPARE_NEAR(columns[1].tco.build.total - columns[0].tco.build.total, 120000.0);

        editor->nameField()->setText(QStringLiteral("Staff at 200k"));
        editor->renameScenario();
        editor->nameField()->setText(QStringLiteral("Copy"));
        editor->duplicateScenario();
        QCOMPARE(undo->count(), 4);
        QCOMPARE(namesOf(document.design()), (std::vector<std::string>{"Staff at 200k", "Copy"}));
        QVERIFY(tco::scenariosOf(document.design())[1].tco ==
                tco::scenariosOf(document.design())[0].tco);
        editor->selectScenario("Copy");
        editor->removeScenario();
        QCOMPARE(undo->count(), 5);
        QCOMPARE(namesOf(document.design()), std::vector<std::string>{"Staff at 200k"});
        QCOMPARE(editor->scenarioCount(), 1);

        // Saved and opened again, the scenario is all there.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("scenarios.cluster.json"));
        QVERIFY(!saveDesignFile(document.design(), path));
        const DesignLoadResult reopened = loadDesignFile(path);
        QVERIFY(reopened.ok());
        QVERIFY(tco::scenariosOf(*reopened.design) == tco::scenariosOf(document.design()));

        // Undoing every step gives back the design exactly.
        while (undo->canUndo()) {
            undo->undo();
        }
        QVERIFY(document.design() == original);
        QTRY_COMPARE(editor->scenarioCount(), 0);
    }

    void aScenarioReplacesAPartFromTheCatalog()
    {
        ui::Document document(oneNode());
        ui::TcoPanel panel;
        Part dearer = test::tco::node();
        dearer.id = "t-node-dearer";
        dearer.name = "Dearer node";
        dearer.price = test::tco::usd(300000);
        panel.setCatalogParts({dearer});
        ui::AnalysisRunner runner(document);
        ui::TcoBinding binding(document, panel, runner);
        ui::ScenarioEditor* editor = panel.scenarioEditor();
        editor->nameField()->setText(QStringLiteral("Dearer node"));
        editor->createScenario();
        editor->replacePart("t-node", "t-node-dearer");
        QCOMPARE(document.undoStack()->count(), 2);
        QCOMPARE(editor->replacementCount(), 1);
        const auto pairs = tco::scenariosOf(document.design()).front().hardware.replaceParts;
        QCOMPARE(pairs.size(), std::size_t(1));
        QCOMPARE(pairs.front().second, std::string("t-node-dearer"));

        ui::ScenarioCompareView* view = panel.comparisonView();
        view->selectSides({0, 1});
        QVERIFY2(view->errorText().isEmpty(), qPrintable(view->errorText()));
        const auto& columns = view->comparison().columns;
        QCOMPARE(columns.size(), std::size_t(2));
        // The one node bought on day one costs 300,000 instead of 200,000.
        const auto hardware = [](const tco::ComparisonColumn& c) {
            return c.tco.build.flows.totalOf(tco::CostCategory::Hardware);
        };
        CS_COMPARE_NEAR(hardware(columns[1]) - hardware(columns[0]), 100000.0);

        editor->keepPart(0);
        QCOMPARE(editor->replacementCount(), 0);
        document.undoStack()->undo();
        QTRY_COMPARE(editor->replacementCount(), 1); // after the binding's pause
    }

    void commandsRefuseWhatTheFileWouldRefuse()
    {
        ui::Document document(oneNode());
        QVERIFY(!document.execute(std::make_unique<ui::AddScenarioCommand>(document, "A")));
        QVERIFY(!document.execute(std::make_unique<ui::AddScenarioCommand>(document, "B")));
        QVERIFY(document.execute(std::make_unique<ui::RenameScenarioCommand>(document, "B", "A")));
        QVERIFY(document.execute(std::make_unique<ui::AddScenarioCommand>(document, "")));
        QVERIFY(document.execute(std::make_unique<ui::RemoveScenarioCommand>(document, "C")));
        QVERIFY(document.execute(std::make_unique<ui::SetScenarioTcoCommand>(
            document, "A", nlohmann::json{{"pue", -1}})));
        QCOMPARE(document.undoStack()->count(), 2);
        QCOMPARE(namesOf(document.design()), (std::vector<std::string>{"A", "B"}));
    }
};

QTEST_MAIN(TestScenarioEditor)
#include "tst_scenarioeditor.moc"
