#include "fabricpanel.h"

#include "fabricscene.h"
#include "fabricview.h"

#include "document/document.h"
#include "document/fabriccommands.h"

#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace cs::ui {

FabricPanel::FabricPanel(Document& document, QWidget* parent)
    : QWidget(parent), mDocument(document), mView(new FabricView(document, this))
{
    auto* toolbar = new QToolBar(this);
    toolbar->addWidget(new QLabel(tr("Fabric "), toolbar));
    mFabrics = new QComboBox(toolbar);
    mFabrics->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    toolbar->addWidget(mFabrics);
    addNewFabricMenu(toolbar);
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

QString FabricPanel::roleTitle(NetworkRole role)
{
    switch (role) {
    case NetworkRole::Compute:
        return tr("Compute");
    case NetworkRole::Storage:
        return tr("Storage");
    case NetworkRole::InBandManagement:
        return tr("In-band management");
    case NetworkRole::OutOfBandManagement:
        break;
    }
    return tr("Out-of-band management");
}

void FabricPanel::addNewFabricMenu(QToolBar* toolbar)
{
    auto* button = new QToolButton(toolbar);
    button->setText(tr("New fabric"));
    button->setToolTip(tr("Add an empty fabric, then connect devices into it."));
    button->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(button);
    for (NetworkRole role : {NetworkRole::Compute, NetworkRole::Storage,
                             NetworkRole::InBandManagement, NetworkRole::OutOfBandManagement}) {
        QAction* action = menu->addAction(roleTitle(role));
        action->setObjectName(QStringLiteral("newFabric-%1").arg(QLatin1String(toName(role))));
        connect(action, &QAction::triggered, this, [this, role] { addFabric(role); });
    }
    button->setMenu(menu);
    toolbar->addWidget(button);
}

void FabricPanel::addFabric(NetworkRole role)
{
    const QString base = tr("%1 fabric").arg(roleTitle(role));
    Fabric fabric;
    fabric.name = base.toStdString();
    for (int n = 2;
         std::any_of(mDocument.design().fabrics().begin(), mDocument.design().fabrics().end(),
                     [&](const Fabric& f) { return f.name == fabric.name; });
         ++n) {
        fabric.name = QStringLiteral("%1 %2").arg(base).arg(n).toStdString();
    }
    fabric.role = role;
    auto command = std::make_unique<AddFabricCommand>(mDocument, fabric);
    AddFabricCommand* added = command.get();
    if (!mDocument.execute(std::move(command))) {
        mView->fabricScene().setFabric(added->fabricId());
        fillFabrics();
        mView->fitFabric();
    }
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
