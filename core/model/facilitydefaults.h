#pragma once

#include "entities.h"

#include <string>

namespace cs {

// The facility a new design starts with, by the currency it is priced in
// (the application's preferences until the user sets their own). Each figure
// is a named assumption with its source in facilitydefaults.cpp.
FacilityAssumptions facilityDefaultsFor(const std::string& currency);

} // namespace cs
