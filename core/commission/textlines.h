#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace cs::commission {

// A benchmark's output split into lines (without "\r\n" or "\n"). Throws
// BenchmarkError at the first line that holds binary data (a control byte
// other than tab, or a NUL) and for an empty text.
std::vector<std::string_view> textLines(std::string_view text);

// The whitespace-separated words of a line.
std::vector<std::string_view> wordsOf(std::string_view line);

// The line (1-based) that opens a JSON document, when the first line with
// text starts with "{" or with "[" and a value ("[CUDA Bandwidth Test]" is
// not one); 0 otherwise.
int jsonLine(const std::vector<std::string_view>& lines);

// A number as the tools print it ("1.5", "8589934592", "1.2e+03"); false when
// the word is not one, or not finite.
bool readNumber(std::string_view word, double& value);

} // namespace cs::commission
