#include "statuscolors.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPixmap>

namespace cs::ui {

QColor statusColor(FigureStatus status)
{
    switch (status) {
    case FigureStatus::Good:
        return QColor(0x2e, 0xa0, 0x43);
    case FigureStatus::Warning:
        return QColor(0xe0, 0x8e, 0x0b);
    case FigureStatus::Bad:
        return QColor(0xdc, 0x35, 0x2f);
    case FigureStatus::Neutral:
        break;
    }
    return QColor(0x8a, 0x8f, 0x98);
}

QIcon statusIcon(FigureStatus status)
{
    constexpr int kSize = 32; // drawn large, shown small: sharp on high-DPI screens
    QPixmap pixmap(kSize, kSize);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = statusColor(status);
    if (status == FigureStatus::Neutral) {
        painter.setPen(QPen(colour, 4));
        painter.setBrush(Qt::NoBrush);
    } else {
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
    }
    painter.drawEllipse(QRectF(5, 5, kSize - 10, kSize - 10));
    return QIcon(pixmap);
}

FigureStatus statusOf(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return FigureStatus::Bad;
    case Severity::Warning:
        return FigureStatus::Warning;
    case Severity::Info:
        break;
    }
    return FigureStatus::Neutral;
}

QIcon severityIcon(Severity severity)
{
    return statusIcon(statusOf(severity));
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QCoreApplication::translate("cs::ui::Severity", "Error");
    case Severity::Warning:
        return QCoreApplication::translate("cs::ui::Severity", "Warning");
    case Severity::Info:
        break;
    }
    return QCoreApplication::translate("cs::ui::Severity", "Info");
}

} // namespace cs::ui
