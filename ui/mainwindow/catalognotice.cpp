#include "catalognotice.h"

#include "io/partdiff.h"
#include "model/partuse.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

// Devices named before the rest are counted.
constexpr std::size_t kNamedDevices = 3;
// Differing figures named in the table; the tooltip has them all.
constexpr std::size_t kNamedFigures = 3;
constexpr int kVisibleRows = 5;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString devicesText(const std::vector<std::string>& devices)
{
    QStringList names;
    for (std::size_t i = 0; i < std::min(devices.size(), kNamedDevices); ++i) {
        names << q(devices[i]);
    }
    if (devices.size() <= kNamedDevices) {
        return names.join(QStringLiteral(", "));
    }
    return CatalogNotice::tr("%1 and %n more devices", nullptr, int(devices.size() - kNamedDevices))
        .arg(names.join(QStringLiteral(", ")));
}

QString usedInText(const PartUse& use)
{
    QStringList parts;
    if (!use.devices.empty()) {
        parts << devicesText(use.devices);
    }
    if (use.racks > 0) {
        parts << CatalogNotice::tr("%n racks", nullptr, int(use.racks));
    }
    if (use.links > 0) {
        parts << CatalogNotice::tr("%n links", nullptr, int(use.links));
    }
    if (use.coolingUnits > 0) {
        parts << CatalogNotice::tr("%n cooling units", nullptr, int(use.coolingUnits));
    }
    for (const std::string& id : use.parts) {
        parts << CatalogNotice::tr("in %1").arg(q(id));
    }
    return parts.isEmpty() ? CatalogNotice::tr("not used") : parts.join(QStringLiteral("; "));
}

QString figureText(const FieldDifference& d)
{
    return CatalogNotice::tr("%1: %2 in the design, %3 in your catalog")
        .arg(q(d.field), q(d.embedded), q(d.local));
}

void describeDifferences(const Part& embedded, const Part& local, CatalogNoticeRow& row)
{
    const std::vector<FieldDifference> figures = partFieldDifferences(embedded, local);
    QStringList shown;
    QStringList all;
    for (const FieldDifference& d : figures) {
        all << figureText(d);
        if (shown.size() < static_cast<qsizetype>(kNamedFigures)) {
            shown << figureText(d);
        }
    }
    row.catalog = shown.join(QLatin1Char('\n')); // one figure a line
    if (figures.size() > kNamedFigures) {
        row.catalog +=
            QLatin1Char('\n') + CatalogNotice::tr("%n more figures (in the tooltip)", nullptr,
                                                  int(figures.size() - kNamedFigures));
    }
    row.details = all.join(QLatin1Char('\n'));
}

QTableWidgetItem* cell(const QString& text, const QString& tip = {})
{
    auto* item = new QTableWidgetItem(text);
    item->setToolTip(tip.isEmpty() ? text : tip);
    return item;
}

} // namespace

std::vector<CatalogNoticeRow> catalogNoticeRows(const Design& design, const PartLookup& local)
{
    std::vector<CatalogNoticeRow> rows;
    for (const SnapshotDifference& d : compareSnapshot(design.parts(), local)) {
        const Part& embedded = design.parts().at(d.partId);
        CatalogNoticeRow row;
        row.partId = q(d.partId);
        row.partName = q(embedded.name);
        row.usedIn = usedInText(partUse(design, d.partId));
        row.missing = d.kind == SnapshotDifference::Kind::MissingLocally;
        if (row.missing) {
            row.catalog = CatalogNotice::tr("Not in your catalog");
        } else if (const std::optional<Part> mine = local(d.partId)) {
            describeDifferences(embedded, *mine, row);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

CatalogNotice::CatalogNotice(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("catalogNotice"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    mMessage = new QLabel(this);
    mMessage->setWordWrap(true);
    mClose = new QToolButton(this);
    mClose->setAutoRaise(true);
    mClose->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    mClose->setToolTip(tr("Dismiss"));
    connect(mClose, &QToolButton::clicked, this, &QWidget::hide);
    mTable = new QTableWidget(0, 3, this);
    mTable->setHorizontalHeaderLabels({tr("Part"), tr("Used in"), tr("Your catalog")});
    mTable->verticalHeader()->hide();
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->horizontalHeader()->setStretchLastSection(true);
    // Rows grow when a wider or narrower window rewraps their text.
    connect(mTable->horizontalHeader(), &QHeaderView::sectionResized, this,
            &CatalogNotice::fitRows);
    auto* top = new QHBoxLayout;
    top->addWidget(mMessage, 1);
    top->addWidget(mClose, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addLayout(top);
    layout->addWidget(mTable);
    hide();
}

void CatalogNotice::showFor(const Design& design, const PartLookup& local)
{
    const std::vector<CatalogNoticeRow> rows = catalogNoticeRows(design, local);
    if (rows.empty()) {
        hide();
        return;
    }
    mMessage->setText(tr("Parts of this design that your catalog lacks or describes "
                         "differently: %1. The design keeps its own figures; nothing was "
                         "replaced.")
                          .arg(rows.size()));
    mTable->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const CatalogNoticeRow& row = rows[static_cast<std::size_t>(r)];
        mTable->setItem(r, 0, cell(row.partId, row.partName));
        mTable->setItem(r, 1, cell(row.usedIn));
        mTable->setItem(r, 2, cell(row.catalog, row.details));
    }
    mTable->resizeColumnToContents(0);
    mTable->resizeColumnToContents(1);
    show();
    fitRows();
}

void CatalogNotice::fitRows()
{
    // Each differing figure has its own line.
    mTable->resizeRowsToContents();
    int height = mTable->horizontalHeader()->height() + 2 * mTable->frameWidth();
    for (int r = 0; r < std::min(kVisibleRows, mTable->rowCount()); ++r) {
        height += mTable->rowHeight(r);
    }
    mTable->setFixedHeight(height);
}

} // namespace cs::ui
