#include "tcobinding.h"

#include "tcopanel.h"

#include "dashboard/analysisrunner.h"
#include "document/document.h"
#include "document/entitycommands.h"
#include "document/scenariocommands.h"
#include "scenarioeditor.h"

namespace cs::ui {

TcoBinding::TcoBinding(Document& document, TcoPanel& panel, AnalysisRunner& runner, QObject* parent)
    : QObject(parent), mDocument(document), mPanel(panel), mRunner(runner)
{
    connect(&mRunner, &AnalysisRunner::updated, this, &TcoBinding::refresh);
    connect(&mDocument, &Document::filePathChanged, this, &TcoBinding::refresh);
    connect(&mPanel, &TcoPanel::assumptionsEdited, this, [this](const TcoSettings& settings) {
        mDocument.execute(std::make_unique<SetTcoAssumptionsCommand>(mDocument, settings));
    });
    connectScenarioEditor();
    refresh();
}

void TcoBinding::connectScenarioEditor()
{
    ScenarioEditor* editor = mPanel.scenarioEditor();
    connect(editor, &ScenarioEditor::createRequested, this, [this](const std::string& name) {
        runScenarioCommand(std::make_unique<AddScenarioCommand>(mDocument, name));
    });
    connect(editor, &ScenarioEditor::duplicateRequested, this,
            [this](const std::string& source, const std::string& name) {
                runScenarioCommand(
                    std::make_unique<DuplicateScenarioCommand>(mDocument, source, name));
            });
    connect(editor, &ScenarioEditor::renameRequested, this,
            [this](const std::string& from, const std::string& to) {
                runScenarioCommand(std::make_unique<RenameScenarioCommand>(mDocument, from, to));
            });
    connect(editor, &ScenarioEditor::removeRequested, this, [this](const std::string& name) {
        runScenarioCommand(std::make_unique<RemoveScenarioCommand>(mDocument, name));
    });
    connect(editor, &ScenarioEditor::tcoEdited, this,
            [this](const std::string& name, const nlohmann::json& tco) {
                runScenarioCommand(std::make_unique<SetScenarioTcoCommand>(mDocument, name, tco));
            });
    connect(editor, &ScenarioEditor::partsEdited, this,
            [this](const std::string& name,
                   const std::vector<std::pair<std::string, std::string>>& pairs) {
                runScenarioCommand(
                    std::make_unique<SetScenarioPartsCommand>(mDocument, name, pairs));
            });
}

void TcoBinding::runScenarioCommand(std::unique_ptr<DocumentCommand> command)
{
    const std::optional<QString> refused = mDocument.execute(std::move(command));
    // The list and the comparison show the new scenarios at once; the charts
    // of the design itself do not change.
    refresh();
    if (refused) {
        mPanel.scenarioEditor()->showNameError(*refused);
    }
}

void TcoBinding::refresh()
{
    // Until the runner's first result (or when it could not cost the
    // design), the panel costs the design itself and says why not.
    const AnalysisResult& latest = mRunner.latest();
    mPanel.setDesign(mDocument.design(), mDocument.filePath(), latest.tco, latest.tcoCurve);
}

} // namespace cs::ui
