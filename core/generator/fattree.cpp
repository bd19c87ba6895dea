#include "fattree.h"

#include "clusterspec.h"

#include "generatortext.h"

#include <algorithm>
#include <cmath>

namespace cs::generator {

namespace {

int ceilDiv(long long a, long long b)
{
    return static_cast<int>((a + b - 1) / b);
}

// The smallest divisor n of `of` with n·k ≥ needed; `of` itself always fits
// when needed ≤ of·k.
int smallestDivisor(int of, long long needed, int k)
{
    for (int n = 1; n < of; ++n) {
        if (of % n == 0 && static_cast<long long>(n) * k >= needed) {
            return n;
        }
    }
    return of;
}

// Hosts per node for the rails: 1 unless the node's ports share evenly over its hosts.
int railHosts(const FatTreeInput& in)
{
    const int h = std::max(1, in.hostsPerNode);
    return in.portsPerNode % h == 0 ? h : 1;
}

// The hosts one rail leaf takes: whole nodes when a node's hosts fit a leaf.
int hostsPerRailLeaf(int hosts, int down)
{
    return hosts > 1 && hosts <= down ? hosts * (down / hosts) : down;
}

int leavesFor(const FatTreeInput& in, int nodes, int down)
{
    if (in.railOptimized) {
        const int h = railHosts(in);
        return in.portsPerNode / h *
               ceilDiv(static_cast<long long>(nodes) * h, hostsPerRailLeaf(h, down));
    }
    return ceilDiv(static_cast<long long>(nodes) * in.portsPerNode, down);
}

[[noreturn]] void tooLarge(const FatTreeInput& in, int down)
{
    const long long most = static_cast<long long>(in.radix) * (in.radix / 2) * down;
    throw GeneratorError(
        "switch",
        GeneratorText::tr("%1 endpoint ports need more than three tiers of %2-port switches "
                          "(at most %3 at this oversubscription); pick a switch with more "
                          "ports, a higher oversubscription, less growth or fewer nodes.")
            .arg(static_cast<long long>(in.targetNodes) * in.portsPerNode)
            .arg(in.radix)
            .arg(most));
}

} // namespace

int FatTreePlan::tierOf(int switchIndex) const
{
    if (switchIndex < leaves) {
        return 1;
    }
    return switchIndex < leaves + middleSwitches() ? 2 : 3;
}

FatTreePlan planFatTree(const FatTreeInput& in)
{
    FatTreePlan p;
    p.radix = in.radix;
    p.portsPerNode = in.portsPerNode;
    p.railOptimized = in.railOptimized;
    const int k = in.radix;
    if (static_cast<long long>(in.targetNodes) * in.portsPerNode <= k) {
        p.down = k;
        p.leaves = 1;
        return p;
    }
    const double r = in.oversubscription;
    p.down = std::clamp(static_cast<int>(std::lround(k * r / (r + 1))), 1, k - 1);
    p.up = k - p.down;
    if (in.railOptimized) {
        p.hostsPerNode = railHosts(in);
        p.rails = in.portsPerNode / p.hostsPerNode;
        p.hostsPerLeaf = hostsPerRailLeaf(p.hostsPerNode, p.down);
        if (p.hostsPerNode > 1 && p.hostsPerLeaf < p.down) {
            // Whole nodes per leaf leave down ports unused: as many up as down ÷ r.
            p.down = p.hostsPerLeaf;
            p.up = std::min(k - p.down, static_cast<int>(std::ceil(p.down / r - 1e-9)));
        }
    }
    p.leaves = leavesFor(in, in.nodes, p.down);
    const int targetLeaves = leavesFor(in, in.targetNodes, p.down);
    if (targetLeaves <= k) {
        p.tiers = 2;
        p.spines = smallestDivisor(p.up, static_cast<long long>(targetLeaves) * p.up, k);
        return p;
    }
    p.tiers = 3;
    p.leavesPerPod = k / 2;
    const int targetPods = ceilDiv(targetLeaves, p.leavesPerPod);
    if (targetPods > k || p.leavesPerPod < 1) {
        tooLarge(in, p.down);
    }
    p.pods = ceilDiv(p.leaves, p.leavesPerPod);
    p.coresPerPlane =
        smallestDivisor(p.leavesPerPod, static_cast<long long>(targetPods) * p.leavesPerPod, k);
    return p;
}

SwitchPort endpointPort(const FatTreePlan& plan, int node, int port)
{
    if (plan.railOptimized && plan.tiers > 1) {
        const long long host = static_cast<long long>(node) * plan.hostsPerNode + port / plan.rails;
        const int group = static_cast<int>(host / plan.hostsPerLeaf);
        return SwitchPort{group * plan.rails + port % plan.rails,
                          static_cast<int>(host % plan.hostsPerLeaf)};
    }
    const long long e = static_cast<long long>(node) * plan.portsPerNode + port;
    return SwitchPort{static_cast<int>(e / plan.down), static_cast<int>(e % plan.down)};
}

namespace {

void twoTierLinks(const FatTreePlan& p, std::vector<InterSwitchLink>& out)
{
    const int perSpine = p.up / p.spines;
    for (int leaf = 0; leaf < p.leaves; ++leaf) {
        for (int q = 0; q < p.up; ++q) {
            const int spine = p.leaves + q / perSpine;
            out.push_back({{leaf, p.down + q}, {spine, leaf * perSpine + q % perSpine}});
        }
    }
}

void threeTierLinks(const FatTreePlan& p, std::vector<InterSwitchLink>& out)
{
    const int half = p.leavesPerPod;
    for (int leaf = 0; leaf < p.leaves; ++leaf) {
        const int pod = leaf / half;
        for (int q = 0; q < p.up; ++q) {
            out.push_back({{leaf, p.down + q}, {p.leaves + pod * p.up + q, leaf % half}});
        }
    }
    const int perCore = half / p.coresPerPlane;
    const int firstCore = p.leaves + p.middleSwitches();
    for (int pod = 0; pod < p.pods; ++pod) {
        for (int plane = 0; plane < p.up; ++plane) {
            const int agg = p.leaves + pod * p.up + plane;
            for (int t = 0; t < half; ++t) {
                const int core = firstCore + plane * p.coresPerPlane + t / perCore;
                out.push_back({{agg, half + t}, {core, pod * perCore + t % perCore}});
            }
        }
    }
}

} // namespace

std::vector<InterSwitchLink> interSwitchLinks(const FatTreePlan& plan)
{
    std::vector<InterSwitchLink> out;
    if (plan.tiers == 2) {
        out.reserve(static_cast<std::size_t>(plan.leaves) * plan.up);
        twoTierLinks(plan, out);
    } else if (plan.tiers == 3) {
        out.reserve(static_cast<std::size_t>(plan.leaves) * plan.up +
                    static_cast<std::size_t>(plan.pods) * plan.up * plan.leavesPerPod);
        threeTierLinks(plan, out);
    }
    return out;
}

} // namespace cs::generator
