#include "fabriccommands.h"

#include "updatecommand.h"

#include "generator/linkcabling.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs::ui {

namespace {

// The fabric commands' translation context.
class FabricCommandText
{
    Q_DECLARE_TR_FUNCTIONS(FabricCommandText)
};

bool isSwitch(const Design& design, DeviceId id)
{
    const Device* device = design.device(id);
    const Part* part = device ? design.part(device->partId) : nullptr;
    return part && part->kind == PartKind::Switch;
}

// The tier of the device in the fabric, 0 when it is no switch of it.
int tierIn(const Fabric& fabric, DeviceId id)
{
    for (const FabricSwitch& s : fabric.switches) {
        if (s.device == id) {
            return s.tier;
        }
    }
    return 0;
}

// The tier the switch at `joining` takes when linked to `other`, or 0.
int joiningTier(const Design& design, const Fabric& fabric, PortRef joining, PortRef other)
{
    if (!isSwitch(design, joining.device) || tierIn(fabric, joining.device) > 0) {
        return 0;
    }
    if (!isSwitch(design, other.device)) {
        return 1;
    }
    const std::string role = generator::portRole(design, joining);
    if (role == "management") {
        return 0; // the switch's own management port: it is managed, an endpoint
    }
    const int otherTier = tierIn(fabric, other.device);
    if (otherTier > 0) {
        return role == "uplink" ? std::max(1, otherTier - 1) : otherTier + 1;
    }
    // Neither switch is in the fabric yet: an uplink points to the upper one.
    if (role == "uplink") {
        return 1;
    }
    return generator::portRole(design, other) == "uplink" ? 2 : 0;
}

} // namespace

AddFabricCommand::AddFabricCommand(Document& document, Fabric fabric)
    : DocumentCommand(
          document,
          FabricCommandText::tr("New fabric %1").arg(QString::fromStdString(fabric.name))),
      mFabric(std::move(fabric))
{
}

void AddFabricCommand::apply()
{
    mFabric.id = design().addFabric(mFabric);
    notify(EntityEdit<Fabric>::change(mFabric.id));
}

void AddFabricCommand::revert()
{
    design().removeFabric(mFabric.id);
    notify(EntityEdit<Fabric>::change(mFabric.id));
}

std::vector<FabricSwitch> switchesWithLink(const Design& design, const Fabric& fabric, PortRef a,
                                           PortRef b)
{
    std::vector<FabricSwitch> switches = fabric.switches;
    for (const auto& [joining, other] : {std::pair{a, b}, std::pair{b, a}}) {
        if (const int tier = joiningTier(design, fabric, joining, other); tier > 0) {
            switches.push_back(FabricSwitch{joining.device, tier});
        }
    }
    return switches;
}

} // namespace cs::ui
