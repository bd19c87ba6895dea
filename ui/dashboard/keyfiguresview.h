#pragma once

#include "keyfigures.h"

#include <QTreeWidget>

#include <optional>
#include <vector>

namespace cs::ui {

class WrappingDelegate;

// The key figures in groups: a status dot, the figure, its value and what it
// is held to. Values keep their place between updates so the eye can follow.
class KeyFiguresView : public QTreeWidget
{
    Q_OBJECT

public:
    explicit KeyFiguresView(QWidget* parent = nullptr);
    void setFigures(const std::vector<KeyFigure>& figures);
    // The row showing this figure, for tests and screenshots; nullptr when absent.
    QTreeWidgetItem* itemFor(const QString& label) const;

    enum Column
    {
        LabelColumn,
        ValueColumn,
        ThresholdColumn,
        ColumnCount
    };

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitColumns();

    WrappingDelegate* mDelegate = nullptr;
    std::optional<std::vector<KeyFigure>> mShown; // the figures on screen
};

} // namespace cs::ui
