#pragma once

#include <QWidget>

class QComboBox;

namespace cs::ui {

class Document;
class FabricView;
struct DesignChange;

// The fabric view with its toolbar: the fabric shown (compute, storage,
// management ...), the connect tool and fit.
class FabricPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FabricPanel(Document& document, QWidget* parent = nullptr);
    FabricView& view() { return *mView; }

private:
    void fillFabrics();

    Document& mDocument;
    FabricView* mView = nullptr;
    QComboBox* mFabrics = nullptr;
};

} // namespace cs::ui
