#pragma once

#include "model/workload.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace cs {

inline constexpr const char* kWorkloadFormat = "clustersmith-workload";
// Version 2 adds the "hpc" and "throughput" sections, version 3 a measured
// rate's "cpu_cores_per_gpu"; older files read as before.
inline constexpr int kWorkloadFormatVersion = 3;

// Parses the JSON form (docs/workload-format.md). Throws FormatError whose path
// names the value at fault ("$.training.mfu"); `path` is where the workload
// sits ("$.workloads[0]" inside a design).
Workload workloadFromJson(const nlohmann::json& json, const std::string& path = "$");
// The file form, with its format header.
nlohmann::json workloadToJson(const Workload& workload);
// The same without the header, as a design embeds it.
nlohmann::json workloadBodyToJson(const Workload& workload);

// For json_fields::JsonReader::choice.
template <typename E> std::optional<E> fromName(const std::string& name);
template <> std::optional<TrainingPrecision> fromName<TrainingPrecision>(const std::string& name);
template <> std::optional<InferencePrecision> fromName<InferencePrecision>(const std::string& name);
template <> std::optional<LatencyClass> fromName<LatencyClass>(const std::string& name);
template <> std::optional<HpcPrecision> fromName<HpcPrecision>(const std::string& name);
template <> std::optional<HpcBound> fromName<HpcBound>(const std::string& name);
template <>
std::optional<RecomputeGranularity> fromName<RecomputeGranularity>(const std::string& name);
template <> std::optional<AttentionKernel> fromName<AttentionKernel>(const std::string& name);

} // namespace cs
