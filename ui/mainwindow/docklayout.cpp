#include "docklayout.h"

#include "settings/settingskeys.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QSettings>

namespace cs::ui {

DockLayout::DockLayout(QMainWindow& window, const Docks& docks)
    : QObject(&window), mWindow(window), mDocks(docks)
{
    // Tabs above a dock keep their titles whole; below it they shrink to the dock's width.
    mWindow.setTabPosition(Qt::AllDockWidgetAreas, QTabWidget::North);
    mWindow.installEventFilter(this);
}

void DockLayout::restore()
{
    mRestored = true;
    const QByteArray state = QSettings().value(settingskeys::mainWindowState).toByteArray();
    if (state.isEmpty() || !mWindow.restoreState(state, kStateVersion)) {
        applyDefaults();
    }
}

void DockLayout::save()
{
    setDocksAside(false);
    QSettings().setValue(settingskeys::mainWindowState, mWindow.saveState(kStateVersion));
}

void DockLayout::setDocksAside(bool aside)
{
    if (!aside) {
        for (QDockWidget* dock : mAside) {
            dock->show();
        }
        mAside.clear();
        return;
    }
    for (QDockWidget* dock : mWindow.findChildren<QDockWidget*>()) {
        if (dock->isVisible() && !dock->isFloating()) {
            mAside.push_back(dock);
            dock->hide();
        }
    }
}

void DockLayout::applyDefaults()
{
    // Sizes only take once the window has its geometry; before that the dock
    // areas are empty rectangles and Qt keeps the docks' minimum widths.
    mWindow.resizeDocks({mDocks.catalog, mDocks.analysis}, {kCatalogWidth, kRightColumnWidth},
                        Qt::Horizontal);
    const int rightHeight = mDocks.inspector->height() + mDocks.analysis->height();
    mWindow.resizeDocks({mDocks.inspector, mDocks.analysis},
                        {kInspectorHeight, std::max(rightHeight - kInspectorHeight, 1)},
                        Qt::Vertical);
}

bool DockLayout::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &mWindow && event->type() == QEvent::Show && !mRestored) {
        restore();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace cs::ui
