#include "fabricdiagrammodel.h"

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
    void addSwitchTiers(const analysis::FabricReport& report);
    void addEndpoints();
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

void DiagramBuilder::addSwitchTiers(const analysis::FabricReport& report)
{
    std::map<int, std::vector<int>> byLevel;
    for (const FabricSwitch& fs : mFabric.switches) {
        const int device = mFacts.indexOf(fs.device);
        if (device >= 0 && mLevel[static_cast<std::size_t>(device)] < 0) {
            mLevel[static_cast<std::size_t>(device)] = std::max(1, fs.tier);
            byLevel[std::max(1, fs.tier)].push_back(device);
        }
    }
    for (const auto& [level, devices] : byLevel) {
        DiagramTier tier;
        tier.level = level;
        tier.count = static_cast<int>(devices.size());
        const bool oneByOne = tier.count <= kMaxBoxesPerTier;
        for (int device : devices) {
            ++tier.models[partName(device)];
            if (oneByOne) {
                mBox[static_cast<std::size_t>(device)] = static_cast<int>(tier.names.size());
                tier.names.push_back(
                    mFacts.devices()[static_cast<std::size_t>(device)].device->name);
                tier.kinds.push_back(PartKind::Switch);
            }
        }
        for (const analysis::TierReport& t : report.tiers) {
            if (t.level == level) {
                tier.oversubscription = t.oversubscription;
            }
        }
        mD.tiers.push_back(std::move(tier));
    }
}

// Endpoints are every non-switch device with a link in the fabric, one box per model.
void DiagramBuilder::addEndpoints()
{
    DiagramTier tier;
    std::map<std::string, int> boxOfModel;
    std::vector<std::string> order;
    const auto& links = mFacts.design().links();
    for (std::size_t i = 0; i < links.size(); ++i) {
        if (links[i].fabric != mFabric.id) {
            continue;
        }
        for (int device : {mFacts.links()[i].deviceA, mFacts.links()[i].deviceB}) {
            if (device < 0 || mLevel[static_cast<std::size_t>(device)] >= 0) {
                continue;
            }
            mLevel[static_cast<std::size_t>(device)] = 0;
            const std::string& model = partName(device);
            const auto [it, added] = boxOfModel.try_emplace(model, static_cast<int>(order.size()));
            if (added) {
                order.push_back(model);
                tier.kinds.push_back(mFacts.devices()[static_cast<std::size_t>(device)].kind);
            }
            ++tier.models[model];
            ++tier.count;
            mBox[static_cast<std::size_t>(device)] = it->second;
        }
    }
    for (const std::string& model : order) {
        tier.names.push_back(model);
    }
    mD.tiers.insert(mD.tiers.begin(), std::move(tier));
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
    addSwitchTiers(report);
    addEndpoints();
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
