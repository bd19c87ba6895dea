#include "keyfiguresview.h"

#include "statuscolors.h"
#include "wrappingdelegate.h"

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
    // The value takes what the name and target leave (see fitColumns()).
    header()->setSectionResizeMode(LabelColumn, QHeaderView::Interactive);
    header()->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(ThresholdColumn, QHeaderView::Interactive);
    mDelegate = new WrappingDelegate(*this);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void KeyFiguresView::setFigures(const std::vector<KeyFigure>& figures)
{
    if (mShown && *mShown == figures) {
        return; // laying the rows out again costs more than comparing them
    }
    mShown = figures;
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
        // The name first: it may be elided in its column.
        QString tip = f.label + QLatin1Char('\n') + f.value;
        if (!f.tooltip.isEmpty()) {
            tip += QLatin1Char('\n') + f.tooltip;
        }
        for (int c = 0; c < ColumnCount; ++c) {
            item->setToolTip(c, tip);
        }
    }
    expandAll();
    fitColumns();
    setUpdatesEnabled(true);
}

void KeyFiguresView::fitColumns()
{
    // Names are read whole up to 42 % of the width (a fabric's long name
    // elides, its tooltip has it); a long value (peak PFLOPS dense and sparse,
    // heat in three units) or target wraps onto a second line rather than
    // pushing the next column out of sight.
    const int width = viewport()->width();
    header()->resizeSection(LabelColumn,
                            std::min(mDelegate->naturalWidth(LabelColumn), width * 42 / 100));
    header()->resizeSection(ThresholdColumn,
                            std::min(mDelegate->naturalWidth(ThresholdColumn), width * 24 / 100));
}

void KeyFiguresView::resizeEvent(QResizeEvent* event)
{
    QTreeWidget::resizeEvent(event);
    fitColumns();
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
