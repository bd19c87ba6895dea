#include "partuse.h"

#include <algorithm>

namespace cs {

namespace {

bool namesPart(const std::vector<NicConfig>& nics, const std::string& id)
{
    return std::any_of(nics.begin(), nics.end(),
                       [&](const NicConfig& n) { return n.partId == id; });
}

bool fittedWith(const DeviceConfig& c, const std::string& id)
{
    return c.gpuPartId == id || c.cpuPartId == id || (c.nics && namesPart(*c.nics, id));
}

bool partNames(const Part& p, const std::string& id)
{
    if (p.server &&
        (p.server->gpuPartId == id || p.server->cpuPartId == id || namesPart(p.server->nics, id))) {
        return true;
    }
    return p.cloud && p.cloud->gpuPartId == id;
}

} // namespace

PartUse partUse(const Design& design, const std::string& id)
{
    PartUse use;
    for (const Device& d : design.devices()) {
        if (d.partId == id || fittedWith(d.config, id)) {
            use.devices.push_back(d.name);
        }
    }
    use.racks = static_cast<int>(std::count_if(design.racks().begin(), design.racks().end(),
                                               [&](const Rack& r) { return r.partId == id; }));
    use.links = static_cast<int>(
        std::count_if(design.links().begin(), design.links().end(), [&](const Link& l) {
            return l.cablePartId == id || l.transceiverAPartId == id || l.transceiverBPartId == id;
        }));
    use.coolingUnits =
        static_cast<int>(std::count_if(design.coolingUnits().begin(), design.coolingUnits().end(),
                                       [&](const CoolingUnit& u) { return u.partId == id; }));
    for (const auto& [otherId, part] : design.parts()) {
        if (otherId != id && partNames(part, id)) {
            use.parts.push_back(otherId);
        }
    }
    return use;
}

} // namespace cs
