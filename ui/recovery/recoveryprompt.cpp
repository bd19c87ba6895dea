#include "recoveryprompt.h"

#include "document/document.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace cs::ui {

namespace {

// The recovery prompt's translation context.
class RecoveryText
{
    Q_DECLARE_TR_FUNCTIONS(RecoveryText)
};

QString describe(const AutosaveEntry& entry)
{
    const QString when = QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat);
    const QString name =
        entry.designName.isEmpty() ? RecoveryText::tr("an untitled design") : entry.designName;
    if (entry.originalPath.isEmpty()) {
        return RecoveryText::tr(
                   "Clustersmith did not close properly. Changes to %1 (never saved) were kept "
                   "at %2.")
            .arg(name, when);
    }
    return RecoveryText::tr(
               "Clustersmith did not close properly. Unsaved changes to %1 (%2) were kept at %3.")
        .arg(name, QFileInfo(entry.originalPath).fileName(), when);
}

} // namespace

RecoveryChoice askAboutAutosave(QWidget* parent, const AutosaveEntry& entry)
{
    QMessageBox box(QMessageBox::Question, RecoveryText::tr("Recover unsaved changes"),
                    describe(entry), QMessageBox::NoButton, parent);
    box.setInformativeText(
        RecoveryText::tr("Recover opens the kept copy as an unsaved design; Discard deletes "
                         "it; Later asks again at the next start."));
    QPushButton* recover = box.addButton(RecoveryText::tr("&Recover"), QMessageBox::AcceptRole);
    QPushButton* discard =
        box.addButton(RecoveryText::tr("&Discard"), QMessageBox::DestructiveRole);
    box.addButton(RecoveryText::tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.exec();
    if (box.clickedButton() == recover) {
        return RecoveryChoice::Recover;
    }
    return box.clickedButton() == discard ? RecoveryChoice::Discard : RecoveryChoice::Later;
}

void resetAsUnsaved(Document& document, Design design, const QString& filePath)
{
    document.reset(std::move(design), filePath);
    document.undoStack()->resetClean();
}

void restoreInto(Document& document, Design design, const AutosaveEntry& entry)
{
    resetAsUnsaved(document, std::move(design), entry.originalPath);
}

std::vector<AutosaveEntry> entriesToOffer(std::vector<AutosaveEntry> orphans,
                                          const QString& openedFile)
{
    if (openedFile.isEmpty()) {
        return orphans;
    }
    const QString opened = QFileInfo(openedFile).absoluteFilePath();
    std::erase_if(orphans, [&](const AutosaveEntry& e) {
        return e.originalPath.isEmpty() || QFileInfo(e.originalPath).absoluteFilePath() != opened;
    });
    return orphans;
}

bool offerRecovery(QWidget* parent, Document& document, const Recovery& recovery,
                   const QString& openedFile)
{
    for (const AutosaveEntry& entry : entriesToOffer(recovery.orphans(), openedFile)) {
        switch (askAboutAutosave(parent, entry)) {
        case RecoveryChoice::Recover: {
            DesignLoadResult loaded = recovery.load(entry);
            if (!loaded.ok()) {
                QMessageBox::warning(
                    parent, RecoveryText::tr("Recover unsaved changes"),
                    RecoveryText::tr("The kept copy cannot be read: %1 It stays in %2.")
                        .arg(loaded.error->toString(), entry.designFile));
                continue;
            }
            restoreInto(document, std::move(*loaded.design), entry);
            recovery.discard(entry);
            return true;
        }
        case RecoveryChoice::Discard:
            recovery.discard(entry);
            break;
        case RecoveryChoice::Later:
            break;
        }
    }
    return false;
}

} // namespace cs::ui
