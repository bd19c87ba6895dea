#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

#include <string>

namespace cs::cli {

// The translation context of the command line's own messages.
class CliText
{
    Q_DECLARE_TR_FUNCTIONS(CliText)
};

void printOut(const QString& text);
void printOut(const std::string& text);
// One sentence on stderr, prefixed with the program's name.
void printError(const QString& sentence);

// Thrown by a subcommand for a usage error; the message is one sentence.
struct UsageError
{
    QString message;
};

// Parses a subcommand's arguments. Returns the exit code when the command is
// done already (help printed: 0; usage error printed: 2), else nothing.
std::optional<int> parseOrFinish(QCommandLineParser& parser, const QStringList& args);

} // namespace cs::cli
