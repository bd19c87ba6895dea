#pragma once

#include "keyfigures.h"

#include "analysis/finding.h"

#include <QColor>
#include <QIcon>

namespace cs::ui {

// Traffic-light colours chosen to read on light and dark palettes alike.
QColor statusColor(FigureStatus status);
// A filled dot in the status colour (neutral figures get a hollow one).
QIcon statusIcon(FigureStatus status);
FigureStatus statusOf(Severity severity);
QIcon severityIcon(Severity severity);
QString severityName(Severity severity);

} // namespace cs::ui
