#pragma once

#include <QObject>

class QTimer;

namespace cs::ui {

class Document;
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
    void onChanged(const DesignChange& change);
    void refresh();

    Document& mDocument;
    TcoPanel& mPanel;
    QTimer* mDelay = nullptr;
};

} // namespace cs::ui
