#include "i18n/translation.h"

#include <QCoreApplication>
#include <QLocale>

namespace cs::i18n {

namespace {

QString languageOf(const QString& localeName)
{
    return localeName.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

// The .qm holds every message twice: in its own context and in this one.
constexpr const char* bySourceContext = "Clustersmith";

class BySourceTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;

    QString translate(const char* context, const char* sourceText, const char* disambiguation,
                      int n) const override
    {
        QString text = QTranslator::translate(context, sourceText, disambiguation, n);
        if (text.isNull()) {
            text = QTranslator::translate(bySourceContext, sourceText, disambiguation, n);
        }
        return text;
    }
};

// Answers every message with its source text.
class SourceTextTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;

    QString translate(const char*, const char* sourceText, const char*, int) const override
    {
        return QString::fromUtf8(sourceText);
    }
    // An empty translator is not installed.
    bool isEmpty() const override { return false; }
};

QString requestedLanguage()
{
    return qEnvironmentVariable("CLUSTERSMITH_LANG").trimmed();
}

} // namespace

QStringList translationDirs()
{
    return {QCoreApplication::applicationDirPath() + QStringLiteral("/../share/clustersmith/translations"),
            QStringLiteral(":/translations")};
}

QString commandLineLanguage()
{
    const QString requested = requestedLanguage();
    if (!requested.isEmpty()) {
        return languageOf(requested);
    }
    // Only an explicit Chinese LANG switches the command line; QLocale::system()
    // then gives the exact locale.
    if (!qEnvironmentVariable("LANG").startsWith(QLatin1String("zh"))) {
        return QStringLiteral("en");
    }
    return languageOf(QLocale::system().name());
}

QString systemLanguage()
{
    const QString requested = requestedLanguage();
    return languageOf(requested.isEmpty() ? QLocale::system().name() : requested);
}

std::unique_ptr<QTranslator> sourceTextTranslator()
{
    return std::make_unique<SourceTextTranslator>();
}

std::unique_ptr<QTranslator> loadTranslation(const QString& language, const QStringList& dirs)
{
    const QString name = QStringLiteral("clustersmith_") + language;
    for (const QString& dir : dirs) {
        auto translator = std::make_unique<BySourceTranslator>();
        if (translator->load(name, dir)) {
            return translator;
        }
    }
    return nullptr;
}

bool installTranslation(const QString& language)
{
    if (language == QLatin1String("en") || QCoreApplication::instance() == nullptr) {
        return false;
    }
    std::unique_ptr<QTranslator> translator = loadTranslation(language, translationDirs());
    if (!translator || !QCoreApplication::installTranslator(translator.get())) {
        return false;
    }
    translator.release()->setParent(
        QCoreApplication::instance()); // lives as long as the application
    return true;
}

} // namespace cs::i18n
