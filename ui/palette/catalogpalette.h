#pragma once

#include "model/part.h"
#include "tco/money.h"

#include <QWidget>

#include <optional>
#include <string>
#include <vector>

class QLabel;
class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace cs::ui {

// The catalog palette: parts by category with a search box and a card with
// the selected part's key figures, price, source and estimate flags. Parts
// are dragged out (MIME type application/x-clustersmith-part); Enter asks to
// place the selected part.
class CatalogPalette : public QWidget
{
    Q_OBJECT

public:
    explicit CatalogPalette(std::vector<Part> parts, QWidget* parent = nullptr);

    std::optional<std::string> selectedPartId() const;
    void selectPart(const std::string& partId);
    // Shows only parts whose name, vendor, id or part number contain the text.
    void setFilter(const QString& text);
    QTreeWidget* tree() const { return mTree; }
    QLabel* noMatchLabel() const { return mNoMatch; }
    QLineEdit* searchField() const { return mSearch; }
    QString cardText() const;
    // Prices written in another currency also read in this one (the user's
    // settings), converted at `cnyPerUsd`.
    void setDisplayCurrency(const std::string& currency, double cnyPerUsd);

signals:
    void placeRequested(const QString& partId);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fill();
    void showCard(QTreeWidgetItem* item);

    std::vector<Part> mParts;
    QLineEdit* mSearch = nullptr;
    QTreeWidget* mTree = nullptr;
    QLabel* mCard = nullptr;
    QLabel* mNoMatch = nullptr; // says so when the search finds nothing
    std::optional<tco::Money> mShownIn;
};

// The card text: key figures by kind, price with currency and date, source,
// and which figures are estimates. Rich text. A price in another currency
// than `shownIn`'s is also given converted into it.
QString partCard(const Part& part, const std::optional<tco::Money>& shownIn = std::nullopt);

} // namespace cs::ui
