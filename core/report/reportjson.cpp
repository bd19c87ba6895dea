#include "reportjson.h"

#include "perf/perfreport.h"

namespace cs::report_json {

namespace {

using nlohmann::json;

json precisionJson(const analysis::PrecisionTotals& t)
{
    return {{"fp64", t.fp64}, {"fp32", t.fp32}, {"tf32", t.tf32}, {"bf16", t.bf16}, {"fp8", t.fp8}};
}

json tierJson(const analysis::TierReport& t)
{
    return {{"level", t.level},          {"name", t.name},
            {"switches", t.switches},    {"ports_used", t.portsUsed},
            {"ports_free", t.portsFree}, {"down_gbps", t.downGbps},
            {"up_gbps", t.upGbps},       {"oversubscription", t.oversubscription}};
}

json fabricJson(const analysis::FabricReport& f)
{
    json tiers = json::array();
    for (const analysis::TierReport& t : f.tiers) {
        tiers.push_back(tierJson(t));
    }
    return {{"id", f.id.value},
            {"name", f.name},
            {"role", toName(f.role)},
            {"topology", toName(f.topology)},
            {"protocol", f.protocol},
            {"rdma", f.rdma},
            {"endpoints", f.endpoints},
            {"tiers", std::move(tiers)},
            {"switches", f.switches},
            {"links",
             {{"endpoint", f.endpointLinks},
              {"inter_switch", f.interSwitchLinks},
              {"total", f.totalLinks}}},
            {"transceivers",
             {{"switch_side", f.transceiversSwitchSide},
              {"endpoint_side", f.transceiversEndpointSide}}},
            {"cables_by_type", f.cablesByType},
            {"cables_by_length", f.cablesByLength},
            {"bisection_gbps", f.bisectionGbps},
            {"max_hops", f.maxHops},
            {"end_to_end_oversubscription", f.endToEndOversubscription},
            {"nodes_addable_without_new_tier", f.nodesAddableWithoutNewTier},
            {"speed_mismatches", f.speedMismatches.size()},
            {"protocol_mismatches", f.protocolMismatches.size()}};
}

} // namespace

json computeJson(const analysis::ComputeReport& r)
{
    const json modelled = r.scalingWorkload.empty()
                              ? json(nullptr)
                              : json{{"workload", r.scalingWorkload}, {"mfu", r.modelledMfu}};
    json models = json::array();
    for (const analysis::GpuModelCount& m : r.byModel) {
        models.push_back({{"gpu", m.gpuPartId},
                          {"name", m.name},
                          {"gpus", m.gpus},
                          {"bf16_tflops", m.bf16Tflops}});
    }
    return {
        {"nodes", r.nodes},
        {"gpus", r.gpus},
        {"gpu_memory_gb", r.gpuMemoryGb},
        {"peak_tflops", precisionJson(r.peakDenseTflops)},
        {"peak_sparse_tflops", precisionJson(r.peakSparseTflops)},
        {"scaling_efficiency", r.scalingEfficiency},
        {"effective_tflops_bf16", r.effectiveTflopsBf16},
        {"scaling_source", r.scalingWorkload.empty() ? "generic_estimate" : "performance_model"},
        {"scaling_modelled_for", modelled},
        {"scaleup_domain_gpus", r.scaleUpDomainGpus},
        {"by_model", std::move(models)}};
}

json memoryJson(const analysis::MemoryReport& r)
{
    return {{"host_ram_gb", r.hostRamGb},
            {"gpu_memory_gb", r.gpuMemoryGb},
            {"host_ram_to_gpu_memory", r.hostRamToGpuMemory},
            {"cpu_cores_per_gpu", r.cpuCoresPerGpu},
            {"nic_ports_per_gpu", r.nicPortsPerGpu},
            {"injection_gbps_per_gpu", r.injectionGbpsPerGpu},
            {"storage_capacity_tb", r.storageCapacityTb},
            {"storage_read_gbytes_per_s", r.storageReadGBps},
            {"storage_write_gbytes_per_s", r.storageWriteGBps},
            // Gigabits, like every other *_gbps key: GB/s × 8.
            {"storage_read_gbps_per_gpu", r.storageReadGBpsPerGpu * 8.0},
            {"local_nvme_tb_per_node", r.localNvmeTbPerNode}};
}

json networkJson(const analysis::NetworkReport& r)
{
    json fabrics = json::array();
    for (const analysis::FabricReport& f : r.fabrics) {
        fabrics.push_back(fabricJson(f));
    }
    json disconnected = json::array();
    for (DeviceId id : r.disconnectedNodes) {
        disconnected.push_back(id.value);
    }
    const analysis::ComputeTotals& c = r.compute;
    return {{"fabrics", std::move(fabrics)},
            {"compute_total",
             {{"fabrics", c.fabrics},
              {"switches", c.switches},
              {"links", c.links},
              {"bisection_gbps", c.bisectionGbps}}},
            {"disconnected_nodes", std::move(disconnected)}};
}

json powerJson(const analysis::PowerReport& r)
{
    json racks = json::array();
    for (const analysis::RackPower& p : r.racks) {
        racks.push_back({{"id", p.id.value},
                         {"name", p.name},
                         {"idle_kw", p.idleKw},
                         {"typical_kw", p.typicalKw},
                         {"max_kw", p.maxKw},
                         {"budget_kw", p.budgetKw},
                         {"usable_budget_kw", p.usableBudgetKw},
                         {"pdu_capacity_per_feed_kw", p.pduCapacityPerFeedKw}});
    }
    json byPart = json::object();
    for (const auto& [part, kw] : r.maxKwByPart) {
        byPart[part] = kw;
    }
    return {{"it_idle_kw", r.itIdleKw},  {"it_typical_kw", r.itTypicalKw},
            {"it_max_kw", r.itMaxKw},    {"facility_kw", r.facilityKw},
            {"racks", std::move(racks)}, {"max_kw_by_part", std::move(byPart)}};
}

json coolingJson(const analysis::CoolingReport& r)
{
    json racks = json::array();
    for (const analysis::RackCooling& c : r.racks) {
        racks.push_back({{"id", c.id.value},
                         {"name", c.name},
                         {"heat_kw", c.heatKw},
                         {"liquid_kw", c.liquidKw},
                         {"air_kw", c.airKw},
                         {"limit_kw", c.limitKw},
                         {"method", toName(c.method)}});
    }
    return {{"heat_kw", r.heatKw},
            {"btu_per_hour", r.btuPerHour},
            {"tons", r.tons},
            {"liquid_kw", r.liquidKw},
            {"air_kw", r.airKw},
            {"installed_kw", r.installedKw},
            {"installed_n_minus_1_kw", r.installedNMinus1Kw},
            {"installed_air_kw", r.installedAirKw},
            {"installed_liquid_kw", r.installedLiquidKw},
            {"racks", std::move(racks)}};
}

json spaceJson(const analysis::SpaceReport& r)
{
    json racks = json::array();
    for (const analysis::RackSpace& s : r.rackDetails) {
        racks.push_back({{"id", s.id.value},
                         {"name", s.name},
                         {"rack_units_used", s.usedU},
                         {"rack_units_free", s.freeU},
                         {"largest_free_block_u", s.largestFreeBlockU},
                         {"weight_kg", s.weightKg},
                         {"load_limit_kg", s.loadLimitKg}});
    }
    return {{"racks", r.racks},
            {"rack_units_used", r.usedU},
            {"rack_units_free", r.freeU},
            {"floor_area_m2", r.floorAreaM2},
            {"unplaced_devices", r.unplacedDevices.size()},
            {"rack_details", std::move(racks)}};
}

json headroomJson(const analysis::HeadroomReport& r)
{
    return {{"nodes_addable_without_new_tier", r.nodesAddableWithoutNewTier},
            {"rack_units_free", r.freeU},
            {"free_power_kw", r.freePowerKw},
            {"free_cooling_kw", r.freeCoolingKw}};
}

json findingsJson(const std::vector<Finding>& findings)
{
    json checks = json::array();
    for (const Finding& f : findings) {
        checks.push_back({{"code", f.code},
                          {"severity", toName(f.severity)},
                          {"message", f.message.toStdString()},
                          {"subject_kind", f.subjectKind},
                          {"subjects", f.subjects},
                          {"value", f.value},
                          {"threshold", f.threshold},
                          {"source", f.source.toStdString()}});
    }
    return checks;
}

namespace {

json orNull(const std::optional<double>& v)
{
    return v ? json(*v) : json(nullptr);
}

// What the network buys: the best plan on each variant of the design's network.
json whatIfJson(const std::vector<analysis::WhatIfOutcome>& outcomes)
{
    json out = json::array();
    for (const analysis::WhatIfOutcome& o : outcomes) {
        json j{{"variant", perf::keyOf(o.variant)},
               {"training_days", orNull(o.trainingDays)},
               {"tokens_per_s", orNull(o.tokensPerSecond)},
               {"bound", o.bound}};
        if (!o.gpu.empty()) {
            j["gpu"] = o.gpu;
        }
        out.push_back(std::move(j));
    }
    return out;
}

} // namespace

json performanceJson(const analysis::PerformanceReport& r)
{
    json workloads = json::array();
    for (const analysis::WorkloadPerformance& w : r.workloads) {
        json j{{"name", w.name}};
        if (!w.problem.empty()) {
            j["problem"] = w.problem;
        }
        if (w.training) {
            j["training"] = perf::trainingToJson(*w.training);
            j["training"]["best_runs"] = w.bestTraining() != nullptr;
        }
        if (!w.inference.empty()) {
            j["inference"] = perf::inferenceToJson(w.inference);
            j["inference"]["best_runs"] = w.bestInference() != nullptr;
        }
        if (!w.whatIf.empty()) {
            j["network_what_if"] = whatIfJson(w.whatIf);
        }
        if (w.work && w.work->runs()) {
            j["work"] = perf::workToJson(*w.work);
        }
        workloads.push_back(std::move(j));
    }
    return {{"hardware", r.hardware ? perf::hardwareToJson(*r.hardware) : json(nullptr)},
            {"workloads", std::move(workloads)}};
}

} // namespace cs::report_json
