#pragma once

#include "model/enums.h"

#include <QWidget>

class QComboBox;
class QToolBar;

namespace cs::ui {

class Document;
class FabricView;
struct DesignChange;

// The fabric view with its toolbar: the fabric shown (compute, storage,
// management ...), a new fabric of a role, the connect tool and fit.
class FabricPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FabricPanel(Document& document, QWidget* parent = nullptr);
    FabricView& view() { return *mView; }

    // Adds an empty fabric of the role (one undo step) and shows it; the
    // "New fabric" menu's actions are named "newFabric-<role>" (toName).
    void addFabric(NetworkRole role);

private:
    void fillFabrics();
    void addNewFabricMenu(QToolBar* toolbar);
    static QString roleTitle(NetworkRole role);

    Document& mDocument;
    FabricView* mView = nullptr;
    QComboBox* mFabrics = nullptr;
};

} // namespace cs::ui
