#include "mounting.h"

#include <algorithm>
#include <cmath>

namespace cs {

namespace {

constexpr double kKgTolerance = 1e-9; // sums of catalog weights, not a margin

} // namespace

RackFrame rackFrame(const Part* rackModel)
{
    RackFrame f;
    if (!rackModel) {
        return f;
    }
    if (rackModel->rack) {
        f.heightU = std::max(rackModel->rack->heightU, 0);
        f.depthMm = rackModel->rack->depthMm;
        f.widthMm = rackModel->rack->widthMm;
        f.staticLoadKg = rackModel->rack->staticLoadKg;
    }
    f.depthMm = f.depthMm > 0 ? f.depthMm : rackModel->depthMm.value_or(0);
    f.widthMm = f.widthMm > 0 ? f.widthMm : rackModel->widthMm.value_or(0);
    f.ownKg = rackModel->weightKg.value_or(0);
    return f;
}

int unitsOf(const Part* part)
{
    return part && part->heightU ? static_cast<int>(std::ceil(*part->heightU)) : 0;
}

bool deeperThan(const Part* part, const RackFrame& frame)
{
    const double depth = part ? part->depthMm.value_or(0) : 0;
    return frame.depthMm > 0 && depth > frame.depthMm;
}

double loadedKg(double equipmentKg, const RackFrame& frame)
{
    return frame.ownKg + equipmentKg;
}

bool overLoadRating(double equipmentKg, const RackFrame& frame)
{
    return frame.staticLoadKg > 0 &&
           loadedKg(equipmentKg, frame) > frame.staticLoadKg + kKgTolerance;
}

} // namespace cs
