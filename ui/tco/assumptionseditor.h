#pragma once

#include "model/part.h"
#include "tco/tcoassumptions.h"

#include <nlohmann/json.hpp>

#include <QWidget>

#include <map>
#include <string>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace cs::ui {

// Every TCO assumption key (docs/tco.md) with its default and source in the
// tooltip. Shows an "assumptions.tco" section and, when the user changes a
// value, emits the whole new section; it never changes a design itself.
// A value left empty (or "default" in a list) removes the key.
class AssumptionsEditor : public QWidget
{
    Q_OBJECT

public:
    explicit AssumptionsEditor(QWidget* parent = nullptr);

    // Shows `section` without emitting anything.
    void setSection(const nlohmann::json& section);
    const nlohmann::json& section() const { return mSection; }
    // The offers the cloud offer list offers, besides "cheapest matching".
    void setCloudOffers(const std::vector<Part>& offers);
    // What the defaults come to for this design ("1.3" for pue), shown in
    // empty fields; keys not named show the documented default.
    void setResolvedDefaults(const std::map<std::string, QString>& values);
    // For tests and scripting: the value typed into `key`'s field, as a user would.
    void enterText(const std::string& key, const QString& text);
    void chooseItem(const std::string& key, int index);
    QString errorText() const;
    // What an empty field of `key` shows (its default), or empty for no such field.
    QString placeholderOf(const std::string& key) const;
    // The currency shown beside an amount's field (the one the TCO computes
    // in), or empty for a key that is not an amount.
    QString unitOf(const std::string& key) const;

signals:
    void sectionEdited(const nlohmann::json& section);

private:
    static bool isMoneyKey(const std::string& key);
    void addRow(QFormLayout& form, const tco::AssumptionInfo& info);
    QWidget* withUnit(QLineEdit* edit, const std::string& key);
    void textEdited(const std::string& key);
    void choiceMade(const std::string& key);
    void apply(const std::string& key, const nlohmann::json& value);
    void showValues();

    nlohmann::json mSection = nlohmann::json::object();
    std::map<std::string, QLineEdit*> mEdits;
    std::map<std::string, QComboBox*> mChoices;
    std::map<std::string, QLabel*> mUnits;
    QLabel* mError = nullptr;
};

} // namespace cs::ui
