#pragma once

#include "model/design.h"

#include <QWidget>

namespace cs::ui {

class Document;
class FloorView;

// The floor view with its toolbar: what racks are coloured by, and fit.
class FloorPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FloorPanel(Document& document, QWidget* parent = nullptr);
    FloorView& view() { return *mView; }

signals:
    void elevationRequested(cs::RackId rack);

private:
    FloorView* mView = nullptr;
};

} // namespace cs::ui
