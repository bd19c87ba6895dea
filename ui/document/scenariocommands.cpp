#include "scenariocommands.h"

#include "document.h"
#include "io/formaterror.h"
#include "model/design.h"
#include "model/modelerror.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs::ui {

namespace {

using tco::Scenario;

std::vector<Scenario>::iterator findScenario(std::vector<Scenario>& scenarios,
                                             const std::string& name)
{
    const auto it = std::find_if(scenarios.begin(), scenarios.end(),
                                 [&](const Scenario& s) { return s.name == name; });
    if (it == scenarios.end()) {
        throw ModelError("NO_SCENARIO",
                         QCoreApplication::translate("cs::ui::ScenarioCommands",
                                                     "The design has no scenario named \"%1\".")
                             .arg(QString::fromStdString(name)));
    }
    return it;
}

} // namespace

ScenarioListCommand::ScenarioListCommand(Document& document, const QString& text)
    : AssumptionSectionCommand(document, text)
{
}

void ScenarioListCommand::apply()
{
    if (!mBefore) {
        const ScenarioSettings& before = design().scenarios;
        const std::vector<Scenario> next = edited(before.values);
        if (next.empty() && before.written.is_null()) {
            mAfter = {}; // a design that had no section gets none
        } else {
            try {
                mAfter = scenarioSettingsFromJson(scenariosToJson(next));
            } catch (const FormatError& e) {
                throw ModelError("BAD_SCENARIO", e.message());
            }
        }
        mBefore = before;
    }
    store(mAfter);
}

void ScenarioListCommand::revert()
{
    store(*mBefore);
}

void ScenarioListCommand::store(const ScenarioSettings& settings)
{
    design().scenarios = settings;
    announce();
}

AddScenarioCommand::AddScenarioCommand(Document& document, std::string name)
    : ScenarioListCommand(document,
                          QCoreApplication::translate("cs::ui::ScenarioCommands", "New scenario")),
      mName(std::move(name))
{
}

std::vector<Scenario> AddScenarioCommand::edited(std::vector<Scenario> scenarios) const
{
    Scenario s;
    s.name = mName;
    scenarios.push_back(std::move(s));
    return scenarios;
}

DuplicateScenarioCommand::DuplicateScenarioCommand(Document& document, std::string source,
                                                   std::string name)
    : ScenarioListCommand(
          document, QCoreApplication::translate("cs::ui::ScenarioCommands", "Duplicate scenario")),
      mSource(std::move(source)), mName(std::move(name))
{
}

std::vector<Scenario> DuplicateScenarioCommand::edited(std::vector<Scenario> scenarios) const
{
    const auto it = findScenario(scenarios, mSource);
    Scenario copy = *it;
    copy.name = mName;
    scenarios.insert(it + 1, std::move(copy));
    return scenarios;
}

RenameScenarioCommand::RenameScenarioCommand(Document& document, std::string from, std::string to)
    : ScenarioListCommand(
          document, QCoreApplication::translate("cs::ui::ScenarioCommands", "Rename scenario")),
      mFrom(std::move(from)), mTo(std::move(to))
{
}

std::vector<Scenario> RenameScenarioCommand::edited(std::vector<Scenario> scenarios) const
{
    findScenario(scenarios, mFrom)->name = mTo;
    return scenarios;
}

RemoveScenarioCommand::RemoveScenarioCommand(Document& document, std::string name)
    : ScenarioListCommand(
          document, QCoreApplication::translate("cs::ui::ScenarioCommands", "Delete scenario")),
      mName(std::move(name))
{
}

std::vector<Scenario> RemoveScenarioCommand::edited(std::vector<Scenario> scenarios) const
{
    scenarios.erase(findScenario(scenarios, mName));
    return scenarios;
}

SetScenarioTcoCommand::SetScenarioTcoCommand(Document& document, std::string name,
                                             nlohmann::json tco)
    : ScenarioListCommand(document, QCoreApplication::translate("cs::ui::ScenarioCommands",
                                                                "Change scenario assumptions")),
      mName(std::move(name)), mTco(std::move(tco))
{
}

std::vector<Scenario> SetScenarioTcoCommand::edited(std::vector<Scenario> scenarios) const
{
    findScenario(scenarios, mName)->tco = mTco;
    return scenarios;
}

SetScenarioPartsCommand::SetScenarioPartsCommand(
    Document& document, std::string name,
    std::vector<std::pair<std::string, std::string>> replaceParts)
    : ScenarioListCommand(document, QCoreApplication::translate("cs::ui::ScenarioCommands",
                                                                "Change scenario parts")),
      mName(std::move(name)), mReplaceParts(std::move(replaceParts))
{
}

std::vector<Scenario> SetScenarioPartsCommand::edited(std::vector<Scenario> scenarios) const
{
    findScenario(scenarios, mName)->hardware.replaceParts = mReplaceParts;
    return scenarios;
}

} // namespace cs::ui
