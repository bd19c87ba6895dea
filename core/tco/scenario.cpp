#include "scenario.h"

#include "io/designcodec.h"
#include "io/designfile.h"
#include "io/formaterror.h"
#include "io/jsonfields.h"
#include "io/partcodec.h"
#include "model/modelerror.h"

#include <QDir>
#include <QFileInfo>

namespace cs::tco {

namespace {

using nlohmann::json;

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

const std::vector<Scenario>& scenariosOf(const Design& design)
{
    return design.scenarios.values;
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
                json_fields::elementPath(path + ".remove_devices", i),
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
        const std::string path = json_fields::elementPath("$.assumptions.scenarios", i);
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
