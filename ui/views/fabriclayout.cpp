#include "fabriclayout.h"

#include "analysis/designfacts.h"
#include "analysis/network.h"
#include "generator/linkcabling.h"
#include "render/fabrictiers.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <unordered_set>

namespace cs::ui {

namespace {

// The fabric view's translation context.
class FabricText
{
    Q_DECLARE_TR_FUNCTIONS(FabricText)
};

QString count(int n)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    return locale.toString(n);
}

// The model without its vendor, which the box has no room for.
QString shortModel(const Part& part)
{
    const QString name = QString::fromStdString(part.name);
    const QString vendor = QString::fromStdString(part.vendor) + QLatin1Char(' ');
    return name.startsWith(vendor) && name.size() > vendor.size() ? name.mid(vendor.size()) : name;
}

QString aggregateLabel(int tier, int n)
{
    switch (tier) {
    case kUnconnectedTier:
        return FabricText::tr("%Ln devices not connected", nullptr, n);
    case 0:
        return FabricText::tr("%Ln nodes", nullptr, n);
    case 1:
        return FabricText::tr("%Ln leaves", nullptr, n);
    case 2:
        return FabricText::tr("%Ln spines", nullptr, n);
    default:
        break;
    }
    return FabricText::tr("%Ln core switches", nullptr, n);
}

// "8 × QM9700" for every model in the tier, most common first.
QString modelsText(const std::vector<std::pair<std::string, int>>& models)
{
    QStringList parts;
    for (const auto& [name, n] : models) {
        parts << QStringLiteral("%1 × %2").arg(count(n), QString::fromStdString(name));
    }
    return parts.join(QStringLiteral(", "));
}

// The fabric's tiers (render::fabricTiers) and, below them, the placed
// devices outside the fabric with a free port it can use.
std::vector<render::FabricTier> tiersWithUnconnected(const Design& design, const Fabric& fabric)
{
    std::vector<render::FabricTier> tiers = render::fabricTiers(design, fabric);
    std::unordered_set<DeviceId> inFabric;
    for (const render::FabricTier& t : tiers) {
        inFabric.insert(t.devices.begin(), t.devices.end());
    }
    std::vector<DeviceId> outside;
    for (const Device& d : design.devices()) {
        if (d.placement && !inFabric.count(d.id)) {
            outside.push_back(d.id);
        }
    }
    outside = generator::devicesWithFreePortFor(design, outside, fabric.role);
    if (!outside.empty()) {
        std::sort(outside.begin(), outside.end());
        render::FabricTier unconnected{kUnconnectedTier, std::move(outside), {}};
        unconnected.models = render::modelsOf(design, unconnected.devices);
        tiers.insert(tiers.begin(), std::move(unconnected));
    }
    return tiers;
}

// Down ÷ up of the tier's worst switch; 0 at the top tier or without a report.
double tierOversubscription(const analysis::FabricReport* report, int tier)
{
    if (!report || tier == 0) {
        return 0;
    }
    for (const analysis::TierReport& t : report->tiers) {
        if (t.level == tier) {
            return t.oversubscription;
        }
    }
    return 0;
}

// As the report's fabric page says it: a ratio that rounds to 1.00 is non-blocking.
constexpr double kNonBlockingUpTo = 1.005;

QString oversubscriptionText(double ratio)
{
    if (ratio <= 0) {
        return {};
    }
    return ratio > kNonBlockingUpTo ? FabricText::tr("%1 : 1 oversubscribed").arg(ratio, 0, 'f', 2)
                                    : FabricText::tr("non-blocking (1:1)");
}

void addBoxes(FabricLayout& layout, const Design& design, const render::FabricTier& shared,
              bool fold)
{
    const int tier = shared.level;
    const std::vector<DeviceId>& devices = shared.devices;
    if (fold) {
        FabricBox box{tier,
                      devices,
                      aggregateLabel(tier, static_cast<int>(devices.size())),
                      modelsText(shared.models),
                      true,
                      {}};
        for (DeviceId d : devices) {
            layout.boxOf[d] = static_cast<int>(layout.boxes.size());
        }
        layout.boxes.push_back(std::move(box));
        return;
    }
    for (DeviceId d : devices) {
        const Device* device = design.device(d);
        const Part* part = device ? design.part(device->partId) : nullptr;
        layout.boxOf[d] = static_cast<int>(layout.boxes.size());
        layout.boxes.push_back(FabricBox{tier,
                                         {d},
                                         device ? QString::fromStdString(device->name) : QString(),
                                         part ? shortModel(*part) : QString(),
                                         false,
                                         {}});
    }
}

double linkGbps(const analysis::DesignFacts& facts, const Link& l, const analysis::LinkFacts& f)
{
    const analysis::PortFacts* a = facts.port(f.deviceA, l.a.port);
    const analysis::PortFacts* b = facts.port(f.deviceB, l.b.port);
    if (a && b) {
        return std::min(a->gbps, b->gbps);
    }
    return a ? a->gbps : (b ? b->gbps : 0);
}

void addEdges(FabricLayout& layout, const analysis::DesignFacts& facts, FabricId fabric)
{
    const std::vector<Link>& links = facts.design().links();
    std::map<std::tuple<int, int, double>, int> edgeOf;
    for (std::size_t i = 0; i < links.size(); ++i) {
        const Link& l = links[i];
        if (l.fabric != fabric) {
            continue;
        }
        auto a = layout.boxOf.find(l.a.device);
        auto b = layout.boxOf.find(l.b.device);
        if (a == layout.boxOf.end() || b == layout.boxOf.end()) {
            continue;
        }
        int lower = a->second;
        int upper = b->second;
        if (layout.boxes[static_cast<std::size_t>(lower)].tier >
            layout.boxes[static_cast<std::size_t>(upper)].tier) {
            std::swap(lower, upper);
        }
        const double gbps = linkGbps(facts, l, facts.links()[i]);
        auto [it, added] = edgeOf.emplace(std::make_tuple(lower, upper, gbps),
                                          static_cast<int>(layout.edges.size()));
        if (added) {
            layout.edges.push_back(FabricEdge{lower, upper, gbps, {}});
        }
        layout.edges[static_cast<std::size_t>(it->second)].links.push_back(l.id);
    }
}

void place(FabricLayout& layout)
{
    int topTier = 0;
    int bottomTier = 0;
    for (const FabricTierRow& t : layout.tiers) {
        topTier = std::max(topTier, t.tier);
        bottomTier = std::min(bottomTier, t.tier);
    }
    std::map<int, int> shown;
    for (const FabricBox& b : layout.boxes) {
        ++shown[b.tier];
    }
    int widest = 1;
    for (const auto& entry : shown) {
        widest = std::max(widest, entry.second);
    }
    const double pitch = FabricMetrics::boxWidth + FabricMetrics::gap;
    const double fullWidth = widest * pitch;
    std::map<int, int> next;
    for (FabricBox& b : layout.boxes) {
        const int n = shown[b.tier];
        const double left = (fullWidth - n * pitch) / 2;
        const double y = (topTier - b.tier) * FabricMetrics::tierPitch;
        b.rect = QRectF(left + next[b.tier]++ * pitch, y, FabricMetrics::boxWidth,
                        FabricMetrics::boxHeight);
    }
    for (FabricTierRow& t : layout.tiers) {
        t.y = (topTier - t.tier) * FabricMetrics::tierPitch;
    }
    layout.bounds =
        QRectF(-FabricMetrics::titleWidth, -40, fullWidth + FabricMetrics::titleWidth,
               (topTier - bottomTier) * FabricMetrics::tierPitch + FabricMetrics::boxHeight + 80);
}

} // namespace

int FabricLayout::tierCount(int tier) const
{
    for (const FabricTierRow& t : tiers) {
        if (t.tier == tier) {
            return t.devices;
        }
    }
    return 0;
}

int FabricLayout::boxesIn(int tier) const
{
    return static_cast<int>(std::count_if(boxes.begin(), boxes.end(),
                                          [&](const FabricBox& b) { return b.tier == tier; }));
}

QString tierName(int tier)
{
    switch (tier) {
    case kUnconnectedTier:
        return FabricText::tr("Not connected");
    case 0:
        return FabricText::tr("Nodes");
    case 1:
        return FabricText::tr("Leaf");
    case 2:
        return FabricText::tr("Spine");
    default:
        break;
    }
    return FabricText::tr("Core");
}

FabricLayout layoutFabric(const analysis::DesignFacts& facts, const Fabric& fabric,
                          const std::set<int>& expanded)
{
    const Design& design = facts.design();
    FabricLayout layout;
    for (const render::FabricTier& tier : tiersWithUnconnected(design, fabric)) {
        const int n = static_cast<int>(tier.devices.size());
        const bool fold = n > kMaxFabricBoxesPerTier && !expanded.count(tier.level);
        addBoxes(layout, design, tier, fold);
        layout.tiers.push_back(FabricTierRow{
            tier.level, n,
            QStringLiteral("%1 · %2").arg(tierName(tier.level), modelsText(tier.models)), QString(),
            false, 0});
    }
    addEdges(layout, facts, fabric.id);
    place(layout);
    return layout;
}

void showFabricReport(FabricLayout& layout, const analysis::FabricReport* report)
{
    for (FabricTierRow& row : layout.tiers) {
        const double ratio = tierOversubscription(report, row.tier);
        row.oversubscription = oversubscriptionText(ratio);
        row.oversubscribed = ratio > kNonBlockingUpTo;
    }
}

} // namespace cs::ui
