#pragma once

#include "settings.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace cs::ui {

// Edits a copy of the preferences; OK and Apply store them in the Settings,
// which tells the application (Settings::changed) so they apply live.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    SettingsDialog(Settings& settings, QWidget* parent = nullptr);

    Preferences edited() const;
    void load(const Preferences& preferences);
    void apply();

private:
    QWidget* createDisplayGroup();
    QWidget* createDefaultsGroup();
    QWidget* createAutosaveGroup();
    void updateCurrencyLabels();
    // The electricity price restated in the currency just chosen, at the
    // dialog's exchange rate, so that the figure keeps its meaning.
    void currencyChosen();

    Settings& mSettings;
    QComboBox* mUnits = nullptr;
    QComboBox* mCurrency = nullptr;
    QDoubleSpinBox* mCnyPerUsd = nullptr;
    QComboBox* mLanguage = nullptr;
    QComboBox* mTheme = nullptr;
    QDoubleSpinBox* mPue = nullptr;
    QDoubleSpinBox* mElectricityPrice = nullptr;
    QDoubleSpinBox* mRackPower = nullptr;
    QSpinBox* mAutosave = nullptr;
    QString mPriceCurrency; // the currency the price field holds
};

} // namespace cs::ui
