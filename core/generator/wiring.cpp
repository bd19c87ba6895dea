#include "buildcontext.h"
#include "cabling.h"

namespace cs::generator::detail {

namespace {

DeviceSpot spotOf(const Build& b, int device)
{
    const GenDevice& d = b.devices[static_cast<std::size_t>(device)];
    return DeviceSpot{d.rack, b.floor.rackX(d.rack), b.floor.rackY(d.rack), d.bottomU,
                      b.heightUOf(b.racks[static_cast<std::size_t>(d.rack)])};
}

int addFabric(Build& b, const std::string& name, NetworkRole role, Topology topology,
              double oversubscription, const char* switchField)
{
    GenFabric f;
    f.switchField = switchField;
    f.fabric.name = name;
    f.fabric.role = role;
    f.fabric.topology = topology;
    f.fabric.targetOversubscription = oversubscription;
    b.fabrics.push_back(std::move(f));
    return static_cast<int>(b.fabrics.size()) - 1;
}

void addSwitch(Build& b, int fabric, int device, int tier)
{
    b.fabrics[static_cast<std::size_t>(fabric)].fabric.switches.push_back(
        FabricSwitch{DeviceId(static_cast<std::uint32_t>(device + 1)), tier});
}

void link(Build& b, int fabric, int devA, int portA, int devB, int portB)
{
    b.links.push_back(PendingLink{fabric, devA, portA, devB, portB,
                                  runLengthM(spotOf(b, devA), spotOf(b, devB))});
}

Topology topologyOf(const FatTreePlan& p)
{
    if (p.tiers == 1) {
        return Topology::SingleSwitch;
    }
    return p.railOptimized ? Topology::RailOptimized : Topology::FatTree;
}

// Switch s of a plan: its device and first fabric port.
struct PlanSwitches
{
    const Build& b;
    const std::vector<int>& items;
    int fabricFirst = 0;
    int device(int s) const
    {
        return b.itemDevice[static_cast<std::size_t>(items[static_cast<std::size_t>(s)])];
    }
};

void wireTiers(Build& b, int fabric, const FatTreePlan& p, const PlanSwitches& sw)
{
    for (int s = 0; s < p.switches(); ++s) {
        addSwitch(b, fabric, sw.device(s), p.tierOf(s));
    }
    for (const InterSwitchLink& l : interSwitchLinks(p)) {
        link(b, fabric, sw.device(l.lower.switchIndex), sw.fabricFirst + l.lower.port,
             sw.device(l.upper.switchIndex), sw.fabricFirst + l.upper.port);
    }
}

// One fabric per plane, each with its own switches; the node's compute ports
// alternate between the planes (port j to plane j mod P), as a split cage
// lists one port per plane.
void wireCompute(Build& b)
{
    const FatTreePlan& p = b.compute;
    const Part& sw = *b.parts.computeSwitch;
    const std::string protocol =
        sw.networkSwitch ? sw.networkSwitch->protocol : std::string("network");
    const int planes = b.spec.planes;
    const std::vector<int> ports = b.parts.layout(*b.parts.node).withRole("compute");
    for (int plane = 0; plane < planes; ++plane) {
        const std::string name = "Compute (" + protocol + ")" +
                                 (planes > 1 ? ", plane " + std::to_string(plane + 1) : "");
        const int f = addFabric(b, name, NetworkRole::Compute, topologyOf(p),
                                b.spec.oversubscription, "switch");
        const std::vector<int> items(b.computeSwitchItem.begin() + plane * p.switches(),
                                     b.computeSwitchItem.begin() + (plane + 1) * p.switches());
        const PlanSwitches switches{b, items, b.parts.layout(sw).fabricFirst()};
        for (int n = 0; n < b.nodes; ++n) {
            for (int i = 0; i < p.portsPerNode; ++i) {
                const SwitchPort sp = endpointPort(p, n, i);
                link(b, f, b.nodeDevice[static_cast<std::size_t>(n)],
                     ports[static_cast<std::size_t>(i * planes + plane)],
                     switches.device(sp.switchIndex), switches.fabricFirst + sp.port);
            }
        }
        wireTiers(b, f, p, switches);
    }
}

void wireStorage(Build& b)
{
    const FatTreePlan& p = *b.storageFabric;
    const int f = addFabric(b, "Storage and in-band", NetworkRole::Storage, topologyOf(p), 1.0,
                            "storage_switch");
    const PlanSwitches switches{b, b.storageSwitchItem,
                                b.parts.layout(*b.parts.storageSwitch).fabricFirst()};
    const std::vector<int> nodePorts = b.parts.layout(*b.parts.node).firstPortPerNic("storage");
    const std::vector<int> appliancePorts = b.parts.layout(*b.parts.storage).withRole("storage");
    const int nodeEndpoints = b.nodes * b.storagePortsPerNode;
    for (int e = 0; e < b.storageEndpointPorts; ++e) {
        const SwitchPort sp = endpointPort(p, e, 0);
        int device = 0;
        int port = 0;
        if (e < nodeEndpoints) {
            device = b.nodeDevice[static_cast<std::size_t>(e / b.storagePortsPerNode)];
            port = nodePorts[static_cast<std::size_t>(e % b.storagePortsPerNode)];
        } else {
            const int a = (e - nodeEndpoints) / static_cast<int>(appliancePorts.size());
            device = b.itemDevice[static_cast<std::size_t>(
                b.applianceItem[static_cast<std::size_t>(a)])];
            port = appliancePorts[static_cast<std::size_t>(
                (e - nodeEndpoints) % static_cast<int>(appliancePorts.size()))];
        }
        link(b, f, device, port, switches.device(sp.switchIndex), switches.fabricFirst + sp.port);
    }
    wireTiers(b, f, p, switches);
}

// Every device with a management port, to its rack's OOB switch.
void wireRackManagement(Build& b, const std::vector<int>& zoneFabric)
{
    const std::vector<int> downPorts = b.parts.layout(*b.parts.oobSwitch).managementDownPorts();
    std::vector<std::size_t> used(b.racks.size(), 0);
    for (int d = 0; d < static_cast<int>(b.devices.size()); ++d) {
        const GenDevice& dev = b.devices[static_cast<std::size_t>(d)];
        const auto r = static_cast<std::size_t>(dev.rack);
        const int oob = b.racks[r].oobDevice;
        if (!dev.layout || dev.layout->managementPort() < 0 || d == oob || oob < 0) {
            continue;
        }
        link(b, zoneFabric[static_cast<std::size_t>(b.racks[r].zone)], d,
             dev.layout->managementPort(), oob, downPorts[used[r]++]);
    }
}

void wireAggregation(Build& b, const std::vector<int>& zoneFabric)
{
    const PortLayout& agg = b.parts.layout(*b.parts.oobAggregation);
    const std::vector<int> uplinks = b.parts.layout(*b.parts.oobSwitch).uplinks();
    const int sides = std::min<int>(2, static_cast<int>(uplinks.size()));
    auto aggDevice = [&](int zone, int side) {
        return b.itemDevice[static_cast<std::size_t>(
            b.aggregationItem[static_cast<std::size_t>(2 * zone + side)])];
    };
    for (int r = 0; r < static_cast<int>(b.racks.size()); ++r) {
        const GenRack& rack = b.racks[static_cast<std::size_t>(r)];
        if (rack.oobDevice < 0) {
            continue; // a rack-scale system's own switches manage it
        }
        const int f = zoneFabric[static_cast<std::size_t>(rack.zone)];
        addSwitch(b, f, rack.oobDevice, 1);
        const int port = agg.fabricFirst() + rack.oobIndex - rack.zone * b.racksPerZone;
        for (int side = 0; side < sides; ++side) {
            link(b, f, rack.oobDevice, uplinks[static_cast<std::size_t>(side)],
                 aggDevice(rack.zone, side), port);
        }
    }
    for (int z = 0; z < b.zones; ++z) {
        const int f = zoneFabric[static_cast<std::size_t>(z)];
        addSwitch(b, f, aggDevice(z, 0), 2);
        addSwitch(b, f, aggDevice(z, 1), 2);
        for (int k = agg.fabricCount() - 2; k < agg.fabricCount(); ++k) {
            link(b, f, aggDevice(z, 0), agg.fabricFirst() + k, aggDevice(z, 1),
                 agg.fabricFirst() + k);
        }
    }
}

void wireManagement(Build& b)
{
    std::vector<int> zoneFabric;
    for (int z = 0; z < b.zones; ++z) {
        const std::string name = b.zones == 1
                                     ? std::string("Out-of-band management")
                                     : "Out-of-band management, zone " + std::to_string(z + 1);
        zoneFabric.push_back(addFabric(b, name, NetworkRole::OutOfBandManagement, Topology::FatTree,
                                       1.0, "oob_switch"));
    }
    wireRackManagement(b, zoneFabric);
    wireAggregation(b, zoneFabric);
}

} // namespace

void wireNetworks(Build& b)
{
    wireCompute(b);
    if (b.storageFabric) {
        wireStorage(b);
    }
    if (b.parts.oobSwitch) {
        wireManagement(b);
    }
}

} // namespace cs::generator::detail
