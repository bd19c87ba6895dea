#pragma once

#include "jsonfields.h"
#include "model/part.h"

namespace cs {

// JSON form of a catalog part, shared by the catalog data files, the SQLite
// catalog and the part snapshot embedded in design files (docs/catalog-format.md).
// Throws FormatError naming the JSON path of the first bad value.
Part partFromJson(const nlohmann::json& object, const std::string& path);
nlohmann::json partToJson(const Part& part);

// Checks that the kind-specific figures match the part's kind and that the
// id is well formed. Throws FormatError.
void checkPartShape(const Part& part, const std::string& path);

namespace json_fields {

inline constexpr Range kWatts{0, 5.0e6};
inline constexpr Range kCount{0, 1.0e6};
inline constexpr Range kSize{0, 1.0e9};
inline constexpr Range kTflops{0, 1.0e7};
inline constexpr Range kFraction{0, 1};
// Port and NIC bounds keep a device's port count well inside int:
// 64 groups x 4,096 ports + 16 NIC entries x 256 NICs x 262,144 ports < 2^31.
inline constexpr Range kPortsPerGroup{0, 4096};
inline constexpr Range kNicsPerDevice{0, 256};
inline constexpr std::size_t kMaxNicEntries = 16;

template <typename V, typename S> void describePower(V& v, S& s)
{
    v.field("idle", s.idle, kWatts);
    v.field("typical", s.typical, kWatts);
    v.field("max", s.max, kWatts);
}

template <typename V, typename S> void describePrice(V& v, S& s)
{
    v.field("amount", s.amount, Range{0, 1.0e12});
    v.field("currency", s.currency);
    v.field("date", s.date);
    v.choice("per", s.per, {"unit", "hour", "gpu_hour"}, Need::Optional);
    v.field("source", s.source);
    v.field("estimate", s.estimate);
}

template <typename V, typename S> void describePortMode(V& v, S& s)
{
    v.field("count", s.count, kPortsPerGroup);
    v.field("gbps", s.gbps, Range{0, 1.0e5});
    v.field("ports_per_cage", s.portsPerCage, Range{1, 8}, Need::Optional);
    v.choice("protocol", s.protocol, {"infiniband", "ethernet", "nvlink", "any"}, Need::Optional);
}

template <typename V, typename S> void describePortGroup(V& v, S& s)
{
    v.field("count", s.count, kPortsPerGroup);
    v.field("gbps", s.gbps, Range{0, 1.0e5});
    v.field("cage", s.cage, Need::Optional);
    v.field("ports_per_cage", s.portsPerCage, Range{1, 8}, Need::Optional);
    v.choice("protocol", s.protocol, {"infiniband", "ethernet", "nvlink", "any"}, Need::Optional);
    v.choice("role", s.role, {"compute", "storage", "management", "uplink", "any"}, Need::Optional);
    v.field("rdma", s.rdma);
    v.array("breakout", s.breakout, 8);
}

template <typename V, typename S> void describeTflops(V& v, S& s)
{
    v.field("fp64", s.fp64, kTflops);
    v.field("fp64_tensor", s.fp64Tensor, kTflops);
    v.field("fp32", s.fp32, kTflops);
    v.field("tf32", s.tf32, kTflops);
    v.field("bf16", s.bf16, kTflops);
    v.field("fp8", s.fp8, kTflops);
    v.field("fp4", s.fp4, kTflops);
    v.field("int8", s.int8, kTflops);
}

template <typename V, typename S> void describeGpu(V& v, S& s)
{
    v.field("form_factor", s.formFactor);
    v.field("memory_gb", s.memoryGb, kSize);
    v.field("memory_type", s.memoryType, Need::Optional);
    v.field("memory_bandwidth_tbps", s.memoryBandwidthTBps, kSize);
    v.object("dense_tflops", s.denseTflops, Need::Optional);
    v.object("sparse_tflops", s.sparseTflops, Need::Optional);
    v.field("scaleup_link", s.scaleUpLink, Need::Optional);
    v.field("scaleup_gbytes_per_s", s.scaleUpGBps, kSize);
    v.field("pcie_gen", s.pcieGen, Range{1, 7});
    v.field("nvml_name", s.nvmlName, Need::Optional);
    v.field("successor", s.successor, Need::Optional);
}

template <typename V, typename S> void describeNicConfig(V& v, S& s)
{
    v.field("part", s.partId);
    v.field("count", s.count, kNicsPerDevice);
    v.choice("role", s.role, {"compute", "storage", "management", "any"}, Need::Optional);
}

template <typename V, typename S> void describePsu(V& v, S& s)
{
    v.field("count", s.count, Range{1, 64});
    v.field("watts", s.watts, kWatts);
    v.field("redundant", s.redundant, Range{0, 64}, Need::Optional);
}

template <typename V, typename S> void describeServer(V& v, S& s)
{
    v.field("gpu", s.gpuPartId, Need::Optional);
    v.field("gpu_count", s.gpuCount, kCount, Need::Optional);
    v.field("gpu_slots", s.gpuSlots, kCount, Need::Optional);
    v.field("gpu_form_factors", s.gpuFormFactors, 16);
    v.field("cpu", s.cpuPartId, Need::Optional);
    v.field("cpu_count", s.cpuCount, kCount, Need::Optional);
    v.field("ram_gb", s.ramGb, kSize, Need::Optional);
    v.field("max_ram_gb", s.maxRamGb, kSize);
    v.array("nics", s.nics, kMaxNicEntries);
    v.field("local_nvme_tb", s.localNvmeTb, kSize, Need::Optional);
    v.object("psu", s.psu);
    v.field("scaleup_domain_gpus", s.scaleUpDomainGpus, kCount, Need::Optional);
    v.field("liquid_cooled_fraction", s.liquidCooledFraction, kFraction, Need::Optional);
    v.field("rack_frame", s.rackFrame, Need::Optional);
    v.field("hosts", s.hosts, Range{1, 1024});
}

template <typename V, typename S> void describeCpu(V& v, S& s)
{
    v.field("cores", s.cores, kCount);
    v.field("threads", s.threads, kCount);
    v.field("base_ghz", s.baseGhz, Range{0, 10});
}

template <typename V, typename S> void describeNic(V& v, S& s)
{
    v.field("rdma", s.rdma);
    v.field("pcie_gen", s.pcieGen, Range{1, 8});
}

template <typename V, typename S> void describeSwitch(V& v, S& s)
{
    v.choice("protocol", s.protocol, {"infiniband", "ethernet"});
    v.field("rdma", s.rdma);
    v.field("switching_tbps", s.switchingTbps, kSize);
    v.choice("tier_hint", s.tierHint, {"leaf", "spine", "core", "management", "any"},
             Need::Optional);
}

template <typename V, typename S> void describeTransceiver(V& v, S& s)
{
    v.field("gbps", s.gbps, Range{0, 1.0e5});
    v.field("ports", s.ports, Range{1, 8}, Need::Optional);
    v.field("cage", s.cage, Need::Optional);
    v.choice("media", s.media, {"mmf", "smf", "copper"});
    v.field("reach_m", s.reachM, Range{0, 1.0e6});
    v.choice("connector", s.connector, {"mpo12-apc", "mpo12-upc", "lc-duplex"}, Need::Optional);
}

template <typename V, typename S> void describeCable(V& v, S& s)
{
    v.choice("type", s.type, {"dac", "acc", "aoc", "mmf", "smf", "cat6"});
    v.field("gbps", s.gbps, Range{0, 1.0e5});
    v.field("length_m", s.lengthM, Range{0, 1.0e5});
    v.field("max_reach_m", s.maxReachM, Range{0, 1.0e6}, Need::Optional);
    v.field("breakout", s.breakout, Range{1, 8}, Need::Optional);
    v.field("needs_transceivers", s.needsTransceivers);
    v.choice("connector", s.connector, {"mpo12-apc", "mpo12-upc", "lc-duplex"}, Need::Optional);
}

template <typename V, typename S> void describeStorage(V& v, S& s)
{
    v.choice("type", s.type, {"nvme_server", "parallel_fs_appliance", "object", "hdd_jbod"});
    v.field("capacity_tb", s.capacityTb, kSize);
    v.field("read_gbytes_per_s", s.readGBps, kSize);
    v.field("write_gbytes_per_s", s.writeGBps, kSize);
    v.field("filesystem", s.filesystem, Need::Optional);
}

template <typename V, typename S> void describeRackSpec(V& v, S& s)
{
    v.field("height_u", s.heightU, Range{1, 100});
    v.field("depth_mm", s.depthMm, Range{0, 5000});
    v.field("width_mm", s.widthMm, Range{0, 5000});
    v.field("static_load_kg", s.staticLoadKg, Range{0, 1.0e5});
}

template <typename V, typename S> void describePdu(V& v, S& s)
{
    v.field("phases", s.phases, Range{1, 3});
    v.field("volts", s.volts, Range{0, 1000});
    v.field("amps", s.amps, Range{0, 1000});
    v.field("capacity_kw", s.capacityKw, Range{0, 1000});
    v.field("outlets", s.outlets, Range{0, 1000}, Need::Optional);
    v.field("zero_u", s.zeroU);
}

template <typename V, typename S> void describeCooling(V& v, S& s)
{
    v.choice("type", s.type, {"crah", "in_row", "rdhx", "cdu"});
    v.choice("medium", s.medium, {"air", "liquid"});
    v.field("capacity_kw", s.capacityKw, Range{0, 1.0e5});
}

template <typename V, typename S> void describeCloud(V& v, S& s)
{
    v.field("provider", s.provider);
    v.field("instance", s.instance);
    v.field("gpu", s.gpuPartId);
    v.field("gpu_count", s.gpuCount, Range{1, 1.0e5});
    v.choice("mode", s.mode, {"on_demand", "reserved_1y", "reserved_3y", "spot", "capacity_block"});
    v.field("region", s.region, Need::Optional);
}

// Overloads the JsonReader/JsonWriter templates find by argument-dependent lookup.
CS_JSON_DESCRIBE(PowerWatts, describePower)
CS_JSON_DESCRIBE(Price, describePrice)
CS_JSON_DESCRIBE(PortMode, describePortMode)
CS_JSON_DESCRIBE(PortGroup, describePortGroup)
CS_JSON_DESCRIBE(PrecisionTflops, describeTflops)
CS_JSON_DESCRIBE(GpuSpec, describeGpu)
CS_JSON_DESCRIBE(NicConfig, describeNicConfig)
CS_JSON_DESCRIBE(PsuSpec, describePsu)
CS_JSON_DESCRIBE(ServerSpec, describeServer)
CS_JSON_DESCRIBE(CpuSpec, describeCpu)
CS_JSON_DESCRIBE(NicSpec, describeNic)
CS_JSON_DESCRIBE(SwitchSpec, describeSwitch)
CS_JSON_DESCRIBE(TransceiverSpec, describeTransceiver)
CS_JSON_DESCRIBE(CableSpec, describeCable)
CS_JSON_DESCRIBE(StorageSpec, describeStorage)
CS_JSON_DESCRIBE(RackSpec, describeRackSpec)
CS_JSON_DESCRIBE(PduSpec, describePdu)
CS_JSON_DESCRIBE(CoolingSpec, describeCooling)
CS_JSON_DESCRIBE(CloudOfferSpec, describeCloud)

} // namespace json_fields
} // namespace cs
