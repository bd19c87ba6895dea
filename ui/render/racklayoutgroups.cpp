#include "racklayoutgroups.h"

#include <algorithm>
#include <map>
#include <sstream>

namespace cs::render {

namespace {

// Everything about a rack that shows in its elevation or its power line,
// except the names.
std::string layoutKey(const Design& design, const Rack& rack)
{
    std::vector<std::string> devices;
    for (DeviceId id : design.devicesInRack(rack.id)) {
        const Device& d = *design.device(id);
        std::ostringstream s;
        s << d.partId << '@' << d.placement->bottomU << toName(d.placement->face)
          << (d.placement->halfDepth ? "h" : "") << '/' << d.config.gpuCount.value_or(-1) << '/'
          << d.config.gpuPartId.value_or("") << '/' << d.config.feed.value_or("");
        devices.push_back(s.str());
    }
    std::sort(devices.begin(), devices.end());
    std::ostringstream key;
    key << rack.partId << '|' << rack.powerBudgetKw << '|' << toName(rack.feeds) << '|'
        << toName(rack.cooling);
    for (const std::string& d : devices) {
        key << '|' << d;
    }
    return key.str();
}

} // namespace

std::vector<RackLayoutGroup> groupIdenticalRacks(const Design& design)
{
    std::vector<RackLayoutGroup> groups;
    std::map<std::string, std::size_t> groupOfKey;
    for (const Rack& rack : design.racks()) {
        const auto [it, added] = groupOfKey.try_emplace(layoutKey(design, rack), groups.size());
        if (added) {
            groups.emplace_back();
        }
        groups[it->second].racks.push_back(rack.id);
    }
    return groups;
}

} // namespace cs::render
