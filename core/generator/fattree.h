#pragma once

#include <vector>

namespace cs::generator {

// What a compute (or storage) fabric must connect.
struct FatTreeInput
{
    int nodes = 0;                 // endpoints
    int portsPerNode = 0;          // fabric ports each endpoint brings
    int targetNodes = 0;           // nodes the fabric must take without a new tier (≥ nodes)
    int radix = 0;                 // k: fabric ports per switch
    double oversubscription = 1.0; // r at the leaf
    bool railOptimized = false;    // port i of every node on rail i's leaves
    // Hosts a node holds, each with its own share of the ports (a rack-scale
    // system's compute trays: model/hosts.h). Rails are counted per host.
    int hostsPerNode = 1;
};

// The switch counts of a 1-, 2- or 3-tier fat tree of radix-k switches.
//
// A leaf splits its k ports into d = round(k·r/(r+1)) down and u = k − d up.
// 1 tier: one switch, when all endpoint ports fit it. 2 tiers: up to k leaves;
// S spines, the smallest divisor of u with S·k ≥ L_target·u, each leaf sending
// u/S links to each spine. 3 tiers: pods of k/2 leaves, each with u
// aggregation switches (one link from every leaf of the pod); aggregation
// switch j of every pod goes up to core plane j, whose C cores (the smallest
// divisor of k/2 with C·k ≥ P_target·k/2) each take k/(2C) of its k/2 uplinks;
// at most k pods. L_target and P_target count the growth target, so the top tier keeps
// free ports for it.
//
// Rail-optimized, port j of a host is on rail j and each rail has its own
// leaves: a leaf takes rail j of the next d hosts. When a node's h hosts fit
// a leaf (h ≤ d), they stay on one: a leaf takes h·⌊d/h⌋ hosts, uses only
// those down ports and as many up (÷ r) — NVIDIA's GB200 SuperPOD puts rail j
// of a rack's 18 trays on one leaf, 18 down and 18 up. With h > d a leaf
// takes d hosts and a node's trays span leaves. A host's ports are taken to
// be consecutive in the node's port order (model/hosts.h shares a node's NICs
// out to its hosts in order, so one kind of compute NIC keeps them so).
struct FatTreePlan
{
    int tiers = 1;
    int radix = 0;
    int down = 0; // d: leaf ports towards endpoints
    int up = 0;   // u: leaf ports towards the tier above
    int portsPerNode = 0;
    bool railOptimized = false;
    int rails = 0;        // rail-optimized: ports per host
    int hostsPerNode = 1; // rail-optimized
    int hostsPerLeaf = 0; // rail-optimized: the hosts one leaf of a rail serves
    int leaves = 0;
    int spines = 0; // 2 tiers
    int pods = 0;   // 3 tiers
    int leavesPerPod = 0;
    int coresPerPlane = 0;

    int middleSwitches() const { return tiers == 2 ? spines : tiers == 3 ? pods * up : 0; }
    int topSwitches() const { return tiers == 3 ? up * coresPerPlane : 0; }
    int switches() const { return leaves + middleSwitches() + topSwitches(); }
    // Tier of a switch by its index: leaves first, then tier 2, then tier 3.
    int tierOf(int switchIndex) const;
};

// Sizes the fabric. Throws GeneratorError (field "switch") when even three
// tiers cannot take the target.
FatTreePlan planFatTree(const FatTreeInput& input);

// One port of one switch of the plan: switch index as in FatTreePlan::tierOf,
// port counted from the first fabric port of the switch.
struct SwitchPort
{
    int switchIndex = 0;
    int port = 0;
};

// The leaf port that the port'th fabric port of `node` plugs into.
SwitchPort endpointPort(const FatTreePlan& plan, int node, int port);

struct InterSwitchLink
{
    SwitchPort lower;
    SwitchPort upper;
};

// Every link between tiers, leaf by leaf then (3 tiers) aggregation switch by
// aggregation switch. No switch port appears twice.
std::vector<InterSwitchLink> interSwitchLinks(const FatTreePlan& plan);

} // namespace cs::generator
