#pragma once

#include "settings.h"

#include <QObject>
#include <QPalette>
#include <QStringList>
#include <QTranslator>

#include <memory>

namespace cs::ui {

// Applies the theme and language preferences to the running application.
// Made once, after the QApplication, so that it can remember the platform's
// own style and palette for the "system" theme.
class Appearance : public QObject
{
    Q_OBJECT

public:
    explicit Appearance(QObject* parent = nullptr);

    void apply(const Preferences& preferences);
    void applyTheme(Theme theme);
    // Loads clustersmith_<language>.qm (English's holds the singular and
    // plural forms of counts) and Qt's own qtbase_<language>.qm; returns
    // whether Clustersmith's translation was found (a missing file leaves the
    // source strings).
    bool applyLanguage(const QString& language);

    // Where translations are looked for, first match wins: the install's
    // share/clustersmith/translations, then the build tree's translations.
    static QStringList translationDirs();
    // A dark palette for the Fusion style.
    static QPalette darkPalette();

private:
    QString mSystemStyle;
    QPalette mSystemPalette;
    void applyQtLanguage(const QString& language);

    std::unique_ptr<QTranslator> mTranslator;   // installed while set
    std::unique_ptr<QTranslator> mQtTranslator; // Qt's own texts, installed while set
};

} // namespace cs::ui
