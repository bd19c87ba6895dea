#pragma once

#include <nlohmann/json.hpp>

namespace cs {

// One section of a design's "assumptions" as the design holds it: the typed
// values (the program's defaults where the file sets none) and the section as
// the file wrote it, which a save writes back unchanged, so a default the
// design never set stays the program's and a file round-trips byte for byte.
// Both are made together, and checked, by the section's codec in core/io
// (when a design is loaded, and for each edit); each section is changed by
// one command (ui/document/entitycommands.h).
template <typename Values> struct AssumptionSection
{
    Values values;
    nlohmann::json written; // the section as the file has it; null: the file has none

    // The section as written, or an empty one (what an edit starts from).
    nlohmann::json writtenObject() const
    {
        return written.is_object() ? written : nlohmann::json::object();
    }

    bool operator==(const AssumptionSection&) const = default;
};

} // namespace cs
