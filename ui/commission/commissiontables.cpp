#include "commissiontables.h"

#include "dashboard/statuscolors.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QListWidget>
#include <QLocale>
#include <QTableWidget>

namespace cs::ui {

namespace {

using commission::Verdict;

QString fileName(const std::string& path)
{
    return QFileInfo(QString::fromStdString(path)).fileName();
}

QString number(std::optional<double> v, int decimals)
{
    return v ? QLocale().toString(*v, 'f', decimals) : QStringLiteral("—");
}

QString bytes(std::optional<double> b)
{
    return b ? QLocale().formattedDataSize(qint64(*b), 0, QLocale::DataSizeTraditionalFormat)
             : QStringLiteral("—");
}

QTableWidgetItem* verdictItem(Verdict v, const QString& reason)
{
    auto* item = new QTableWidgetItem(verdictText(v));
    item->setToolTip(reason);
    if (v == Verdict::Pass || v == Verdict::Fail) {
        item->setForeground(
            statusColor(v == Verdict::Pass ? FigureStatus::Good : FigureStatus::Bad));
    }
    return item;
}

// The first `textColumns` cells are names, left-aligned; the rest figures.
void setRow(QTableWidget& table, int row, const QStringList& cells, int textColumns)
{
    for (int c = 0; c < cells.size(); ++c) {
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

// "host_to_device_memcpy_ce (GPU 7)": the slowest GPU or pair of a matrix.
QString testName(const commission::BandwidthJudgement& j)
{
    const QString test = QString::fromStdString(j.test);
    return j.where.empty() ? test
                           : test + QStringLiteral(" (%1)").arg(QString::fromStdString(j.where));
}

} // namespace

QString verdictText(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return CommissionText::tr("pass");
    case Verdict::Fail:
        return CommissionText::tr("fail");
    case Verdict::NotJudged:
        return CommissionText::tr("not judged");
    case Verdict::NotModelled:
        return CommissionText::tr("not modelled");
    }
    return {};
}

void fillNcclTable(QTableWidget& table, const std::vector<commission::NcclJudgement>& runs)
{
    prepare(table,
            {CommissionText::tr("File"), CommissionText::tr("Test"), CommissionText::tr("Ranks"),
             CommissionText::tr("Hosts"), CommissionText::tr("Size"),
             CommissionText::tr("Bus GB/s"), CommissionText::tr("In place"),
             CommissionText::tr("Predicted"), CommissionText::tr("Ratio"),
             CommissionText::tr("Verdict")},
            int(runs.size()), 0);
    for (int r = 0; r < int(runs.size()); ++r) {
        const commission::NcclJudgement& j = runs[std::size_t(r)];
        setRow(table, r,
               {fileName(j.file), QString::fromStdString(j.collective), QString::number(j.ranks),
                QString::number(j.hosts.size()), bytes(j.messageBytes), number(j.busbwGBps, 1),
                number(j.busbwInPlaceGBps, 1), number(j.expectedBusbwGBps, 1), number(j.ratio, 2)},
               2);
        table.item(r, 0)->setToolTip(QString::fromStdString(j.gpu));
        table.setItem(r, 9, verdictItem(j.verdict, j.reason));
    }
}

void fillBandwidthTable(QTableWidget& table,
                        const std::vector<commission::BandwidthJudgement>& tests)
{
    prepare(table,
            {CommissionText::tr("File"), CommissionText::tr("Tool"), CommissionText::tr("Host"),
             CommissionText::tr("Test"), CommissionText::tr("Measured GB/s"),
             CommissionText::tr("Predicted"), CommissionText::tr("Ratio"),
             CommissionText::tr("Verdict")},
            int(tests.size()), 3);
    for (int r = 0; r < int(tests.size()); ++r) {
        const commission::BandwidthJudgement& j = tests[std::size_t(r)];
        setRow(table, r,
               {fileName(j.file), QString::fromStdString(j.tool), QString::fromStdString(j.host),
                testName(j), number(j.measuredGBps, 1), number(j.expectedGBps, 1),
                number(j.ratio, 2)},
               4);
        table.item(r, 5)->setToolTip(j.basis);
        table.setItem(r, 7, verdictItem(j.verdict, j.reason));
    }
}

void fillFindings(QListWidget& list, const std::vector<commission::CommissionFinding>& findings)
{
    list.clear();
    for (const commission::CommissionFinding& f : findings) {
        list.addItem(f.file.empty() ? f.message
                                    : fileName(f.file) + QStringLiteral(": ") + f.message);
    }
}

} // namespace cs::ui
