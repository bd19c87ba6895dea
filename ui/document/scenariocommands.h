#pragma once

#include "documentcommand.h"
#include "entitycommands.h"
#include "tco/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace cs::ui {

// Base of the edits to the design's TCO scenarios ("assumptions.scenarios").
// A subclass turns the current list into the edited one; the result is
// checked like a design file's section, so what is accepted here saves and
// loads. Refusals name the field in one sentence (empty or repeated names).
class ScenarioListCommand : public AssumptionSectionCommand
{
public:
    explicit ScenarioListCommand(Document& document, const QString& text);

protected:
    // Throws ModelError when the edit cannot be made.
    virtual std::vector<tco::Scenario> edited(std::vector<tco::Scenario> scenarios) const = 0;
    void apply() override;
    void revert() override;

private:
    void store(const ScenarioSettings& settings);

    std::optional<ScenarioSettings> mBefore;
    ScenarioSettings mAfter;
};

// A new scenario that changes nothing yet, at the end of the list.
class AddScenarioCommand : public ScenarioListCommand
{
public:
    AddScenarioCommand(Document& document, std::string name);

protected:
    std::vector<tco::Scenario> edited(std::vector<tco::Scenario> scenarios) const override;

private:
    std::string mName;
};

// A copy of scenario `source` named `name`, right after it.
class DuplicateScenarioCommand : public ScenarioListCommand
{
public:
    DuplicateScenarioCommand(Document& document, std::string source, std::string name);

protected:
    std::vector<tco::Scenario> edited(std::vector<tco::Scenario> scenarios) const override;

private:
    std::string mSource;
    std::string mName;
};

class RenameScenarioCommand : public ScenarioListCommand
{
public:
    RenameScenarioCommand(Document& document, std::string from, std::string to);

protected:
    std::vector<tco::Scenario> edited(std::vector<tco::Scenario> scenarios) const override;

private:
    std::string mFrom;
    std::string mTo;
};

class RemoveScenarioCommand : public ScenarioListCommand
{
public:
    RemoveScenarioCommand(Document& document, std::string name);

protected:
    std::vector<tco::Scenario> edited(std::vector<tco::Scenario> scenarios) const override;

private:
    std::string mName;
};

// Replaces the TCO keys scenario `name` sets over the design's own.
class SetScenarioTcoCommand : public ScenarioListCommand
{
public:
    SetScenarioTcoCommand(Document& document, std::string name, nlohmann::json tco);

protected:
    std::vector<tco::Scenario> edited(std::vector<tco::Scenario> scenarios) const override;

private:
    std::string mName;
    nlohmann::json mTco;
};

// Replaces the parts scenario `name` swaps ("replace X with Y" pairs).
class SetScenarioPartsCommand : public ScenarioListCommand
{
public:
    SetScenarioPartsCommand(Document& document, std::string name,
                            std::vector<std::pair<std::string, std::string>> replaceParts);

protected:
    std::vector<tco::Scenario> edited(std::vector<tco::Scenario> scenarios) const override;

private:
    std::string mName;
    std::vector<std::pair<std::string, std::string>> mReplaceParts;
};

} // namespace cs::ui
