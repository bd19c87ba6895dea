#include "labels.h"

#include "reporttr.h"

namespace cs::render {

QString coolingMethodLabel(CoolingMethod method)
{
    switch (method) {
    case CoolingMethod::Air:
        return Report::tr("air");
    case CoolingMethod::RearDoor:
        return Report::tr("rear door");
    case CoolingMethod::DirectLiquid:
        return Report::tr("direct liquid");
    }
    return {};
}

} // namespace cs::render
