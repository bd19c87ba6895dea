#include "generator.h"

#include "buildcontext.h"

#include "generatortext.h"

namespace cs::generator {

namespace {

void checkSpec(const ClusterSpec& s)
{
    if (s.nodes.has_value() == s.gpus.has_value() || (s.nodes && *s.nodes < 1) ||
        (s.gpus && *s.gpus < 1)) {
        throw GeneratorError(
            "nodes", GeneratorText::tr(
                         "Give exactly one of a node count and a GPU count, of at least one."));
    }
    if (!(s.oversubscription >= 1) || s.oversubscription > 64) {
        throw GeneratorError("oversubscription",
                             GeneratorText::tr("The oversubscription must be from 1 to 64."));
    }
    if (!(s.growthPercent >= 0) || s.growthPercent > 1000) {
        throw GeneratorError("growth_percent",
                             GeneratorText::tr("The growth percentage must be from 0 to 1000."));
    }
    if (s.planes < 1 || s.planes > kMostPlanes) {
        throw GeneratorError("planes", GeneratorText::tr("The number of compute planes must be "
                                                         "from 1 to %1.")
                                           .arg(kMostPlanes));
    }
    if (s.rackPowerKw && (!(*s.rackPowerKw >= 0) || *s.rackPowerKw > 1000)) {
        throw GeneratorError("rack_power_kw",
                             GeneratorText::tr("The rack power budget must be from 0 to 1000 kW."));
    }
    if (s.racksPerRow < 1 || s.racksPerRow > 1000) {
        throw GeneratorError("racks_per_row",
                             GeneratorText::tr("Racks per row must be from 1 to 1000."));
    }
    if (!(s.storageTb >= 0)) {
        throw GeneratorError(
            "storage_tb",
            GeneratorText::tr("The storage capacity must be zero or more terabytes."));
    }
}

} // namespace

Design generateCluster(const ClusterSpec& spec, const PartLookup& parts)
{
    checkSpec(spec);
    detail::Build b(spec);
    detail::resolveParts(b, parts);
    detail::planSizes(b);
    detail::planRacks(b);
    detail::placeDevices(b);
    detail::wireNetworks(b);
    return detail::emitDesign(b);
}

} // namespace cs::generator
