#pragma once

#include "model/design.h"
#include "model/snapshotdiff.h"

#include <QFrame>
#include <QString>

#include <vector>

class QLabel;
class QTableWidget;
class QToolButton;

namespace cs::ui {

// One part the design embeds that the local catalog lacks or states with
// other figures, as the notice lists it.
struct CatalogNoticeRow
{
    QString partId;
    QString partName;
    QString usedIn;  // "dgx-01, dgx-02 and 30 more devices; 660 links"
    QString catalog; // what the local catalog has: nothing, or the differing figures, one a line
    QString details; // every differing figure, one a line
    bool missing = false;
};

std::vector<CatalogNoticeRow> catalogNoticeRows(const Design& design, const PartLookup& local);

// A bar above the views, shown when an opened design carries parts that the
// local catalog lacks or describes differently: the design keeps its own
// figures, and the user sees which parts, where they are used and what the
// catalog says instead. Not modal; the close button dismisses it until the
// next design is opened.
class CatalogNotice : public QFrame
{
    Q_OBJECT

public:
    explicit CatalogNotice(QWidget* parent = nullptr);

    // Lists the design's differences from `local` and shows the bar, or hides
    // it when there are none.
    void showFor(const Design& design, const PartLookup& local);

    QLabel* message() const { return mMessage; }
    QTableWidget* table() const { return mTable; }
    QToolButton* closeButton() const { return mClose; }

private:
    void fitRows();

    QLabel* mMessage = nullptr;
    QTableWidget* mTable = nullptr;
    QToolButton* mClose = nullptr;
};

} // namespace cs::ui
