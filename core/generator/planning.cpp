#include "buildcontext.h"

#include "cabling.h"

#include "analysis/assumptions.h"

#include "generatortext.h"

#include <algorithm>
#include <cmath>

namespace cs::generator::detail {

namespace {

constexpr int kMostNodes = 1'000'000;

int countNodes(const Build& b)
{
    const ClusterSpec& s = b.spec;
    if (s.nodes) {
        return *s.nodes;
    }
    const int perNode = b.parts.node->server ? b.parts.node->server->gpuCount : 0;
    if (perNode <= 0) {
        throw GeneratorError(
            "gpus", GeneratorText::tr(
                        "The node \"%1\" has no GPUs, so a GPU count cannot size the cluster; "
                        "give \"nodes\" instead.")
                        .arg(q(s.nodePartId)));
    }
    const long long n = (static_cast<long long>(*s.gpus) + perNode - 1) / perNode;
    if (n > kMostNodes) {
        throw GeneratorError("gpus",
                             GeneratorText::tr("%1 GPUs need more than %2 nodes; ask for fewer.")
                                 .arg(*s.gpus)
                                 .arg(kMostNodes));
    }
    return static_cast<int>(n);
}

CoolingMethod coolingMethod(const Build& b)
{
    if (b.spec.cooling) {
        return *b.spec.cooling;
    }
    const Part& node = *b.parts.node;
    const bool liquid = node.server && node.server->liquidCooledFraction > 0;
    return liquid ? CoolingMethod::DirectLiquid : CoolingMethod::RearDoor;
}

RackModel rackModel(const Build& b)
{
    const analysis::Assumptions limits;
    RackModel m;
    m.part = b.parts.rack;
    m.cooling = coolingMethod(b);
    m.coolingLimitKw = m.cooling == CoolingMethod::Air        ? limits.airLimitKw
                       : m.cooling == CoolingMethod::RearDoor ? limits.rearDoorLimitKw
                                                              : limits.directLiquidLimitKw;
    m.frame = rackFrame(m.part);
    m.budgetKw = b.spec.rackPowerKw.value_or(2 * m.coolingLimitKw);
    m.usableKw = m.budgetKw / 2;
    return m;
}

void checkLiquid(const Build& b)
{
    const Part& node = *b.parts.node;
    if (node.server && node.server->liquidCooledFraction > 0 &&
        b.rackModel.cooling != CoolingMethod::DirectLiquid) {
        throw GeneratorError(
            "cooling",
            GeneratorText::tr("The node \"%1\" is partly liquid-cooled and needs racks with direct "
                              "liquid cooling; choose liquid.")
                .arg(q(node.id)));
    }
}

// A rack-scale node stands as its own rack: it must fit its frame, and its
// peak must fit the rack power budget and what the cooling removes there.
void checkRackScale(const Build& b)
{
    const Part& node = *b.parts.node;
    const Part& frame = *b.parts.frame;
    if (!frame.rack || unitsOf(&node) > rackFrame(&frame).heightU) {
        throw GeneratorError(
            "node",
            GeneratorText::tr("The rack-scale node \"%1\" does not fit its own rack \"%2\".")
                .arg(q(node.id), q(frame.id)));
    }
    const double kw = maxWatts(node) / 1000.0;
    if (kw > b.frameBudgetKw / 2 + 1e-9) {
        throw GeneratorError(
            "rack_power_kw",
            GeneratorText::tr("The rack-scale node \"%1\" draws up to %2 kW, but a rack budget of "
                              "%3 kW leaves %4 kW usable with 2N feeds; raise rack_power_kw to at "
                              "least %5.")
                .arg(q(node.id))
                .arg(kw, 0, 'f', 1)
                .arg(b.frameBudgetKw)
                .arg(b.frameBudgetKw / 2)
                .arg(std::ceil(2 * kw)));
    }
    // With liquid cooling the system's own loop carries its heat (its vendor
    // rates it for its peak); other methods must remove it.
    if (b.rackModel.cooling != CoolingMethod::DirectLiquid &&
        kw > b.rackModel.coolingLimitKw + 1e-9) {
        throw GeneratorError(
            "cooling", GeneratorText::tr("The rack-scale node \"%1\" gives off up to %2 kW, more "
                                         "than its cooling removes per rack (%3 kW).")
                           .arg(q(node.id))
                           .arg(kw, 0, 'f', 1)
                           .arg(b.rackModel.coolingLimitKw));
    }
}

RackPlanner planner(const Build& b)
{
    const Part* oob = b.parts.oobSwitch;
    const int ports = oob ? static_cast<int>(b.parts.layout(*oob).managementDownPorts().size()) : 0;
    return RackPlanner(b.rackModel, b.parts.pdus, oob, ports);
}

int targetOf(int nodes, double growthPercent)
{
    return static_cast<int>(std::ceil(nodes * (1 + growthPercent / 100) - 1e-9));
}

// What the compute switch must serve: the node's first compute port stands
// for all of them; a mode counts only when the supplies hold optics for it.
SwitchQuery switchQuery(const Build& b, int portsPerNode, bool rail)
{
    const PortLayout& node = b.parts.layout(*b.parts.node);
    const PortInfo& first =
        node.ports()[static_cast<std::size_t>(node.withRole("compute").front())];
    SwitchQuery query;
    query.ports = EndpointPorts{first.gbps, *first.protocol};
    query.fabric = FatTreeInput{b.nodes,
                                portsPerNode,
                                targetOf(b.nodes, b.spec.growthPercent),
                                0,
                                b.spec.oversubscription,
                                rail,
                                b.parts.node->server ? b.parts.node->server->hostCount() : 1};
    query.nodeName = b.parts.node->id;
    query.named = b.parts.namedSwitch != nullptr;
    query.hasOptics = [media = CableCatalog(b.parts.supplies)](const SwitchMode& m) {
        PortInfo port;
        port.gbps = m.gbps;
        port.cage = &m.cage;
        port.portsPerCage = m.portsPerCage;
        return media.transceiver(port, m.gbps, Media::Mmf, 0) ||
               media.transceiver(port, m.gbps, Media::Smf, 0);
    };
    return query;
}

FatTreePlan planCompute(Build& b)
{
    const PortLayout& node = b.parts.layout(*b.parts.node);
    // With planes, each plane is a fabric of its own built alike: it takes
    // one port of every split cage.
    const int ports = static_cast<int>(node.withRole("compute").size()) / b.spec.planes;
    if (ports == 0) {
        throw GeneratorError(
            "node",
            GeneratorText::tr("The node \"%1\" has no compute ports to join a fabric; pick a node "
                              "with compute NICs.")
                .arg(q(b.spec.nodePartId)));
    }
    const int gpus = b.parts.node->server ? b.parts.node->server->gpuCount : 0;
    const bool rail = b.spec.fabric == FabricKind::RailOptimized;
    if (rail && ports != gpus) {
        throw GeneratorError(
            "fabric", GeneratorText::tr(
                          "A rail-optimized fabric needs one compute port per GPU, but the node "
                          "\"%1\" has %2 for %3 GPUs; use a fat tree.")
                          .arg(q(b.spec.nodePartId))
                          .arg(ports)
                          .arg(gpus));
    }
    const SwitchQuery query = switchQuery(b, ports, rail);
    const SwitchChoice choice = chooseSwitch(
        query.named ? std::vector<const Part*>{b.parts.namedSwitch} : b.parts.switches, query);
    useComputeSwitch(b, choice.mode);
    return choice.plan;
}

int storagePortsPerNode(const Build& b)
{
    return static_cast<int>(b.parts.layout(*b.parts.node).firstPortPerNic("storage").size());
}

void planStorage(Build& b)
{
    const Part& appliance = *b.parts.storage;
    const StorageSpec spec = appliance.storage.value_or(StorageSpec{});
    const int gpus = b.nodes * (b.parts.node->server ? b.parts.node->server->gpuCount : 0);
    const double readGBps =
        b.spec.storageReadGBps.value_or(analysis::Assumptions{}.minStorageReadGBpsPerGpu * gpus);
    const auto need = [](double want, double per) {
        return per > 0 ? static_cast<int>(std::ceil(want / per - 1e-9)) : 1;
    };
    b.appliances =
        std::max({1, need(b.spec.storageTb, spec.capacityTb), need(readGBps, spec.readGBps)});
    const int appliancePorts =
        static_cast<int>(b.parts.layout(appliance).withRole("storage").size());
    const int perNode = storagePortsPerNode(b);
    const int endpoints = b.nodes * perNode + b.appliances * appliancePorts;
    b.storagePortsPerNode = perNode;
    b.storageEndpointPorts = endpoints;
    const int target =
        targetOf(b.nodes, b.spec.growthPercent) * perNode + b.appliances * appliancePorts;
    const int k = b.parts.layout(*b.parts.storageSwitch).fabricCount();
    b.storageFabric = planFatTree(FatTreeInput{endpoints, 1, target, k, 1.0, false});
}

} // namespace

// Sizing first: the node count, the rack model and how many nodes a rack
// takes, then the fabrics; racks and floor follow (racklayout.cpp).
void planSizes(Build& b)
{
    b.nodes = countNodes(b);
    b.rackModel = rackModel(b);
    checkLiquid(b);
    if (b.rackScale()) {
        // By default a rack-scale system's rack is provisioned for at least
        // the system's peak over 2N feeds, other racks for what their cooling
        // removes.
        const double systemKw = maxWatts(*b.parts.node) / 1000.0;
        b.frameBudgetKw =
            b.spec.rackPowerKw.value_or(2 * std::max(b.rackModel.coolingLimitKw, systemKw));
        checkRackScale(b);
        b.nodesPerRack = 1;
    } else {
        b.nodesPerRack = planner(b).nodesPerRack(*b.parts.node);
    }
    b.compute = planCompute(b);
    if (b.parts.storage) {
        planStorage(b);
    }
}

RackPlanner rackPlannerFor(const Build& b)
{
    return planner(b);
}

} // namespace cs::generator::detail
