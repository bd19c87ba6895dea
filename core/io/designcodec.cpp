#include "designcodec.h"
#include "designdescribe.h"

#include "benchmarkcodec.h"

#include "assumptionsections.h"
#include "io/workloadcodec.h"
#include "jsonfields.h"
#include "model/modelerror.h"
#include "partcodec.h"

namespace cs {

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
        const std::string itemPath = json_fields::elementPath(path, i);
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
        readAssumptionSections(*assumptions, design);
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
    return design;
}

json designToJsonWithoutEntityLists(const Design& design)
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
    root["assumptions"] = assumptionsForFile(design);
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

namespace {

template <typename Entity>
EntityListJson entityList(const char* key, const std::vector<Entity>& items)
{
    return {key, items.size(),
            [&items](std::size_t i) { return json_fields::JsonWriter::write(items[i]); }};
}

} // namespace

std::vector<EntityListJson> entityListsToJson(const Design& design)
{
    return {entityList("racks", design.racks()),
            entityList("devices", design.devices()),
            entityList("fabrics", design.fabrics()),
            entityList("links", design.links()),
            entityList("storage_systems", design.storageSystems()),
            entityList("cooling_units", design.coolingUnits())};
}

json designToJson(const Design& design)
{
    json root = designToJsonWithoutEntityLists(design);
    for (const EntityListJson& list : entityListsToJson(design)) {
        json items = json::array();
        for (std::size_t i = 0; i < list.size; ++i) {
            items.push_back(list.item(i));
        }
        root[list.key] = std::move(items);
    }
    return root;
}

} // namespace cs
