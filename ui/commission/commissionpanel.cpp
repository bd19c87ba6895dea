#include "commissionpanel.h"

#include "commission/benchmarkfiles.h"
#include "commission/commissioncells.h"
#include "commissiontables.h"
#include "dashboard/analysisrunner.h"
#include "document/benchmarkcommands.h"
#include "document/document.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

QTableWidget* newTable(QWidget* parent)
{
    auto* table = new QTableWidget(parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->setVisible(false);
    return table;
}

QWidget* titled(const QString& title, QWidget* body, QWidget* parent)
{
    auto* box = new QWidget(parent);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()), box));
    layout->addWidget(body, 1);
    return box;
}

} // namespace

CommissionPanel::CommissionPanel(Document& document, QWidget* parent)
    : QWidget(parent), mDocument(document)
{
    mSummary = new QLabel(this);
    mSummary->setWordWrap(true);
    mOpen = new QPushButton(tr("&Open benchmark outputs…"), this);
    mClear = new QPushButton(tr("C&lear"), this);
    mNccl = newTable(this);
    mBandwidth = newTable(this);
    mFindings = new QListWidget(this);
    mFindings->setWordWrap(true);

    auto* top = new QHBoxLayout;
    top->addWidget(mSummary, 1);
    top->addWidget(mOpen);
    top->addWidget(mClear);
    auto* body = new QSplitter(Qt::Vertical, this);
    body->addWidget(titled(tr("Collectives (nccl-tests)"), mNccl, body));
    body->addWidget(
        titled(tr("Bandwidth (bandwidthTest, nvbandwidth, perftest)"), mBandwidth, body));
    body->addWidget(titled(tr("Findings"), mFindings, body));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(body, 1);

    connect(mOpen, &QPushButton::clicked, this, &CommissionPanel::chooseFiles);
    connect(mClear, &QPushButton::clicked, this, &CommissionPanel::clear);
    connect(&mDocument, &Document::changed, this, &CommissionPanel::showSummary);
    showJudgement();
}

void CommissionPanel::follow(AnalysisRunner& runner)
{
    mRunner = &runner;
    connect(&runner, &AnalysisRunner::updated, this, &CommissionPanel::showJudgement);
    showJudgement();
}

QStringList CommissionPanel::addFiles(const QStringList& paths)
{
    QStringList refused;
    std::vector<BenchmarkResult> read;
    for (const QString& path : paths) {
        try {
            read.push_back(commission::readBenchmarkResult(path));
        } catch (const commission::BenchmarkFileError& e) {
            refused << e.message();
        }
    }
    if (!read.empty()) {
        if (const std::optional<QString> error =
                mDocument.execute(SetBenchmarkResultsCommand::attach(mDocument, std::move(read)))) {
            refused << *error;
        }
    }
    return refused;
}

void CommissionPanel::clear()
{
    if (!mDocument.design().benchmarkResults.empty()) {
        mDocument.execute(SetBenchmarkResultsCommand::removeAll(mDocument));
    }
}

void CommissionPanel::chooseFiles()
{
    const QStringList paths =
        QFileDialog::getOpenFileNames(this, tr("Open benchmark outputs"), QString(),
                                      tr("Benchmark outputs (*.txt *.log *.out);;All files (*)"));
    const QStringList refused = addFiles(paths);
    if (!refused.isEmpty()) {
        QMessageBox::warning(this, tr("Benchmark outputs"), refused.join(QLatin1Char('\n')));
    }
}

// The runner judges again after every edit (the prediction follows the
// design's nodes, scale-up domain and fabric); until it has, the tables keep
// its last judgement while the summary counts the outputs attached now.
void CommissionPanel::showJudgement()
{
    const AnalysisResult* result = mRunner ? &mRunner->latest() : nullptr;
    mReport =
        result && result->commissioning ? *result->commissioning : commission::CommissionReport{};
    fillNcclTable(*mNccl, mReport.nccl);
    fillBandwidthTable(*mBandwidth, mReport.bandwidth);
    fillFindings(*mFindings, mReport.findings);
    showSummary();
}

void CommissionPanel::showSummary()
{
    const int files = int(mDocument.design().benchmarkResults.size());
    const AnalysisResult* result = mRunner ? &mRunner->latest() : nullptr;
    if (files == 0) {
        mSummary->setText(tr("Open the outputs of nccl-tests, bandwidthTest, nvbandwidth or "
                             "ib_write_bw from the built cluster, saved as the programs printed "
                             "them: each run is judged against what this design predicts for the "
                             "hosts that ran (the same report as clustersmith-cli commission)."));
    } else if (result && !result->error.isEmpty()) {
        mSummary->setText(tr("%n output(s) attached to the design, not judged: %1", nullptr, files)
                              .arg(result->error));
    } else {
        mSummary->setText(
            tr("%n output(s) attached to the design; %1 below its prediction.", nullptr, files)
                .arg(tr("%n run(s)", nullptr, commission::failedCount(mReport))));
    }
}

} // namespace cs::ui
