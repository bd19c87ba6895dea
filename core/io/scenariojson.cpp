#include "scenariojson.h"

#include "formaterror.h"
#include "jsonfields.h"
#include "tcoassumptionsjson.h"

#include <set>

namespace cs {

namespace {

using json_fields::JsonReader;
using nlohmann::json;

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
            changes.removeDevices.push_back(
                JsonReader::asId((*ids)[i], json_fields::elementPath(idsPath, i)));
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

} // namespace

std::vector<Scenario> scenariosFromJson(const json& array, const std::string& path)
{
    JsonReader::checkArray(array, path, kMaxScenarios);
    std::vector<Scenario> scenarios;
    std::set<std::string> names;
    for (std::size_t i = 0; i < array.size(); ++i) {
        Scenario s = readScenario(array[i], json_fields::elementPath(path, i));
        if (!names.insert(s.name).second) {
            throw FormatError(
                json_fields::elementPath(path, i) + ".name",
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

ScenarioSettings scenarioSettingsFromJson(const json& section, const std::string& path)
{
    return ScenarioSettings{scenariosFromJson(section, path), section};
}

ScenarioSettings withScenarioTcoKeys(const ScenarioSettings& settings,
                                     const std::vector<json>& tcoPatches)
{
    json written = settings.written;
    for (std::size_t i = 0; i < tcoPatches.size() && i < written.size(); ++i) {
        json& scenario = written[i];
        if (scenario.contains("tco") || !tcoPatches[i].empty()) {
            scenario["tco"] = tcoPatches[i];
        }
    }
    return scenarioSettingsFromJson(written);
}

} // namespace cs
