#include "fabricdiagrammodel.h"

#include "fabrictiers.h"

#include <algorithm>
#include <tuple>

namespace cs::render {

int TierBundle::links() const
{
    int n = 0;
    for (const auto& [gbps, count] : linksByGbps) {
        n += count;
    }
    return n;
}

namespace {

class DiagramBuilder
{
public:
    DiagramBuilder(const analysis::DesignFacts& facts, const Fabric& fabric)
        : mFacts(facts), mFabric(fabric), mBox(facts.devices().size(), -1)
    {
    }

    FabricDiagram build(const analysis::FabricReport& report);

private:
    void addTiers(const analysis::FabricReport& report);
    void addSwitchBoxes(const FabricTier& shared, DiagramTier& tier);
    void addEndpointBoxes(const FabricTier& shared, DiagramTier& tier);
    void addLinks();
    int tierIndex(int level) const;
    const std::string& partName(int device) const;

    const analysis::DesignFacts& mFacts;
    const Fabric& mFabric;
    std::vector<int> mBox; // the box each device of the fabric is drawn in, or -1
    std::vector<int> mLevel = std::vector<int>(mFacts.devices().size(), -1);
    FabricDiagram mD;
};

const std::string& DiagramBuilder::partName(int device) const
{
    static const std::string unknown = "?";
    const Part* part = mFacts.devices()[static_cast<std::size_t>(device)].part;
    return part ? part->name : unknown;
}

int DiagramBuilder::tierIndex(int level) const
{
    for (std::size_t i = 0; i < mD.tiers.size(); ++i) {
        if (mD.tiers[i].level == level) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

void DiagramBuilder::addTiers(const analysis::FabricReport& report)
{
    for (const FabricTier& shared : fabricTiers(mFacts.design(), mFabric)) {
        DiagramTier tier;
        tier.level = shared.level;
        tier.count = static_cast<int>(shared.devices.size());
        tier.models.insert(shared.models.begin(), shared.models.end());
        for (DeviceId id : shared.devices) {
            const int device = mFacts.indexOf(id);
            if (device >= 0) {
                mLevel[static_cast<std::size_t>(device)] = shared.level;
            }
        }
        if (shared.level == 0) {
            addEndpointBoxes(shared, tier);
        } else {
            addSwitchBoxes(shared, tier);
        }
        for (const analysis::TierReport& t : report.tiers) {
            if (t.level == tier.level && tier.level > 0) {
                tier.oversubscription = t.oversubscription;
            }
        }
        mD.tiers.push_back(std::move(tier));
    }
}

// Switches one box each while the tier has room, else none (the tier's count).
void DiagramBuilder::addSwitchBoxes(const FabricTier& shared, DiagramTier& tier)
{
    if (tier.count > kMaxBoxesPerTier) {
        return;
    }
    for (DeviceId id : shared.devices) {
        const int device = mFacts.indexOf(id);
        if (device >= 0) {
            mBox[static_cast<std::size_t>(device)] = static_cast<int>(tier.names.size());
        }
        const Device* d = mFacts.design().device(id);
        tier.names.push_back(d ? d->name : std::string("?"));
        tier.kinds.push_back(PartKind::Switch);
    }
}

// Endpoints one box per model, in the order their first device comes.
void DiagramBuilder::addEndpointBoxes(const FabricTier& shared, DiagramTier& tier)
{
    std::map<std::string, int> boxOfModel;
    for (DeviceId id : shared.devices) {
        const int device = mFacts.indexOf(id);
        if (device < 0) {
            continue;
        }
        const std::string& model = partName(device);
        const auto [it, added] = boxOfModel.try_emplace(model, static_cast<int>(tier.names.size()));
        if (added) {
            tier.names.push_back(model);
            tier.kinds.push_back(mFacts.devices()[static_cast<std::size_t>(device)].kind);
        }
        mBox[static_cast<std::size_t>(device)] = it->second;
    }
}

void DiagramBuilder::addLinks()
{
    std::map<std::tuple<int, int, int, int>, int> edges;
    std::map<std::pair<int, int>, TierBundle> bundles;
    const auto& links = mFacts.design().links();
    for (std::size_t i = 0; i < links.size(); ++i) {
        const Link& link = links[i];
        const analysis::LinkFacts& lf = mFacts.links()[i];
        if (link.fabric != mFabric.id || lf.deviceA < 0 || lf.deviceB < 0) {
            continue;
        }
        int a = lf.deviceA;
        int b = lf.deviceB;
        const analysis::PortFacts* pa = mFacts.port(a, link.a.port);
        const analysis::PortFacts* pb = mFacts.port(b, link.b.port);
        const double gbps = std::min(pa ? pa->gbps : 0.0, pb ? pb->gbps : 0.0);
        if (mLevel[static_cast<std::size_t>(a)] > mLevel[static_cast<std::size_t>(b)]) {
            std::swap(a, b);
        }
        const int la = mLevel[static_cast<std::size_t>(a)];
        const int lb = mLevel[static_cast<std::size_t>(b)];
        if (la == lb) {
            continue; // a peer link crosses no tier
        }
        TierBundle& bundle = bundles[{la, lb}];
        bundle.lower = la;
        bundle.upper = lb;
        ++bundle.linksByGbps[gbps];
        const int x = mBox[static_cast<std::size_t>(a)];
        const int y = mBox[static_cast<std::size_t>(b)];
        if (x >= 0 && y >= 0) {
            ++edges[{tierIndex(la), x, tierIndex(lb), y}];
        }
    }
    for (auto& [key, bundle] : bundles) {
        mD.bundles.push_back(std::move(bundle));
    }
    for (const auto& [key, n] : edges) {
        const auto [lowerTier, lowerBox, upperTier, upperBox] = key;
        mD.edges.push_back({lowerTier, upperTier, lowerBox, upperBox, n});
    }
}

FabricDiagram DiagramBuilder::build(const analysis::FabricReport& report)
{
    mD.name = mFabric.name;
    mD.role = mFabric.role;
    mD.protocol = report.protocol;
    mD.endToEndOversubscription = report.endToEndOversubscription;
    addTiers(report);
    addLinks();
    return std::move(mD);
}

} // namespace

FabricDiagram buildFabricDiagram(const analysis::DesignFacts& facts, const Fabric& fabric,
                                 const analysis::FabricReport& report)
{
    return DiagramBuilder(facts, fabric).build(report);
}

} // namespace cs::render
