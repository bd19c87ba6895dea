#include "checkslist.h"

#include "statuscolors.h"
#include "wrappingdelegate.h"

#include "document/document.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace cs::ui {

namespace {

enum Column
{
    SeverityColumn,
    CodeColumn,
    MessageColumn,
    ValueColumn,
    ThresholdColumn,
    ColumnCount
};
constexpr int kFindingRole = Qt::UserRole;
constexpr int kSortRole = Qt::UserRole + 1;

constexpr Severity kSeverities[] = {Severity::Error, Severity::Warning, Severity::Info};

} // namespace

QString findingFigure(double value)
{
    // Four significant digits read well for ratios and kW; whole thousands and
    // up (a 20,000 tokens/s target) are written out, never as 2E+04.
    if (std::abs(value) >= 1000) {
        return QLocale().toString(value, 'f', 0);
    }
    return QLocale().toString(value, 'g', 4);
}

namespace {

// Sorts severities by rank and numbers by value rather than by their text.
class FindingItem : public QTreeWidgetItem
{
public:
    using QTreeWidgetItem::QTreeWidgetItem;
    bool operator<(const QTreeWidgetItem& other) const override
    {
        const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
        const QVariant mine = data(column, kSortRole);
        const QVariant theirs = other.data(column, kSortRole);
        if (mine.isValid() && theirs.isValid()) {
            return mine.toDouble() < theirs.toDouble();
        }
        return QTreeWidgetItem::operator<(other);
    }
};

} // namespace

ChecksList::ChecksList(Document& document, QWidget* parent) : QWidget(parent), mDocument(document)
{
    auto* filters = new QHBoxLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    mFilters.resize(std::size(kSeverities));
    for (Severity s : kSeverities) {
        addFilterButton(s);
    }
    filters->addWidget(mFilters[int(Severity::Error)]);
    filters->addWidget(mFilters[int(Severity::Warning)]);
    filters->addWidget(mFilters[int(Severity::Info)]);
    filters->addStretch();

    mTree = new QTreeWidget(this);
    mTree->setColumnCount(ColumnCount);
    mTree->setHeaderLabels({QString(), tr("Code"), tr("Finding"), tr("Value"), tr("Threshold")});
    mTree->headerItem()->setToolTip(SeverityColumn, tr("Severity"));
    mTree->setRootIsDecorated(false);
    mTree->setSortingEnabled(true);
    mTree->sortByColumn(SeverityColumn, Qt::AscendingOrder);
    new WrappingDelegate(*mTree);
    mTree->setSelectionMode(QAbstractItemView::SingleSelection);
    mTree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layOutColumns();
    connect(mTree, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem* item) { selectSubjects(item); });
    connect(mTree, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { selectSubjects(item); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(mTree);
    updateButtonTexts();
}

void ChecksList::layOutColumns()
{
    // The finding is what is read, so it takes the width and wraps; the
    // severity is its icon (the filter buttons name the colours) and the rule's
    // code, long and for looking up, is in the tooltip and can be shown from
    // the header's menu.
    QHeaderView* header = mTree->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    for (int c : {SeverityColumn, CodeColumn, ValueColumn, ThresholdColumn}) {
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    }
    header->moveSection(header->visualIndex(CodeColumn), ColumnCount - 1);
    header->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (int c : {CodeColumn, ValueColumn, ThresholdColumn}) {
        auto* action = new QAction(mTree->headerItem()->text(c), header);
        action->setCheckable(true);
        action->setChecked(c != CodeColumn);
        connect(action, &QAction::toggled, header,
                [header, c](bool shown) { header->setSectionHidden(c, !shown); });
        header->addAction(action);
    }
    header->setSectionHidden(CodeColumn, true);
}

void ChecksList::addFilterButton(Severity severity)
{
    auto* button = new QToolButton(this);
    button->setCheckable(true);
    button->setChecked(true);
    button->setIcon(severityIcon(severity));
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setAutoRaise(true);
    connect(button, &QToolButton::toggled, this, &ChecksList::applyFilter);
    mFilters[int(severity)] = button;
}

void ChecksList::updateButtonTexts()
{
    for (Severity s : kSeverities) {
        const auto n = std::count_if(mFindings.begin(), mFindings.end(),
                                     [s](const Finding& f) { return f.severity == s; });
        QString text;
        switch (s) {
        case Severity::Error:
            text = tr("%n error(s)", nullptr, int(n));
            break;
        case Severity::Warning:
            text = tr("%n warning(s)", nullptr, int(n));
            break;
        case Severity::Info:
            text = tr("%n note(s)", nullptr, int(n));
            break;
        }
        mFilters[int(s)]->setText(text);
        mFilters[int(s)]->setToolTip(tr("Show or hide findings of this severity"));
    }
}

void ChecksList::setSeverityShown(Severity severity, bool shown)
{
    mFilters[int(severity)]->setChecked(shown);
}

void ChecksList::setFindings(const std::vector<Finding>& findings)
{
    if (mFilled && findings == mFindings) {
        return; // most edits change no finding: the rows, their order and selection stay
    }
    mFilled = true;
    mFindings = findings;
    mTree->setSortingEnabled(false);
    mTree->clear();
    for (std::size_t i = 0; i < mFindings.size(); ++i) {
        const Finding& f = mFindings[i];
        auto* item = new FindingItem(mTree);
        item->setIcon(SeverityColumn, severityIcon(f.severity));
        item->setToolTip(SeverityColumn, severityName(f.severity));
        item->setData(SeverityColumn, Qt::AccessibleTextRole, severityName(f.severity));
        item->setData(SeverityColumn, kSortRole, int(f.severity));
        item->setData(SeverityColumn, kFindingRole, qulonglong(i));
        item->setText(CodeColumn, QString::fromStdString(f.code));
        item->setText(MessageColumn, f.message);
        item->setToolTip(MessageColumn,
                         QStringLiteral("%1\n\n%2\n\n%3")
                             .arg(f.message, QString::fromStdString(f.code), f.source));
        item->setText(ValueColumn, findingFigure(f.value));
        item->setData(ValueColumn, kSortRole, f.value);
        item->setText(ThresholdColumn, findingFigure(f.threshold));
        item->setData(ThresholdColumn, kSortRole, f.threshold);
        for (int c : {ValueColumn, ThresholdColumn}) {
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        }
    }
    mTree->setSortingEnabled(true);
    updateButtonTexts();
    applyFilter();
}

void ChecksList::applyFilter()
{
    for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = mTree->topLevelItem(i);
        const auto& f = mFindings[item->data(SeverityColumn, kFindingRole).toULongLong()];
        item->setHidden(!mFilters[int(f.severity)]->isChecked());
    }
}

SelectedIds ChecksList::subjectsOf(const Finding& finding)
{
    SelectedIds ids;
    for (std::uint32_t id : finding.subjects) {
        if (finding.subjectKind == "device") {
            ids.devices.push_back(DeviceId(id));
        } else if (finding.subjectKind == "rack") {
            ids.racks.push_back(RackId(id));
        } else if (finding.subjectKind == "link") {
            ids.links.push_back(LinkId(id));
        } else if (finding.subjectKind == "fabric") {
            ids.fabrics.push_back(FabricId(id));
        }
    }
    return ids;
}

void ChecksList::selectSubjects(QTreeWidgetItem* item)
{
    if (!item) {
        return;
    }
    const auto& f = mFindings[item->data(SeverityColumn, kFindingRole).toULongLong()];
    SelectedIds ids = subjectsOf(f);
    mDocument.selection()->set(ids);
    // The analysis may be older than the design: drop what has gone since.
    mDocument.selection()->prune(mDocument.design());
    emit showRequested(mDocument.selection()->ids());
}

} // namespace cs::ui
