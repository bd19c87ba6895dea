#pragma once

#include "perf/work.h"

#include <QLocale>
#include <QString>

#include <utility>
#include <vector>

namespace cs {

// A simulation's or a throughput job's figures as the Workloads tab and the
// report list them, label and value: GPUs, the peak and the share sustained
// (or the measured rate and the scaling efficiency), the rate per GPU and of
// the whole cluster, and the days.
std::vector<std::pair<QString, QString>> workFigureRows(const perf::WorkEstimate& e,
                                                        const QLocale& locale);

} // namespace cs
