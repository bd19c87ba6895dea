#pragma once

#include <QObject>

#include <memory>

namespace cs::ui {

class AnalysisRunner;
class Document;
class DocumentCommand;
class TcoPanel;

// Keeps a TcoPanel showing the open design's TCO as the analysis runner
// computed it (the one read model: the costing happens off the GUI thread
// with the analysis, after a pause in editing) and turns the panel's
// assumption edits into undoable commands.
class TcoBinding : public QObject
{
    Q_OBJECT

public:
    TcoBinding(Document& document, TcoPanel& panel, AnalysisRunner& runner,
               QObject* parent = nullptr);

private:
    void connectScenarioEditor();
    void runScenarioCommand(std::unique_ptr<DocumentCommand> command);
    void refresh();

    Document& mDocument;
    TcoPanel& mPanel;
    AnalysisRunner& mRunner;
};

} // namespace cs::ui
