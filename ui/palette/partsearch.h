#pragma once

#include "model/part.h"

#include <QString>

namespace cs::ui {

// What a catalog search looks through for a part: its name, vendor, id and
// part number, its category (in English and in the running language) and the
// technologies it is known by — InfiniBand, Ethernet, RoCE, NVLink, the cable
// or optic type, liquid cooling, the filesystem — so that "switch",
// "InfiniBand" or "液冷" find what they mean.
QString searchTextOf(const Part& part, const char* categoryTitle);

} // namespace cs::ui
