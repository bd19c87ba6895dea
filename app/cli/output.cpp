#include "output.h"

#include <cstdio>

namespace cs::cli {

void printOut(const QString& text) { std::fputs(text.toUtf8().constData(), stdout); }
void printOut(const std::string& text) { std::fputs(text.c_str(), stdout); }

void printError(const QString& sentence)
{
    std::fprintf(stderr, "clustersmith-cli: %s\n", sentence.toUtf8().constData());
}

} // namespace cs::cli
