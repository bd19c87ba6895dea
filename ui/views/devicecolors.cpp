#include "devicecolors.h"

namespace cs::ui {

QColor colorFor(PartKind kind)
{
    switch (kind) {
    case PartKind::GpuServer:
        return QColor(0x4c, 0x9a, 0x2a);
    case PartKind::Server:
        return QColor(0x5b, 0x7f, 0xa6);
    case PartKind::Switch:
        return QColor(0x2f, 0x6f, 0xc4);
    case PartKind::Storage:
        return QColor(0xc8, 0x8a, 0x1e);
    case PartKind::Pdu:
        return QColor(0xb0, 0x3a, 0x2e);
    case PartKind::Cooling:
        return QColor(0x2a, 0xa1, 0x98);
    default:
        return QColor(0x80, 0x80, 0x80);
    }
}

} // namespace cs::ui
