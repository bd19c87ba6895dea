#pragma once

#include "analysis/analysis.h"
#include "tco/tco.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QCustomPlot;
class QLabel;
class QPushButton;
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

    // Shows an analysis of `design` (null: none yet) and, when given, the
    // TCO worked out from it (the cost per token on each network variant).
    // Keeps the workload shown when the design still has one of that name.
    void showReport(std::shared_ptr<const analysis::AnalysisReport> report, const Design& design,
                    std::shared_ptr<const tco::TcoResult> tco = {});

    // The workload the next report shows, when the design has it (one just
    // added or renamed).
    void showNext(const QString& name) { mShowNext = name; }

    QComboBox* workloadList() const { return mWorkloads; }
    QPushButton* addButton() const { return mAdd; }
    QPushButton* editButton() const { return mEdit; }
    QPushButton* removeButton() const { return mRemove; }
    QLabel* summary() const { return mSummary; }
    QTableWidget* plansTable() const { return mPlans; }
    QCustomPlot* breakdownChart() const { return mBreakdown; }
    QCustomPlot* whatIfChart() const { return mWhatIf; }

signals:
    void addRequested();
    void editRequested(int index);
    void removeRequested(int index);

private:
    void showWorkload();
    const tco::UnitCost* unitCostOf(const Workload& w) const;
    QLayout* createTopRow();

    std::shared_ptr<const analysis::AnalysisReport> mReport;
    std::shared_ptr<const tco::TcoResult> mTco;
    std::vector<Workload> mDesignWorkloads;
    QString mShowNext;
    QComboBox* mWorkloads = nullptr;
    QPushButton* mAdd = nullptr;
    QPushButton* mEdit = nullptr;
    QPushButton* mRemove = nullptr;
    QLabel* mSummary = nullptr;
    QTableWidget* mPlans = nullptr;
    QCustomPlot* mBreakdown = nullptr;
    QCustomPlot* mWhatIf = nullptr;
};

} // namespace cs::ui
