#pragma once

#include <QWidget>

namespace cs::ui {

// Whether `widget` waits behind another tab of a window on screen: hidden
// while its window is shown. Views redraw such a widget when it is shown
// again instead of after every edit. A widget whose window is not on screen
// (a test, a script) does not wait: it draws at once.
inline bool waitsBehindAnotherTab(const QWidget& widget)
{
    return !widget.isVisible() && widget.window()->isVisible();
}

} // namespace cs::ui
