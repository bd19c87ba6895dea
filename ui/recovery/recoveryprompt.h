#pragma once

#include "recovery.h"

#include <vector>

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

// The entries to offer when `openedFile` was asked for at start: only the
// unsaved changes to that same file; the others wait for a start without
// one, so an unrelated prompt does not stand before the file. With no file,
// every entry.
std::vector<AutosaveEntry> entriesToOffer(std::vector<AutosaveEntry> orphans,
                                          const QString& openedFile);

// At start: offers each orphaned autosave, newest first (of `openedFile`
// only, when one was opened), until one is recovered into `document` (one
// document per window; the rest wait). Returns whether a design was recovered.
bool offerRecovery(QWidget* parent, Document& document, const Recovery& recovery,
                   const QString& openedFile = {});

} // namespace cs::ui
