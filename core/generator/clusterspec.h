#pragma once

#include "model/enums.h"
#include "model/part.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace cs::generator {

// Why a cluster could not be generated: one sentence for people, naming the
// spec field at fault (`field`, the JSON key, e.g. "rack_power_kw").
class GeneratorError : public std::runtime_error
{
public:
    GeneratorError(std::string field, const QString& message)
        : std::runtime_error(message.toStdString()), mField(std::move(field)), mMessage(message)
    {
    }
    const std::string& field() const { return mField; }
    const QString& message() const { return mMessage; }

private:
    std::string mField;
    QString mMessage;
};

enum class FabricKind
{
    FatTree,
    RailOptimized
};

// The most compute planes a spec may ask for (NVIDIA's multi-plane Spectrum-X
// splits a SuperNIC across two or more planes; eight is far beyond any shipped).
constexpr int kMostPlanes = 8;

// What the architect asks for. The JSON form is documented in
// docs/generator-spec.md; every field but the node and its count has a default.
struct ClusterSpec
{
    std::string name; // empty: "<nodes> x <node name>"
    std::string nodePartId;
    std::optional<int> nodes;
    std::optional<int> gpus; // nodes = ⌈gpus ÷ GPUs per node⌉ when nodes is unset

    FabricKind fabric = FabricKind::FatTree;
    // Empty: the generator picks among the supply parts' switches by the
    // node's port speed and protocol, then by tiers and switch count.
    std::string computeSwitchPartId;
    double oversubscription = 1.0; // leaf down : up
    double growthPercent = 0;      // extra nodes the fabric takes without a new tier
    // Independent compute planes: above 1, every compute port of the node runs
    // in a split mode with one port per plane (a ConnectX-8's 800G cage as
    // 2 x 400GbE), and each plane is a fabric of its own with its own switches.
    int planes = 1;

    std::string rackPartId = "apc-48u-600x1200-deep";
    // Provisioned power per rack over both feeds (2N: half is usable). Unset:
    // twice the cooling method's rack limit, so the usable half matches it.
    std::optional<double> rackPowerKw;
    // Unset: direct liquid when the node is partly liquid-cooled, else rear door.
    std::optional<CoolingMethod> cooling;
    int racksPerRow = 10;

    double storageTb = 0;                  // 0: no shared storage
    std::optional<double> storageReadGBps; // unset: the analysis's per-GPU minimum
    std::string storagePartId = "ddn-ai400x2";
    std::string storageSwitchPartId = "arista-7060px5-64s";

    bool oobManagement = true;
    std::string oobSwitchPartId = "nvidia-sn2201";
    std::string oobAggregationPartId = "nvidia-sn4600c";

    // The cables, transceivers, PDUs, cooling units and compute switches the
    // generator picks from by their figures. Callers usually fill it from their catalog with
    // supplyPartIds().
    std::vector<std::string> supplyPartIds;

    bool operator==(const ClusterSpec&) const = default;
};

// Parses the JSON form. Throws GeneratorError naming the key at fault.
ClusterSpec clusterSpecFromJson(const nlohmann::json& json);
// The JSON form; supply_parts only when withSupplies.
nlohmann::json clusterSpecToJson(const ClusterSpec& spec, bool withSupplies = true);

// The ids of the parts in `catalog` the generator may pick as supplies
// (cables, transceivers, PDUs, cooling units, switches), sorted.
std::vector<std::string> supplyPartIds(const std::vector<Part>& catalog);

const char* fabricKindName(FabricKind kind);
std::optional<FabricKind> fabricKindFromName(const std::string& name);
// "air", "rdhx" and "liquid", the names the spec and the CLI use.
const char* coolingChoiceName(CoolingMethod method);
std::optional<CoolingMethod> coolingChoiceFromName(const std::string& name);

} // namespace cs::generator
