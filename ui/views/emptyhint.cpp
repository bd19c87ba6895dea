#include "emptyhint.h"

#include <QCoreApplication>
#include <QPainter>
#include <QWidget>

#include <algorithm>

namespace cs::ui {

namespace {

// The empty views' translation context.
class EmptyViewText
{
    Q_DECLARE_TR_FUNCTIONS(EmptyViewText)
};

} // namespace

QString rackViewHint(const Design& design)
{
    if (design.racks().empty()) {
        return EmptyViewText::tr(
            "No racks yet. Drag a rack from the catalog onto a row in the Floor "
            "tab, then servers, switches and PDUs from the catalog into it here.");
    }
    return design.devices().empty()
               ? EmptyViewText::tr(
                     "Drag servers, switches, storage and PDUs from the catalog into a rack.")
               : QString();
}

QString floorViewHint(const Design& design)
{
    if (design.rooms().empty() || design.rows().empty()) {
        return EmptyViewText::tr(
            "This design has no room or row to stand racks in; start from File → "
            "New or the wizard.");
    }
    return design.racks().empty()
               ? EmptyViewText::tr("Drag a rack from the catalog onto a row slot here.")
               : QString();
}

QString fabricViewHint(const Fabric* shown, bool cabled)
{
    if (!shown) {
        return EmptyViewText::tr(
            "No fabric yet. New fabric ▸ Compute, then Connect and drag from a "
            "node to a switch.");
    }
    return cabled ? QString()
                  : EmptyViewText::tr(
                        "Nothing cabled in this fabric yet. Turn on Connect and drag from "
                        "a node to a switch.");
}

void drawEmptyHint(QPainter& painter, const QWidget& viewport, const QString& hint)
{
    if (hint.isEmpty()) {
        return;
    }
    const QRect area = viewport.rect().adjusted(40, 40, -40, -40);
    const int width = std::min(area.width(), 520);
    const QRect box(area.center().x() - width / 2, area.top(), width, area.height());
    painter.setPen(viewport.palette().color(QPalette::PlaceholderText));
    QFont font = painter.font();
    font.setPointSizeF(font.pointSizeF() * 1.2);
    painter.setFont(font);
    painter.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, hint);
}

} // namespace cs::ui
