#include "workloadpanel.h"

#include "workloadcharts.h"
#include "workloadtables.h"

#include "report/boundtext.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

QCustomPlot* newChart(QWidget* parent)
{
    auto* plot = new QCustomPlot(parent);
    plot->setMinimumHeight(240);
    return plot;
}

} // namespace

QLayout* WorkloadPanel::createTopRow()
{
    mWorkloads = new QComboBox(this);
    mWorkloads->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    mAdd = new QPushButton(tr("&Add workload…"), this);
    mEdit = new QPushButton(tr("&Edit…"), this);
    mRemove = new QPushButton(tr("Re&move"), this);
    connect(mAdd, &QPushButton::clicked, this, &WorkloadPanel::addRequested);
    connect(mEdit, &QPushButton::clicked, this,
            [this] { emit editRequested(mWorkloads->currentIndex()); });
    connect(mRemove, &QPushButton::clicked, this,
            [this] { emit removeRequested(mWorkloads->currentIndex()); });
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Workload:"), this));
    top->addWidget(mWorkloads);
    top->addWidget(mEdit);
    top->addWidget(mRemove);
    top->addStretch(1);
    top->addWidget(mAdd);
    return top;
}

WorkloadPanel::WorkloadPanel(QWidget* parent) : QWidget(parent)
{
    mSummary = new QLabel(this);
    mSummary->setWordWrap(true);
    mSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mPlans = new QTableWidget(this);
    mPlans->verticalHeader()->setVisible(false);
    mPlans->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mBreakdown = newChart(this);
    mWhatIf = newChart(this);

    QLayout* top = createTopRow();
    auto* charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(mBreakdown);
    charts->addWidget(mWhatIf);
    charts->setStretchFactor(0, 1);
    charts->setStretchFactor(1, 1);
    auto* body = new QSplitter(Qt::Vertical, this);
    body->addWidget(mPlans);
    body->addWidget(charts);
    body->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(mSummary);
    layout->addWidget(body, 1);
    connect(mWorkloads, &QComboBox::currentIndexChanged, this, &WorkloadPanel::showWorkload);
    showWorkload();
}

void WorkloadPanel::showReport(std::shared_ptr<const analysis::AnalysisReport> report,
                               const Design& design, std::shared_ptr<const tco::TcoResult> tco)
{
    mReport = std::move(report);
    mTco = std::move(tco);
    mDesignWorkloads = design.workloads;
    const QString shown = mShowNext.isEmpty() ? mWorkloads->currentText() : mShowNext;
    mShowNext.clear();
    const QSignalBlocker block(mWorkloads);
    mWorkloads->clear();
    for (const Workload& w : mDesignWorkloads) {
        mWorkloads->addItem(QString::fromStdString(w.name));
    }
    mWorkloads->setCurrentIndex(std::max(0, mWorkloads->findText(shown)));
    showWorkload();
}

// The cost per token of the workload's what-if kind (training when it
// trains), from the TCO shown with the report.
const tco::UnitCost* WorkloadPanel::unitCostOf(const Workload& w) const
{
    if (!mTco) {
        return nullptr;
    }
    const std::string kind = w.training ? "training" : "serving";
    const auto it =
        std::find_if(mTco->unitCosts.begin(), mTco->unitCosts.end(), [&](const tco::UnitCost& u) {
            return u.workload == w.name && u.kind == kind;
        });
    return it == mTco->unitCosts.end() ? nullptr : &*it;
}

void WorkloadPanel::showWorkload()
{
    const int index = mWorkloads->currentIndex();
    mEdit->setEnabled(index >= 0 && index < int(mDesignWorkloads.size()));
    mRemove->setEnabled(mEdit->isEnabled());
    const bool known = mReport && index >= 0 &&
                       index < int(mReport->performance.workloads.size()) &&
                       index < int(mDesignWorkloads.size());
    mPlans->setVisible(known);
    mBreakdown->setVisible(false);
    mWhatIf->setVisible(known);
    if (!known) {
        mSummary->setText(mDesignWorkloads.empty()
                              ? tr("This design carries no workload. Add one (a model from the "
                                   "presets or a parameter count, and what it must do): the "
                                   "performance model then shows its plans and what the "
                                   "network buys here.")
                              : tr("The analysis is running."));
        return;
    }
    const Workload& w = mDesignWorkloads[std::size_t(index)];
    const analysis::WorkloadPerformance& p = mReport->performance.workloads[std::size_t(index)];
    QString summary = workloadSummary(w, p);
    if (p.networkMovesNothing()) {
        summary += QLatin1Char(' ') + networkMovesNothingText();
    }
    for (const analysis::WhatIfOutcome& o : p.whatIf) {
        if (!o.gpu.empty()) {
            summary += QLatin1Char(' ') + nextGenerationText(o.gpu);
        }
    }
    mSummary->setText(summary);
    if (p.work) {
        // No plans and nothing the network changes: the figures alone.
        if (p.work->runs()) {
            fillWorkFigures(*mPlans, *p.work);
        }
        mPlans->setVisible(p.work->runs());
        mWhatIf->setVisible(false);
        return;
    }
    if (w.training && p.training) {
        fillTrainingPlans(*mPlans, *p.training, w);
        drawStepBreakdown(*mBreakdown, *p.training);
        mBreakdown->setVisible(true);
    } else {
        fillServingPlans(*mPlans, p.inference);
    }
    drawWhatIf(*mWhatIf, p.whatIf, w.training.has_value(), unitCostOf(w),
               mTco ? QString::fromStdString(mTco->currency) : QString());
}

} // namespace cs::ui
