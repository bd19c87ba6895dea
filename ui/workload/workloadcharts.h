#pragma once

#include "analysis/performance.h"
#include "tco/unitcost.h"

#include <QString>

class QCustomPlot;

namespace cs::ui {

// The step of each training plan stacked by where its time goes (compute,
// tensor-, context-, expert-parallel and data-parallel communication, the
// pipeline bubble, the optimizer), one bar per plan.
void drawStepBreakdown(QCustomPlot& plot, const perf::PlanSearch& search);

// What the network buys: one bar per network variant, the days to train
// (training) or output tokens per second (serving); a variant where no plan
// fits has no bar and says so in its label. With the workload's unit cost,
// each bar also says what a million tokens costs to build on that variant.
void drawWhatIf(QCustomPlot& plot, const std::vector<analysis::WhatIfOutcome>& outcomes,
                bool training, const tco::UnitCost* cost = nullptr,
                const QString& currency = QString());

} // namespace cs::ui
