#pragma once

#include "model/design.h"

#include <QPointF>
#include <QRectF>
#include <QString>

#include <map>
#include <set>
#include <unordered_map>
#include <vector>

namespace cs::analysis {
class DesignFacts;
struct FabricReport;
} // namespace cs::analysis

namespace cs::ui {

// Below the endpoints: the placed devices not yet in the fabric that have a
// free port it can use, to drag a first link from.
inline constexpr int kUnconnectedTier = -1;

// One box of the fabric drawing: a device, or a whole tier folded into one
// box ("32 leaves") when it has more devices than fit.
struct FabricBox
{
    int tier = 0; // kUnconnectedTier, 0 endpoints, 1 leaf, 2 spine, 3 core
    std::vector<DeviceId> devices;
    QString label;
    QString detail; // the model, or the models of an aggregate
    bool aggregate = false;
    QRectF rect;
};

// The links between two boxes of one speed, drawn as one line.
struct FabricEdge
{
    int boxA = 0; // lower tier
    int boxB = 0;
    double gbps = 0;
    std::vector<LinkId> links;
};

struct FabricTierRow
{
    int tier = 0;
    int devices = 0;
    QString title;            // "Leaf · 8 × QM9700"
    QString oversubscription; // "1.50 : 1 oversubscribed", "non-blocking (1:1)"; empty at the top
    bool oversubscribed = false; // down ÷ up above 1: drawn as a warning
    double y = 0;
};

// The fabric as tiers, endpoints at the bottom and the top tier on top, laid
// out left to right in id order; edges aggregate parallel links.
struct FabricLayout
{
    std::vector<FabricBox> boxes;
    std::vector<FabricEdge> edges;
    std::vector<FabricTierRow> tiers; // lowest first, only tiers present
    std::unordered_map<DeviceId, int> boxOf;
    QRectF bounds;

    int tierCount(int tier) const;
    // Boxes shown for the tier (one when aggregated).
    int boxesIn(int tier) const;
};

// Tiers with more devices than this fold into one box unless expanded.
inline constexpr int kMaxFabricBoxesPerTier = 16;

// Lays the fabric out; `expanded` lists the tiers drawn one device per box
// however many they hold. Only the ports of `facts` are read: the figures
// come from the analysis (showFabricReport).
FabricLayout layoutFabric(const analysis::DesignFacts& facts, const Fabric& fabric,
                          const std::set<int>& expanded);

// Writes each tier's oversubscription from the analysis of this fabric;
// nullptr (not analysed yet, or the fabric is new) clears them.
void showFabricReport(FabricLayout& layout, const analysis::FabricReport* report);

// Box geometry, in scene units.
struct FabricMetrics
{
    static constexpr double boxWidth = 150;
    static constexpr double boxHeight = 46;
    static constexpr double gap = 18;
    static constexpr double tierPitch = 190;
    static constexpr double titleWidth = 230; // tier titles left of the boxes
};

QString tierName(int tier);

} // namespace cs::ui
