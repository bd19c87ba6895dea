#include "i18n/translation.h"

#include <QCoreApplication>
#include <QLocale>

namespace cs::i18n {

namespace {

QString languageOf(const QString& localeName)
{
    return localeName.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN")
                                                      : QStringLiteral("en");
}

// English from the source text, with the singular and plural forms of counted
// messages from clustersmith_en.qm: installed last, it gives English while
// another language's translation is installed (an English report from the
// Chinese interface).
class EnglishTranslator : public QTranslator
{
public:
    explicit EnglishTranslator(std::unique_ptr<QTranslator> plurals) : mPlurals(std::move(plurals))
    {
    }

    QString translate(const char* context, const char* sourceText, const char* disambiguation,
                      int n) const override
    {
        if (mPlurals) {
            QString counted = mPlurals->translate(context, sourceText, disambiguation, n);
            if (!counted.isNull()) {
                return counted;
            }
        }
        return QString::fromUtf8(sourceText);
    }
    // An empty translator is not installed.
    bool isEmpty() const override { return false; }

private:
    std::unique_ptr<QTranslator> mPlurals;
};

QString requestedLanguage()
{
    return qEnvironmentVariable("CLUSTERSMITH_LANG").trimmed();
}

} // namespace

QStringList translationDirs()
{
    return {QCoreApplication::applicationDirPath() +
                QStringLiteral("/../share/clustersmith/translations"),
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

std::unique_ptr<QTranslator> englishTranslator(const QStringList& dirs)
{
    return std::make_unique<EnglishTranslator>(loadTranslation(QStringLiteral("en"), dirs));
}

std::unique_ptr<QTranslator> loadTranslation(const QString& language, const QStringList& dirs)
{
    const QString name = QStringLiteral("clustersmith_") + language;
    for (const QString& dir : dirs) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(name, dir)) {
            return translator;
        }
    }
    return nullptr;
}

bool installTranslation(const QString& language)
{
    if (QCoreApplication::instance() == nullptr) {
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
