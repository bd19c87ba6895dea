#include "buildcontext.h"

#include <QString>

namespace cs::generator::detail {

namespace {

std::string numbered(const std::string& prefix, int number, int count)
{
    const int width = std::max(2, static_cast<int>(std::to_string(std::max(count, 1)).size()));
    return (QString::fromStdString(prefix) +
            QStringLiteral("-%1").arg(number, width, 10, QLatin1Char('0')))
        .toStdString();
}

std::string switchName(const FatTreePlan& p, int s, const std::string& prefix)
{
    if (p.tiers == 1) {
        return numbered(prefix + "switch", 1, 1);
    }
    const int tier = p.tierOf(s);
    if (tier == 1) {
        return numbered(prefix + "leaf", s + 1, p.leaves);
    }
    if (tier == 2) {
        return numbered(prefix + (p.tiers == 2 ? "spine" : "agg"), s - p.leaves + 1,
                        p.middleSwitches());
    }
    return numbered(prefix + "core", s - p.leaves - p.middleSwitches() + 1, p.topSwitches());
}

// Switches of plane p (from 1) are "p<p>-leaf-..." when there are planes.
std::string computeSwitchName(const Build& b, int index)
{
    const int perPlane = b.compute.switches();
    const std::string prefix =
        b.spec.planes > 1 ? "p" + std::to_string(index / perPlane + 1) + "-" : std::string();
    return switchName(b.compute, index % perPlane, prefix);
}

std::string itemName(const Build& b, const NetworkItem& item)
{
    switch (item.kind) {
    case NetworkItem::Kind::ComputeSwitch:
        return computeSwitchName(b, item.index);
    case NetworkItem::Kind::StorageSwitch:
        return switchName(*b.storageFabric, item.index, "stor-");
    case NetworkItem::Kind::StorageAppliance:
        return numbered("storage", item.index + 1, b.appliances);
    case NetworkItem::Kind::OobAggregation:
        return numbered("oob-agg", item.index / 2 + 1, b.zones)
            .append(item.index % 2 == 0 ? "a" : "b");
    }
    return {};
}

int addDevice(Build& b, std::string name, const Part& part, int rack, int bottomU)
{
    GenDevice d;
    d.name = std::move(name);
    d.part = &part;
    auto layout = b.parts.layouts.find(part.id);
    d.layout = layout == b.parts.layouts.end() ? nullptr : &layout->second;
    d.rack = rack;
    d.bottomU = bottomU;
    b.devices.push_back(std::move(d));
    return static_cast<int>(b.devices.size()) - 1;
}

Load placeNodes(Build& b, int r)
{
    const GenRack& rack = b.racks[static_cast<std::size_t>(r)];
    const Part& node = *b.parts.node;
    const int height = loadOf(node).heightU;
    for (int j = 0; j < rack.nodeCount; ++j) {
        const int n = rack.firstNode + j;
        b.nodeDevice[static_cast<std::size_t>(n)] =
            addDevice(b, numbered("node", n + 1, b.nodes), node, r, 1 + j * height);
    }
    return loadOf(node, rack.nodeCount);
}

Load placeItems(Build& b, int r)
{
    Load content;
    int u = 1;
    for (int i : b.racks[static_cast<std::size_t>(r)].items) {
        const NetworkItem& item = b.items[static_cast<std::size_t>(i)];
        b.itemDevice[static_cast<std::size_t>(i)] =
            addDevice(b, itemName(b, item), *item.part, r, u);
        const Load l = loadOf(*item.part);
        u += l.heightU;
        content += l;
    }
    return content;
}

void placeRackGear(Build& b, int r, const Load& content, const RackPlanner& planner)
{
    GenRack& rack = b.racks[static_cast<std::size_t>(r)];
    if (rack.frame) {
        return; // the system's own power shelves and management switches
    }
    if (const Part* oob = b.parts.oobSwitch) {
        const int top = b.rackModel.frame.heightU - loadOf(*oob).heightU + 1;
        rack.oobDevice = addDevice(
            b, QStringLiteral("oob-%1").arg(QString::fromStdString(rack.name)).toStdString(), *oob,
            r, top);
    }
    const PduChoice pdus = planner.pdusFor(content);
    for (const char* feed : {"A", "B"}) {
        for (int k = 1; k <= pdus.perFeed; ++k) {
            const QString name =
                QStringLiteral("pdu-%1-%2%3")
                    .arg(QString::fromStdString(rack.name), QString::fromLatin1(feed).toLower())
                    .arg(k);
            const int d = addDevice(b, name.toStdString(), *pdus.part, r, 0);
            b.devices[static_cast<std::size_t>(d)].feed = feed;
        }
    }
}

} // namespace

void placeDevices(Build& b)
{
    const RackPlanner planner = rackPlannerFor(b);
    b.nodeDevice.assign(static_cast<std::size_t>(b.nodes), -1);
    b.itemDevice.assign(b.items.size(), -1);
    for (int r = 0; r < static_cast<int>(b.racks.size()); ++r) {
        const Load content =
            b.racks[static_cast<std::size_t>(r)].network ? placeItems(b, r) : placeNodes(b, r);
        placeRackGear(b, r, content, planner);
    }
}

} // namespace cs::generator::detail
