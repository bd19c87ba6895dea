#include "wrappingdelegate.h"

#include <QHeaderView>
#include <QTreeView>

namespace cs::ui {

WrappingDelegate::WrappingDelegate(QTreeView& view) : QStyledItemDelegate(&view), mView(view)
{
    view.setItemDelegate(this);
    view.setWordWrap(true);
    view.setUniformRowHeights(false);
    connect(view.header(), &QHeaderView::sectionResized, &view, [&view] { view.doItemsLayout(); });
}

QSize WrappingDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    if (!mWrapping) {
        return QStyledItemDelegate::sizeHint(option, index);
    }
    QStyleOptionViewItem measured = option;
    // The style wraps only within a valid rectangle; the height is its to choose.
    measured.rect =
        QRect(0, 0, mView.header()->sectionSize(index.column()), option.fontMetrics.height());
    return QStyledItemDelegate::sizeHint(measured, index);
}

} // namespace cs::ui

namespace cs::ui {

int WrappingDelegate::naturalWidth(int column) const
{
    mWrapping = false;
    const int width = static_cast<const QAbstractItemView&>(mView).sizeHintForColumn(column);
    mWrapping = true;
    return width;
}

} // namespace cs::ui
