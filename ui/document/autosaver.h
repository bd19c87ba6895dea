#pragma once

#include "recovery/autosavestore.h"

#include <QObject>
#include <QTimer>

#include <chrono>

namespace cs::ui {

class Document;

// Writes the open design aside a moment after the last change, so that a
// crash loses at most that moment. Nothing is written while the design equals
// its file; the copy goes away when the design is saved (clean again) and
// when the autosaver is destroyed with its window (a clean close).
class Autosaver : public QObject
{
    Q_OBJECT

public:
    Autosaver(Document& document, AutosaveStore store, QObject* parent = nullptr);
    ~Autosaver() override;

    void setDelay(std::chrono::milliseconds delay);
    std::chrono::milliseconds delay() const;

    // Writes now when the design has unsaved changes; what the timer calls.
    void saveNow();
    // Removes the copy and stops the pending write.
    void discard();

    // This document's entry in the store.
    const QString& id() const { return mId; }
    const AutosaveStore& store() const { return mStore; }
    bool isPending() const { return mTimer.isActive(); }
    bool hasCopy() const { return mHasCopy; }

signals:
    void saveFailed(const QString& message);

private:
    void onEdited();

    Document& mDocument;
    AutosaveStore mStore;
    QString mId;
    QTimer mTimer;
    bool mHasCopy = false;
};

} // namespace cs::ui
