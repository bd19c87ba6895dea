#include "appearance.h"

#include "i18n/translation.h"

#include <QApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QStyle>
#include <QStyleFactory>

namespace cs::ui {

Appearance::Appearance(QObject* parent)
    : QObject(parent), mSystemStyle(QApplication::style()->name()),
      mSystemPalette(QApplication::palette())
{
}

void Appearance::apply(const Preferences& preferences)
{
    applyTheme(preferences.theme);
    applyLanguage(preferences.language);
}

void Appearance::applyTheme(Theme theme)
{
    switch (theme) {
    case Theme::Dark:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        return;
    case Theme::Light:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    case Theme::System:
        QApplication::setStyle(QStyleFactory::create(mSystemStyle));
        QApplication::setPalette(mSystemPalette);
        return;
    }
}

bool Appearance::applyLanguage(const QString& language)
{
    if (mTranslator) {
        QCoreApplication::removeTranslator(mTranslator.get());
        mTranslator.reset();
    }
    const QString requested = language.isEmpty() ? i18n::systemLanguage() : language;
    // English loads its own file too, for the singular and plural forms of counts.
    const QString name =
        requested.startsWith(QLatin1String("en")) ? QStringLiteral("en") : requested;
    mTranslator = i18n::loadTranslation(name, translationDirs());
    if (mTranslator && !QCoreApplication::installTranslator(mTranslator.get())) {
        mTranslator.reset();
    }
    applyQtLanguage(name);
    return mTranslator != nullptr;
}

// Qt's own texts — dialog buttons, the colour and file dialogs — from the
// qtbase translation Qt installs (Debian's qt6-translations-l10n), when it
// is there; English needs none.
void Appearance::applyQtLanguage(const QString& language)
{
    if (mQtTranslator) {
        QCoreApplication::removeTranslator(mQtTranslator.get());
        mQtTranslator.reset();
    }
    if (language == QLatin1String("en")) {
        return;
    }
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_") + language,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)) &&
        QCoreApplication::installTranslator(qt.get())) {
        mQtTranslator = std::move(qt);
    }
}

QStringList Appearance::translationDirs()
{
    const QDir bin(QCoreApplication::applicationDirPath());
    return {bin.absoluteFilePath(QStringLiteral("../share/clustersmith/translations")),
            bin.absoluteFilePath(QStringLiteral("../translations"))};
}

QPalette Appearance::darkPalette()
{
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(225, 225, 225);
    const QColor disabledText(127, 127, 127);
    const QColor highlight(42, 130, 218);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabledText);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, highlight.lighter(130));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, window.lighter(150));
    p.setColor(QPalette::Midlight, window.lighter(125));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(150));
    p.setColor(QPalette::Shadow, Qt::black);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        p.setColor(QPalette::Disabled, role, disabledText);
    }
    p.setColor(QPalette::Disabled, QPalette::Highlight, window.lighter(130));
    return p;
}

} // namespace cs::ui
