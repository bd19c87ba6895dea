#include "finding.h"

namespace cs {

const char* toName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Info:
        return "info";
    }
    return "info";
}

} // namespace cs
