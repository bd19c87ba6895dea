#include "commissiontables.h"

#include "commission/commissioncells.h"
#include "dashboard/statuscolors.h"

#include <QHeaderView>
#include <QListWidget>
#include <QTableWidget>

namespace cs::ui {

namespace {

using commission::Verdict;

QTableWidgetItem* verdictItem(Verdict v, const QString& reason)
{
    auto* item = new QTableWidgetItem(commission::verdictWord(v));
    item->setToolTip(reason);
    if (v == Verdict::Pass || v == Verdict::Fail) {
        item->setForeground(
            statusColor(v == Verdict::Pass ? FigureStatus::Good : FigureStatus::Bad));
    }
    return item;
}

// The first `textColumns` cells are names, left-aligned; the rest figures.
// The last cell, the verdict, is the caller's.
void setRow(QTableWidget& table, int row, const QStringList& cells, int textColumns)
{
    for (int c = 0; c + 1 < cells.size(); ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        if (c >= textColumns) {
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        }
        table.setItem(row, c, item);
    }
}

// Columns as wide as their contents but `stretch`, which takes the rest and
// elides, so the verdict stays in view in a narrow window.
void prepare(QTableWidget& table, const QStringList& headers, int rows, int stretch)
{
    table.clear();
    table.setColumnCount(int(headers.size()));
    table.setHorizontalHeaderLabels(headers);
    table.setRowCount(rows);
    QHeaderView* header = table.horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(stretch, QHeaderView::Stretch);
    table.setTextElideMode(Qt::ElideMiddle);
}

} // namespace

QString verdictText(Verdict verdict)
{
    return commission::verdictWord(verdict);
}

void fillNcclTable(QTableWidget& table, const std::vector<commission::NcclJudgement>& runs)
{
    const QStringList headers = commission::ncclHeaders();
    prepare(table, headers, int(runs.size()), 0);
    for (int r = 0; r < int(runs.size()); ++r) {
        const commission::NcclJudgement& j = runs[std::size_t(r)];
        setRow(table, r, commission::ncclCells(j, QLocale()), commission::kNcclNameColumns);
        table.item(r, 0)->setToolTip(QString::fromStdString(j.gpu));
        table.setItem(r, int(headers.size()) - 1, verdictItem(j.verdict, j.reason));
    }
}

void fillBandwidthTable(QTableWidget& table,
                        const std::vector<commission::BandwidthJudgement>& tests)
{
    const QStringList headers = commission::bandwidthHeaders();
    prepare(table, headers, int(tests.size()), 3);
    for (int r = 0; r < int(tests.size()); ++r) {
        const commission::BandwidthJudgement& j = tests[std::size_t(r)];
        setRow(table, r, commission::bandwidthCells(j, QLocale()),
               commission::kBandwidthNameColumns);
        table.item(r, 5)->setToolTip(j.basis);
        table.setItem(r, int(headers.size()) - 1, verdictItem(j.verdict, j.reason));
    }
}

void fillFindings(QListWidget& list, const std::vector<commission::CommissionFinding>& findings)
{
    list.clear();
    for (const commission::CommissionFinding& f : findings) {
        list.addItem(commission::findingLine(f));
    }
}

} // namespace cs::ui
