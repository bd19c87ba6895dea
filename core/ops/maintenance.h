#pragma once

#include <QLocale>
#include <QString>

#include <vector>

namespace cs::ops {

// One step of the routine that keeps a GPU cluster running. The texts are
// translatable (context OpsText); `what` may hold %1, filled with `value`.
struct MaintenanceTask
{
    const char* what;
    const char* when;
    const char* source;  // the guide and section that ask for it
    bool whenIsEstimate; // the interval is ours, not the guide's
    double value = 0;    // for %1 in `what`
};

// The routine in the order a checklist takes it.
const std::vector<MaintenanceTask>& maintenanceTasks();

// The task's texts in the running language; numbers in `locale`.
QString whatText(const MaintenanceTask& task, const QLocale& locale);
QString whenText(const MaintenanceTask& task);
QString sourceText(const MaintenanceTask& task);
// Names the guides the sources refer to.
QString guidesText();

} // namespace cs::ops
