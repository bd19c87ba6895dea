#include "textlines.h"

#include "benchmarkerror.h"
#include "commissiontext.h"

#include <charconv>
#include <cmath>

namespace cs::commission {

namespace {

bool isBinary(unsigned char c)
{
    return (c < 0x20 && c != '\t' && c != '\r') || c == 0x7f;
}

} // namespace

std::vector<std::string_view> textLines(std::string_view text)
{
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        throw BenchmarkError(1, CommissionText::tr("The file is empty."));
    }
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        end = end == std::string_view::npos ? text.size() : end;
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1);
        }
        for (const char c : line) {
            if (isBinary(static_cast<unsigned char>(c))) {
                throw BenchmarkError(
                    int(lines.size()) + 1,
                    CommissionText::tr("This line holds binary data (byte 0x%1), not text that a "
                                       "benchmark prints.")
                        .arg(static_cast<unsigned char>(c), 2, 16, QLatin1Char('0')));
            }
        }
        lines.push_back(line);
        start = end + 1;
    }
    return lines;
}

std::vector<std::string_view> wordsOf(std::string_view line)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
        const std::size_t begin = line.find_first_not_of(" \t", i);
        if (begin == std::string_view::npos) {
            break;
        }
        std::size_t end = line.find_first_of(" \t", begin);
        end = end == std::string_view::npos ? line.size() : end;
        words.push_back(line.substr(begin, end - begin));
        i = end;
    }
    return words;
}

namespace {

// "{", or "[" that opens an array rather than a bracketed banner such as
// bandwidthTest's "[CUDA Bandwidth Test]".
bool opensJson(std::string_view line)
{
    const std::size_t at = line.find_first_not_of(" \t");
    if (line[at] == '{') {
        return true;
    }
    const std::size_t next = line.find_first_not_of(" \t", at + 1);
    return line[at] == '[' &&
           (next == std::string_view::npos ||
            std::string_view("[{\"-0123456789]tfn").find(line[next]) != std::string_view::npos);
}

} // namespace

int jsonLine(const std::vector<std::string_view>& lines)
{
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!wordsOf(lines[i]).empty()) {
            return opensJson(lines[i]) ? int(i) + 1 : 0;
        }
    }
    return 0;
}

bool readNumber(std::string_view word, double& value)
{
    const char* last = word.data() + word.size();
    const auto [ptr, ec] = std::from_chars(word.data(), last, value);
    return ec == std::errc() && ptr == last && std::isfinite(value);
}

} // namespace cs::commission
