#include "designcodec.h"

#include "benchmarkcodec.h"

#include "analysis/assumptions.h"
#include "io/workloadcodec.h"
#include "jsonfields.h"
#include "model/modelerror.h"
#include "partcodec.h"
#include "tco/scenario.h"
#include "tco/tcoassumptions.h"

namespace cs {

namespace json_fields {

inline constexpr Range kMetres{-1.0e5, 1.0e5};

template <typename V, typename S> void describeFacility(V& v, S& s)
{
    v.field("pue", s.pue, Range{1.0, 5.0}, Need::Optional);
    v.field("electricity_price_per_kwh", s.electricityPricePerKwh, Range{0, 100}, Need::Optional);
    v.field("currency", s.currency, Need::Optional);
}

template <typename V, typename S> void describeRoom(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.field("width_m", s.widthM, Range{0, 1.0e4}, Need::Optional);
    v.field("depth_m", s.depthM, Range{0, 1.0e4}, Need::Optional);
}

template <typename V, typename S> void describeRow(V& v, S& s)
{
    v.field("id", s.id);
    v.field("room", s.room);
    v.field("name", s.name);
    v.field("x_m", s.xM, kMetres, Need::Optional);
    v.field("y_m", s.yM, kMetres, Need::Optional);
    v.field("slot_pitch_m", s.slotPitchM, Range{0.1, 10}, Need::Optional);
    v.field("slots", s.slotCount, Range{0, 1000}, Need::Optional);
    v.choice("cooling", s.cooling, Need::Optional);
}

template <typename V, typename S> void describeRackPosition(V& v, S& s)
{
    v.field("row", s.row);
    v.field("slot", s.slot, Range{0, 1000});
}

template <typename V, typename S> void describeRack(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.field("part", s.partId);
    v.object("position", s.position);
    v.field("power_budget_kw", s.powerBudgetKw, Range{0, 1000});
    v.choice("feeds", s.feeds, Need::Optional);
    v.choice("cooling", s.cooling, Need::Optional);
}

template <typename V, typename S> void describePlacement(V& v, S& s)
{
    v.field("rack", s.rack);
    v.field("u", s.bottomU, Range{0, 100});
    v.choice("face", s.face, Need::Optional);
    v.field("half_depth", s.halfDepth);
}

template <typename V, typename S> void describeConfig(V& v, S& s)
{
    v.field("gpu", s.gpuPartId);
    v.field("gpu_count", s.gpuCount, Range{0, 1024});
    v.field("cpu", s.cpuPartId);
    v.field("cpu_count", s.cpuCount, Range{0, 1024});
    v.field("ram_gb", s.ramGb, Range{0, 1.0e6});
    v.array("nics", s.nics, kMaxNicEntries);
    v.field("local_nvme_tb", s.localNvmeTb, Range{0, 1.0e5});
    v.field("feed", s.feed);
}

template <typename V, typename S> void describeDevice(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.field("part", s.partId);
    v.object("placement", s.placement);
    v.object("config", s.config, Need::Optional);
}

template <typename V, typename S> void describeFabricSwitch(V& v, S& s)
{
    v.field("device", s.device);
    v.field("tier", s.tier, Range{1, 3});
}

template <typename V, typename S> void describeFabric(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.choice("role", s.role);
    v.choice("topology", s.topology);
    v.field("target_oversubscription", s.targetOversubscription, Range{1, 1000}, Need::Optional);
    v.array("switches", s.switches, DesignLimits::maxSwitchesPerFabric);
}

template <typename V, typename S> void describePortRef(V& v, S& s)
{
    v.field("device", s.device);
    v.field("port", s.port, Range{0, 1.0e5});
}

template <typename V, typename S> void describeLink(V& v, S& s)
{
    v.field("id", s.id);
    v.field("fabric", s.fabric);
    v.object("a", s.a);
    v.object("b", s.b);
    v.field("cable", s.cablePartId, Need::Optional);
    v.field("transceiver_a", s.transceiverAPartId, Need::Optional);
    v.field("transceiver_b", s.transceiverBPartId, Need::Optional);
    v.field("length_m", s.lengthM, Range{0, 1.0e5}, Need::Optional);
}

template <typename V, typename S> void describeStorageSystem(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.field("filesystem", s.filesystem, Need::Optional);
    v.array("devices", s.devices, DesignLimits::maxDevices);
}

template <typename V, typename S> void describeCoolingUnit(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.field("part", s.partId);
    v.object("position", s.position);
    v.field("attached_rack", s.attachedRack);
}

// A storage system lists bare device ids; this wrapper gives them a describe().
template <typename V> void describe(V& v, DeviceId& s)
{
    v.field("device", s);
}
template <typename V> void describe(V& v, const DeviceId& s)
{
    v.field("device", s);
}

CS_JSON_DESCRIBE(FacilityAssumptions, describeFacility)
CS_JSON_DESCRIBE(Room, describeRoom)
CS_JSON_DESCRIBE(Row, describeRow)
CS_JSON_DESCRIBE(RackPosition, describeRackPosition)
CS_JSON_DESCRIBE(Rack, describeRack)
CS_JSON_DESCRIBE(Placement, describePlacement)
CS_JSON_DESCRIBE(DeviceConfig, describeConfig)
CS_JSON_DESCRIBE(Device, describeDevice)
CS_JSON_DESCRIBE(FabricSwitch, describeFabricSwitch)
CS_JSON_DESCRIBE(Fabric, describeFabric)
CS_JSON_DESCRIBE(PortRef, describePortRef)
CS_JSON_DESCRIBE(Link, describeLink)
CS_JSON_DESCRIBE(StorageSystem, describeStorageSystem)
CS_JSON_DESCRIBE(CoolingUnit, describeCoolingUnit)

} // namespace json_fields

namespace {

using json_fields::JsonReader;
using nlohmann::json;

// Reads each element of a top-level list and hands it to the model; a model
// error is reported at the element's JSON path.
template <typename Entity, typename Add>
void readList(const json& root, const std::string& rootPath, const char* key, std::size_t maxItems,
              Add add)
{
    auto it = root.find(key);
    if (it == root.end() || it->is_null()) {
        return;
    }
    const std::string path = rootPath + "." + key;
    JsonReader::checkArray(*it, path, maxItems);
    for (std::size_t i = 0; i < it->size(); ++i) {
        const std::string itemPath = path + "[" + std::to_string(i) + "]";
        JsonReader reader((*it)[i], itemPath);
        Entity entity{};
        describe(reader, entity);
        reader.finish();
        try {
            add(std::move(entity));
        } catch (const ModelError& e) {
            throw FormatError(itemPath, e.message());
        }
    }
}

void readParts(const json& root, Design& design)
{
    auto it = root.find("parts");
    if (it == root.end() || it->is_null()) {
        return;
    }
    if (!it->is_object()) {
        throw FormatError("$.parts", json_fields::FieldText::tr(
                                         "An object of parts keyed by id is expected here."));
    }
    if (it->size() > DesignLimits::maxParts) {
        throw FormatError("$.parts", json_fields::FieldText::tr(
                                         "The design embeds %1 parts; at most %2 are accepted.")
                                         .arg(it->size())
                                         .arg(DesignLimits::maxParts));
    }
    for (auto p = it->begin(); p != it->end(); ++p) {
        const std::string path = "$.parts." + p.key();
        Part part = partFromJson(p.value(), path);
        if (part.id != p.key()) {
            throw FormatError(path + ".id",
                              json_fields::FieldText::tr("The part's id must equal its key."));
        }
        design.putPart(std::move(part));
    }
}

void readHeaderFields(const json& root, Design& design)
{
    JsonReader reader(root, "$");
    reader.field("name", design.name);
    reader.field("description", design.description, json_fields::Need::Optional);
    if (const json* facility = reader.find("facility")) {
        JsonReader f(*facility, "$.facility");
        describe(f, design.facility);
        f.find("rooms");
        f.find("rows");
        f.finish();
    }
    if (const json* assumptions = reader.find("assumptions")) {
        if (!assumptions->is_object()) {
            throw FormatError("$.assumptions",
                              json_fields::FieldText::tr("An object { ... } is expected here."));
        }
        // The sections the loader keeps as written are objects all the same,
        // as docs/design-format.schema.json says.
        for (const char* section : {"analysis", "generator", "tco"}) {
            auto it = assumptions->find(section);
            if (it != assumptions->end() && !it->is_null() && !it->is_object()) {
                throw FormatError(
                    std::string("$.assumptions.") + section,
                    json_fields::FieldText::tr("An object { ... } is expected here."));
            }
        }
        design.assumptions = *assumptions;
    }
    for (const char* key :
         {"format", "format_version", "app_version", "parts", "racks", "devices", "fabrics",
          "links", "storage_systems", "cooling_units", "workloads", "benchmark_results"}) {
        reader.find(key);
    }
    reader.finish();
}

// Each workload in the workload format without its header; names unique.
void readWorkloads(const json& root, Design& design)
{
    auto it = root.find("workloads");
    if (it == root.end() || it->is_null()) {
        return;
    }
    JsonReader::checkArray(*it, "$.workloads", DesignLimits::maxWorkloads);
    for (std::size_t i = 0; i < it->size(); ++i) {
        const std::string path = "$.workloads[" + std::to_string(i) + "]";
        Workload w = workloadFromJson((*it)[i], path);
        if (w.name.empty()) {
            throw FormatError(path + ".name",
                              json_fields::FieldText::tr("A design's workload needs a name."));
        }
        for (const Workload& other : design.workloads) {
            if (other.name == w.name) {
                throw FormatError(path + ".name",
                                  json_fields::FieldText::tr(
                                      "Another workload of this design is already named \"%1\".")
                                      .arg(QString::fromStdString(w.name)));
            }
        }
        design.workloads.push_back(std::move(w));
    }
}

} // namespace

Design designFromJson(const json& root)
{
    Design design;
    readHeaderFields(root, design);
    readParts(root, design);
    static const json emptyObject = json::object();
    auto facility = root.find("facility");
    const json& fac = facility != root.end() && facility->is_object() ? *facility : emptyObject;
    readList<Room>(fac, "$.facility", "rooms", DesignLimits::maxRooms,
                   [&](Room r) { design.addRoom(std::move(r)); });
    readList<Row>(fac, "$.facility", "rows", DesignLimits::maxRows,
                  [&](Row r) { design.addRow(std::move(r)); });
    readList<Rack>(root, "$", "racks", DesignLimits::maxRacks,
                   [&](Rack r) { design.addRack(std::move(r)); });
    readList<Device>(root, "$", "devices", DesignLimits::maxDevices,
                     [&](Device d) { design.addDevice(std::move(d)); });
    readList<Fabric>(root, "$", "fabrics", DesignLimits::maxFabrics,
                     [&](Fabric f) { design.addFabric(std::move(f)); });
    readList<Link>(root, "$", "links", DesignLimits::maxLinks,
                   [&](Link l) { design.addLink(std::move(l)); });
    readList<StorageSystem>(root, "$", "storage_systems", DesignLimits::maxStorageSystems,
                            [&](StorageSystem s) { design.addStorageSystem(std::move(s)); });
    readList<CoolingUnit>(root, "$", "cooling_units", DesignLimits::maxCoolingUnits,
                          [&](CoolingUnit c) { design.addCoolingUnit(std::move(c)); });
    readWorkloads(root, design);
    if (auto results = root.find("benchmark_results");
        results != root.end() && !results->is_null()) {
        design.benchmarkResults = benchmarkResultsFromJson(*results, "$.benchmark_results");
    }
    analysis::assumptionsFor(design); // refuse analysis assumptions of the wrong shape now
    tco::scenariosOf(design);         // and scenarios that could not be compared
    tco::tcoAssumptionsFor(design);   // and TCO keys that tco and export would refuse
    return design;
}

json designToJson(const Design& design)
{
    using json_fields::JsonWriter;
    json root = json::object();
    root["name"] = design.name;
    if (!design.description.empty()) {
        root["description"] = design.description;
    }
    json facility = JsonWriter::write(design.facility);
    auto list = [](const auto& items) {
        json out = json::array();
        for (const auto& item : items) {
            out.push_back(JsonWriter::write(item));
        }
        return out;
    };
    facility["rooms"] = list(design.rooms());
    facility["rows"] = list(design.rows());
    root["facility"] = std::move(facility);
    root["racks"] = list(design.racks());
    root["devices"] = list(design.devices());
    root["fabrics"] = list(design.fabrics());
    root["links"] = list(design.links());
    root["storage_systems"] = list(design.storageSystems());
    root["cooling_units"] = list(design.coolingUnits());
    root["assumptions"] = design.assumptions;
    if (!design.workloads.empty()) {
        json workloads = json::array();
        for (const Workload& w : design.workloads) {
            workloads.push_back(workloadBodyToJson(w));
        }
        root["workloads"] = std::move(workloads);
    }
    if (!design.benchmarkResults.empty()) {
        root["benchmark_results"] = benchmarkResultsToJson(design.benchmarkResults);
    }
    json parts = json::object();
    for (const auto& [id, part] : design.parts()) {
        parts[id] = partToJson(part);
    }
    root["parts"] = std::move(parts);
    return root;
}

} // namespace cs
