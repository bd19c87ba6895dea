#pragma once

#include "model/part.h"

#include <functional>
#include <string>
#include <vector>

namespace cs::generator {

// One port of a device, numbered as docs/design-format.md says: the part's
// own port groups, then each NIC instance of the server's NICs.
struct PortInfo
{
    double gbps = 0;
    const std::string* cage = nullptr;
    const std::string* protocol = nullptr;
    const std::string* role = nullptr; // the server's NIC role when given, else the group's
    int cageFirst = 0;                 // first port of the cage this port sits in
    int portsPerCage = 1;
    int nicInstance = -1; // which NIC instance (in order), -1 for the part's own
};

// The ports of a part (with its default NICs) and the groups they form.
class PortLayout
{
public:
    // nicPart resolves the server's NIC parts; throws when one is missing.
    PortLayout(const Part& part, const std::function<const Part&(const std::string&)>& nicPart);

    const std::vector<PortInfo>& ports() const { return mPorts; }
    int size() const { return static_cast<int>(mPorts.size()); }
    // Ports whose role is `role`, in order.
    std::vector<int> withRole(const std::string& role) const;
    // The first port of each NIC instance that has a port of `role`.
    std::vector<int> firstPortPerNic(const std::string& role) const;
    // A switch's fabric ports: the largest group whose role is not management.
    int fabricFirst() const { return mFabricFirst; }
    int fabricCount() const { return mFabricCount; }
    // The device's own management port (the last RJ45 management port), or -1.
    int managementPort() const { return mManagementPort; }
    // Management ports other than the device's own (an OOB switch's down ports).
    std::vector<int> managementDownPorts() const;
    // Ports of the "uplink" role.
    std::vector<int> uplinks() const { return withRole("uplink"); }

private:
    void addGroup(const PortGroup& group, const std::string* roleOverride, int nicInstance);

    std::vector<PortInfo> mPorts;
    int mFabricFirst = 0;
    int mFabricCount = 0;
    int mManagementPort = -1;
};

} // namespace cs::generator
