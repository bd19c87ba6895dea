#include "portlayout.h"

#include <algorithm>

namespace cs::generator {

PortLayout::PortLayout(const Part& part,
                       const std::function<const Part&(const std::string&)>& nicPart)
{
    for (const PortGroup& g : part.ports) {
        const int first = size();
        addGroup(g, nullptr, -1);
        if (g.role != "management" && g.count > mFabricCount) {
            mFabricFirst = first;
            mFabricCount = g.count;
        }
    }
    if (part.server) {
        int instance = 0;
        for (const NicConfig& nic : part.server->nics) {
            const Part& p = nicPart(nic.partId);
            const std::string* role = nic.role.empty() || nic.role == "any" ? nullptr : &nic.role;
            for (int n = 0; n < nic.count; ++n, ++instance) {
                for (const PortGroup& g : p.ports) {
                    addGroup(g, role, instance);
                }
            }
        }
    }
    for (int i = size() - 1; i >= 0 && mManagementPort < 0; --i) {
        const PortInfo& p = mPorts[static_cast<std::size_t>(i)];
        if (*p.role == "management" && *p.cage == "RJ45" && p.nicInstance < 0) {
            mManagementPort = i;
        }
    }
}

void PortLayout::addGroup(const PortGroup& g, const std::string* roleOverride, int nicInstance)
{
    const int perCage = std::max(1, g.portsPerCage);
    const int first = size();
    for (int i = 0; i < g.count; ++i) {
        PortInfo p;
        p.gbps = g.gbps;
        p.cage = &g.cage;
        p.protocol = &g.protocol;
        p.role = roleOverride ? roleOverride : &g.role;
        p.cageFirst = first + i / perCage * perCage;
        p.portsPerCage = std::min(perCage, g.count - i / perCage * perCage);
        p.nicInstance = nicInstance;
        mPorts.push_back(p);
    }
}

std::vector<int> PortLayout::withRole(const std::string& role) const
{
    std::vector<int> out;
    for (int i = 0; i < size(); ++i) {
        if (*mPorts[static_cast<std::size_t>(i)].role == role) {
            out.push_back(i);
        }
    }
    return out;
}

std::vector<int> PortLayout::firstPortPerNic(const std::string& role) const
{
    std::vector<int> out;
    int lastInstance = -1;
    for (int i : withRole(role)) {
        const int instance = mPorts[static_cast<std::size_t>(i)].nicInstance;
        if (instance >= 0 && instance != lastInstance) {
            out.push_back(i);
            lastInstance = instance;
        }
    }
    return out;
}

std::vector<int> PortLayout::managementDownPorts() const
{
    std::vector<int> out;
    for (int i : withRole("management")) {
        if (i != mManagementPort && *mPorts[static_cast<std::size_t>(i)].cage == "RJ45") {
            out.push_back(i);
        }
    }
    return out;
}

} // namespace cs::generator
