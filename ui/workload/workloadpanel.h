#pragma once

#include "analysis/analysis.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QCustomPlot;
class QLabel;
class QTableWidget;

namespace cs::ui {

// The Workloads tab: for each workload the design carries, the performance
// model's best plan and its alternatives, the step-time breakdown of the
// plans, and what the network buys (the best plan on variants of the
// design's network). It draws from the analysis the dashboard runs, the one
// read model; it never analyses the design itself.
class WorkloadPanel : public QWidget
{
    Q_OBJECT

public:
    explicit WorkloadPanel(QWidget* parent = nullptr);

    // Shows an analysis of `design` (null: none yet). Keeps the workload
    // shown when the design still has one of that name.
    void showReport(std::shared_ptr<const analysis::AnalysisReport> report, const Design& design);

    QComboBox* workloadList() const { return mWorkloads; }
    QLabel* summary() const { return mSummary; }
    QTableWidget* plansTable() const { return mPlans; }
    QCustomPlot* breakdownChart() const { return mBreakdown; }
    QCustomPlot* whatIfChart() const { return mWhatIf; }

private:
    void showWorkload();

    std::shared_ptr<const analysis::AnalysisReport> mReport;
    std::vector<Workload> mDesignWorkloads;
    QComboBox* mWorkloads = nullptr;
    QLabel* mSummary = nullptr;
    QTableWidget* mPlans = nullptr;
    QCustomPlot* mBreakdown = nullptr;
    QCustomPlot* mWhatIf = nullptr;
};

} // namespace cs::ui
