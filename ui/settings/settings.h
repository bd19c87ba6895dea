#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;

namespace cs::ui {

enum class Units
{
    Metric,
    Imperial
};
enum class Theme
{
    System,
    Light,
    Dark
};

// Everything the user sets once for all designs, as a plain value so that a
// dialog can edit a copy and hand it back whole.
struct Preferences
{
    Units units = Units::Metric;
    QString currency = QStringLiteral("USD"); // "USD" or "CNY"
    double cnyPerUsd = 7.2;                   // the TCO default (docs/tco.md), an estimate
    QString language;                         // empty: the system's; "en", "zh_CN"
    Theme theme = Theme::System;
    // Defaults for new designs: unset, the currency's (model/facilitydefaults.h).
    double pue = 1.5;
    double electricityPricePerKwh = 0.10; // in `currency`
    double rackPowerKw = 0;               // 0: the generator picks from the cooling method
    int autosaveSeconds = 5;

    bool operator==(const Preferences&) const = default;
};

// The application's preferences over QSettings (keys in settingskeys.h).
// One object is shared by the windows; changes go out through changed() so
// that what can apply live does.
class Settings : public QObject
{
    Q_OBJECT

public:
    // The application's own QSettings.
    explicit Settings(QObject* parent = nullptr);
    // An INI file, for tests and portable installs.
    explicit Settings(const QString& iniFile, QObject* parent = nullptr);
    ~Settings() override;

    Preferences preferences() const;
    // Stores every field and emits changed() when something differs.
    void setPreferences(const Preferences& preferences);

    // Most recent first, at most kMaxRecentFiles.
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList& files);

    QSettings& store() { return *mStore; }

    static constexpr int kMaxRecentFiles = 10;

signals:
    void changed(const cs::ui::Preferences& preferences);

private:
    std::unique_ptr<QSettings> mStore;
};

QString unitsName(Units units);
Units unitsFromName(const QString& name);
QString themeName(Theme theme);
Theme themeFromName(const QString& name);

} // namespace cs::ui
