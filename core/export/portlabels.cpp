#include "portlabels.h"

#include <algorithm>
#include <map>

namespace cs::exports {

namespace {

// Labels the ports of one set of groups (a part's own, or one NIC's); the
// cage numbers restart for each set.
void labelGroups(const std::vector<PortGroup>& groups, const std::string& prefix,
                 std::vector<std::string>& out)
{
    std::map<std::string, int> cagesSeen;
    for (const PortGroup& g : groups) {
        const std::string cage = g.cage.empty() ? std::string("port") : g.cage;
        const int perCage = std::max(1, g.portsPerCage);
        int& cages = cagesSeen[cage];
        const int firstCage = cages + 1;
        for (int i = 0; i < g.count; ++i) {
            std::string label = prefix + cage + " " + std::to_string(firstCage + i / perCage);
            if (perCage > 1) {
                label += "/" + std::to_string(i % perCage + 1);
            }
            out.push_back(std::move(label));
        }
        cages += (g.count + perCage - 1) / perCage;
    }
}

} // namespace

std::vector<std::string> portLabels(const Design& design, const Device& device)
{
    std::vector<std::string> out;
    if (const Part* p = design.part(device.partId)) {
        labelGroups(p->ports, {}, out);
    }
    int instance = 0;
    for (const NicConfig& nic : design.nicsOf(device)) {
        const Part* p = design.part(nic.partId);
        for (int n = 0; n < nic.count; ++n) {
            const std::string prefix = "NIC" + std::to_string(++instance) + " ";
            labelGroups(p ? p->ports : std::vector<PortGroup>{}, prefix, out);
        }
    }
    return out;
}

} // namespace cs::exports
