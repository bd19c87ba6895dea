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

// clustersmith_<language>.qm from the first of dirs that has it, or null. The
// translator finds a string by its context and source text, and failing
// that by its source text alone: several files translate through a file-wide
// tr() wrapper whose context differs from the one lupdate derives from the
// namespace at the call site.
std::unique_ptr<QTranslator> loadTranslation(const QString& language, const QStringList& dirs);

// A translator that answers every message with its source text: installed
// last, it gives English while another language's translation is installed
// (an English report from the Chinese interface).
std::unique_ptr<QTranslator> sourceTextTranslator();

// Installs clustersmith_<language>.qm on the running application for its
// lifetime; "en" installs nothing. False when no translation file was found.
bool installTranslation(const QString& language);

} // namespace cs::i18n
