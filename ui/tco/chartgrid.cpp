#include "chartgrid.h"

#include <QGridLayout>
#include <QResizeEvent>

namespace cs::ui {

ChartGrid::ChartGrid(QWidget* parent) : QWidget(parent), mGrid(new QGridLayout(this))
{
    mGrid->setContentsMargins(0, 0, 0, 0);
    // The minimum is minimumSizeHint()'s, one column's, not the current two columns'.
    mGrid->setSizeConstraint(QLayout::SetNoConstraint);
}

int ChartGrid::widestMinimum() const
{
    int widest = 0;
    for (const QWidget* chart : mCharts) {
        widest = std::max(widest, chart->minimumWidth());
    }
    return widest;
}

QSize ChartGrid::minimumSizeHint() const
{
    int tallest = 0;
    for (const QWidget* chart : mCharts) {
        tallest = std::max(tallest, chart->minimumHeight());
    }
    const int rows = (int(mCharts.size()) + mColumns - 1) / mColumns;
    return {widestMinimum(), rows * tallest + std::max(rows - 1, 0) * mGrid->verticalSpacing()};
}

void ChartGrid::addChart(QWidget* chart)
{
    chart->setParent(this);
    mCharts.push_back(chart);
    arrange(mColumns);
}

void ChartGrid::arrange(int columns)
{
    mColumns = columns;
    for (QWidget* chart : mCharts) {
        mGrid->removeWidget(chart);
    }
    for (std::size_t i = 0; i < mCharts.size(); ++i) {
        mGrid->addWidget(mCharts[i], int(i) / columns, int(i) % columns);
    }
    for (int c = 0; c < 2; ++c) {
        mGrid->setColumnStretch(c, c < columns ? 1 : 0);
    }
    updateGeometry();
}

void ChartGrid::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    const int wanted =
        event->size().width() >= 2 * widestMinimum() + mGrid->horizontalSpacing() ? 2 : 1;
    if (wanted != mColumns) {
        arrange(wanted);
    }
}

} // namespace cs::ui
