#include "workloadcodec.h"

#include "io/jsonfields.h"
#include "model/nametable.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace cs {

using json_fields::JsonReader;
using json_fields::JsonWriter;
using json_fields::Need;
using json_fields::Range;

namespace {

// The sizing texts' translation context.
class WorkloadText
{
    Q_DECLARE_TR_FUNCTIONS(WorkloadText)
};

constexpr std::array<std::pair<TrainingPrecision, const char*>, 2> kTrainingPrecisions{{
    {TrainingPrecision::Bf16, "bf16"},
    {TrainingPrecision::Fp8, "fp8"},
}};
constexpr std::array<std::pair<InferencePrecision, const char*>, 3> kInferencePrecisions{{
    {InferencePrecision::Fp16, "fp16"},
    {InferencePrecision::Fp8, "fp8"},
    {InferencePrecision::Int4, "int4"},
}};
constexpr std::array<std::pair<RecomputeGranularity, const char*>, 2> kGranularities{{
    {RecomputeGranularity::Full, "full"},
    {RecomputeGranularity::Selective, "selective"},
}};
constexpr std::array<std::pair<AttentionKernel, const char*>, 2> kAttentionKernels{{
    {AttentionKernel::Fused, "fused"},
    {AttentionKernel::Unfused, "unfused"},
}};
constexpr std::array<std::pair<HpcPrecision, const char*>, 2> kHpcPrecisions{{
    {HpcPrecision::Fp64, "fp64"},
    {HpcPrecision::Fp32, "fp32"},
}};
constexpr std::array<std::pair<HpcBound, const char*>, 2> kHpcBounds{{
    {HpcBound::Compute, "compute"},
    {HpcBound::MemoryBandwidth, "memory_bandwidth"},
}};
constexpr std::array<std::pair<LatencyClass, const char*>, 2> kLatencyClasses{{
    {LatencyClass::Interactive, "interactive"},
    {LatencyClass::Batch, "batch"},
}};

// Bounds wide enough for any real model, tight enough to refuse typos such as
// a parameter count given in billions.
constexpr Range kParameters{1e6, 1e16};
constexpr Range kTokens{1e6, 1e17};
constexpr Range kDays{0.01, 3650};
constexpr Range kFraction{0.01, 1};
constexpr Range kShare{0.01, 0.99};
constexpr Range kBytesPerParameter{1, 64};
constexpr Range kGb{0, 1e6};
constexpr Range kShapeSize{1, 1e7};
constexpr Range kCount{1, 1e9};
constexpr Range kRate{1e-3, 1e12};
constexpr Range kMoeCount{0, 1e6};
// FLOPs or bytes of a simulation: from a minute on one GPU (~10^15) to a year
// on a million GPUs at 10^15 FLOP/s (~3·10^28).
constexpr Range kHpcWork{1e9, 1e30};
constexpr Range kUnits{1, 1e18};
constexpr Range kUnitRate{1e-6, 1e12};
constexpr Range kBytesPerUnit{1, 1e12};
constexpr Range kCoresPerGpu{0.01, 1024};
constexpr std::size_t kMaxRates = 64;

} // namespace

const char* toName(TrainingPrecision v)
{
    return nameIn(kTrainingPrecisions, v);
}
const char* toName(InferencePrecision v)
{
    return nameIn(kInferencePrecisions, v);
}
const char* toName(LatencyClass v)
{
    return nameIn(kLatencyClasses, v);
}
const char* toName(HpcPrecision v)
{
    return nameIn(kHpcPrecisions, v);
}
const char* toName(HpcBound v)
{
    return nameIn(kHpcBounds, v);
}
const char* toName(RecomputeGranularity v)
{
    return nameIn(kGranularities, v);
}
const char* toName(AttentionKernel v)
{
    return nameIn(kAttentionKernels, v);
}

template <typename V, typename S> void describeMoeFields(V& v, S& s)
{
    v.field("experts", s.experts, kShapeSize);
    v.field("experts_per_token", s.expertsPerToken, kShapeSize);
    v.field("expert_ffn_hidden_size", s.expertFfnHiddenSize, kShapeSize);
    v.field("shared_experts", s.sharedExperts, kMoeCount, Need::Optional);
    v.field("dense_layers", s.denseLayers, kMoeCount, Need::Optional);
    v.field("active_parameters", s.activeParameters, kParameters);
}
CS_JSON_DESCRIBE(MoeShape, describeMoeFields)

// The transformer's shape keys, shared by training and inference.
template <typename V, typename S> void describeShapeFields(V& v, S& s)
{
    v.field("layers", s.layers, kShapeSize);
    v.field("hidden_size", s.hiddenSize, kShapeSize);
    v.field("attention_heads", s.attentionHeads, kShapeSize);
    v.field("kv_heads", s.kvHeads, kShapeSize);
    v.field("head_dim", s.headDim, kShapeSize);
    v.field("ffn_hidden_size", s.ffnHiddenSize, kShapeSize);
    v.field("ffn_gated", s.ffnGated);
    v.field("vocab_size", s.vocabSize, kShapeSize);
}

template <typename V, typename S> void describeTrainingFields(V& v, S& s)
{
    v.field("parameters", s.parameters, kParameters);
    v.field("training_tokens", s.trainingTokens, kTokens);
    v.field("target_days", s.targetDays, kDays);
    v.choice("precision", s.precision, Need::Optional);
    v.field("mfu", s.mfu, kFraction);
    v.field("optimizer_bytes_per_parameter", s.optimizerBytesPerParameter, kBytesPerParameter,
            Need::Optional);
    v.field("activation_gb_per_gpu", s.activationGbPerGpu, kGb);
    v.field("recomputation", s.recomputation, Need::Optional);
    v.field("sequence_length", s.sequenceLength, kShapeSize, Need::Optional);
    v.field("micro_batch_sequences", s.microBatchSequences, kShapeSize, Need::Optional);
    describeShapeFields(v, s.shape);
    v.object("moe", s.moe);
    v.field("global_batch_sequences", s.globalBatchSequences, kCount);
    v.choice("recompute_granularity", s.recomputeGranularity, Need::Optional);
    v.field("sequence_parallel", s.sequenceParallel, Need::Optional);
    v.choice("attention_kernel", s.attentionKernel, Need::Optional);
    v.field("overlap_grad_reduce", s.overlapGradReduce, Need::Optional);
}
CS_JSON_DESCRIBE(TrainingProfile, describeTrainingFields)

template <typename V, typename S> void describeInferenceFields(V& v, S& s)
{
    v.field("parameters", s.parameters, kParameters);
    v.choice("precision", s.precision, Need::Optional);
    v.field("context_length", s.contextLength, kCount);
    v.field("concurrent_sequences", s.concurrentSequences, kCount);
    v.field("target_tokens_per_second", s.targetTokensPerSecond, kRate);
    v.choice("latency_class", s.latencyClass, Need::Optional);
    v.field("compute_utilization", s.computeUtilization, kFraction, Need::Optional);
    v.field("bandwidth_utilization", s.bandwidthUtilization, kFraction, Need::Optional);
    describeShapeFields(v, s.shape);
    v.object("moe", s.moe);
    v.field("input_tokens", s.inputTokens, kCount);
    v.field("output_tokens", s.outputTokens, kCount);
}
CS_JSON_DESCRIBE(InferenceProfile, describeInferenceFields)

template <typename V, typename S> void describeHpcFields(V& v, S& s)
{
    v.choice("bound", s.bound, Need::Optional);
    v.choice("precision", s.precision, Need::Optional);
    v.field("work", s.work, kHpcWork);
    v.field("target_days", s.targetDays, kDays);
    v.field("sustained_fraction", s.sustainedFraction, kFraction);
}
CS_JSON_DESCRIBE(HpcProfile, describeHpcFields)

template <typename V, typename S> void describeRateFields(V& v, S& s)
{
    v.field("gpu", s.gpuPartId);
    v.field("units_per_second", s.unitsPerSecond, kUnitRate);
    v.field("cpu_cores_per_gpu", s.cpuCoresPerGpu, kCoresPerGpu);
}
CS_JSON_DESCRIBE(MeasuredRate, describeRateFields)

template <typename V, typename S> void describeThroughputFields(V& v, S& s)
{
    v.field("unit", s.unit);
    v.field("work", s.work, kUnits);
    v.field("target_days", s.targetDays, kDays);
    v.array("rates", s.rates, kMaxRates, Need::Required);
    v.field("bytes_per_unit", s.bytesPerUnit, kBytesPerUnit);
    v.field("scaling_efficiency", s.scalingEfficiency, kFraction);
}
CS_JSON_DESCRIBE(ThroughputProfile, describeThroughputFields)

template <typename V, typename S> void describeWorkloadFields(V& v, S& s)
{
    v.field("name", s.name, Need::Optional);
    v.object("training", s.training);
    v.object("inference", s.inference);
    v.field("training_hours_share", s.trainingHoursShare, kShare);
    v.object("hpc", s.hpc);
    v.object("throughput", s.throughput);
}
CS_JSON_DESCRIBE(Workload, describeWorkloadFields)

namespace {

void checkHeader(JsonReader& reader, const std::string& root)
{
    std::string format = kWorkloadFormat;
    reader.field("format", format, Need::Optional);
    if (format != kWorkloadFormat) {
        throw FormatError(root + ".format", WorkloadText::tr("A workload file's format is \"%1\".")
                                                .arg(QLatin1String(kWorkloadFormat)));
    }
    int version = kWorkloadFormatVersion;
    reader.field("format_version", version, Range{1, 1000}, Need::Optional);
    if (version > kWorkloadFormatVersion) {
        throw FormatError(
            root + ".format_version",
            WorkloadText::tr("This workload is format version %1, newer than this program's %2; "
                             "update Clustersmith.")
                .arg(version)
                .arg(kWorkloadFormatVersion));
    }
}

void checkShape(const ModelShape* shape, const std::string& path)
{
    if (!shape || !shape->attentionHeads) {
        return;
    }
    const int heads = *shape->attentionHeads;
    if (shape->kvHeads && heads % *shape->kvHeads != 0) {
        throw FormatError(path + ".kv_heads",
                          WorkloadText::tr("%1 key/value heads do not divide %2 attention heads.")
                              .arg(*shape->kvHeads)
                              .arg(heads));
    }
    if (shape->hiddenSize && !shape->headDim && *shape->hiddenSize % heads != 0) {
        throw FormatError(path + ".attention_heads",
                          WorkloadText::tr("%1 attention heads do not divide the hidden size %2; "
                                           "give head_dim.")
                              .arg(heads)
                              .arg(*shape->hiddenSize));
    }
}

void checkMoe(const std::optional<MoeShape>& moe, const std::string& path)
{
    if (moe && moe->expertsPerToken > moe->experts) {
        throw FormatError(path + ".experts_per_token",
                          WorkloadText::tr("A token cannot use %1 of %2 experts.")
                              .arg(moe->expertsPerToken)
                              .arg(moe->experts));
    }
}

// A simulation or a throughput job is the whole workload.
void checkStandalone(const Workload& w, const std::string& root)
{
    const int sections =
        (w.training ? 1 : 0) + (w.inference ? 1 : 0) + (w.hpc ? 1 : 0) + (w.throughput ? 1 : 0);
    if (sections == 0) {
        throw FormatError(root, WorkloadText::tr("A workload needs a \"training\", "
                                                 "\"inference\", \"hpc\" or \"throughput\" "
                                                 "section."));
    }
    if ((w.hpc || w.throughput) && sections > 1) {
        throw FormatError(root + (w.hpc ? ".hpc" : ".throughput"),
                          WorkloadText::tr("An \"hpc\" or \"throughput\" section is a workload "
                                           "of its own; put the other sections in another "
                                           "workload."));
    }
}

// Rates name each GPU model once, by its catalog id.
void checkRates(const ThroughputProfile& t, const std::string& path)
{
    if (t.rates.empty()) {
        throw FormatError(path + ".rates",
                          WorkloadText::tr("Give the rate measured on at least one GPU model."));
    }
    for (std::size_t i = 0; i < t.rates.size(); ++i) {
        const std::string at = path + ".rates[" + std::to_string(i) + "].gpu";
        if (t.rates[i].gpuPartId.empty()) {
            throw FormatError(at, WorkloadText::tr("Name the GPU the rate was measured on by "
                                                   "its catalog id."));
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (t.rates[j].gpuPartId == t.rates[i].gpuPartId) {
                throw FormatError(at, WorkloadText::tr("GPU \"%1\" already has a rate.")
                                          .arg(QString::fromStdString(t.rates[i].gpuPartId)));
            }
        }
    }
    if (t.unit.empty()) {
        throw FormatError(path + ".unit", WorkloadText::tr("Name the unit of work (\"images\", "
                                                           "\"frames\")."));
    }
}

void checkSections(const Workload& w, const std::string& root)
{
    checkStandalone(w, root);
    if (w.throughput) {
        checkRates(*w.throughput, root + ".throughput");
    }
    const bool mixed = w.training && w.inference;
    if (mixed && !w.trainingHoursShare) {
        throw FormatError(
            root + ".training_hours_share",
            WorkloadText::tr("A workload with both training and inference needs the share of "
                             "hours training gets, from 0.01 to 0.99."));
    }
    if (!mixed && w.trainingHoursShare) {
        throw FormatError(
            root + ".training_hours_share",
            WorkloadText::tr("The share of hours applies only when the workload has both "
                             "training and inference; remove it."));
    }
    if (w.inference && !w.inference->shape.attentionHeads &&
        w.inference->shape.kvHeads.has_value() != w.inference->shape.headDim.has_value()) {
        throw FormatError(
            root + (w.inference->shape.kvHeads ? ".inference.head_dim" : ".inference.kv_heads"),
            WorkloadText::tr("Give kv_heads and head_dim together, or neither."));
    }
    checkShape(w.training ? &w.training->shape : nullptr, root + ".training");
    checkShape(w.inference ? &w.inference->shape : nullptr, root + ".inference");
    checkMoe(w.training ? w.training->moe : std::nullopt, root + ".training.moe");
    checkMoe(w.inference ? w.inference->moe : std::nullopt, root + ".inference.moe");
}

} // namespace

const MeasuredRate* ThroughputProfile::rateOn(const std::string& gpuPartId) const
{
    for (const MeasuredRate& r : rates) {
        if (r.gpuPartId == gpuPartId) {
            return &r;
        }
    }
    return nullptr;
}

double Workload::trainingShare() const
{
    if (!training) {
        return 0;
    }
    return inference ? trainingHoursShare.value_or(0.5) : 1.0;
}

Workload workloadFromJson(const nlohmann::json& json, const std::string& path)
{
    JsonReader reader(json, path);
    checkHeader(reader, path);
    Workload w;
    describe(reader, w);
    reader.finish();
    checkSections(w, path);
    return w;
}

nlohmann::json workloadToJson(const Workload& workload)
{
    nlohmann::json j = workloadBodyToJson(workload);
    j["format"] = kWorkloadFormat;
    j["format_version"] = kWorkloadFormatVersion;
    return j;
}

nlohmann::json workloadBodyToJson(const Workload& workload)
{
    return JsonWriter::write(workload);
}

template <> std::optional<RecomputeGranularity> fromName<RecomputeGranularity>(const std::string& n)
{
    return valueIn(kGranularities, n);
}

template <> std::optional<AttentionKernel> fromName<AttentionKernel>(const std::string& n)
{
    return valueIn(kAttentionKernels, n);
}

template <> std::optional<TrainingPrecision> fromName<TrainingPrecision>(const std::string& n)
{
    return valueIn(kTrainingPrecisions, n);
}

template <> std::optional<InferencePrecision> fromName<InferencePrecision>(const std::string& n)
{
    return valueIn(kInferencePrecisions, n);
}

template <> std::optional<HpcPrecision> fromName<HpcPrecision>(const std::string& n)
{
    return valueIn(kHpcPrecisions, n);
}

template <> std::optional<HpcBound> fromName<HpcBound>(const std::string& n)
{
    return valueIn(kHpcBounds, n);
}

template <> std::optional<LatencyClass> fromName<LatencyClass>(const std::string& n)
{
    return valueIn(kLatencyClasses, n);
}

} // namespace cs
