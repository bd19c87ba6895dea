#pragma once

#include "model/design.h"
#include "tco/scenario.h"

#include <nlohmann/json.hpp>

#include <QWidget>

#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace cs::ui {

class AssumptionsEditor;

// The design's TCO scenarios: a list with New, Duplicate, Rename and Delete,
// and the TCO keys the chosen scenario sets over the design's own, edited
// with the same fields and checks as the design's assumptions.
//
// Like the rest of the TCO panel it never changes the design: it checks a
// name and emits a request for the binding to apply as an undoable command.
class ScenarioEditor : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioEditor(QWidget* parent = nullptr);

    // Shows the scenarios of `design` (null: none), keeping the current one.
    void setDesign(const Design* design);
    void setCloudOffers(const std::vector<Part>& offers);
    // The parts a scenario may bring in besides the design's own.
    void setCatalogParts(std::vector<Part> parts);

    // The chosen scenario's name; empty when none is chosen.
    std::string currentScenario() const;
    void selectScenario(const std::string& name);
    int scenarioCount() const;
    AssumptionsEditor* overridesEditor() const { return mOverrides; }
    QLineEdit* nameField() const { return mName; }
    // The reason the last name was refused, shown under the name field.
    QString nameError() const;
    void showNameError(const QString& message);

    // As the buttons do, with the text in the name field.
    void createScenario();
    void duplicateScenario();
    void renameScenario();
    void removeScenario();
    // As the part buttons do: the chosen scenario uses `to` wherever the
    // design uses `from` (replacing an earlier choice for `from`), or no
    // longer replaces the part in row `row` of its list.
    void replacePart(const std::string& from, const std::string& to);
    void keepPart(int row);
    int replacementCount() const;

signals:
    void createRequested(const std::string& name);
    void duplicateRequested(const std::string& source, const std::string& name);
    void renameRequested(const std::string& from, const std::string& to);
    void removeRequested(const std::string& name);
    void tcoEdited(const std::string& scenario, const nlohmann::json& tco);
    void partsEdited(const std::string& scenario,
                     const std::vector<std::pair<std::string, std::string>>& replaceParts);

private:
    // The trimmed name in the field, or empty after showing why it is refused.
    std::string checkedName(const std::string& except = {});
    void showCurrent();
    void updateButtons();
    QWidget* buildPartsSection();
    void fillFromParts();
    void fillToParts();
    const tco::Scenario* current() const;
    QString partLabel(const std::string& id) const;

    const Design* mDesign = nullptr;
    std::vector<Part> mCatalogParts;
    std::vector<tco::Scenario> mScenarios;
    std::string mCurrent;
    QListWidget* mList = nullptr;
    QLineEdit* mName = nullptr;
    QLabel* mNameError = nullptr;
    QPushButton* mDuplicate = nullptr;
    QPushButton* mRename = nullptr;
    QPushButton* mRemove = nullptr;
    QLabel* mOverridesTitle = nullptr;
    AssumptionsEditor* mOverrides = nullptr;
    QWidget* mParts = nullptr;
    QComboBox* mFromPart = nullptr;
    QComboBox* mToPart = nullptr;
    QListWidget* mReplacements = nullptr;
};

} // namespace cs::ui
