#pragma once

#include "designfacts.h"

#include <map>
#include <string>
#include <vector>

namespace cs::analysis {

struct TierReport
{
    int level = 1; // 1 leaf, 2 spine, 3 core
    std::string name;
    int switches = 0;
    int portsUsed = 0;
    int portsFree = 0;
    double downGbps = 0; // towards endpoints / lower tiers
    double upGbps = 0;   // towards the next tier
    // Worst switch of the tier: its down ÷ up bandwidth (1 = non-blocking).
    // 0 when the tier has no uplinks (the top tier).
    double oversubscription = 0;
};

// A link whose two ends disagree (speed or protocol), or an endpoint left out.
struct LinkIssue
{
    LinkId link;
    double gbpsA = 0;
    double gbpsB = 0;
};

struct FabricReport
{
    FabricId id;
    std::string name;
    NetworkRole role = NetworkRole::Compute;
    Topology topology = Topology::FatTree;
    std::string protocol;  // infiniband, ethernet or mixed, from the fabric's switches
    bool rdma = true;      // every switch and every GPU node's port in the fabric offers RDMA
    int endpoints = 0;     // non-switch devices with at least one link in the fabric
    int endpointPorts = 0; // links from endpoints to switches
    std::vector<TierReport> tiers; // by level, only the levels present
    int switches = 0;
    int endpointLinks = 0;
    int interSwitchLinks = 0;
    int totalLinks = 0;
    // Pluggable modules: a twin-port module carries two ports and counts once.
    int transceiversSwitchSide = 0;
    int transceiversEndpointSide = 0;
    std::map<std::string, int> cablesByType;   // dac, acc, aoc, mmf, smf, cat6, none
    std::map<std::string, int> cablesByLength; // "≤3 m", "3–5 m", ... by computed length
    double bisectionGbps = 0;
    int maxHops = 0; // switches on the longest endpoint-to-endpoint path
    double endToEndOversubscription = 1;
    int nodesAddableWithoutNewTier = 0;
    std::vector<LinkIssue> speedMismatches;
    std::vector<LinkIssue> protocolMismatches;
};

// A GPU node's compute ports against the compute-fabric links cabled to it:
// what the node injects comes from the cables, not from its NICs' capacity.
struct NodeCabling
{
    DeviceId device;
    int gpus = 0;
    int computePorts = 0; // ports of the compute role (NIC capacity)
    double computePortGbps = 0;
    int cabledLinks = 0;   // links of this node in compute fabrics
    double cabledGbps = 0; // their bandwidth, each link at its slower end
};

// The compute fabrics together. A multi-plane design has one compute fabric
// per plane (NVIDIA's two-plane Spectrum-X: every GPU has a 400GbE port on
// each); its switches, links and bisection are the planes' sums.
struct ComputeTotals
{
    int fabrics = 0;
    int switches = 0;
    int links = 0;
    double bisectionGbps = 0;
};

struct NetworkReport
{
    std::vector<FabricReport> fabrics;
    ComputeTotals compute;
    // GPU nodes that have compute-capable ports but no link in any compute fabric.
    std::vector<DeviceId> disconnectedNodes;
    // Every GPU node, in device order.
    std::vector<NodeCabling> nodes;
};

NetworkReport analyzeNetwork(const DesignFacts& facts);

} // namespace cs::analysis
