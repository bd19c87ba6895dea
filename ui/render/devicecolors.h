#pragma once

#include "model/part.h"

#include <QColor>

namespace cs::ui {

// One fill colour per part category, chosen to stay distinct in both themes.
QColor colorFor(PartKind kind);

} // namespace cs::ui
