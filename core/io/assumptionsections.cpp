#include "assumptionsections.h"

#include "analysisassumptionsjson.h"
#include "formaterror.h"
#include "jsonfields.h"
#include "scenariojson.h"
#include "tcoassumptionsjson.h"

#include <optional>
#include <string>

namespace cs {

namespace {

using nlohmann::json;

const char* const kAnalysis = "analysis";
const char* const kTco = "tco";
const char* const kScenarios = "scenarios";
const char* const kGenerator = "generator";

std::string pathOf(const char* section)
{
    return std::string("$.assumptions.") + section;
}

// The section moved out of `sections`; none when the file has no such key.
std::optional<json> take(json& sections, const char* name)
{
    const auto it = sections.find(name);
    if (it == sections.end()) {
        return std::nullopt;
    }
    json section = std::move(*it);
    sections.erase(it);
    return section;
}

// The generator's record is not read back, but it is an object, as the
// schema says.
json generatorRecordFrom(json section)
{
    if (!section.is_object()) {
        throw FormatError(pathOf(kGenerator),
                          json_fields::FieldText::tr("An object { ... } is expected here."));
    }
    return section;
}

void putBack(json& sections, const char* name, const json& written)
{
    if (!written.is_null()) {
        sections[name] = written;
    }
}

} // namespace

void readAssumptionSections(json sections, Design& design)
{
    if (auto s = take(sections, kAnalysis)) {
        design.analysisAssumptions = analysisSettingsFromJson(*s, pathOf(kAnalysis));
    }
    if (auto s = take(sections, kTco)) {
        design.tcoAssumptions = tcoSettingsFromJson(*s, pathOf(kTco));
    }
    if (auto s = take(sections, kScenarios)) {
        design.scenarios = scenarioSettingsFromJson(*s, pathOf(kScenarios));
    }
    if (auto s = take(sections, kGenerator)) {
        design.generatedFrom = generatorRecordFrom(std::move(*s));
    }
    design.otherAssumptions = std::move(sections);
}

json assumptionsForFile(const Design& design)
{
    json all = design.otherAssumptions;
    putBack(all, kAnalysis, design.analysisAssumptions.written);
    putBack(all, kTco, design.tcoAssumptions.written);
    putBack(all, kScenarios, design.scenarios.written);
    putBack(all, kGenerator, design.generatedFrom);
    return all;
}

} // namespace cs
