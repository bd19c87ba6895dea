#pragma once

#include <QString>

#include <string>

namespace cs::cli {

void printOut(const QString& text);
void printOut(const std::string& text);
// One sentence on stderr, prefixed with the program's name.
void printError(const QString& sentence);

} // namespace cs::cli
