#include "fastdesignreader.h"

#include "benchmarkcodec.h"
#include "designdescribe.h"
#include "fastreader.h"
#include "migrations.h"
#include "workloadcodec.h"

#include "assumptionsections.h"
#include "model/modelerror.h"

#include <nlohmann/json.hpp>

namespace cs {

namespace {

using json_fields::FastReader;
using json_fields::giveUp;
using json_fields::GiveUp;
using json_fields::valueOf;
using nlohmann::json;
using simdjson::dom::element;

std::string_view limitedText(std::string_view s)
{
    if (s.size() > DesignFileLimits::maxStringBytes) {
        giveUp();
    }
    return s;
}

// The part of the file the loader keeps as JSON (assumptions) or hands to
// another codec (parts, workloads, benchmark results), as the DOM reader
// would hold it: a non-negative integer as unsigned, a repeated key refused.
json toJson(element value)
{
    switch (value.type()) {
    case simdjson::dom::element_type::ARRAY: {
        json items = json::array();
        for (const element item : valueOf(value.get_array())) {
            items.push_back(toJson(item));
        }
        return items;
    }
    case simdjson::dom::element_type::OBJECT: {
        json fields = json::object();
        for (const simdjson::dom::key_value_pair field : valueOf(value.get_object())) {
            if (!fields.emplace(std::string(limitedText(field.key)), toJson(field.value)).second) {
                giveUp();
            }
        }
        return fields;
    }
    case simdjson::dom::element_type::INT64: {
        const std::int64_t n = valueOf(value.get_int64());
        return n < 0 ? json(n) : json(static_cast<std::uint64_t>(n));
    }
    case simdjson::dom::element_type::UINT64:
        return json(valueOf(value.get_uint64()));
    case simdjson::dom::element_type::DOUBLE:
        return json(valueOf(value.get_double()));
    case simdjson::dom::element_type::STRING:
        return json(std::string(limitedText(valueOf(value.get_string()))));
    case simdjson::dom::element_type::BOOL:
        return json(valueOf(value.get_bool()));
    case simdjson::dom::element_type::NULL_VALUE:
        return json(nullptr);
    }
    giveUp();
}

// The header of a file this version writes; anything else (an older format
// to migrate, a newer one to name) is the DOM reader's.
QString readHeader(FastReader& root)
{
    const auto format = root.find("format");
    const auto version = root.find("format_version");
    if (!format || FastReader::text(*format) != kDesignFormatName || !version ||
        !(version->is_int64() || version->is_uint64()) ||
        valueOf(version->get_int64()) != kDesignFormatVersion) {
        giveUp();
    }
    QString appVersion;
    if (const auto app = root.find("app_version")) {
        const std::string_view text = valueOf(app->get_string());
        if (limitedText(text).size() < 64) {
            appVersion = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
        }
    }
    return appVersion;
}

// Name, description, facility and assumptions; every other top-level key is
// one the reader goes on to read.
void readHeaderFields(FastReader& root, Design& design)
{
    root.field("name", design.name);
    root.field("description", design.description, json_fields::Need::Optional);
    if (const auto facility = root.find("facility")) {
        FastReader f(*facility);
        describe(f, design.facility);
        f.find("rooms");
        f.find("rows");
        f.finish();
    }
    if (const auto assumptions = root.find("assumptions")) {
        const FastReader object(
            *assumptions); // gives up unless an object, as the DOM reader requires
        readAssumptionSections(toJson(*assumptions), design);
    }
    for (const char* key : {"parts", "racks", "devices", "fabrics", "links", "storage_systems",
                            "cooling_units", "workloads", "benchmark_results"}) {
        root.find(key);
    }
    root.finish();
}

void readParts(std::optional<element> parts, Design& design)
{
    if (!parts) {
        return;
    }
    const simdjson::dom::object byId = valueOf(parts->get_object());
    if (byId.size() > DesignLimits::maxParts) {
        giveUp();
    }
    for (const simdjson::dom::key_value_pair p : byId) {
        const std::string id(limitedText(p.key));
        Part part = partFromJson(toJson(p.value), "$.parts." + id);
        if (part.id != id || design.part(id)) { // a repeated key: the DOM keeps the last
            giveUp();
        }
        design.putPart(std::move(part));
    }
}

template <typename Entity, typename Add>
void readList(std::optional<element> list, std::size_t maxItems, Add add)
{
    if (!list) {
        return;
    }
    for (const element item : FastReader::list(*list, maxItems)) {
        Entity entity{};
        FastReader::read(item, entity);
        add(std::move(entity));
    }
}

void readWorkloads(std::optional<element> list, Design& design)
{
    if (!list) {
        return;
    }
    for (const element item : FastReader::list(*list, DesignLimits::maxWorkloads)) {
        Workload w = workloadFromJson(toJson(item), "$.workloads");
        for (const Workload& other : design.workloads) {
            if (other.name == w.name) {
                giveUp();
            }
        }
        if (w.name.empty()) {
            giveUp();
        }
        design.workloads.push_back(std::move(w));
    }
}

void readEntities(FastReader& root, std::optional<element> facility, Design& design)
{
    std::optional<FastReader> fac;
    if (facility) {
        fac.emplace(*facility);
    }
    auto facilityList = [&](const char* key) { return fac ? fac->find(key) : std::nullopt; };
    readList<Room>(facilityList("rooms"), DesignLimits::maxRooms,
                   [&](Room r) { design.addRoom(std::move(r)); });
    readList<Row>(facilityList("rows"), DesignLimits::maxRows,
                  [&](Row r) { design.addRow(std::move(r)); });
    readList<Rack>(root.find("racks"), DesignLimits::maxRacks,
                   [&](Rack r) { design.addRack(std::move(r)); });
    readList<Device>(root.find("devices"), DesignLimits::maxDevices,
                     [&](Device d) { design.addDevice(std::move(d)); });
    readList<Fabric>(root.find("fabrics"), DesignLimits::maxFabrics,
                     [&](Fabric f) { design.addFabric(std::move(f)); });
    readList<Link>(root.find("links"), DesignLimits::maxLinks,
                   [&](Link l) { design.addLink(std::move(l)); });
    readList<StorageSystem>(root.find("storage_systems"), DesignLimits::maxStorageSystems,
                            [&](StorageSystem s) { design.addStorageSystem(std::move(s)); });
    readList<CoolingUnit>(root.find("cooling_units"), DesignLimits::maxCoolingUnits,
                          [&](CoolingUnit c) { design.addCoolingUnit(std::move(c)); });
}

DesignLoadResult readDesign(element top)
{
    FastReader root(top);
    DesignLoadResult result;
    result.fileFormatVersion = kDesignFormatVersion;
    result.writtenByAppVersion = readHeader(root);
    Design design;
    readHeaderFields(root, design);
    readParts(root.find("parts"), design);
    readEntities(root, root.find("facility"), design);
    readWorkloads(root.find("workloads"), design);
    if (const auto results = root.find("benchmark_results")) {
        design.benchmarkResults = benchmarkResultsFromJson(toJson(*results), "$.benchmark_results");
    }
    result.design = std::move(design);
    return result;
}

} // namespace

static_assert(kFastReadPadding == simdjson::SIMDJSON_PADDING);

std::optional<DesignLoadResult> readCurrentDesignFast(const QByteArray& bytes)
{
    try {
        simdjson::dom::parser parser;
        // Shallower than the DOM reader's limit, so the DOM reader names any
        // file too deep for either.
        if (parser.allocate(static_cast<std::size_t>(bytes.size()), DesignFileLimits::maxDepth) !=
            simdjson::SUCCESS) {
            return std::nullopt;
        }
        const auto size = static_cast<std::size_t>(bytes.size());
        // capacity() also counts room before the data; only room after it pads.
        // (data_ptr() has no const form in Qt 6.4; asking for free space
        // changes nothing.)
        const bool padded =
            static_cast<std::size_t>(const_cast<QByteArray&>(bytes).data_ptr().freeSpaceAtEnd()) >=
            kFastReadPadding;
        element top;
        if (parser.parse(bytes.constData(), size, !padded).get(top) != simdjson::SUCCESS) {
            return std::nullopt;
        }
        return readDesign(top);
    } catch (...) { // GiveUp, a model or format error, memory: the DOM reader's to name
        return std::nullopt;
    }
}

} // namespace cs
