#pragma once

#include <QObject>

#include <memory>

class QTimer;

namespace cs::ui {

class Document;
class DocumentCommand;
class TcoPanel;
struct DesignChange;

// Keeps a TcoPanel showing the open design and turns the panel's assumption
// edits into undoable commands. The costing waits for a pause in editing so
// that drags and typing elsewhere stay fluid.
class TcoBinding : public QObject
{
    Q_OBJECT

public:
    TcoBinding(Document& document, TcoPanel& panel, QObject* parent = nullptr);

private:
    void connectScenarioEditor();
    void runScenarioCommand(std::unique_ptr<DocumentCommand> command);
    void onChanged(const DesignChange& change);
    void refresh();

    Document& mDocument;
    TcoPanel& mPanel;
    QTimer* mDelay = nullptr;
};

} // namespace cs::ui
