#pragma once

#include "analysis/performance.h"

#include <QString>

class QTableWidget;

namespace cs::ui {

// The plans of one workload as the Workloads tab lists them: training plans
// (parallel split, step, tokens/s, MFU, days, what bounds them, why behind
// the first) or serving plans (split, replicas, batch, tokens/s, latencies).
void fillTrainingPlans(QTableWidget& table, const perf::PlanSearch& search,
                       const Workload& workload);
void fillServingPlans(QTableWidget& table, const std::vector<perf::InferenceEstimate>& plans);

// A simulation's or a throughput job's figures: GPUs, the rate one sustains,
// the cluster's rate and the days, one per row.
void fillWorkFigures(QTableWidget& table, const perf::WorkEstimate& e);

// One sentence on the workload's best plan against its target.
QString workloadSummary(const Workload& workload, const analysis::WorkloadPerformance& p);

} // namespace cs::ui
