#pragma once

#include "analysis/designfacts.h"
#include "analysis/network.h"

#include <map>
#include <string>
#include <vector>

namespace cs::render {

// One tier of a fabric as the diagram shows it: its switches, or just their
// count when there are too many to draw one by one.
struct DiagramTier
{
    int level = 0; // 0 endpoints, 1 leaf, 2 spine, 3 core
    int count = 0;
    std::vector<std::string> names;    // one per box, when drawn one by one
    std::vector<PartKind> kinds;       // of each box's devices
    std::map<std::string, int> models; // part name → how many
    double oversubscription = 0;       // down ÷ up of the worst switch; 0 at the top
    bool aggregated() const { return names.empty() && count > 0; }
};

// The links between two adjacent tiers, by speed.
struct TierBundle
{
    int lower = 0;
    int upper = 1;
    std::map<double, int> linksByGbps;
    int links() const;
};

// A line between two boxes of adjacent tiers, when both are drawn one by one.
struct DiagramEdge
{
    int lowerTier = 0; // indices into FabricDiagram::tiers
    int upperTier = 0;
    int lowerBox = 0;
    int upperBox = 0;
    int links = 0;
};

// A fabric reduced to what its topology drawing needs, worked out from the
// design's links: endpoints (grouped by model) at level 0, then each switch
// tier, the link bundles between tiers and, for small fabrics, the individual
// switch-to-switch connections.
struct FabricDiagram
{
    std::string name;
    NetworkRole role = NetworkRole::Compute;
    std::string protocol;
    std::vector<DiagramTier> tiers; // level 0 first; only levels present
    std::vector<TierBundle> bundles;
    std::vector<DiagramEdge> edges;
    double endToEndOversubscription = 1;
};

// Tiers with more switches than this are drawn as one box with the count.
inline constexpr int kMaxBoxesPerTier = 16;

FabricDiagram buildFabricDiagram(const analysis::DesignFacts& facts, const Fabric& fabric,
                                 const analysis::FabricReport& report);

} // namespace cs::render
