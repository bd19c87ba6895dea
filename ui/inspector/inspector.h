#pragma once

#include "partchoices.h"

#include "document/designchange.h"

#include <QWidget>

class QLabel;
class QScrollArea;
class QStackedWidget;

namespace cs::ui {

class DesignPage;
class DevicePage;
class Document;
class FabricPage;
class LinkPage;
class RackPage;

// The inspector dock: the selection's properties, editable. Devices come
// first when several kinds are selected, then racks, links and fabrics; with
// nothing selected it shows the design itself. Every edit is an undo command
// run through the Document; the page follows the Document's changes.
class Inspector : public QWidget
{
    Q_OBJECT

public:
    // catalogParts: parts the fields may offer beyond the design's own.
    explicit Inspector(Document& document, std::vector<Part> catalogParts = {},
                       QWidget* parent = nullptr);

    DesignPage* designPage() const { return mDesignPage; }
    DevicePage* devicePage() const { return mDevicePage; }
    RackPage* rackPage() const { return mRackPage; }
    LinkPage* linkPage() const { return mLinkPage; }
    FabricPage* fabricPage() const { return mFabricPage; }
    QWidget* currentPage() const;

private:
    void followSelection();
    void onChanged(const DesignChange& change);
    bool showsTouched(const DesignChange& change) const;

    Document& mDocument;
    PartChoices mParts;
    QLabel* mTitle = nullptr;
    QStackedWidget* mPages = nullptr;
    QScrollArea* mScroll = nullptr;
    DesignPage* mDesignPage = nullptr;
    DevicePage* mDevicePage = nullptr;
    RackPage* mRackPage = nullptr;
    LinkPage* mLinkPage = nullptr;
    FabricPage* mFabricPage = nullptr;
};

} // namespace cs::ui
