#include "settings.h"

#include "settingskeys.h"

#include "i18n/translation.h"
#include "model/facilitydefaults.h"

#include <QSettings>

namespace cs::ui {

namespace keys = settingskeys;

Settings::Settings(QObject* parent) : QObject(parent), mStore(std::make_unique<QSettings>()) {}

Settings::Settings(const QString& iniFile, QObject* parent)
    : QObject(parent), mStore(std::make_unique<QSettings>(iniFile, QSettings::IniFormat))
{
}

Settings::~Settings() = default;

Preferences Settings::preferences() const
{
    const Preferences d;
    const QSettings& s = *mStore;
    Preferences p;
    p.units = unitsFromName(s.value(keys::units, unitsName(d.units)).toString());
    // Unset, a Chinese desktop counts in yuan and any other in dollars.
    const QString fallback =
        i18n::systemLanguage().startsWith(QLatin1String("zh")) ? QStringLiteral("CNY") : d.currency;
    const QString currency = s.value(keys::currency, fallback).toString();
    p.currency = currency == QLatin1String("CNY") ? currency : QStringLiteral("USD");
    p.cnyPerUsd = s.value(keys::cnyPerUsd, d.cnyPerUsd).toDouble();
    p.language = s.value(keys::language, d.language).toString();
    p.theme = themeFromName(s.value(keys::theme, themeName(d.theme)).toString());
    // Unset, the facility defaults of the currency: a new site in China
    // starts from China's figures (model/facilitydefaults.h).
    const FacilityAssumptions facility = facilityDefaultsFor(p.currency.toStdString());
    p.pue = s.value(keys::defaultPue, facility.pue).toDouble();
    p.electricityPricePerKwh =
        s.value(keys::defaultElectricityPricePerKwh, facility.electricityPricePerKwh).toDouble();
    p.rackPowerKw = s.value(keys::defaultRackPowerKw, d.rackPowerKw).toDouble();
    p.autosaveSeconds = s.value(keys::autosaveSeconds, d.autosaveSeconds).toInt();
    return p;
}

void Settings::setPreferences(const Preferences& p)
{
    if (p == preferences()) {
        return;
    }
    QSettings& s = *mStore;
    s.setValue(keys::units, unitsName(p.units));
    s.setValue(keys::currency, p.currency);
    s.setValue(keys::cnyPerUsd, p.cnyPerUsd);
    s.setValue(keys::language, p.language);
    s.setValue(keys::theme, themeName(p.theme));
    s.setValue(keys::defaultPue, p.pue);
    s.setValue(keys::defaultElectricityPricePerKwh, p.electricityPricePerKwh);
    s.setValue(keys::defaultRackPowerKw, p.rackPowerKw);
    s.setValue(keys::autosaveSeconds, p.autosaveSeconds);
    s.sync();
    emit changed(p);
}

QStringList Settings::recentFiles() const
{
    return mStore->value(keys::recentFiles).toStringList().mid(0, kMaxRecentFiles);
}

void Settings::setRecentFiles(const QStringList& files)
{
    mStore->setValue(keys::recentFiles, files.mid(0, kMaxRecentFiles));
    mStore->sync();
}

QString unitsName(Units units)
{
    return units == Units::Imperial ? QStringLiteral("imperial") : QStringLiteral("metric");
}

Units unitsFromName(const QString& name)
{
    return name == QLatin1String("imperial") ? Units::Imperial : Units::Metric;
}

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

Theme themeFromName(const QString& name)
{
    if (name == QLatin1String("light")) {
        return Theme::Light;
    }
    return name == QLatin1String("dark") ? Theme::Dark : Theme::System;
}

} // namespace cs::ui
