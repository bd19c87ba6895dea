#include "yamltext.h"

#include "version.h"

#include <QList>
#include <QString>

#include <cstdio>

namespace cs::exports {

namespace {

bool needsEscape(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || c == 0xFEFF ||
           c == 0xFFFE || c == 0xFFFF;
}

std::string escaped(char32_t c)
{
    switch (c) {
    case U'\n':
        return "\\n";
    case U'\t':
        return "\\t";
    case U'\r':
        return "\\r";
    default:
        break;
    }
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "\\u%04X", static_cast<unsigned>(c));
    return buffer;
}

} // namespace

std::string yamlQuoted(const std::string& text)
{
    std::string out = "\"";
    const QString decoded = QString::fromStdString(text);
    for (const char32_t c : decoded.toUcs4()) {
        if (c == U'"' || c == U'\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (needsEscape(c)) {
            out += escaped(c);
        } else {
            out += QString::fromUcs4(&c, 1).toStdString();
        }
    }
    return out + "\"";
}

std::string yamlCommentText(const std::string& text)
{
    std::u32string out;
    for (const char32_t c : QString::fromStdString(text).toUcs4()) {
        out += needsEscape(c) ? U' ' : c;
    }
    return QString::fromUcs4(out.data(), qsizetype(out.size())).toStdString();
}

std::string designFileHeader(const Design& design, const char* what, const std::string& use)
{
    return "# " + std::string(what) + " for the Clustersmith design \"" +
           yamlCommentText(design.name) +
           "\",\n# written by Clustersmith " CLUSTERSMITH_VERSION " from the design file." +
           (use.empty() ? std::string() : " " + use) + "\n";
}

} // namespace cs::exports
