#include "fabrictiers.h"

#include <algorithm>
#include <map>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace cs::render {

std::vector<std::pair<std::string, int>> modelsOf(const Design& design,
                                                  const std::vector<DeviceId>& devices)
{
    // Counted by part id first: thousands of devices share a few parts.
    std::unordered_map<std::string_view, int> byPart;
    for (DeviceId id : devices) {
        const Device* d = design.device(id);
        ++byPart[d ? std::string_view(d->partId) : std::string_view()];
    }
    std::map<std::string, int> byName;
    for (const auto& [partId, n] : byPart) {
        const Part* p = partId.empty() ? nullptr : design.part(std::string(partId));
        byName[p ? p->name : std::string("?")] += n;
    }
    std::vector<std::pair<std::string, int>> models(byName.begin(), byName.end());
    std::stable_sort(models.begin(), models.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    return models;
}

std::vector<FabricTier> fabricTiers(const Design& design, const Fabric& fabric)
{
    std::map<int, std::vector<DeviceId>> byLevel;
    std::unordered_set<DeviceId> switches;
    for (const FabricSwitch& s : fabric.switches) {
        if (switches.insert(s.device).second) {
            byLevel[std::max(1, s.tier)].push_back(s.device);
        }
    }
    std::vector<DeviceId> endpoints;
    for (const Link& l : design.links()) {
        if (l.fabric != fabric.id) {
            continue;
        }
        for (DeviceId d : {l.a.device, l.b.device}) {
            if (!switches.count(d)) {
                endpoints.push_back(d);
            }
        }
    }
    std::sort(endpoints.begin(), endpoints.end());
    endpoints.erase(std::unique(endpoints.begin(), endpoints.end()), endpoints.end());
    if (!endpoints.empty()) {
        byLevel[0] = std::move(endpoints);
    }
    std::vector<FabricTier> tiers;
    for (auto& [level, devices] : byLevel) {
        std::sort(devices.begin(), devices.end());
        FabricTier tier{level, std::move(devices), {}};
        tier.models = modelsOf(design, tier.devices);
        tiers.push_back(std::move(tier));
    }
    return tiers;
}

} // namespace cs::render
