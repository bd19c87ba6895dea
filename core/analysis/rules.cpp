#include "rules.h"

#include "rulecontext.h"

namespace cs::analysis {

std::vector<Finding> checkRules(const DesignFacts& facts, const AnalysisReport& report)
{
    std::vector<Finding> findings;
    const rules::Context context{facts, report, findings};
    rules::computeRules(context);
    rules::memoryRules(context);
    rules::storageRules(context);
    rules::networkRules(context);
    rules::powerRules(context);
    rules::coolingRules(context);
    rules::spaceRules(context);
    rules::workloadRules(context);
    return findings;
}

const std::vector<const char*>& workloadRuleCodes()
{
    static const std::vector<const char*> codes{
        "WORKLOAD_NO_PLAN_FITS",
        "WORKLOAD_NETWORK_BOUND",
        "WORKLOAD_TRAINING_MISSES_TARGET",
        "WORKLOAD_INFERENCE_MISSES_LATENCY",
        "WORKLOAD_INFERENCE_MISSES_TARGET",
        "WORKLOAD_CHECKPOINT_SLOW",
        "WORKLOAD_WORK_MISSES_TARGET",
        "WORKLOAD_DATA_LOADER_STARVED",
        "WORKLOAD_TP_OUTSIDE_SCALE_UP",
        "WORKLOAD_SERVING_SPANS_SCALE_UP",
        "WORKLOAD_HOST_CPU_STARVED",
    };
    return codes;
}

const std::vector<const char*>& ruleCodes()
{
    static const std::vector<const char*> codes{
        "COMPUTE_NO_GPUS",
        "COMPUTE_MIXED_GPU_MODELS",
        "COMPUTE_PCIE_ONLY_MULTINODE",
        "COMPUTE_LOW_SCALING_EFFICIENCY",
        "MEMORY_HOST_RAM_BELOW_GPU_MEMORY_RATIO",
        "MEMORY_HOST_RAM_PER_GPU_LOW",
        "MEMORY_CPU_CORES_PER_GPU_LOW",
        "MEMORY_NO_LOCAL_NVME",
        "STORAGE_NONE",
        "STORAGE_BANDWIDTH_LOW",
        "NETWORK_NO_COMPUTE_FABRIC",
        "NETWORK_NODE_DISCONNECTED",
        "NETWORK_INJECTION_BANDWIDTH_LOW",
        "NETWORK_COMPUTE_PORTS_UNCABLED",
        "NETWORK_OVERSUBSCRIBED",
        "NETWORK_ETHERNET_WITHOUT_RDMA",
        "NETWORK_SPEED_MISMATCH",
        "NETWORK_PROTOCOL_MISMATCH",
        "NETWORK_CABLE_TOO_SHORT",
        "NETWORK_MISSING_TRANSCEIVER",
        "NETWORK_CONNECTOR_MISMATCH",
        "NETWORK_MANAGEMENT_SINGLE_POINT_OF_FAILURE",
        "NETWORK_FABRIC_AT_CAPACITY",
        "POWER_RACK_OVER_BUDGET",
        "POWER_PSU_CANNOT_CARRY_PEAK",
        "POWER_PSU_NOT_REDUNDANT",
        "POWER_PDU_OVER_CAPACITY",
        "POWER_RACK_WITHOUT_PDU",
        "COOLING_RACK_OVER_LIMIT",
        "COOLING_LIQUID_DEVICE_IN_AIR_RACK",
        "COOLING_CAPACITY_SHORT",
        "COOLING_NO_REDUNDANT_UNIT",
        "SPACE_DEVICE_DEEPER_THAN_RACK",
        "SPACE_RACK_OVERWEIGHT",
        "SPACE_DEVICE_NOT_PLACED",
    };
    return codes;
}

} // namespace cs::analysis
