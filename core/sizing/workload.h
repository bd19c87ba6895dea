#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace cs::sizing {

enum class TrainingPrecision
{
    Bf16,
    Fp8
};
enum class InferencePrecision
{
    Fp16,
    Fp8,
    Int4
};
// Interactive serving must keep every sequence decoding at a reading pace;
// batch serving only has to reach the aggregate rate.
enum class LatencyClass
{
    Interactive,
    Batch
};

// Names used in workload files: "bf16", "fp8", "fp16", "int4", "interactive", "batch".
const char* toName(TrainingPrecision v);
const char* toName(InferencePrecision v);
const char* toName(LatencyClass v);

// The transformer's shape, where the sizing needs more than the parameter
// count. Every field is optional; docs/workload-format.md gives the estimates
// used for missing ones.
struct ModelShape
{
    std::optional<int> layers;
    std::optional<int> hiddenSize;
    std::optional<int> kvHeads; // with headDim: the K/V width under grouped-query attention
    std::optional<int> headDim;
    bool operator==(const ModelShape&) const = default;
};

struct TrainingProfile
{
    double parameters = 0;
    double trainingTokens = 0;
    double targetDays = 0; // wall-clock days the whole run may take
    TrainingPrecision precision = TrainingPrecision::Bf16;
    double mfu = 0.40;                      // model FLOPs utilisation: achieved ÷ dense peak
    double optimizerBytesPerParameter = 16; // mixed-precision Adam: 2 + 2 + 4 + 8
    // Per-GPU activation memory; unset: estimated from the shape, the sequence
    // length, the micro-batch and whether activations are recomputed.
    std::optional<double> activationGbPerGpu;
    bool recomputation = true;
    int sequenceLength = 4096;
    int microBatchSequences = 1;
    ModelShape shape;
    bool operator==(const TrainingProfile&) const = default;
};

struct InferenceProfile
{
    double parameters = 0;
    InferencePrecision precision = InferencePrecision::Fp16;
    int contextLength = 0;            // tokens of K/V kept per sequence
    int concurrentSequences = 0;      // sequences decoded together
    double targetTokensPerSecond = 0; // generated tokens, summed over sequences
    LatencyClass latencyClass = LatencyClass::Interactive;
    double computeUtilization = 0.40;   // achieved ÷ dense peak
    double bandwidthUtilization = 0.80; // achieved ÷ peak memory bandwidth
    ModelShape shape;
    bool operator==(const InferenceProfile&) const = default;
};

// What the cluster must run: training, inference or both. With both, the same
// GPUs take turns: training gets `trainingHoursShare` of the hours, inference
// the rest (docs/workload-format.md).
struct Workload
{
    std::string name;
    std::optional<TrainingProfile> training;
    std::optional<InferenceProfile> inference;
    std::optional<double> trainingHoursShare;

    // The share of hours training gets: 1 without inference, 0 without training.
    double trainingShare() const;
    bool operator==(const Workload&) const = default;
};

inline constexpr const char* kWorkloadFormat = "clustersmith-workload";
inline constexpr int kWorkloadFormatVersion = 1;

// Parses the JSON form (docs/workload-format.md). Throws FormatError whose path
// names the value at fault ("$.training.mfu").
Workload workloadFromJson(const nlohmann::json& json);
nlohmann::json workloadToJson(const Workload& workload);

} // namespace cs::sizing

namespace cs {

// For json_fields::JsonReader::choice.
template <typename E> std::optional<E> fromName(const std::string& name);
template <>
std::optional<sizing::TrainingPrecision>
fromName<sizing::TrainingPrecision>(const std::string& name);
template <>
std::optional<sizing::InferencePrecision>
fromName<sizing::InferencePrecision>(const std::string& name);
template <>
std::optional<sizing::LatencyClass> fromName<sizing::LatencyClass>(const std::string& name);

} // namespace cs
