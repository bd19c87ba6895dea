#include "floorscale.h"

#include "reporttr.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace cs::render {

QString roomSizeText(const Room& room)
{
    return Report::tr("%1 m × %2 m").arg(room.widthM, 0, 'f', 1).arg(room.depthM, 0, 'f', 1);
}

double scaleBarMetres(double perMetre, double maxLength)
{
    if (perMetre <= 0 || maxLength <= 0) {
        return 1;
    }
    // 1-2-5 steps: the readable lengths a surveyor's scale uses.
    const double decade = std::pow(10.0, std::floor(std::log10(maxLength / perMetre)));
    for (const double step : {5.0, 2.0, 1.0}) {
        if (step * decade * perMetre <= maxLength) {
            return step * decade;
        }
    }
    return decade;
}

double drawScaleBar(QPainter& p, QPointF origin, double metres, double perMetre, double tick,
                    const QColor& ink)
{
    const double length = metres * perMetre;
    p.save();
    p.setPen(QPen(ink, 1.0));
    p.drawLine(origin, origin + QPointF(length, 0));
    p.drawLine(origin - QPointF(0, tick / 2), origin + QPointF(0, tick / 2));
    p.drawLine(origin + QPointF(length, -tick / 2), origin + QPointF(length, tick / 2));
    const QString label = Report::tr("%1 m").arg(metres);
    const QFontMetricsF metrics(p.font(), p.device());
    const double labelWidth = metrics.horizontalAdvance(label);
    p.drawText(QPointF(origin.x() + length + 4, origin.y() + metrics.capHeight() / 2), label);
    p.restore();
    return length + 4 + labelWidth;
}

} // namespace cs::render
