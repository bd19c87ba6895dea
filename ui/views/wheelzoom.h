#pragma once

class QGraphicsView;
class QWheelEvent;

namespace cs::ui {

// Ctrl+wheel zooms a view smoothly about the cursor's anchor, between 1 % and 20×;
// returns false for a plain wheel, which the view scrolls as usual.
bool zoomOnCtrlWheel(QGraphicsView& view, const QWheelEvent& event);

} // namespace cs::ui
