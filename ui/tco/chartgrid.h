#pragma once

#include <QWidget>

#include <vector>

class QGridLayout;

namespace cs::ui {

// Charts two to a row when the width allows both at a readable size, else one
// to a row (the grid then grows taller, for a scroll area around it to scroll).
class ChartGrid : public QWidget
{
    Q_OBJECT

public:
    explicit ChartGrid(QWidget* parent = nullptr);
    // Takes the chart; it keeps its minimum size, which sets when one column is used.
    void addChart(QWidget* chart);
    int columns() const { return mColumns; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void arrange(int columns);
    int widestMinimum() const;

    QGridLayout* mGrid = nullptr;
    std::vector<QWidget*> mCharts;
    int mColumns = 2;
};

} // namespace cs::ui
