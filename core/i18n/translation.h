// Loading the application's translations (clustersmith_<language>.qm).
#pragma once

#include <QString>
#include <QStringList>
#include <QTranslator>

#include <memory>

namespace cs::i18n {

// Where clustersmith_<language>.qm is looked for: share/clustersmith/translations
// beside the program (build tree and installed alike), then the application's
// resources.
QStringList translationDirs();

// The language the command line speaks: CLUSTERSMITH_LANG when set, else
// zh_CN when the system locale is Chinese, else "en". Scripts that parse the
// English output keep working unless the user asks for Chinese.
QString commandLineLanguage();

// The language the desktop application follows: CLUSTERSMITH_LANG when set,
// else the system locale (zh_CN for any Chinese locale, otherwise "en").
QString systemLanguage();

// clustersmith_<language>.qm from the first of dirs that has it, or null: a
// plain translator, which finds a string by the context lupdate recorded.
std::unique_ptr<QTranslator> loadTranslation(const QString& language, const QStringList& dirs);

// English whatever else is installed: counted messages take their singular or
// plural form from clustersmith_en.qm in the first of dirs that has it, every
// other message answers with its source text. Installed last, it gives an
// English report from the Chinese interface.
std::unique_ptr<QTranslator> englishTranslator(const QStringList& dirs);

// Installs clustersmith_<language>.qm on the running application for its
// lifetime. English has one too: it holds the singular and plural forms of
// counted messages ("1 node has", "3 nodes have"). False when no translation
// file was found.
bool installTranslation(const QString& language);

} // namespace cs::i18n
