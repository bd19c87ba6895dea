#include "settingsdialog.h"

#include "forms/formwidgets.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

QDoubleSpinBox* spin(double min, double max, int decimals, double step, const QString& suffix)
{
    QDoubleSpinBox* s = form::doubleSpin(min, max, decimals, suffix);
    s->setSingleStep(step);
    return s;
}

} // namespace

SettingsDialog::SettingsDialog(Settings& settings, QWidget* parent)
    : QDialog(parent), mSettings(settings)
{
    setWindowTitle(tr("Settings"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createDisplayGroup());
    layout->addWidget(createDefaultsGroup());
    layout->addWidget(createAutosaveGroup());
    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply, this);
    layout->addStretch();
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            &SettingsDialog::apply);
    load(settings.preferences());
    setMinimumWidth(460);
}

QWidget* SettingsDialog::createDisplayGroup()
{
    auto* group = new QGroupBox(tr("Display"));
    auto* form = new QFormLayout(group);
    mUnits = new QComboBox;
    mUnits->addItem(tr("Metric (m, kg, °C)"), unitsName(Units::Metric));
    mUnits->addItem(tr("Imperial (ft, lb, °F)"), unitsName(Units::Imperial));
    form->addRow(tr("&Units:"), mUnits);
    mCurrency = new QComboBox;
    mCurrency->setObjectName(QStringLiteral("currency"));
    mCurrency->addItem(tr("US dollar (USD)"), QStringLiteral("USD"));
    mCurrency->addItem(tr("Chinese yuan (CNY)"), QStringLiteral("CNY"));
    form->addRow(tr("&Currency:"), mCurrency);
    mCnyPerUsd = spin(0.01, 1000, 4, 0.05, QString());
    mCnyPerUsd->setPrefix(tr("1 USD = "));
    mCnyPerUsd->setSuffix(tr(" CNY"));
    form->addRow(tr("&Exchange rate:"), mCnyPerUsd);
    mLanguage = new QComboBox;
    mLanguage->addItem(tr("System language"), QString());
    mLanguage->addItem(QStringLiteral("English"), QStringLiteral("en"));
    mLanguage->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    form->addRow(tr("&Language:"), mLanguage);
    mTheme = new QComboBox;
    mTheme->addItem(tr("System"), themeName(Theme::System));
    mTheme->addItem(tr("Light"), themeName(Theme::Light));
    mTheme->addItem(tr("Dark"), themeName(Theme::Dark));
    form->addRow(tr("&Theme:"), mTheme);
    connect(mCurrency, &QComboBox::currentIndexChanged, this, &SettingsDialog::currencyChosen);
    return group;
}

QWidget* SettingsDialog::createDefaultsGroup()
{
    auto* group = new QGroupBox(tr("New designs start with"));
    auto* form = new QFormLayout(group);
    mPue = spin(1.0, 3.0, 2, 0.05, QString());
    mPue->setToolTip(tr("Facility power ÷ IT power. The industry average is about 1.56 "
                        "(Uptime Institute, 2024); new large sites reach 1.3 or less."));
    form->addRow(tr("&PUE:"), mPue);
    // Four decimals: a price restated in the other currency and back comes
    // back as it was (0.63 CNY → 0.0875 USD → 0.63 CNY at 7.2).
    mElectricityPrice = spin(0, 100, 4, 0.01, QString());
    form->addRow(tr("&Electricity price:"), mElectricityPrice);
    mRackPower = spin(0, 500, 1, 1, tr(" kW"));
    mRackPower->setSpecialValueText(tr("From the cooling method"));
    mRackPower->setToolTip(tr("Provisioned power per rack over both feeds (2N: half is usable). "
                              "Automatic: twice the cooling method's rack limit."));
    form->addRow(tr("&Rack power budget:"), mRackPower);
    return group;
}

QWidget* SettingsDialog::createAutosaveGroup()
{
    auto* group = new QGroupBox(tr("Autosave"));
    auto* form = new QFormLayout(group);
    mAutosave = new QSpinBox;
    mAutosave->setRange(1, 600);
    mAutosave->setSuffix(tr(" s after the last change"));
    form->addRow(tr("&Write a recovery copy:"), mAutosave);
    return group;
}

void SettingsDialog::updateCurrencyLabels()
{
    mElectricityPrice->setSuffix(tr(" %1 per kWh").arg(mCurrency->currentData().toString()));
}

void SettingsDialog::currencyChosen()
{
    const QString chosen = mCurrency->currentData().toString();
    if (!mPriceCurrency.isEmpty() && chosen != mPriceCurrency) {
        const double rate = mCnyPerUsd->value();
        const double price = mElectricityPrice->value();
        mElectricityPrice->setValue(chosen == QLatin1String("CNY") ? price * rate : price / rate);
    }
    mPriceCurrency = chosen;
    updateCurrencyLabels();
}

void SettingsDialog::load(const Preferences& p)
{
    form::selectData(mUnits, unitsName(p.units));
    form::selectData(mCurrency, p.currency);
    mCnyPerUsd->setValue(p.cnyPerUsd);
    form::selectData(mLanguage, p.language);
    form::selectData(mTheme, themeName(p.theme));
    mPue->setValue(p.pue);
    mElectricityPrice->setValue(p.electricityPricePerKwh);
    mRackPower->setValue(p.rackPowerKw);
    mAutosave->setValue(p.autosaveSeconds);
    mPriceCurrency = p.currency; // the price just loaded is in it
    updateCurrencyLabels();
}

Preferences SettingsDialog::edited() const
{
    Preferences p;
    p.units = unitsFromName(mUnits->currentData().toString());
    p.currency = mCurrency->currentData().toString();
    p.cnyPerUsd = mCnyPerUsd->value();
    p.language = mLanguage->currentData().toString();
    p.theme = themeFromName(mTheme->currentData().toString());
    p.pue = mPue->value();
    p.electricityPricePerKwh = mElectricityPrice->value();
    p.rackPowerKw = mRackPower->value();
    p.autosaveSeconds = mAutosave->value();
    return p;
}

void SettingsDialog::apply()
{
    mSettings.setPreferences(edited());
}

} // namespace cs::ui
