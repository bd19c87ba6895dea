// Preferences round-trip through QSettings under their keys, tell listeners
// when they change, and the dialog edits them without losing a field.
#include "settings/appearance.h"
#include "settings/settings.h"
#include "settings/settingsdialog.h"
#include "settings/settingskeys.h"

#include <QApplication>
#include <QComboBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>

using namespace cs::ui;

namespace {

Preferences nonDefault()
{
    Preferences p;
    p.units = Units::Imperial;
    p.currency = QStringLiteral("CNY");
    p.cnyPerUsd = 7.1;
    p.language = QStringLiteral("zh_CN");
    p.theme = Theme::Dark;
    p.pue = 1.25;
    p.electricityPricePerKwh = 0.65;
    p.rackPowerKw = 80;
    p.autosaveSeconds = 12;
    return p;
}

} // namespace

class TestSettings : public QObject
{
    Q_OBJECT

private slots:
    void defaultsWhenEmpty();
    void chineseDesktopDefaultsToYuan();
    void yuanStartsFromChinasFacilityFigures();
    void roundTrip();
    void keysAsWritten();
    void changedOnlyWhenDifferent();
    void recentFilesAreCapped();
    void dialogEditsEveryField();
    void dialogRestatesThePriceInTheChosenCurrency();
    void darkThemeApplies();

private:
    QTemporaryDir mDir;
    QString file(const char* name) const { return mDir.filePath(QString::fromLatin1(name)); }
};

void TestSettings::defaultsWhenEmpty()
{
    const Settings s(file("empty.ini"));
    QCOMPARE(s.preferences(), Preferences{});
    // The model's FacilityAssumptions defaults: PUE 1.5, 0.10 per kWh.
    QCOMPARE(s.preferences().pue, 1.5);
    QCOMPARE(s.preferences().electricityPricePerKwh, 0.10);
}

// A Chinese desktop starts in yuan; an English one in dollars; a stored
// choice wins over either.
void TestSettings::chineseDesktopDefaultsToYuan()
{
    qputenv("CLUSTERSMITH_LANG", "zh_CN");
    Settings s(file("zh.ini"));
    QCOMPARE(s.preferences().currency, QStringLiteral("CNY"));
    Preferences usd = s.preferences();
    usd.currency = QStringLiteral("USD");
    s.setPreferences(usd);
    QCOMPARE(s.preferences().currency, QStringLiteral("USD"));
    qputenv("CLUSTERSMITH_LANG", "en");
    QCOMPARE(Settings(file("en.ini")).preferences().currency, QStringLiteral("USD"));
}

// In yuan, a new design starts from China's figures, not the dollar ones read
// as yuan: the 2021 national plan's PUE ceiling for new large sites, 1.3, and
// the 2024 industrial average, 0.088 USD × 7.2 = 0.63 CNY per kWh (not 0.10,
// a sixth of it). Figures the user stored win.
void TestSettings::yuanStartsFromChinasFacilityFigures()
{
    qputenv("CLUSTERSMITH_LANG", "zh_CN");
    Settings s(file("zh-facility.ini"));
    QCOMPARE(s.preferences().pue, 1.3);
    QCOMPARE(s.preferences().electricityPricePerKwh, 0.63);
    Preferences own = s.preferences();
    own.pue = 1.2;
    own.electricityPricePerKwh = 0.41;
    s.setPreferences(own);
    QCOMPARE(s.preferences().pue, 1.2);
    QCOMPARE(s.preferences().electricityPricePerKwh, 0.41);
    qputenv("CLUSTERSMITH_LANG", "en");
    // An English desktop in dollars keeps the model's 1.5 and 0.10.
    QCOMPARE(Settings(file("en-facility.ini")).preferences().electricityPricePerKwh, 0.10);
}

void TestSettings::roundTrip()
{
    {
        Settings s(file("trip.ini"));
        s.setPreferences(nonDefault());
    }
    const Settings again(file("trip.ini"));
    QCOMPARE(again.preferences(), nonDefault());
}

void TestSettings::keysAsWritten()
{
    {
        Settings s(file("keys.ini"));
        s.setPreferences(nonDefault());
    }
    const QSettings raw(file("keys.ini"), QSettings::IniFormat);
    QCOMPARE(raw.value(settingskeys::units).toString(), QStringLiteral("imperial"));
    QCOMPARE(raw.value(settingskeys::currency).toString(), QStringLiteral("CNY"));
    QCOMPARE(raw.value(settingskeys::theme).toString(), QStringLiteral("dark"));
    QCOMPARE(raw.value(settingskeys::defaultPue).toDouble(), 1.25);
    QCOMPARE(raw.value(settingskeys::autosaveSeconds).toInt(), 12);
}

void TestSettings::changedOnlyWhenDifferent()
{
    Settings s(file("changed.ini"));
    QSignalSpy spy(&s, &Settings::changed);
    s.setPreferences(Preferences{});
    QCOMPARE(spy.count(), 0);
    s.setPreferences(nonDefault());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.front().front().value<Preferences>().theme, Theme::Dark);
}

void TestSettings::recentFilesAreCapped()
{
    Settings s(file("recent.ini"));
    QStringList twelve;
    for (int i = 0; i < 12; ++i) {
        twelve << QStringLiteral("/d/%1.cluster.json").arg(i);
    }
    s.setRecentFiles(twelve);
    QCOMPARE(s.recentFiles().size(), Settings::kMaxRecentFiles);
    QCOMPARE(s.recentFiles().front(), QStringLiteral("/d/0.cluster.json"));
}

void TestSettings::dialogEditsEveryField()
{
    Settings s(file("dialog.ini"));
    SettingsDialog dialog(s);
    QCOMPARE(dialog.edited(), Preferences{});
    dialog.load(nonDefault());
    QCOMPARE(dialog.edited(), nonDefault());
    QSignalSpy spy(&s, &Settings::changed);
    dialog.apply();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(s.preferences(), nonDefault());
}

// Choosing another currency restates the price field at the dialog's rate,
// as a design's currency change does: 0.10 USD × 7.2 = 0.72 CNY, and back.
void TestSettings::dialogRestatesThePriceInTheChosenCurrency()
{
    qputenv("CLUSTERSMITH_LANG", "en");
    Settings s(file("dialog-currency.ini"));
    SettingsDialog dialog(s);
    QCOMPARE(dialog.edited().electricityPricePerKwh, 0.10);
    auto* currency = dialog.findChild<QComboBox*>(QStringLiteral("currency"));
    QVERIFY(currency);
    QCOMPARE(currency->currentData().toString(), QStringLiteral("USD"));
    currency->setCurrentIndex(currency->findData(QStringLiteral("CNY")));
    QVERIFY(qAbs(dialog.edited().electricityPricePerKwh - 0.72) < 1e-9);
    currency->setCurrentIndex(currency->findData(QStringLiteral("USD")));
    QVERIFY(qAbs(dialog.edited().electricityPricePerKwh - 0.10) < 1e-9);
    // China's default there and back: 0.63 / 7.2 = 0.0875 USD, × 7.2 = 0.63 again.
    Preferences yuan = dialog.edited();
    yuan.currency = QStringLiteral("CNY");
    yuan.electricityPricePerKwh = 0.63;
    dialog.load(yuan);
    currency->setCurrentIndex(currency->findData(QStringLiteral("USD")));
    QVERIFY(qAbs(dialog.edited().electricityPricePerKwh - 0.0875) < 1e-9);
    currency->setCurrentIndex(currency->findData(QStringLiteral("CNY")));
    QVERIFY(qAbs(dialog.edited().electricityPricePerKwh - 0.63) < 1e-9);
}

void TestSettings::darkThemeApplies()
{
    Appearance appearance;
    const QColor systemWindow = QApplication::palette().color(QPalette::Window);
    appearance.applyTheme(Theme::Dark);
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
    QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    appearance.applyTheme(Theme::System);
    QCOMPARE(QApplication::palette().color(QPalette::Window), systemWindow);
    // The build ships clustersmith_zh_CN.qm and clustersmith_en.qm (the
    // English singular and plural forms) beside the binaries.
    QVERIFY(appearance.applyLanguage(QStringLiteral("zh_CN")));
    // Qt's own buttons follow (qtbase's translation, .ci/deps.sh installs it).
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("取消"));
    QVERIFY(appearance.applyLanguage(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
    QCOMPARE(QCoreApplication::translate("cs::ui::RackPage", "%n racks", nullptr, 1),
             QStringLiteral("1 rack"));
}

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
