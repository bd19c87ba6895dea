#include "document.h"

#include "documentcommand.h"

#include "model/modelerror.h"

namespace cs::ui {

namespace {

// Runs its steps in order as one undo step; when a step is refused the steps
// already applied are reverted, so the design is as before.
class MacroCommand : public DocumentCommand
{
public:
    MacroCommand(Document& document, const QString& text,
                 std::vector<std::unique_ptr<DocumentCommand>> steps)
        : DocumentCommand(document, text), mSteps(std::move(steps))
    {
    }

protected:
    void apply() override
    {
        beginChangeBatch();
        std::size_t done = 0;
        try {
            for (; done < mSteps.size(); ++done) {
                mSteps[done]->redo();
            }
        } catch (const ModelError&) {
            while (done > 0) {
                mSteps[--done]->undo();
            }
            endChangeBatch();
            throw;
        }
        endChangeBatch();
    }
    void revert() override
    {
        beginChangeBatch();
        for (auto it = mSteps.rbegin(); it != mSteps.rend(); ++it) {
            (*it)->undo();
        }
        endChangeBatch();
    }

private:
    std::vector<std::unique_ptr<DocumentCommand>> mSteps;
};

} // namespace

Document::Document(QObject* parent) : Document(Design(), parent) {}

Document::Document(Design design, QObject* parent)
    : QObject(parent), mDesign(std::move(design)), mUndoStack(this), mSelection(this)
{
    connect(&mUndoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

Document::~Document() = default;

void Document::setFilePath(const QString& path)
{
    if (path != mFilePath) {
        mFilePath = path;
        emit filePathChanged(path);
    }
}

void Document::reset(Design design, const QString& filePath)
{
    mUndoStack.clear();
    mDesign = std::move(design);
    mSelection.clear();
    setFilePath(filePath);
    mUndoStack.setClean();
    emitChange(DesignChange::everything());
}

std::optional<QString> Document::execute(std::unique_ptr<DocumentCommand> command)
{
    try {
        command->applyFirst();
    } catch (const ModelError& e) {
        return e.message();
    }
    mUndoStack.push(command.release());
    return std::nullopt;
}

std::optional<QString> Document::executeAll(const QString& text,
                                            std::vector<std::unique_ptr<DocumentCommand>> commands)
{
    return execute(std::make_unique<MacroCommand>(*this, text, std::move(commands)));
}

void Document::notifyChanged(const DesignChange& change, DesignEditKey)
{
    if (mBatchDepth > 0) {
        if (!mBatched) {
            mBatched = change;
        } else {
            mBatched->merge(change);
        }
        return;
    }
    emitChange(change);
}

void Document::beginChangeBatch(DesignEditKey)
{
    ++mBatchDepth;
}

void Document::endChangeBatch(DesignEditKey)
{
    if (--mBatchDepth == 0 && mBatched) {
        const DesignChange change = std::move(*mBatched);
        mBatched.reset();
        emitChange(change);
    }
}

void Document::emitChange(const DesignChange& change)
{
    mSelection.prune(mDesign);
    emit changed(change);
}

} // namespace cs::ui
