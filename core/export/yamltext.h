#pragma once

#include "model/design.h"

#include <string>

namespace cs::exports {

// `text` (UTF-8) as a YAML double-quoted scalar that every YAML 1.1 and 1.2
// reader reads back as the same string: quotes and backslashes escaped, and
// every character YAML treats as a line break or does not allow printed
// (C0 and C1 controls, DEL, U+2028, U+2029, U+FEFF, non-characters) as an
// escape. Invalid UTF-8 comes out as U+FFFD.
std::string yamlQuoted(const std::string& text);

// `text` with line breaks and the characters YAML does not allow printed as
// spaces, safe to put after a "# " comment mark.
std::string yamlCommentText(const std::string& text);

// The "#" comment lines that open every exported text file (Slurm, YAML):
// what it is, the design's name (made safe by yamlCommentText) and the
// version that wrote it, then `use` when given.
std::string designFileHeader(const Design& design, const char* what, const std::string& use = {});

} // namespace cs::exports
