#pragma once

#include "collective.h"
#include "inference.h"
#include "plansearch.h"
#include "work.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace cs::perf {

// What `clustersmith-cli perf` prints, as JSON and as text
// (docs/performance-model.md).
nlohmann::json hardwareToJson(const HardwareView& hw);
// One training plan: degrees, memory, step time, throughput and breakdown;
// `whyNotFirst` is left out when empty.
nlohmann::json planJson(const TrainingEstimate& e, const std::string& whyNotFirst);
nlohmann::json inferencePlanJson(const InferenceEstimate& e);
nlohmann::json trainingToJson(const PlanSearch& search);
nlohmann::json inferenceToJson(const std::vector<InferenceEstimate>& plans);
// `nodes`: the servers the group spans, more than group.nodes() when a
// scale-up domain joins several (then also given as scale_up_domains).
nlohmann::json collectiveToJson(Collective c, double bytes, GroupShape group, int nodes,
                                const CollectiveCost& cost);

// A simulation or a throughput job: {gpus, peak_per_gpu, sustained_share,
// sustained_share_is_default, rate_per_gpu, cluster_rate, days, bound, unit}.
nlohmann::json workToJson(const WorkEstimate& e);

std::string hardwareToText(const HardwareView& hw);
std::string workToText(const WorkEstimate& e);
std::string trainingToText(const PlanSearch& search);
std::string inferenceToText(const std::vector<InferenceEstimate>& plans);
std::string collectiveToText(Collective c, double bytes, GroupShape group, int nodes,
                             const CollectiveCost& cost);

} // namespace cs::perf
