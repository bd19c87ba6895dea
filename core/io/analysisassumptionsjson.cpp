#include "analysisassumptionsjson.h"

#include "jsonfields.h"

namespace cs::json_fields {

template <typename V, typename S> void describeAssumptions(V& v, S& s)
{
    v.field("speedup_at_4_gpus", s.speedupAt4Gpus, Range{1, 4}, Need::Optional);
    v.field("large_scale_efficiency", s.largeScaleEfficiency, Range{0.01, 1}, Need::Optional);
    v.field("scaling_from_gpus", s.scalingFromGpus, Range{5, 1.0e7}, Need::Optional);
    v.field("scaling_to_gpus", s.scalingToGpus, Range{6, 1.0e7}, Need::Optional);
    v.field("communication_share", s.communicationShare, Range{0, 1}, Need::Optional);
    v.field("min_host_ram_to_gpu_memory", s.minHostRamToGpuMemory, Range{0, 100}, Need::Optional);
    v.field("min_host_ram_per_gpu_gb", s.minHostRamPerGpuGb, Range{0, 1.0e5}, Need::Optional);
    v.field("min_cpu_cores_per_gpu", s.minCpuCoresPerGpu, Range{0, 1000}, Need::Optional);
    v.field("min_injection_gbps_per_gpu", s.minInjectionGbpsPerGpu, Range{0, 1.0e5},
            Need::Optional);
    v.field("min_storage_read_gbytes_per_s_per_gpu", s.minStorageReadGBpsPerGpu, Range{0, 1000},
            Need::Optional);
    v.field("max_compute_oversubscription", s.maxComputeOversubscription, Range{1, 1000},
            Need::Optional);
    v.field("max_exposed_communication_share", s.maxExposedCommunicationShare, Range{0.01, 1},
            Need::Optional);
    v.field("max_checkpoint_write_minutes", s.maxCheckpointWriteMinutes, Range{0.01, 10000},
            Need::Optional);
    v.field("idle_fraction_of_max", s.idleFractionOfMax, Range{0, 1}, Need::Optional);
    v.field("typical_fraction_of_max", s.typicalFractionOfMax, Range{0, 1}, Need::Optional);
    v.field("air_limit_kw", s.airLimitKw, Range{0, 1000}, Need::Optional);
    v.field("rear_door_limit_kw", s.rearDoorLimitKw, Range{0, 1000}, Need::Optional);
    v.field("direct_liquid_limit_kw", s.directLiquidLimitKw, Range{0, 1000}, Need::Optional);
    v.field("aisle_depth_per_rack_m", s.aisleDepthPerRackM, Range{0, 10}, Need::Optional);
}

CS_JSON_DESCRIBE(AnalysisAssumptions, describeAssumptions)

} // namespace cs::json_fields

namespace cs {

AnalysisSettings analysisSettingsFromJson(const nlohmann::json& section, const std::string& path)
{
    AnalysisSettings settings;
    json_fields::JsonReader reader(section, path); // refuses anything but an object
    json_fields::describe(reader, settings.values);
    reader.finish();
    const AnalysisAssumptions& a = settings.values;
    if (a.scalingToGpus <= a.scalingFromGpus) {
        throw FormatError(
            path + ".scaling_to_gpus",
            json_fields::FieldText::tr("The scaling range must end above where it starts."));
    }
    settings.written = section;
    return settings;
}

AnalysisSettings withAnalysisKey(const AnalysisSettings& settings, const std::string& key,
                                 double value)
{
    nlohmann::json section = settings.writtenObject();
    section[key] = value;
    return analysisSettingsFromJson(section);
}

nlohmann::json analysisAssumptionsToJson(const AnalysisAssumptions& assumptions)
{
    return json_fields::JsonWriter::write(assumptions);
}

} // namespace cs
