#include "output.h"

#include <cstdio>

namespace cs::cli {

void printOut(const QString& text)
{
    std::fputs(text.toUtf8().constData(), stdout);
}
void printOut(const std::string& text)
{
    std::fputs(text.c_str(), stdout);
}

void printError(const QString& sentence)
{
    // Names come from untrusted files: control characters are shown escaped so
    // that a message stays one line and cannot forge another.
    QString safe;
    safe.reserve(sentence.size());
    for (const QChar c : sentence) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f) {
            safe += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        } else {
            safe += c;
        }
    }
    std::fprintf(stderr, "clustersmith-cli: %s\n", safe.toUtf8().constData());
}

std::optional<int> parseOrFinish(QCommandLineParser& parser, const QStringList& args)
{
    if (!parser.parse(args)) {
        printError(parser.errorText());
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return 0;
    }
    return std::nullopt;
}

} // namespace cs::cli
