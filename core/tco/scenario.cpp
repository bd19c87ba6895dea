#include "scenario.h"

#include "io/designcodec.h"
#include "io/designfile.h"
#include "io/formaterror.h"
#include "io/jsonfields.h"
#include "io/partcodec.h"
#include "model/modelerror.h"

#include <QDir>
#include <QFileInfo>

#include <set>

namespace cs::tco {

namespace {

using json_fields::JsonReader;
using nlohmann::json;

std::string indexed(const std::string& path, std::size_t i)
{
    return path + "[" + std::to_string(i) + "]";
}

HardwareChanges readHardware(const json& value, const std::string& path)
{
    HardwareChanges changes;
    JsonReader reader(value, path);
    if (const json* replace = reader.find("replace_parts")) {
        const std::string replacePath = reader.childPath("replace_parts");
        if (!replace->is_object()) {
            throw FormatError(replacePath,
                              json_fields::FieldText::tr(
                                  "An object of part ids to the part ids replacing them is "
                                  "expected here."));
        }
        for (auto it = replace->begin(); it != replace->end(); ++it) {
            changes.replaceParts.emplace_back(
                it.key(), JsonReader::asString(it.value(), replacePath + "." + it.key()));
        }
    }
    if (const json* ids = reader.find("remove_devices")) {
        const std::string idsPath = reader.childPath("remove_devices");
        JsonReader::checkArray(*ids, idsPath, 1'000'000);
        for (std::size_t i = 0; i < ids->size(); ++i) {
            changes.removeDevices.push_back(JsonReader::asId((*ids)[i], indexed(idsPath, i)));
        }
    }
    reader.finish();
    return changes;
}

Scenario readScenario(const json& value, const std::string& path)
{
    Scenario s;
    JsonReader reader(value, path);
    reader.field("name", s.name);
    reader.field("description", s.description, json_fields::Need::Optional);
    reader.field("design", s.designFile, json_fields::Need::Optional);
    if (s.name.empty() || s.name.size() > kMaxScenarioNameBytes) {
        throw FormatError(reader.childPath("name"),
                          json_fields::FieldText::tr("A scenario name has 1 to 64 bytes."));
    }
    if (const json* tco = reader.find("tco")) {
        // The keys alone must already be TCO assumptions with values in range.
        tcoAssumptionsFromJson(*tco, reader.childPath("tco"));
        s.tco = *tco;
    }
    if (const json* hardware = reader.find("hardware")) {
        s.hardware = readHardware(*hardware, reader.childPath("hardware"));
    }
    reader.finish();
    return s;
}

json hardwareToJson(const HardwareChanges& h)
{
    json out = json::object();
    if (!h.replaceParts.empty()) {
        json replace = json::object();
        for (const auto& [from, to] : h.replaceParts) {
            replace[from] = to;
        }
        out["replace_parts"] = std::move(replace);
    }
    if (!h.removeDevices.empty()) {
        out["remove_devices"] = h.removeDevices;
    }
    return out;
}

void replaceIn(json& object, const char* key, const std::string& from, const std::string& to)
{
    auto it = object.find(key);
    if (it != object.end() && it->is_string() && it->get<std::string>() == from) {
        *it = to;
    }
}

void replaceInList(json& root, const char* list, std::initializer_list<const char*> keys,
                   const std::string& from, const std::string& to)
{
    auto items = root.find(list);
    if (items == root.end()) {
        return;
    }
    for (json& item : *items) {
        for (const char* key : keys) {
            replaceIn(item, key, from, to);
        }
    }
}

// A device's configuration with `from` replaced, the part's defaults made
// explicit where they are `from`, so that the server keeps its other defaults.
void replaceInConfig(json& device, const Design& design, const std::string& from,
                     const std::string& to)
{
    const Part* part = design.part(device.value("part", std::string()));
    json& config = device["config"];
    if (config.is_null()) {
        config = json::object();
    }
    replaceIn(config, "gpu", from, to);
    replaceIn(config, "cpu", from, to);
    if (part && part->server) {
        if (!config.contains("gpu") && part->server->gpuPartId == from) {
            config["gpu"] = to;
        }
        if (!config.contains("cpu") && part->server->cpuPartId == from) {
            config["cpu"] = to;
        }
        if (!config.contains("nics")) {
            for (const NicConfig& nic : part->server->nics) {
                if (nic.partId == from) {
                    config["nics"] = json_fields::JsonWriter::write(*part->server)["nics"];
                    break;
                }
            }
        }
    }
    if (auto nics = config.find("nics"); nics != config.end()) {
        for (json& nic : *nics) {
            replaceIn(nic, "part", from, to);
        }
    }
    if (config.empty()) {
        device.erase("config");
    }
}

const Part* findPart(const Design& design, const std::vector<Part>& catalogParts,
                     const std::string& id)
{
    if (const Part* own = design.part(id)) {
        return own;
    }
    for (const Part& p : catalogParts) {
        if (p.id == id) {
            return &p;
        }
    }
    return nullptr;
}

void replacePart(json& root, const Design& design, const std::vector<Part>& catalogParts,
                 const std::pair<std::string, std::string>& change, const std::string& path)
{
    const auto& [from, to] = change;
    const Part* old = design.part(from);
    if (!old) {
        throw FormatError(path, json_fields::FieldText::tr("The design uses no part \"%1\".")
                                    .arg(QString::fromStdString(from)));
    }
    const Part* replacement = findPart(design, catalogParts, to);
    if (!replacement) {
        throw FormatError(
            path, json_fields::FieldText::tr("The part \"%1\" is neither in the design nor in the "
                                             "catalog.")
                      .arg(QString::fromStdString(to)));
    }
    if (replacement->kind != old->kind) {
        throw FormatError(
            path, json_fields::FieldText::tr("The part \"%1\" is not of the same kind as \"%2\".")
                      .arg(QString::fromStdString(to), QString::fromStdString(from)));
    }
    root["parts"][to] = partToJson(*replacement);
    replaceInList(root, "racks", {"part"}, from, to);
    replaceInList(root, "cooling_units", {"part"}, from, to);
    replaceInList(root, "links", {"cable", "transceiver_a", "transceiver_b"}, from, to);
    for (json& device : root["devices"]) {
        replaceIn(device, "part", from, to);
        replaceInConfig(device, design, from, to);
    }
}

} // namespace

std::vector<Scenario> scenariosFromJson(const json& array, const std::string& path)
{
    JsonReader::checkArray(array, path, kMaxScenarios);
    std::vector<Scenario> scenarios;
    std::set<std::string> names;
    for (std::size_t i = 0; i < array.size(); ++i) {
        Scenario s = readScenario(array[i], indexed(path, i));
        if (!names.insert(s.name).second) {
            throw FormatError(
                indexed(path, i) + ".name",
                json_fields::FieldText::tr("Another scenario has the name \"%1\" already.")
                    .arg(QString::fromStdString(s.name)));
        }
        scenarios.push_back(std::move(s));
    }
    return scenarios;
}

json scenariosToJson(const std::vector<Scenario>& scenarios)
{
    json out = json::array();
    for (const Scenario& s : scenarios) {
        json item{{"name", s.name}};
        if (!s.description.empty()) {
            item["description"] = s.description;
        }
        if (!s.tco.empty()) {
            item["tco"] = s.tco;
        }
        if (!s.designFile.empty()) {
            item["design"] = s.designFile;
        }
        if (!s.hardware.empty()) {
            item["hardware"] = hardwareToJson(s.hardware);
        }
        out.push_back(std::move(item));
    }
    return out;
}

std::vector<Scenario> scenariosOf(const Design& design)
{
    auto section = design.assumptions.find("scenarios");
    if (section == design.assumptions.end() || section->is_null()) {
        return {};
    }
    return scenariosFromJson(*section, "$.assumptions.scenarios");
}

TcoAssumptions ScenarioDesign::assumptions(const std::string& path) const
{
    return tcoAssumptionsFromJson(tcoSection, path);
}

ScenarioDesign baseScenario(const Design& design, const std::string& label)
{
    return ScenarioDesign{label.empty() ? design.name : label, design, tcoSectionOf(design)};
}

Design withHardwareChanges(const Design& design, const HardwareChanges& changes,
                           const std::string& path, const std::vector<Part>& catalogParts)
{
    if (changes.empty()) {
        return design;
    }
    json root = designToJson(design);
    for (const auto& change : changes.replaceParts) {
        replacePart(root, design, catalogParts, change, path + ".replace_parts." + change.first);
    }
    Design changed;
    try {
        changed = designFromJson(root);
    } catch (const FormatError& e) {
        throw FormatError(
            path + ".replace_parts",
            json_fields::FieldText::tr("With these parts the design breaks a rule at %1: %2")
                .arg(QString::fromStdString(e.path()), e.message()));
    }
    for (std::size_t i = 0; i < changes.removeDevices.size(); ++i) {
        const DeviceId id{changes.removeDevices[i]};
        if (!changed.device(id)) {
            throw FormatError(
                indexed(path + ".remove_devices", i),
                json_fields::FieldText::tr("The design has no device with id %1.").arg(id.value));
        }
        changed.removeDevice(id);
    }
    return changed;
}

ScenarioDesign resolveScenario(const Design& host, const std::string& name,
                               const QString& hostFilePath, const std::vector<Part>& catalogParts)
{
    const std::vector<Scenario> scenarios = scenariosOf(host);
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const Scenario& s = scenarios[i];
        if (s.name != name) {
            continue;
        }
        const std::string path = indexed("$.assumptions.scenarios", i);
        ScenarioDesign out{s.name, host, withKeysOver(tcoSectionOf(host), s.tco)};
        if (!s.designFile.empty()) {
            const QString dir = hostFilePath.isEmpty() ? QDir::currentPath()
                                                       : QFileInfo(hostFilePath).absolutePath();
            DesignLoadResult other =
                loadDesignFile(QDir(dir).filePath(QString::fromStdString(s.designFile)));
            if (!other.ok()) {
                throw FormatError(path + ".design", other.error->toString());
            }
            out.design = std::move(*other.design);
        }
        out.design = withHardwareChanges(out.design, s.hardware, path + ".hardware", catalogParts);
        out.assumptions(path + ".tco"); // refuse a section that does not read now
        return out;
    }
    throw FormatError("$.assumptions.scenarios",
                      json_fields::FieldText::tr("The design has no scenario named \"%1\".")
                          .arg(QString::fromStdString(name)));
}

} // namespace cs::tco
