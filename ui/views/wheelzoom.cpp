#include "wheelzoom.h"

#include <QGraphicsView>
#include <QWheelEvent>

#include <cmath>

namespace cs::ui {

namespace {
constexpr double kFactorPerDelta = 1.0015; // one wheel notch (120) ≈ 1.2×
constexpr double kMinScale = 0.01;
constexpr double kMaxScale = 20;
} // namespace

bool zoomOnCtrlWheel(QGraphicsView& view, const QWheelEvent& event)
{
    if (!(event.modifiers() & Qt::ControlModifier)) {
        return false;
    }
    const double factor = std::pow(kFactorPerDelta, event.angleDelta().y());
    const double scaleNow = view.transform().m11() * factor;
    if (scaleNow > kMinScale && scaleNow < kMaxScale) {
        view.scale(factor, factor);
    }
    return true;
}

} // namespace cs::ui
