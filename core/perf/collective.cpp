#include "collective.h"

#include "perfconstants.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace cs::perf {

namespace {

constexpr std::array<std::pair<Collective, const char*>, 5> kNames{{
    {Collective::AllReduce, "all_reduce"},
    {Collective::AllGather, "all_gather"},
    {Collective::ReduceScatter, "reduce_scatter"},
    {Collective::AllToAll, "all_to_all"},
    {Collective::SendRecv, "send_recv"},
}};

enum Protocol
{
    Ll = 0,
    Ll128 = 1,
    Simple = 2
};
constexpr const char* kProtocolNames[] = {"LL", "LL128", "Simple"};
constexpr double kProtocolShare[] = {constants::kLlBandwidthShare, constants::kLl128BandwidthShare,
                                     1.0};

// nccl-tests' bus factor: what each rank moves relative to the buffer.
double busFactor(Collective c, int n)
{
    switch (c) {
    case Collective::AllReduce:
        return 2.0 * (n - 1) / n;
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll:
        return double(n - 1) / n;
    case Collective::SendRecv:
        return 1.0;
    }
    return 1.0;
}

struct Phases
{
    double intraS = 0; // seconds at full bandwidth inside the nodes
    double interS = 0; // seconds at full bandwidth across the fabric
    int intraSteps = 0;
    int interSteps = 0;
};

// What each GPU gets from the fabric among `groups` groups that keep their
// own traffic off it (nodes, or scale-up domains joining several): less the
// oversubscription once their nodes outnumber a leaf's.
double fabricGBps(const HardwareView& hw, int groups)
{
    const ScaleOut& out = hw.scaleOut;
    const int nodes = groups * hw.nodesOffFabric();
    const bool climbs = out.nodesPerLeaf > 0 && nodes > out.nodesPerLeaf;
    return hw.networkGBps() / (climbs ? out.oversubscription : 1.0);
}

// Ring-style phases: data inside each node over the scale-up links, the
// node's share across the fabric on each GPU's own rail.
Phases ringPhases(const HardwareView& hw, Collective c, double bytes, GroupShape g)
{
    const int n = g.gpus;
    const int r = std::min(g.gpusPerNode, n);
    const int k = g.nodes();
    const double up = hw.scaleUpGBps() * 1e9;
    const double net = fabricGBps(hw, k) * 1e9;
    Phases p;
    switch (c) {
    case Collective::AllReduce:
        p.intraS = r > 1 ? 2.0 * (r - 1) / r * bytes / up : 0;
        p.interS = k > 1 ? 2.0 * (k - 1) / k * bytes / r / net : 0;
        p.intraSteps = 2 * (n - 1) - 2 * (k - 1);
        p.interSteps = 2 * (k - 1);
        break;
    case Collective::AllGather:
    case Collective::ReduceScatter:
        p.intraS = r > 1 ? double(r - 1) / r * bytes / up : 0;
        p.interS = k > 1 ? double(k - 1) / k * bytes / r / net : 0;
        p.intraSteps = (n - 1) - (k - 1);
        p.interSteps = k - 1;
        break;
    case Collective::AllToAll:
        p.intraS = r > 1 ? double(r - 1) / n * bytes / up : 0;
        p.interS = k > 1 ? double(n - r) / n * bytes / net : 0;
        p.intraSteps = r - 1;
        p.interSteps = n - r;
        break;
    case Collective::SendRecv:
        p.intraS = k > 1 ? 0 : bytes / up;
        p.interS = k > 1 ? bytes / net : 0;
        p.intraSteps = k > 1 ? 0 : 1;
        p.interSteps = k > 1 ? 1 : 0;
        break;
    }
    return p;
}

double stepLatencyUs(const HardwareView& hw, const Phases& p, int protocol)
{
    const double* intra = hw.scaleUp.kind == ScaleUpKind::NvSwitch ? constants::kNvlinkStepUs
                                                                   : constants::kPcieStepUs;
    const double hop =
        constants::kNetworkStepUs[protocol] + hw.scaleOut.maxHops * constants::kSwitchHopUs;
    return constants::kBaseLatencyUs[protocol] + p.intraSteps * intra[protocol] +
           p.interSteps * hop;
}

struct Channels
{
    int count = 1;
    double upGBps = 0;  // one channel's share inside the node
    double netGBps = 0; // one channel's share of a GPU's rail
};

Channels channelsOf(const HardwareView& hw)
{
    Channels c;
    if (hw.scaleUp.kind == ScaleUpKind::NvSwitch) {
        const double perLink = hw.scaleUp.link == "NVLink5" ? constants::kNvlink5ChannelGBps
                                                            : constants::kNvlinkChannelGBps;
        c.count = std::max(1, int(std::lround(hw.scaleUpGBps() / perLink)));
    } else {
        c.count = constants::kChannelsPerPathOrNic;
    }
    c.upGBps = hw.scaleUpGBps() / c.count;
    c.netGBps = hw.networkGBps() / constants::kChannelsPerPathOrNic;
    return c;
}

// Time for the first chunk to cross the pipeline: `intraHops` scale-up links
// and `interHops` rails, each chunk at one channel's bandwidth.
double fillS(const HardwareView& hw, double bytes, int ranks, int intraHops, int interHops)
{
    const Channels ch = channelsOf(hw);
    const double chunk = std::min(constants::kChunkBytes, bytes / (double(ranks) * ch.count));
    double t = intraHops > 0 && ch.upGBps > 0 ? intraHops * chunk / (ch.upGBps * 1e9) : 0;
    t += interHops > 0 && ch.netGBps > 0 ? interHops * chunk / (ch.netGBps * 1e9) : 0;
    return t;
}

bool protocolOffered(const HardwareView& hw, int protocol)
{
    // NCCL enables LL128 by default only where NVLink carries it.
    return protocol != Ll128 || hw.scaleUp.kind == ScaleUpKind::NvSwitch;
}

CollectiveCost best(const CollectiveCost& a, const CollectiveCost& b)
{
    return b.timeS < a.timeS ? b : a;
}

// NVLink SHARP: the switch reduces, so each GPU sends and receives the
// buffer once; across nodes NCCL's NVLS tree adds the fabric phase.
CollectiveCost nvlsAllReduce(const HardwareView& hw, double bytes, GroupShape g, Phases ring)
{
    CollectiveCost cost;
    const double up = hw.scaleUpGBps() * hw.scaleUp.nvlsEfficiency * 1e9;
    const int k = g.nodes();
    double latencyUs = constants::kNvlsLatencyUs;
    if (k > 1) {
        latencyUs += 2.0 * std::ceil(std::log2(double(k))) * constants::kNvlsTreeNetworkUs;
    }
    // A chunk goes up to the switch and back down: two links.
    cost.timeS = std::max(bytes / up, ring.interS) + latencyUs * 1e-6 +
                 fillS(hw, bytes, g.gpus, 2, ring.interSteps);
    cost.algorithm = k > 1 ? "nvls tree" : "nvls";
    cost.protocol = kProtocolNames[Simple];
    return cost;
}

// NVLS all-gather and reduce-scatter inside one node (NCCL 2.18 and later):
// the switch multicasts or reduces, each GPU still receives (or sends) all
// but its own share, at NCCL's NVLS efficiency, and a chunk crosses two links.
CollectiveCost nvlsGatherOrScatter(const HardwareView& hw, double bytes, GroupShape g,
                                   const Phases& ring)
{
    CollectiveCost cost;
    cost.timeS = ring.intraS / hw.scaleUp.nvlsEfficiency + constants::kNvlsLatencyUs * 1e-6 +
                 fillS(hw, bytes, g.gpus, 2, 0);
    cost.algorithm = "nvls";
    cost.protocol = kProtocolNames[Simple];
    return cost;
}

} // namespace

const char* toName(Collective c)
{
    for (const auto& [value, name] : kNames) {
        if (value == c) {
            return name;
        }
    }
    return "";
}

std::optional<Collective> collectiveFromName(const std::string& name)
{
    for (const auto& [value, n] : kNames) {
        if (name == n) {
            return value;
        }
    }
    return std::nullopt;
}

GroupShape groupOf(const HardwareView& hw, int gpus, int stride)
{
    GroupShape g;
    g.gpus = std::max(1, gpus);
    const int perNode = std::max(1, hw.gpusOffFabric() / std::max(1, stride));
    g.gpusPerNode = std::clamp(perNode, 1, g.gpus);
    return g;
}

GroupShape neighboursOf(const HardwareView& hw, int degree, int stride)
{
    const bool crosses = double(degree) * stride > hw.gpusOffFabric();
    return GroupShape{2, crosses ? 1 : 2};
}

CollectiveCost costCollective(const HardwareView& hw, Collective c, double bytes, GroupShape g)
{
    CollectiveCost cost;
    if (g.gpus <= 1 || bytes <= 0) {
        cost.algorithm = "none";
        return cost;
    }
    if (g.nodes() > 1 && hw.networkGBps() <= 0) {
        cost.possible = false;
        cost.algorithm = "no network between the nodes";
        return cost;
    }
    const Phases ring = ringPhases(hw, c, bytes, g);
    cost.timeS = std::numeric_limits<double>::infinity();
    for (int protocol : {Ll, Ll128, Simple}) {
        if (!protocolOffered(hw, protocol)) {
            continue;
        }
        CollectiveCost option;
        option.timeS = (std::max(ring.intraS, ring.interS) +
                        fillS(hw, bytes, g.gpus, ring.intraSteps, ring.interSteps)) /
                           kProtocolShare[protocol] +
                       stepLatencyUs(hw, ring, protocol) * 1e-6;
        const bool direct = c == Collective::AllToAll || c == Collective::SendRecv;
        option.algorithm = direct                               ? "direct"
                           : g.nodes() > 1 && g.gpusPerNode > 1 ? "hierarchical ring"
                                                                : "ring";
        option.protocol = kProtocolNames[protocol];
        cost = best(cost, option);
    }
    if (hw.scaleUp.nvls && g.gpusPerNode > 2 && g.nodes() == 1) {
        if (c == Collective::AllReduce) {
            cost = best(cost, nvlsAllReduce(hw, bytes, g, ring));
        } else if (c == Collective::AllGather || c == Collective::ReduceScatter) {
            cost = best(cost, nvlsGatherOrScatter(hw, bytes, g, ring));
        }
    } else if (c == Collective::AllReduce && hw.scaleUp.nvls && g.gpusPerNode > 2) {
        cost = best(cost, nvlsAllReduce(hw, bytes, g, ring));
    }
    cost.algbwGBps = bytes / cost.timeS / 1e9;
    cost.busbwGBps = cost.algbwGBps * busFactor(c, g.gpus);
    return cost;
}

} // namespace cs::perf
