#pragma once

#include "chartsupport.h"
#include "model/design.h"
#include "tco/comparison.h"

#include <QWidget>

#include <vector>

class QCustomPlot;
class QLabel;
class QListWidget;
class QTableWidget;

namespace cs::ui {

// Picks two or more of: the design, its scenarios, and other design files;
// shows the table of differences and the overlaid cumulative curves.
class ScenarioCompareView : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioCompareView(QWidget* parent = nullptr);

    // `design` is not owned and must outlive the next setDesign(); null clears.
    // `tcoSection` is the section the design is costed with (edits in progress).
    void setDesign(const Design* design, const QString& filePath, const nlohmann::json& tcoSection);
    void setCatalogParts(std::vector<Part> parts);
    // Adds another design file as a side; returns the error text, empty on success.
    QString addDesignFile(const QString& path);
    // Ticks exactly the given rows of the side list (0 = the design).
    void selectSides(const std::vector<int>& rows);
    int sideCount() const;

    const tco::Comparison& comparison() const { return mComparison; }
    QCustomPlot* plot() const { return mPlot; }
    QTableWidget* table() const { return mTable; }
    QString errorText() const;

private:
    struct Side;
    void rebuildList();
    void recompare();
    int checkedCount() const;
    std::vector<tco::ScenarioDesign> checkedSides() const;
    void fillTable();
    void chooseFile();

    const Design* mDesign = nullptr;
    QString mFilePath;
    nlohmann::json mTcoSection = nlohmann::json::object();
    std::vector<Part> mCatalogParts;
    std::vector<Part> mOffers;
    std::vector<std::pair<QString, Design>> mOtherFiles; // label, design
    tco::Comparison mComparison;
    QListWidget* mList = nullptr;
    QTableWidget* mTable = nullptr;
    QCustomPlot* mPlot = nullptr;
    ChartHover* mHover = nullptr;
    QLabel* mError = nullptr;
};

} // namespace cs::ui
