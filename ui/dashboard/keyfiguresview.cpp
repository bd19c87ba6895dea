#include "keyfiguresview.h"

#include "statuscolors.h"

#include <QHeaderView>

namespace cs::ui {

KeyFiguresView::KeyFiguresView(QWidget* parent) : QTreeWidget(parent)
{
    setColumnCount(ColumnCount);
    setHeaderLabels({tr("Figure"), tr("Value"), tr("Target")});
    setRootIsDecorated(false);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setIndentation(0);
    header()->setStretchLastSection(false);
    // Values are what the eye looks for: they keep their width, long labels elide.
    header()->setSectionResizeMode(LabelColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(ValueColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(ThresholdColumn, QHeaderView::ResizeToContents);
}

void KeyFiguresView::setFigures(const std::vector<KeyFigure>& figures)
{
    setUpdatesEnabled(false);
    clear();
    QTreeWidgetItem* group = nullptr;
    QFont bold = font();
    bold.setBold(true);
    for (const KeyFigure& f : figures) {
        if (!group || group->text(LabelColumn) != f.group) {
            group = new QTreeWidgetItem(this, {f.group});
            group->setFont(LabelColumn, bold);
            group->setFirstColumnSpanned(true);
            group->setFlags(Qt::ItemIsEnabled);
            group->setExpanded(true);
        }
        auto* item = new QTreeWidgetItem(group, {f.label, f.value, f.threshold});
        item->setIcon(LabelColumn, statusIcon(f.status));
        item->setData(ValueColumn, Qt::UserRole, int(f.status));
        if (f.status == FigureStatus::Bad || f.status == FigureStatus::Warning) {
            item->setForeground(ValueColumn, statusColor(f.status));
        }
        item->setFont(ValueColumn, bold);
        const QString tip = f.tooltip.isEmpty() ? f.value : f.value + QLatin1Char('\n') + f.tooltip;
        for (int c = 0; c < ColumnCount; ++c) {
            item->setToolTip(c, tip);
        }
    }
    expandAll();
    setUpdatesEnabled(true);
}

QTreeWidgetItem* KeyFiguresView::itemFor(const QString& label) const
{
    const auto found = findItems(label, Qt::MatchExactly | Qt::MatchRecursive, LabelColumn);
    for (QTreeWidgetItem* item : found) {
        if (item->parent()) {
            return item;
        }
    }
    return nullptr;
}

} // namespace cs::ui
