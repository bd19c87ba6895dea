#pragma once

#include <QStyledItemDelegate>

class QTreeView;

namespace cs::ui {

// Row heights for word-wrapped cells. A tree view asks its delegate for a
// cell's size without the column's width, so wrapped text would keep one
// line's height and be cut; this delegate measures at the column's width, and
// rows are laid out again when a column changes width.
class WrappingDelegate : public QStyledItemDelegate
{
public:
    // Installs itself as the view's delegate and turns word wrap on.
    explicit WrappingDelegate(QTreeView& view);

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // The width the column's cells need on one line, to size a column by.
    int naturalWidth(int column) const;

private:
    QTreeView& mView;
    mutable bool mWrapping = true;
};

} // namespace cs::ui
