#pragma once

#include "designchange.h"
#include "selection.h"

#include "model/design.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <memory>
#include <optional>
#include <vector>

namespace cs::ui {

class DocumentCommand;

// Only DocumentCommand can make one: the key to the design's mutable side.
class DesignEditKey
{
    friend class DocumentCommand;
    DesignEditKey() = default;
};

// The open design: owns the model, its undo stack and the shared selection.
// Only undo commands change the design; each change is reported once through
// changed(). Views read design() and never keep copies of entities.
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject* parent = nullptr);
    explicit Document(Design design, QObject* parent = nullptr);
    ~Document() override;

    const Design& design() const { return mDesign; }
    QUndoStack* undoStack() { return &mUndoStack; }
    Selection* selection() { return &mSelection; }

    QString filePath() const { return mFilePath; }
    void setFilePath(const QString& path);
    // Modified means the undo stack is away from its clean (last saved) state.
    bool isModified() const { return !mUndoStack.isClean(); }
    void markSaved() { mUndoStack.setClean(); }

    // Replaces the whole design (New, Open): clears the history and the
    // selection and reports DesignChange::everything().
    void reset(Design design, const QString& filePath = {});

    // Applies the command and, when the model accepts it, puts it on the undo
    // stack. When the model refuses, nothing changes and the reason is returned.
    std::optional<QString> execute(std::unique_ptr<DocumentCommand> command);
    // Several commands as one undo step; all or nothing.
    std::optional<QString> executeAll(const QString& text,
                                      std::vector<std::unique_ptr<DocumentCommand>> commands);

    // For DocumentCommand only (see DesignEditKey).
    Design& editableDesign(DesignEditKey) { return mDesign; }
    void notifyChanged(const DesignChange& change, DesignEditKey);
    // Changes reported between begin and end go out as one (a macro's steps).
    void beginChangeBatch(DesignEditKey);
    void endChangeBatch(DesignEditKey);

signals:
    void changed(const cs::ui::DesignChange& change);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);

private:
    void emitChange(const DesignChange& change);

    Design mDesign;
    QUndoStack mUndoStack;
    Selection mSelection;
    QString mFilePath;
    int mBatchDepth = 0;
    std::optional<DesignChange> mBatched;
};

} // namespace cs::ui
