#include "fabricpanel.h"

#include "fabricscene.h"
#include "fabricview.h"

#include "document/document.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolBar>
#include <QVBoxLayout>

namespace cs::ui {

FabricPanel::FabricPanel(Document& document, QWidget* parent)
    : QWidget(parent), mDocument(document), mView(new FabricView(document, this))
{
    auto* toolbar = new QToolBar(this);
    toolbar->addWidget(new QLabel(tr("Fabric "), toolbar));
    mFabrics = new QComboBox(toolbar);
    mFabrics->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    toolbar->addWidget(mFabrics);
    toolbar->addSeparator();
    QAction* connectAction = toolbar->addAction(tr("Connect"));
    connectAction->setCheckable(true);
    connectAction->setToolTip(tr("Drag from one device to another to link a free port of each."));
    toolbar->addAction(tr("Fit"), mView, &FabricView::fitFabric);
    connect(connectAction, &QAction::toggled, mView, &FabricView::setConnecting);
    connect(mFabrics, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0) {
            mView->fabricScene().setFabric(FabricId(mFabrics->itemData(index).toUInt()));
            mView->fitFabric();
        }
    });
    connect(&mDocument, &Document::changed, this, [this](const DesignChange& change) {
        if (change.touches(ChangeKind::Fabrics)) {
            fillFabrics();
        }
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolbar);
    layout->addWidget(mView);
    fillFabrics();
}

void FabricPanel::fillFabrics()
{
    const QSignalBlocker blocker(mFabrics);
    mFabrics->clear();
    const FabricId shown = mView->fabricScene().fabric();
    for (const Fabric& f : mDocument.design().fabrics()) {
        mFabrics->addItem(QString::fromStdString(f.name), f.id.value);
        if (f.id == shown) {
            mFabrics->setCurrentIndex(mFabrics->count() - 1);
        }
    }
}

} // namespace cs::ui
