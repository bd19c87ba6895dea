#pragma once

// Gestures a user makes, sent as the events Qt would deliver, and the racks
// and devices they act on by name, for GUI tests that drive whole windows.
#include "model/design.h"
#include "palette/partsource.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QDragEnterEvent>
#include <QDragMoveEvent>
#include <QDropEvent>
#include <QGraphicsView>
#include <QMimeData>
#include <QMouseEvent>

#include <map>
#include <memory>
#include <stdexcept>
#include <string>

namespace cs::test {

// Sends the drag-enter, drag-move and drop a real drag of the palette's part
// delivers (QDrag itself cannot be driven); whether the view took it.
inline bool dropPart(QAbstractScrollArea& view, const std::string& partId, QPoint pos)
{
    std::unique_ptr<QMimeData> mime(ui::partMimeData(partId));
    QDragEnterEvent enter(pos, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view.viewport(), &enter);
    QDragMoveEvent move(pos, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view.viewport(), &move);
    QDropEvent drop(QPointF(pos), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view.viewport(), &drop);
    return drop.isAccepted();
}

inline void mouse(QWidget* viewport, QEvent::Type type, QPoint pos, Qt::MouseButtons buttons,
                  Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QMouseEvent event(type, QPointF(pos), viewport->mapToGlobal(QPointF(pos)), Qt::LeftButton,
                      buttons, modifiers);
    QApplication::sendEvent(viewport, &event);
}

// Press on one point, move halfway and on, release: a drag with the mouse.
inline void mouseDrag(QGraphicsView& view, QPoint from, QPoint to)
{
    QWidget* vp = view.viewport();
    mouse(vp, QEvent::MouseButtonPress, from, Qt::LeftButton);
    mouse(vp, QEvent::MouseMove, (from + to) / 2, Qt::LeftButton);
    mouse(vp, QEvent::MouseMove, to, Qt::LeftButton);
    mouse(vp, QEvent::MouseButtonRelease, to, Qt::NoButton);
    // Between two gestures the event loop runs (the scene polishes its new items).
    QCoreApplication::processEvents();
}

// How many devices of each part, e.g. 32 × nvidia-dgx-h100.
inline std::map<std::string, int> partCounts(const Design& d)
{
    std::map<std::string, int> counts;
    for (const Device& dev : d.devices()) {
        ++counts[dev.partId];
    }
    return counts;
}

// The rack or device of that name; throws when there is none.
inline const Rack& rackCalled(const Design& d, const std::string& name)
{
    for (const Rack& r : d.racks()) {
        if (r.name == name) {
            return r;
        }
    }
    throw std::runtime_error(name);
}

inline const Device& deviceCalled(const Design& d, const std::string& name)
{
    for (const Device& dev : d.devices()) {
        if (dev.name == name) {
            return dev;
        }
    }
    throw std::runtime_error(name);
}

} // namespace cs::test
