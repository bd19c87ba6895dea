#pragma once

#include "keyfigures.h"

#include <QTreeWidget>

namespace cs::ui {

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

    enum Column { LabelColumn, ValueColumn, ThresholdColumn, ColumnCount };
};

} // namespace cs::ui
