#pragma once

#include <QString>

#include <cstdint>
#include <string>
#include <vector>

namespace cs {

enum class Severity
{
    Error,
    Warning,
    Info
};
const char* toName(Severity severity);

// A design-rule finding: a stable code, what is wrong and what to do, the
// entities concerned (their ids), the measured value against the threshold,
// and where the rule comes from.
struct Finding
{
    std::string code;
    Severity severity = Severity::Warning;
    QString message;
    std::string subjectKind; // device, rack, link, fabric or design
    std::vector<std::uint32_t> subjects;
    double value = 0;
    double threshold = 0;
    QString source;

    bool operator==(const Finding&) const = default;
};

} // namespace cs
