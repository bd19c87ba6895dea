#include "sizingpage.h"

#include "newclusterwizard.h"
#include "workloadpage.h"

#include "i18n/compactmoney.h"
#include "tco/money.h"

#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cs::ui {

using namespace sizing;

namespace {

enum Column
{
    RankColumn,
    GpuColumn,
    NodeColumn,
    GpusColumn,
    BindsColumn,
    OutcomeColumn,
    CostColumn,
    ColumnCount
};

QString constraintText(Constraint c)
{
    switch (c) {
    case Constraint::Memory:
        return SizingPage::tr("memory");
    case Constraint::Bandwidth:
        return SizingPage::tr("memory bandwidth");
    case Constraint::Compute:
        break;
    }
    return SizingPage::tr("compute");
}

QString outcomeText(const SizingOption& o)
{
    const QLocale locale;
    QStringList parts;
    if (!o.viable()) {
        return SizingPage::tr("not recommended");
    }
    if (o.trainingDays) {
        parts << SizingPage::tr("%1 days").arg(locale.toString(*o.trainingDays, 'f', 1));
    }
    if (o.servedTokensPerSecond) {
        parts
            << SizingPage::tr("%1 tokens/s").arg(locale.toString(*o.servedTokensPerSecond, 'f', 0));
    }
    if (o.modelled && o.modelled->training) {
        parts << SizingPage::tr("MFU %1%").arg(
            locale.toString(o.modelled->training->mfu * 100, 'f', 0));
    }
    return parts.join(QStringLiteral(" · "));
}

// The nodes' cost in the user's currency when the price converts into it,
// else in the price's own.
QString costText(const SizingOption& o, const tco::Money& shownIn)
{
    if (!o.hardwareCost || !o.node.price) {
        return SizingPage::tr("unknown");
    }
    const std::string& from = o.node.price->currency;
    const std::optional<double> converted = shownIn.convert(*o.hardwareCost, from);
    return converted ? i18n::compactMoney(*converted, QString::fromStdString(shownIn.currency()),
                                          QLocale())
                     : i18n::compactMoney(*o.hardwareCost, QString::fromStdString(from), QLocale());
}

QString costTip(const SizingOption& o, const tco::Money& shownIn)
{
    if (!o.hardwareCost || !o.node.price || o.node.price->currency == shownIn.currency()) {
        return {};
    }
    return SizingPage::tr("%1 %2 in the catalog's prices, at %3 CNY per USD")
        .arg(QLocale().toString(*o.hardwareCost, 'f', 0),
             QString::fromStdString(o.node.price->currency),
             QLocale().toString(shownIn.cnyPerUsd()));
}

QTreeWidgetItem* rowFor(const SizingOption& o, const tco::Money& shownIn)
{
    auto* item = new QTreeWidgetItem;
    item->setText(RankColumn, o.viable() ? QString::number(o.rank) : QStringLiteral("–"));
    item->setText(GpuColumn, QString::fromStdString(o.gpuName));
    item->setText(NodeColumn, QString::fromStdString(o.node.name));
    item->setToolTip(NodeColumn, QString::fromStdString(o.node.name));
    item->setText(GpusColumn,
                  SizingPage::tr("%1 × %2 = %3").arg(o.nodes).arg(o.node.gpusPerNode).arg(o.gpus));
    item->setText(BindsColumn, constraintText(o.binding));
    item->setText(OutcomeColumn, outcomeText(o));
    item->setText(CostColumn, costText(o, shownIn));
    item->setToolTip(CostColumn, costTip(o, shownIn));
    for (int c : {RankColumn, GpusColumn, CostColumn}) {
        item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    }
    item->setData(0, Qt::UserRole, QString::fromStdString(o.gpuPartId));
    if (!o.viable()) {
        for (int c = 0; c < ColumnCount; ++c) {
            item->setForeground(c, QPalette().brush(QPalette::Disabled, QPalette::Text));
            item->setToolTip(c, o.notViable);
        }
    }
    return item;
}

} // namespace

SizingPage::SizingPage(NewClusterWizard& wizard) : mWizard(wizard)
{
    setTitle(tr("Sizing"));
    setSubTitle(tr("Every accelerator in the catalog that a server carries, checked by the "
                   "performance model; those that meet the target cheapest first. Pick one; the "
                   "next page generates the cluster."));
    mHeadline = new QLabel;
    mHeadline->setWordWrap(true);
    mOptions = new QTreeWidget;
    mOptions->setRootIsDecorated(false);
    mOptions->setUniformRowHeights(true);
    mOptions->setColumnCount(ColumnCount);
    mOptions->setHeaderLabels({tr("#"), tr("GPU"), tr("Node"), tr("Nodes × GPUs"), tr("Binds"),
                               tr("Time / throughput"), tr("Hardware")});
    mOptions->header()->setStretchLastSection(false);
    mOptions->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Node names are long ("Intel Gaudi 3 8-accelerator server (HLB-325 baseboard)"):
    // that column takes what is left and elides, so the cost stays in view.
    mOptions->header()->setSectionResizeMode(NodeColumn, QHeaderView::Stretch);
    mOptions->setTextElideMode(Qt::ElideRight);
    mExplanation = new QTextBrowser;
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(mOptions);
    splitter->addWidget(mExplanation);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(mHeadline);
    layout->addWidget(splitter, 1);
    connect(mOptions, &QTreeWidget::currentItemChanged, this, &SizingPage::showSelected);
}

void SizingPage::initializePage()
{
    {
        // The model checks each option in well under a second; the page waits for it.
        QGuiApplication::setOverrideCursor(Qt::WaitCursor);
        mReport = sizeWorkload(mWizard.workloadPage()->workload(), mWizard.catalog().all());
        QGuiApplication::restoreOverrideCursor();
    }
    fillTable();
    if (mReport.viableOptions() == 0) {
        mHeadline->setText(tr("No accelerator in the catalog meets this workload's target; go "
                              "back and lower the targets. The reasons are listed below."));
    } else {
        const SizingOption& best = mReport.options.front();
        mHeadline->setText(tr("Cheapest: %1 × %2 (%3 GPUs), bound by %4.")
                               .arg(best.nodes)
                               .arg(QString::fromStdString(best.node.name))
                               .arg(best.gpus)
                               .arg(constraintText(best.binding)));
    }
    showSelected();
}

void SizingPage::fillTable()
{
    mOptions->clear();
    for (const SizingOption& o : mReport.options) {
        mOptions->addTopLevelItem(
            rowFor(o, tco::Money(mWizard.defaults().currency, mWizard.defaults().cnyPerUsd)));
    }
    if (mOptions->topLevelItemCount() > 0) {
        mOptions->setCurrentItem(mOptions->topLevelItem(0));
    }
    emit completeChanged();
}

const SizingOption* SizingPage::selectedOption() const
{
    const int row = mOptions->indexOfTopLevelItem(mOptions->currentItem());
    return row >= 0 && row < int(mReport.options.size()) ? &mReport.options[std::size_t(row)]
                                                         : nullptr;
}

bool SizingPage::selectGpu(const std::string& gpuPartId)
{
    for (int i = 0; i < mOptions->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = mOptions->topLevelItem(i);
        if (item->data(0, Qt::UserRole).toString().toStdString() == gpuPartId) {
            mOptions->setCurrentItem(item);
            return true;
        }
    }
    return false;
}

int SizingPage::nextId() const
{
    return NewClusterWizard::Generation;
}

bool SizingPage::isComplete() const
{
    return selectedOption() != nullptr;
}

void SizingPage::showSelected()
{
    QString html;
    if (const SizingOption* o = selectedOption()) {
        html += QStringLiteral("<p><b>%1</b></p><ol>")
                    .arg(tr("How %1 on %2 was sized")
                             .arg(QString::fromStdString(o->gpuName).toHtmlEscaped(),
                                  QString::fromStdString(o->node.name).toHtmlEscaped()));
        for (const QString& line : o->explanation) {
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        }
        html += QStringLiteral("</ol>");
        if (!o->viable()) {
            html += QStringLiteral("<p><b>%1</b> %2</p>")
                        .arg(tr("Not recommended:"), o->notViable.toHtmlEscaped());
        }
    }
    if (!mReport.skipped.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Not possible"));
        for (const SkippedAccelerator& s : mReport.skipped) {
            html += QStringLiteral("<li>%1: %2</li>")
                        .arg(QString::fromStdString(s.gpuName).toHtmlEscaped(),
                             s.reason.toHtmlEscaped());
        }
        html += QStringLiteral("</ul>");
    }
    mExplanation->setHtml(html);
    emit completeChanged();
}

} // namespace cs::ui
