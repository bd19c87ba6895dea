#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace cs::ui {

class Document;

// Delete, duplicate, cut, copy and paste of the selected devices and racks,
// and grouping selected storage appliances into a storage system.
// Copy puts a design JSON fragment on the clipboard (document/clipboard.h).
class EditActions : public QObject
{
    Q_OBJECT

public:
    EditActions(Document& document, QWidget* window);
    void addTo(QMenu* menu);

    void deleteSelection();
    void duplicateSelection();
    void cutSelection();
    void copySelection();
    void paste();
    // The selected storage devices become one new storage system.
    void groupAsStorageSystem();
    QAction* groupStorageAction() const { return mGroupStorage; }

signals:
    // A sentence for the status bar when an edit is refused.
    void refused(const QString& reason);

private:
    void pasteBytes(const QByteArray& fragment, const QString& text);
    void updateEnabled();

    Document& mDocument;
    QAction* mCut = nullptr;
    QAction* mCopy = nullptr;
    QAction* mPaste = nullptr;
    QAction* mDuplicate = nullptr;
    QAction* mDelete = nullptr;
    QAction* mGroupStorage = nullptr;
};

} // namespace cs::ui
