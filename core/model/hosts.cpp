#include "hosts.h"

#include <algorithm>

namespace cs {

int hostCount(const Design& design, const Device& device)
{
    const Part* p = design.part(device.partId);
    return p && p->server ? std::max(1, p->server->hostCount()) : 1;
}

int hostOfPort(const Design& design, const Device& device, int port)
{
    const int hosts = hostCount(design, device);
    const Part* p = design.part(device.partId);
    int first = p ? p->portCount() : 0;
    if (hosts == 1 || port < first) {
        return 0;
    }
    for (const NicConfig& nic : design.nicsOf(device)) {
        const Part* nicPart = design.part(nic.partId);
        const int perNic = nicPart ? nicPart->portCount() : 0;
        const int ports = nic.count * perNic;
        if (port < first + ports) {
            const int instance = (port - first) / perNic;
            return static_cast<int>(static_cast<long long>(instance) * hosts / nic.count);
        }
        first += ports;
    }
    return 0;
}

int shareOfHost(int total, int hosts, int host)
{
    if (hosts <= 1) {
        return total;
    }
    return total / hosts + (host < total % hosts ? 1 : 0);
}

} // namespace cs
