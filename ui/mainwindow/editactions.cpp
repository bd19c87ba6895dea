#include "editactions.h"

#include "document/clipboard.h"
#include "document/devicecommands.h"
#include "document/document.h"
#include "document/entitycommands.h"
#include "document/storagecommands.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QMimeData>

namespace cs::ui {

EditActions::EditActions(Document& document, QWidget* window) : QObject(window), mDocument(document)
{
    auto make = [&](const QString& text, QKeySequence key, void (EditActions::*slot)()) {
        auto* action = new QAction(text, window);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, slot);
        window->addAction(action);
        return action;
    };
    mCut = make(tr("Cu&t"), QKeySequence::Cut, &EditActions::cutSelection);
    mCopy = make(tr("&Copy"), QKeySequence::Copy, &EditActions::copySelection);
    mPaste = make(tr("&Paste"), QKeySequence::Paste, &EditActions::paste);
    mDuplicate = make(tr("D&uplicate"), QKeySequence(Qt::CTRL | Qt::Key_D),
                      &EditActions::duplicateSelection);
    mDelete = make(tr("&Delete"), QKeySequence::Delete, &EditActions::deleteSelection);
    mGroupStorage =
        make(tr("Group as &Storage System"), QKeySequence(), &EditActions::groupAsStorageSystem);
    connect(mDocument.selection(), &Selection::selectionChanged, this, &EditActions::updateEnabled);
    updateEnabled();
}

void EditActions::addTo(QMenu* menu)
{
    menu->addActions({mCut, mCopy, mPaste, mDuplicate, mDelete});
    menu->addSeparator();
    menu->addAction(mGroupStorage);
}

void EditActions::updateEnabled()
{
    const Selection& s = *mDocument.selection();
    const bool some = !s.devices().empty() || !s.racks().empty();
    for (QAction* a : {mCut, mCopy, mDuplicate, mDelete}) {
        a->setEnabled(some);
    }
    mGroupStorage->setEnabled(!storageDevicesAmong(mDocument.design(), s.devices()).empty());
}

void EditActions::groupAsStorageSystem()
{
    const Design& design = mDocument.design();
    std::vector<DeviceId> members = storageDevicesAmong(design, mDocument.selection()->devices());
    if (members.empty()) {
        emit refused(
            tr("Select one or more storage appliances to group them as a storage system."));
        return;
    }
    const QString name = tr("Storage system %1").arg(design.storageSystems().size() + 1);
    auto command =
        std::make_unique<GroupStorageCommand>(mDocument, std::move(members), name.toStdString());
    if (auto why = mDocument.execute(std::move(command))) {
        emit refused(*why);
    }
}

void EditActions::deleteSelection()
{
    const SelectedIds ids = mDocument.selection()->ids();
    std::vector<std::unique_ptr<DocumentCommand>> steps;
    if (!ids.racks.empty()) {
        steps.push_back(std::make_unique<RemoveRacksCommand>(mDocument, ids.racks));
    }
    std::vector<DeviceId> loose;
    for (DeviceId id : ids.devices) {
        const Device* d = mDocument.design().device(id);
        if (d && !(d->placement && mDocument.selection()->contains(d->placement->rack))) {
            loose.push_back(id);
        }
    }
    if (!loose.empty()) {
        steps.push_back(std::make_unique<RemoveDevicesCommand>(mDocument, loose));
    }
    if (steps.empty()) {
        return;
    }
    if (auto why = mDocument.executeAll(tr("Delete"), std::move(steps))) {
        emit refused(*why);
    }
}

void EditActions::copySelection()
{
    if (auto fragment = copyFragment(mDocument.design(), mDocument.selection()->ids())) {
        auto* mime = new QMimeData;
        mime->setData(QString::fromLatin1(kFragmentMimeType), *fragment);
        mime->setText(QString::fromUtf8(*fragment));
        QApplication::clipboard()->setMimeData(mime);
    }
}

void EditActions::cutSelection()
{
    copySelection();
    deleteSelection();
}

void EditActions::paste()
{
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    if (!mime) {
        return;
    }
    const QByteArray fragment = mime->hasFormat(QString::fromLatin1(kFragmentMimeType))
                                    ? mime->data(QString::fromLatin1(kFragmentMimeType))
                                    : mime->text().toUtf8();
    pasteBytes(fragment, tr("Paste"));
}

void EditActions::duplicateSelection()
{
    if (auto fragment = copyFragment(mDocument.design(), mDocument.selection()->ids())) {
        pasteBytes(*fragment, tr("Duplicate"));
    }
}

void EditActions::pasteBytes(const QByteArray& fragment, const QString& text)
{
    const Selection& s = *mDocument.selection();
    std::optional<RackId> rack;
    if (s.racks().size() == 1) {
        rack = s.racks().front();
    }
    PastePlan plan = planPaste(mDocument.design(), fragment, rack);
    if (!plan.problem.isEmpty()) {
        emit refused(plan.problem);
        return;
    }
    SelectedIds pasted;
    for (const auto& r : plan.bundle.racks) {
        pasted.racks.push_back(r.entity.id);
    }
    for (const auto& d : plan.bundle.devices) {
        pasted.devices.push_back(d.entity.id);
    }
    auto command = std::make_unique<InsertEntitiesCommand>(mDocument, std::move(plan.bundle),
                                                           std::move(plan.parts), text);
    if (auto why = mDocument.execute(std::move(command))) {
        emit refused(*why);
        return;
    }
    mDocument.selection()->set(pasted);
}

} // namespace cs::ui
