#pragma once

#include "recovery.h"

class QWidget;

namespace cs::ui {

class Document;

enum class RecoveryChoice
{
    Recover,
    Discard,
    Later
};

// Asks what to do with a design left by a process that did not close.
RecoveryChoice askAboutAutosave(QWidget* parent, const AutosaveEntry& entry);

// Puts a design that no file holds yet (recovered, generated) into the
// document under `filePath`, marked unsaved so that closing asks before it is lost.
void resetAsUnsaved(Document& document, Design design, const QString& filePath);
// A recovered design under its original file name, unsaved.
void restoreInto(Document& document, Design design, const AutosaveEntry& entry);

// At start: offers each orphaned autosave, newest first, until one is
// recovered into `document` (one document per window; the rest wait).
// Returns whether a design was recovered.
bool offerRecovery(QWidget* parent, Document& document, const Recovery& recovery);

} // namespace cs::ui
