#include "floorpanel.h"

#include "floorscene.h"
#include "floorview.h"

#include <QComboBox>
#include <QLabel>
#include <QToolBar>
#include <QVBoxLayout>

namespace cs::ui {

FloorPanel::FloorPanel(Document& document, QWidget* parent)
    : QWidget(parent), mView(new FloorView(document, this))
{
    auto* toolbar = new QToolBar(this);
    toolbar->addWidget(new QLabel(tr("Colour racks by "), toolbar));
    auto* mode = new QComboBox(toolbar);
    for (FloorColorMode m :
         {FloorColorMode::PowerDensity, FloorColorMode::Heat, FloorColorMode::Fill}) {
        mode->addItem(modeTitle(m), static_cast<int>(m));
    }
    toolbar->addWidget(mode);
    toolbar->addSeparator();
    toolbar->addAction(tr("Fit"), mView, &FloorView::fitFloor);
    connect(mode, &QComboBox::currentIndexChanged, this, [this, mode](int) {
        mView->floorScene().setColorMode(static_cast<FloorColorMode>(mode->currentData().toInt()));
    });
    connect(mView, &FloorView::elevationRequested, this, &FloorPanel::elevationRequested);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolbar);
    layout->addWidget(mView);
}

} // namespace cs::ui
