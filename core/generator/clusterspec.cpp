#include "clusterspec.h"

#include "generatortext.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

namespace cs::generator {

namespace {

constexpr const char* kFormat = "clustersmith-cluster-spec";
constexpr int kFormatVersion = 1;

const std::set<std::string>& knownKeys()
{
    static const std::set<std::string> keys{"format",
                                            "format_version",
                                            "name",
                                            "node",
                                            "nodes",
                                            "gpus",
                                            "fabric",
                                            "switch",
                                            "oversubscription",
                                            "growth_percent",
                                            "planes",
                                            "rack",
                                            "rack_power_kw",
                                            "cooling",
                                            "racks_per_row",
                                            "storage_tb",
                                            "storage_read_gbytes_per_s",
                                            "storage_part",
                                            "storage_switch",
                                            "oob_management",
                                            "oob_switch",
                                            "oob_aggregation_switch",
                                            "supply_parts"};
    return keys;
}

[[noreturn]] void fail(const std::string& key, const QString& message)
{
    throw GeneratorError(key, message);
}

std::string text(const nlohmann::json& j, const std::string& key)
{
    if (!j.contains(key) || !j[key].is_string() || j[key].get<std::string>().empty()) {
        fail(key, GeneratorText::tr("The spec's \"%1\" must be a non-empty text.").arg(q(key)));
    }
    return j[key].get<std::string>();
}

double number(const nlohmann::json& j, const std::string& key, double low, double high)
{
    const nlohmann::json& v = j[key];
    if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() < low ||
        v.get<double>() > high) {
        fail(key, GeneratorText::tr("The spec's \"%1\" must be a number from %2 to %3.")
                      .arg(q(key))
                      .arg(low)
                      .arg(high));
    }
    return v.get<double>();
}

int whole(const nlohmann::json& j, const std::string& key, int low, int high)
{
    const nlohmann::json& v = j[key];
    if (!v.is_number_integer() || v.get<long long>() < low || v.get<long long>() > high) {
        fail(key, GeneratorText::tr("The spec's \"%1\" must be a whole number from %2 to %3.")
                      .arg(q(key))
                      .arg(low)
                      .arg(high));
    }
    return v.get<int>();
}

void checkHeader(const nlohmann::json& j)
{
    if (!j.is_object()) {
        fail("", GeneratorText::tr("A cluster spec must be a JSON object."));
    }
    for (const auto& [key, value] : j.items()) {
        if (!knownKeys().count(key)) {
            fail(key, GeneratorText::tr(
                          "The spec has an unknown key \"%1\"; see docs/generator-spec.md.")
                          .arg(q(key)));
        }
    }
    if (j.contains("format") && j["format"] != kFormat) {
        fail(
            "format",
            GeneratorText::tr("The spec's \"format\" must be \"%1\".").arg(QLatin1String(kFormat)));
    }
    if (j.contains("format_version") && whole(j, "format_version", 1, 1000) > kFormatVersion) {
        fail(
            "format_version",
            GeneratorText::tr("The spec is format version %1, newer than this program's %2; update "
                              "Clustersmith.")
                .arg(j["format_version"].get<int>())
                .arg(kFormatVersion));
    }
}

void readSize(const nlohmann::json& j, ClusterSpec& s)
{
    s.nodePartId = text(j, "node");
    if (j.contains("nodes")) {
        s.nodes = whole(j, "nodes", 1, 1'000'000);
    }
    if (j.contains("gpus")) {
        s.gpus = whole(j, "gpus", 1, 10'000'000);
    }
    if (s.nodes.has_value() == s.gpus.has_value()) {
        fail("nodes",
             GeneratorText::tr("The spec must give exactly one of \"nodes\" and \"gpus\"."));
    }
}

void readFabric(const nlohmann::json& j, ClusterSpec& s)
{
    if (j.contains("fabric")) {
        const auto kind = j["fabric"].is_string() ? fabricKindFromName(j["fabric"]) : std::nullopt;
        if (!kind) {
            fail("fabric",
                 GeneratorText::tr(
                     "The spec's \"fabric\" must be \"fat-tree\" or \"rail-optimized\"."));
        }
        s.fabric = *kind;
    }
    if (j.contains("switch")) {
        s.computeSwitchPartId = text(j, "switch");
    }
    if (j.contains("oversubscription")) {
        s.oversubscription = number(j, "oversubscription", 1, 64);
    }
    if (j.contains("growth_percent")) {
        s.growthPercent = number(j, "growth_percent", 0, 1000);
    }
    if (j.contains("planes")) {
        s.planes = whole(j, "planes", 1, kMostPlanes);
    }
}

void readFacility(const nlohmann::json& j, ClusterSpec& s)
{
    if (j.contains("rack")) {
        s.rackPartId = text(j, "rack");
    }
    if (j.contains("rack_power_kw")) {
        s.rackPowerKw = number(j, "rack_power_kw", 0, 1000);
    }
    if (j.contains("cooling")) {
        const auto method =
            j["cooling"].is_string() ? coolingChoiceFromName(j["cooling"]) : std::nullopt;
        if (!method) {
            fail("cooling", GeneratorText::tr(
                                "The spec's \"cooling\" must be \"air\", \"rdhx\" or \"liquid\"."));
        }
        s.cooling = *method;
    }
    if (j.contains("racks_per_row")) {
        s.racksPerRow = whole(j, "racks_per_row", 1, 1000);
    }
}

void readStorage(const nlohmann::json& j, ClusterSpec& s)
{
    if (j.contains("storage_tb")) {
        s.storageTb = number(j, "storage_tb", 0, 1e9);
    }
    if (j.contains("storage_read_gbytes_per_s")) {
        s.storageReadGBps = number(j, "storage_read_gbytes_per_s", 0, 1e9);
    }
    if (j.contains("storage_part")) {
        s.storagePartId = text(j, "storage_part");
    }
    if (j.contains("storage_switch")) {
        s.storageSwitchPartId = text(j, "storage_switch");
    }
}

void readManagement(const nlohmann::json& j, ClusterSpec& s)
{
    if (j.contains("oob_management")) {
        if (!j["oob_management"].is_boolean()) {
            fail("oob_management",
                 GeneratorText::tr("The spec's \"oob_management\" must be true or false."));
        }
        s.oobManagement = j["oob_management"].get<bool>();
    }
    if (j.contains("oob_switch")) {
        s.oobSwitchPartId = text(j, "oob_switch");
    }
    if (j.contains("oob_aggregation_switch")) {
        s.oobAggregationPartId = text(j, "oob_aggregation_switch");
    }
    if (j.contains("supply_parts")) {
        const nlohmann::json& list = j["supply_parts"];
        if (!list.is_array() ||
            !std::all_of(list.begin(), list.end(), [](const auto& v) { return v.is_string(); })) {
            fail("supply_parts",
                 GeneratorText::tr("The spec's \"supply_parts\" must be a list of part ids."));
        }
        s.supplyPartIds = list.get<std::vector<std::string>>();
    }
}

} // namespace

ClusterSpec clusterSpecFromJson(const nlohmann::json& j)
{
    checkHeader(j);
    ClusterSpec s;
    if (j.contains("name")) {
        s.name = text(j, "name");
    }
    readSize(j, s);
    readFabric(j, s);
    readFacility(j, s);
    readStorage(j, s);
    readManagement(j, s);
    return s;
}

nlohmann::json clusterSpecToJson(const ClusterSpec& s, bool withSupplies)
{
    nlohmann::json j{{"format", kFormat},
                     {"format_version", kFormatVersion},
                     {"node", s.nodePartId},
                     {"fabric", fabricKindName(s.fabric)},
                     {"oversubscription", s.oversubscription},
                     {"growth_percent", s.growthPercent},
                     {"rack", s.rackPartId},
                     {"racks_per_row", s.racksPerRow},
                     {"storage_tb", s.storageTb},
                     {"storage_part", s.storagePartId},
                     {"storage_switch", s.storageSwitchPartId},
                     {"oob_management", s.oobManagement},
                     {"oob_switch", s.oobSwitchPartId},
                     {"oob_aggregation_switch", s.oobAggregationPartId}};
    if (!s.name.empty()) {
        j["name"] = s.name;
    }
    if (s.nodes) {
        j["nodes"] = *s.nodes;
    }
    if (s.gpus) {
        j["gpus"] = *s.gpus;
    }
    if (!s.computeSwitchPartId.empty()) {
        j["switch"] = s.computeSwitchPartId;
    }
    if (s.planes != 1) {
        j["planes"] = s.planes;
    }
    if (s.rackPowerKw) {
        j["rack_power_kw"] = *s.rackPowerKw;
    }
    if (s.cooling) {
        j["cooling"] = coolingChoiceName(*s.cooling);
    }
    if (s.storageReadGBps) {
        j["storage_read_gbytes_per_s"] = *s.storageReadGBps;
    }
    if (withSupplies && !s.supplyPartIds.empty()) {
        j["supply_parts"] = s.supplyPartIds;
    }
    return j;
}

std::vector<std::string> supplyPartIds(const std::vector<Part>& catalog)
{
    std::vector<std::string> ids;
    for (const Part& p : catalog) {
        if (p.kind == PartKind::Cable || p.kind == PartKind::Transceiver ||
            p.kind == PartKind::Pdu || p.kind == PartKind::Cooling || p.kind == PartKind::Switch) {
            ids.push_back(p.id);
        }
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

const char* fabricKindName(FabricKind kind)
{
    return kind == FabricKind::RailOptimized ? "rail-optimized" : "fat-tree";
}

std::optional<FabricKind> fabricKindFromName(const std::string& name)
{
    if (name == "fat-tree") {
        return FabricKind::FatTree;
    }
    if (name == "rail-optimized") {
        return FabricKind::RailOptimized;
    }
    return std::nullopt;
}

const char* coolingChoiceName(CoolingMethod method)
{
    switch (method) {
    case CoolingMethod::Air:
        return "air";
    case CoolingMethod::RearDoor:
        return "rdhx";
    case CoolingMethod::DirectLiquid:
        return "liquid";
    }
    return "air";
}

std::optional<CoolingMethod> coolingChoiceFromName(const std::string& name)
{
    static constexpr std::array<CoolingMethod, 3> all{CoolingMethod::Air, CoolingMethod::RearDoor,
                                                      CoolingMethod::DirectLiquid};
    for (CoolingMethod m : all) {
        if (name == coolingChoiceName(m)) {
            return m;
        }
    }
    return std::nullopt;
}

} // namespace cs::generator
