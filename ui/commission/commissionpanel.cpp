#include "commissionpanel.h"

#include "commission/benchmarkfiles.h"
#include "commission/commissioncells.h"
#include "commissiontables.h"
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
    connect(&mDocument, &Document::changed, this, &CommissionPanel::judge);
    judge();
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

// Judged again on every edit: the prediction follows the design's nodes,
// scale-up domain and fabric.
void CommissionPanel::judge()
{
    mReport = commission::commissionAttached(mDocument.design());
    fillNcclTable(*mNccl, mReport.nccl);
    fillBandwidthTable(*mBandwidth, mReport.bandwidth);
    fillFindings(*mFindings, mReport.findings);
    const int files = int(mDocument.design().benchmarkResults.size());
    const int failed = commission::failedCount(mReport);
    mSummary->setText(
        files == 0
            ? tr("Open the outputs of nccl-tests, bandwidthTest, nvbandwidth or "
                 "ib_write_bw from the built cluster, saved as the programs printed them: "
                 "each run is judged against what this design predicts for the hosts "
                 "that ran (the same report as clustersmith-cli commission).")
            : tr("%n output(s) attached to the design; %1 below its prediction.", nullptr, files)
                  .arg(tr("%n run(s)", nullptr, failed)));
}

} // namespace cs::ui
