#pragma once

#include "designfile.h"

#include <QByteArray>

#include <optional>

namespace cs {

// Reads a design file of the current format straight from simdjson's parse,
// with no DOM in between: the common case (a file this version wrote) at
// several times the DOM reader's speed. It gives up, returning nothing, at the
// first thing that is not plainly right: any error, an older format that needs
// migrating, an unknown or duplicate key, a limit reached, a number it cannot
// represent exactly as the DOM reader would. The DOM reader then reads the
// file and names the problem, so every result and every message is the DOM
// reader's.
// Bytes with kFastReadPadding bytes of capacity after their end are parsed
// where they are; others are copied first.
std::optional<DesignLoadResult> readCurrentDesignFast(const QByteArray& bytes);

inline constexpr std::size_t kFastReadPadding = 64; // simdjson's SIMDJSON_PADDING

} // namespace cs
