#include "documentcommand.h"

#include "document.h"

namespace cs::ui {

int nextDragId()
{
    static int last = 0;
    return ++last;
}

DocumentCommand::DocumentCommand(Document& document, const QString& text)
    : QUndoCommand(text), mDocument(document)
{
}

void DocumentCommand::redo()
{
    if (mApplied) {
        mApplied = false;
        return;
    }
    apply();
}

void DocumentCommand::undo()
{
    revert();
}

void DocumentCommand::applyFirst()
{
    apply();
    mApplied = true;
}

Design& DocumentCommand::design()
{
    return mDocument.editableDesign(DesignEditKey());
}

const Design& DocumentCommand::design() const
{
    return mDocument.design();
}

void DocumentCommand::notify(const DesignChange& change)
{
    mDocument.notifyChanged(change, DesignEditKey());
}

void DocumentCommand::beginChangeBatch()
{
    mDocument.beginChangeBatch(DesignEditKey());
}

void DocumentCommand::endChangeBatch()
{
    mDocument.endChangeBatch(DesignEditKey());
}

} // namespace cs::ui
