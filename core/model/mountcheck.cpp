#include "mountcheck.h"

#include "designinternal.h"
#include "mounting.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs {

RackFrame frameOf(const Design& design, const Rack& rack)
{
    return rackFrame(design.part(rack.partId));
}

using designinternal::q;

namespace {

// The translation context of the mounting checks' messages.
class MountCheckText
{
    Q_DECLARE_TR_FUNCTIONS(MountCheckText)
};

double carriedKg(const Design& design, RackId rack, const std::vector<DeviceId>& moving)
{
    double kg = 0;
    for (DeviceId id : design.devicesInRack(rack)) {
        if (std::find(moving.begin(), moving.end(), id) != moving.end()) {
            continue;
        }
        const Part* p = design.part(design.device(id)->partId);
        kg += p ? p->weightKg.value_or(0) : 0;
    }
    return kg;
}

std::optional<QString> fitProblem(const Design& design, const Part& part, const Rack& rack,
                                  const Placement& placement, const std::vector<DeviceId>& moving)
{
    const int h = unitsOf(&part);
    const int rackHeight = frameOf(design, rack).heightU;
    const int top = placement.bottomU + h - 1;
    if (placement.bottomU < 1 || top > rackHeight) {
        return MountCheckText::tr("\"%1\" (%2U) does not fit at U%3 of rack \"%4\" (U1 to U%5).")
            .arg(q(part.name))
            .arg(h)
            .arg(placement.bottomU)
            .arg(q(rack.name))
            .arg(rackHeight);
    }
    if (const Device* other = design.occupant(rack.id, placement.bottomU, top, placement.face,
                                              placement.halfDepth, moving)) {
        return MountCheckText::tr("U%1 to U%2 would overlap \"%3\"; pick free units.")
            .arg(placement.bottomU)
            .arg(top)
            .arg(q(other->name));
    }
    return std::nullopt;
}

} // namespace

std::optional<QString> mountProblem(const Design& design, const Part& part,
                                    const Placement& placement, const std::vector<DeviceId>& moving)
{
    const Rack* rack = design.rack(placement.rack);
    if (!rack) {
        return MountCheckText::tr("Drop the part onto a rack.");
    }
    if (unitsOf(&part) == 0) {
        if (placement.bottomU != 0) {
            return MountCheckText::tr("\"%1\" is a 0U part; it mounts on the side rails.")
                .arg(q(part.name));
        }
    } else if (auto problem = fitProblem(design, part, *rack, placement, moving)) {
        return problem;
    }
    const RackFrame frame = frameOf(design, *rack);
    if (deeperThan(&part, frame)) {
        return MountCheckText::tr("\"%1\" is %2 mm deep; rack \"%3\" is only %4 mm deep.")
            .arg(q(part.name))
            .arg(*part.depthMm, 0, 'f', 0)
            .arg(q(rack->name))
            .arg(frame.depthMm, 0, 'f', 0);
    }
    const double kg = carriedKg(design, rack->id, moving) + part.weightKg.value_or(0);
    if (overLoadRating(kg, frame)) {
        return MountCheckText::tr("Rack \"%1\" would weigh %2 kg with its own weight, over its "
                                  "%3 kg static load rating.")
            .arg(q(rack->name))
            .arg(loadedKg(kg, frame), 0, 'f', 0)
            .arg(frame.staticLoadKg, 0, 'f', 0);
    }
    return std::nullopt;
}

} // namespace cs
