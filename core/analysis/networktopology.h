#pragma once

#include "network.h"

#include <array>
#include <cstdint>
#include <vector>

namespace cs::analysis {

constexpr int kFabricLevels = 3; // 1 leaf, 2 spine, 3 core; the model refuses others

// One switch of a fabric once its links are counted.
struct SwitchLinks
{
    int level = 1;
    int ports = 0;       // every port of the device
    int freePorts = 0;   // ports without a link in any fabric
    double downGbps = 0; // to endpoints and lower tiers
    double upGbps = 0;   // to higher tiers; links within a tier are neither
    int downLinks = 0;
    int upLinks = 0;
    bool linked = false; // has a link in this fabric, peer links included
};

// The switches of one fabric and the bandwidth between its tiers, filled link
// by link (the add functions are inline: they run for every link), then
// summarised into the report's tier, bisection, hop and headroom figures.
class FabricTopology
{
public:
    // Switches are numbered in the order they are added.
    void addSwitch(int level);
    int switchCount() const { return static_cast<int>(mSwitches.size()); }
    int level(int sw) const { return mSwitches[static_cast<std::size_t>(sw)].level; }
    void setPorts(int sw, int ports, int freePorts);

    void addEndpointLink(int sw, double gbps)
    {
        SwitchLinks& s = mSwitches[static_cast<std::size_t>(sw)];
        s.downGbps += gbps;
        ++s.downLinks;
        s.linked = true;
        addCrossing(0, s.level, gbps);
    }
    // A link within a tier (a peer link) is neither up nor down and crosses no
    // tier boundary.
    void addSwitchLink(int x, int y, double gbps)
    {
        SwitchLinks& a = mSwitches[static_cast<std::size_t>(x)];
        SwitchLinks& b = mSwitches[static_cast<std::size_t>(y)];
        a.linked = true;
        b.linked = true;
        if (a.level == b.level) {
            return;
        }
        SwitchLinks& lower = a.level < b.level ? a : b;
        SwitchLinks& upper = a.level < b.level ? b : a;
        lower.upGbps += gbps;
        ++lower.upLinks;
        upper.downGbps += gbps;
        ++upper.downLinks;
        addCrossing(lower.level, upper.level, gbps);
    }

    // Fills report.tiers, bisectionGbps, maxHops, endToEndOversubscription and
    // nodesAddableWithoutNewTier. Reads report.topology, endpoints and endpointPorts.
    void summarize(FabricReport& report) const;

private:
    // A link from level `from` to level `to` crosses the boundaries from..to-1.
    void addCrossing(int from, int to, double gbps)
    {
        for (int k = from; k < to; ++k) {
            mBoundaryGbps[static_cast<std::size_t>(k)] += gbps;
        }
    }

    std::vector<SwitchLinks> mSwitches;
    // [k]: bandwidth of the links between a level ≤ k and a level > k, endpoints being level 0.
    std::array<double, kFabricLevels> mBoundaryGbps{};
};

// Every GPU node's compute ports and compute-fabric links. links[i] and
// gbps[i]: device i's link ends in compute fabrics and their bandwidth.
std::vector<NodeCabling> nodeCabling(const DesignFacts& facts,
                                     const std::vector<std::uint32_t>& links,
                                     const std::vector<double>& gbps);

// GPU nodes with a compute port but no link in a compute fabric, when the
// design has a compute fabric.
std::vector<DeviceId> disconnectedNodes(const DesignFacts& facts,
                                        const std::vector<NodeCabling>& nodes);

} // namespace cs::analysis
