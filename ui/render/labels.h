#pragma once

#include "model/enums.h"

#include <QString>

namespace cs::render {

// Enum values as the diagrams and the report name them, translated.
QString coolingMethodLabel(CoolingMethod method);

} // namespace cs::render
