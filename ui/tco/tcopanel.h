#pragma once

#include "chartsupport.h"
#include "model/design.h"
#include "tco/tco.h"
#include "tco/utilizationcurve.h"

#include <nlohmann/json.hpp>

#include <QRectF>
#include <QSize>
#include <QWidget>

#include <array>
#include <optional>
#include <vector>

class QCustomPlot;
class QLabel;
class QPainter;
class QTabWidget;

namespace cs::ui {

class AssumptionsEditor;
class ScenarioCompareView;
class ScenarioEditor;

// The TCO tab: cumulative cost, yearly cost by category, the tornado and cost
// per GPU-hour against utilisation, an assumptions editor beside them, and a
// comparison of scenarios and other design files.
//
// The panel never owns or changes the design. The window calls setDesign()
// whenever the design changes; when the user edits an assumption the panel
// emits assumptionsEdited() with the complete new TCO settings, checked as a
// file's, for the window to apply as an undoable command, and previews it until the
// next setDesign().
class TcoPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Chart
    {
        Cumulative,
        YearlyCost,
        Tornado,
        CostPerGpuHour,
        Comparison
    };

    explicit TcoPanel(QWidget* parent = nullptr);

    // Catalog parts: the cloud offers to cost and pick from, and the parts
    // scenarios may bring in. The design's own parts always count.
    void setCatalogParts(std::vector<Part> parts);

    QCustomPlot* chart(Chart which) const;
    AssumptionsEditor* assumptionsEditor() const { return mEditor; }
    ScenarioCompareView* comparisonView() const { return mCompare; }
    ScenarioEditor* scenarioEditor() const { return mScenarios; }
    // The last result shown; null when there is no design or it cannot be costed.
    const tco::TcoResult* result() const { return mResult.get(); }
    // Its cost per GPU-hour; empty without a result.
    const tco::UtilizationCurve& utilizationCurve() const
    {
        static const tco::UtilizationCurve none;
        return mCurve ? *mCurve : none;
    }
    // The one-line summary above the charts, or why there are no charts.
    QString statusText() const;
    // The hover text at a point of a chart, in the chart's widget coordinates.
    QString hoverTextAt(Chart which, const QPointF& pos) const;

    // Writes one chart as PNG, SVG or PDF by the file's suffix, laid out at
    // `size` (its size on screen when empty). Returns false when it cannot.
    bool exportChart(Chart which, const QString& path, QSize size = {}) const;
    // Draws one chart, or the four TCO charts in a 2 × 2 grid, into `target`
    // on any painter (a PDF page of a report, an image), as vector graphics.
    void renderChart(Chart which, QPainter& painter, const QRectF& target) const;
    void renderCharts(QPainter& painter, const QRectF& target) const;

public slots:
    // `design` must stay alive until the next setDesign() or clearDesign();
    // `filePath` locates the design files its scenarios refer to; `computed`
    // is the design's TCO with the catalog's offers as the analysis runner
    // computed it and `curve` its cost per GPU-hour (either null: the panel
    // computes both).
    void setDesign(const cs::Design& design, const QString& filePath = QString(),
                   std::shared_ptr<const cs::tco::TcoResult> computed = {},
                   std::shared_ptr<const cs::tco::UtilizationCurve> curve = {});
    void clearDesign();

signals:
    // The user changed an assumption: `settings` are the design's new ones.
    void assumptionsEdited(const cs::TcoSettings& settings);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void recompute();
    void drawChartsWhenShown();
    void drawCharts();
    void preview(const TcoSettings& settings);
    void showChartMenu(Chart which, const QPoint& pos);
    void exportAllCharts();
    std::vector<Part> offers() const;

    const Design* mDesign = nullptr;
    QString mFilePath;
    TcoSettings mSettings;
    std::vector<Part> mCatalogParts;
    std::shared_ptr<const tco::TcoResult> mResult;
    std::shared_ptr<const tco::TcoResult> mComputed; // the runner's, for the design as it stands
    std::shared_ptr<const tco::UtilizationCurve> mComputedCurve; // likewise
    std::shared_ptr<const tco::UtilizationCurve> mCurve;
    QString mProblem;          // why there is no result
    bool mChartsStale = false; // a result arrived while the tab was hidden
    std::array<QCustomPlot*, 4> mPlots{};
    std::array<ChartHover*, 4> mHovers{};
    QLabel* mStatus = nullptr;
    QTabWidget* mTabs = nullptr;
    AssumptionsEditor* mEditor = nullptr;
    ScenarioCompareView* mCompare = nullptr;
    ScenarioEditor* mScenarios = nullptr;
};

} // namespace cs::ui
