#include "assumptionseditor.h"

#include "io/formaterror.h"
#include "io/tcoassumptionsjson.h"
#include "tco/currencychange.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>

namespace cs::ui {

namespace {

using nlohmann::json;

// Labels for the documented keys, in the order of tco::assumptionInfos().
const std::map<std::string, const char*>& labels()
{
    static const std::map<std::string, const char*> map = {
        {"horizon_years", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Horizon (years)")},
        {"discount_rate", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Discount rate")},
        {"currency", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Currency")},
        {"cny_per_usd", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "CNY per USD")},
        {"utilization", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Utilisation")},
        {"demand_profile", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Demand profile (12)")},
        {"peak_share", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Peak share of hours")},
        {"integration_fraction", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Integration")},
        {"facility_mode", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Facility")},
        {"colocation_per_kw_month",
         QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Colocation per kW-month")},
        {"facility_build_per_kw",
         QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Room build-out per kW")},
        {"facility_opex_per_kw_month",
         QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Room opex per kW-month")},
        {"pue", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "PUE")},
        {"electricity_price_per_kwh",
         QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Electricity per kWh")},
        {"support_fraction_per_year",
         QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Support per year")},
        {"nodes_per_fte", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Nodes per FTE")},
        {"min_fte", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Minimum FTE")},
        {"staff_cost_per_fte_year",
         QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Staff cost per FTE-year")},
        {"licence_per_node_year",
         QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Licences per node-year")},
        {"residual_fraction", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Resale value")},
        {"gpu_price_factor", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "GPU price factor")},
        {"cloud_offer", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Cloud offer")},
        {"cloud_mode", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Cloud pricing")},
        {"cloud_price_factor",
         QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Cloud price factor")},
        {"spot_discount", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Spot discount")},
        {"spot_availability", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Spot availability")},
        {"dataset_tb", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Dataset (TB)")},
        {"cloud_storage_per_tb_month",
         QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Cloud storage per TB-month")},
        {"egress_tb_per_month",
         QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Egress TB per month")},
        {"egress_per_tb", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Egress per TB")},
        {"hybrid_base_share", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Hybrid owned share")},
        {"staged_purchases", QT_TRANSLATE_NOOP("cs::ui::AssumptionsEditor", "Staged purchases")},
    };
    return map;
}

// Keys with a fixed list of values; the first item, "default", removes the key.
const std::map<std::string, std::vector<const char*>>& choices()
{
    static const std::map<std::string, std::vector<const char*>> map = {
        {"currency", {"USD", "CNY"}},
        {"facility_mode", {"colocation", "owned"}},
        {"cloud_mode", {"on_demand", "reserved_1y", "reserved_3y", "spot", "capacity_block"}},
        {"cloud_offer", {}},
    };
    return map;
}

QString tooltipOf(const tco::AssumptionInfo& info)
{
    QString tip =
        QCoreApplication::translate("cs::ui::AssumptionsEditor", "%1\nDefault: %2\nSource: %3")
            .arg(QString::fromLatin1(info.key), tco::defaultTextOf(info), tco::sourceOf(info));
    if (info.estimate) {
        tip += QCoreApplication::translate("cs::ui::AssumptionsEditor",
                                           "\nThe default is an estimate.");
    }
    return tip;
}

// What the user typed: JSON when it reads as JSON (numbers, lists), else text.
json valueOf(const QString& text)
{
    const std::string raw = text.trimmed().toStdString();
    if (raw.empty()) {
        return nullptr;
    }
    json value = json::parse(raw, nullptr, false);
    return value.is_discarded() ? json(raw) : value;
}

QString textOf(const json& value)
{
    if (value.is_string()) {
        return QString::fromStdString(value.get<std::string>());
    }
    return value.is_null() ? QString() : QString::fromStdString(value.dump());
}

} // namespace

AssumptionsEditor::AssumptionsEditor(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* title = new QLabel(tr("<b>TCO assumptions</b> — empty fields use the default "
                                "(hover a field for it and its source)."),
                             this);
    title->setWordWrap(true);
    layout->addWidget(title);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const tco::AssumptionInfo& info : tco::assumptionInfos()) {
        addRow(*form, info);
    }
    layout->addLayout(form);
    mError = new QLabel(this);
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("color: #b00020;"));
    layout->addWidget(mError);
    layout->addStretch(1);
}

void AssumptionsEditor::addRow(QFormLayout& form, const tco::AssumptionInfo& info)
{
    const std::string key = info.key;
    const auto label = labels().find(key);
    auto* name =
        new QLabel(label != labels().end() ? tr(label->second) : QString::fromStdString(key), this);
    name->setToolTip(tooltipOf(info));
    QWidget* field = nullptr;
    if (const auto list = choices().find(key); list != choices().end()) {
        auto* combo = new QComboBox(this);
        combo->addItem(tr("default"), QString());
        for (const char* value : list->second) {
            combo->addItem(QString::fromLatin1(value), QString::fromLatin1(value));
        }
        connect(combo, &QComboBox::activated, this, [this, key] { choiceMade(key); });
        mChoices[key] = combo;
        field = combo;
    } else {
        auto* edit = new QLineEdit(this);
        edit->setPlaceholderText(tco::defaultTextOf(info));
        connect(edit, &QLineEdit::editingFinished, this, [this, key] { textEdited(key); });
        mEdits[key] = edit;
        field = isMoneyKey(key) ? withUnit(edit, key) : edit;
    }
    field->setToolTip(tooltipOf(info));
    field->setMinimumWidth(150);
    form.addRow(name, field);
}

bool AssumptionsEditor::isMoneyKey(const std::string& key)
{
    const auto& keys = tco::tcoMoneyKeys();
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

// An amount's field with its currency beside it, so that a number is never
// read in a currency it was not typed in.
QWidget* AssumptionsEditor::withUnit(QLineEdit* edit, const std::string& key)
{
    auto* box = new QWidget(this);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(edit, 1);
    auto* unit = new QLabel(QStringLiteral("USD"), box);
    unit->setMinimumWidth(unit->fontMetrics().horizontalAdvance(QStringLiteral("USD")) + 4);
    row->addWidget(unit);
    mUnits[key] = unit;
    return box;
}

QString AssumptionsEditor::unitOf(const std::string& key) const
{
    const auto unit = mUnits.find(key);
    return unit != mUnits.end() ? unit->second->text() : QString();
}

void AssumptionsEditor::setCloudOffers(const std::vector<Part>& offers)
{
    QComboBox* combo = mChoices.at("cloud_offer");
    combo->clear();
    combo->addItem(tr("cheapest matching offer"), QString());
    for (const Part& offer : offers) {
        combo->addItem(QString::fromStdString(offer.name), QString::fromStdString(offer.id));
        combo->setItemData(combo->count() - 1, QString::fromStdString(offer.id), Qt::ToolTipRole);
    }
    showValues();
}

void AssumptionsEditor::setResolvedDefaults(const std::map<std::string, QString>& values)
{
    if (const auto currency = values.find("currency"); currency != values.end()) {
        for (const auto& [key, unit] : mUnits) {
            unit->setText(currency->second);
        }
    }
    for (const tco::AssumptionInfo& info : tco::assumptionInfos()) {
        const auto value = values.find(info.key);
        const QString text = value != values.end() ? tr("%1 (default)").arg(value->second)
                                                   : tco::defaultTextOf(info);
        if (const auto edit = mEdits.find(info.key); edit != mEdits.end()) {
            edit->second->setPlaceholderText(text);
        } else if (const auto combo = mChoices.find(info.key);
                   combo != mChoices.end() && value != values.end()) {
            combo->second->setItemText(0, text);
        }
    }
}

QString AssumptionsEditor::placeholderOf(const std::string& key) const
{
    const auto edit = mEdits.find(key);
    return edit != mEdits.end() ? edit->second->placeholderText() : QString();
}

void AssumptionsEditor::setSection(const json& section)
{
    mSection = section.is_object() ? section : json::object();
    mError->clear();
    showValues();
}

void AssumptionsEditor::showValues()
{
    for (const auto& [key, edit] : mEdits) {
        const auto it = mSection.find(key);
        edit->setText(it != mSection.end() ? textOf(*it) : QString());
        edit->setStyleSheet(QString());
    }
    for (const auto& [key, combo] : mChoices) {
        const auto it = mSection.find(key);
        const QString value = it != mSection.end() ? textOf(*it) : QString();
        int index = combo->findData(value);
        if (index < 0) { // a value the list does not hold, e.g. an offer not in the catalog
            combo->addItem(value, value);
            index = combo->count() - 1;
        }
        combo->setCurrentIndex(index);
    }
}

void AssumptionsEditor::textEdited(const std::string& key)
{
    QLineEdit* edit = mEdits.at(key);
    const json value = valueOf(edit->text());
    const auto it = mSection.find(key);
    const json old = it != mSection.end() ? *it : json(nullptr);
    if (value == old) {
        return;
    }
    apply(key, value);
}

void AssumptionsEditor::choiceMade(const std::string& key)
{
    const QString value = mChoices.at(key)->currentData().toString();
    apply(key, value.isEmpty() ? json(nullptr) : json(value.toStdString()));
}

void AssumptionsEditor::apply(const std::string& key, const json& value)
{
    json next = withKeysOver(mSection, json{{key, value}});
    try {
        tcoAssumptionsFromJson(next);
    } catch (const FormatError& e) {
        mError->setText(tr("%1: %2").arg(QString::fromStdString(key), e.message()));
        if (const auto edit = mEdits.find(key); edit != mEdits.end()) {
            edit->second->setStyleSheet(QStringLiteral("border: 1px solid #b00020;"));
        }
        return;
    }
    mError->clear();
    if (const auto edit = mEdits.find(key); edit != mEdits.end()) {
        edit->second->setStyleSheet(QString());
    }
    mSection = std::move(next);
    // A copy: a receiver may call setSection() while the signal is delivered.
    const json edited = mSection;
    emit sectionEdited(edited);
}

void AssumptionsEditor::enterText(const std::string& key, const QString& text)
{
    QLineEdit* edit = mEdits.at(key);
    edit->setText(text);
    textEdited(key);
}

void AssumptionsEditor::chooseItem(const std::string& key, int index)
{
    mChoices.at(key)->setCurrentIndex(index);
    choiceMade(key);
}

QString AssumptionsEditor::errorText() const
{
    return mError->text();
}

} // namespace cs::ui
