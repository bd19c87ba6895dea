#pragma once

#include "designchange.h"

#include <QUndoCommand>

namespace cs {
class Design;
}

namespace cs::ui {

class Document;

// A fresh key for one drag (or one burst of typing in a field): commands
// created with the same non-zero key merge into one undo step; key 0 never merges.
int nextDragId();

// Base of every edit. Subclasses implement apply() and revert(); both change
// the design through design() and report what they touched with notify().
// apply() may throw ModelError the first time it runs (Document::execute turns
// that into a refusal); after that, apply and revert replay a state the model
// already accepted.
class DocumentCommand : public QUndoCommand
{
public:
    explicit DocumentCommand(Document& document, const QString& text = {});

    void redo() final;
    void undo() final;
    // Runs apply() once before the command goes onto the stack; the stack's
    // first redo() is then skipped.
    void applyFirst();

protected:
    virtual void apply() = 0;
    virtual void revert() = 0;

    Document& document() { return mDocument; }
    Design& design();
    const Design& design() const;
    void notify(const DesignChange& change);
    void beginChangeBatch();
    void endChangeBatch();

private:
    Document& mDocument;
    bool mApplied = false;
};

} // namespace cs::ui
