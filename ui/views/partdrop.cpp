#include "partdrop.h"

#include "document/devicecommands.h"
#include "document/document.h"
#include "document/entitycommands.h"
#include "model/mountcheck.h"
#include "model/mounting.h"

#include <QCoreApplication>

#include <algorithm>
#include <unordered_set>

namespace cs::ui {

namespace {

// The part drop's translation context.
class PartDropText
{
    Q_DECLARE_TR_FUNCTIONS(PartDropText)
};
QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

DropPlan refused(const QString& why)
{
    DropPlan plan;
    plan.problem = why;
    return plan;
}

const Device* serverAt(const Design& design, const DropTarget& target, const Part*& chassis)
{
    const Device* device = design.device(target.device);
    chassis = device ? design.part(device->partId) : nullptr;
    return chassis && chassis->server ? device : nullptr;
}

DropPlan planGpu(Document& doc, const Part& gpu, const DropTarget& target)
{
    const Part* chassis = nullptr;
    const Device* server = serverAt(doc.design(), target, chassis);
    if (!server || chassis->server->gpuSlots <= 0) {
        return refused(PartDropText::tr("Drop a GPU onto a GPU server."));
    }
    const auto& accepted = chassis->server->gpuFormFactors;
    const std::string form = gpu.gpu ? gpu.gpu->formFactor : std::string();
    if (!accepted.empty() && std::find(accepted.begin(), accepted.end(), form) == accepted.end()) {
        return refused(PartDropText::tr("\"%1\" takes %2 GPUs; \"%3\" is %4.")
                           .arg(q(chassis->name), q(accepted.front()), q(gpu.name), q(form)));
    }
    DeviceConfig config = server->config;
    const int slotCount = chassis->server->gpuSlots;
    const int current = config.gpuCount.value_or(chassis->server->gpuCount);
    config.gpuPartId = gpu.id;
    config.gpuCount = std::clamp(current > 0 ? current : slotCount, 1, slotCount);
    DropPlan plan;
    plan.make = [&doc, id = server->id, config, gpu] {
        return std::make_unique<SetDeviceConfigCommand>(doc, id, config, std::vector<Part>{gpu});
    };
    return plan;
}

DropPlan planNicOrCpu(Document& doc, const Part& part, const DropTarget& target)
{
    const Part* chassis = nullptr;
    const Device* server = serverAt(doc.design(), target, chassis);
    if (!server) {
        return refused(part.kind == PartKind::Nic ? PartDropText::tr("Drop a NIC onto a server.")
                                                  : PartDropText::tr("Drop a CPU onto a server."));
    }
    DeviceConfig config = server->config;
    if (part.kind == PartKind::Cpu) {
        config.cpuPartId = part.id;
    } else {
        std::vector<NicConfig> nics = doc.design().nicsOf(*server);
        auto same = std::find_if(nics.begin(), nics.end(),
                                 [&](const NicConfig& n) { return n.partId == part.id; });
        if (same != nics.end()) {
            ++same->count;
        } else {
            nics.push_back(NicConfig{part.id, 1, "compute"});
        }
        config.nics = nics;
    }
    DropPlan plan;
    plan.make = [&doc, id = server->id, config, part] {
        return std::make_unique<SetDeviceConfigCommand>(doc, id, config, std::vector<Part>{part});
    };
    return plan;
}

DropPlan planCooling(Document& doc, const Part& part, const DropTarget& target)
{
    if (!part.cooling || part.cooling->type != "rdhx") {
        return refused(
            PartDropText::tr("Floor coolers stand in a row; place them in the floor view."));
    }
    const Rack* rack = doc.design().rack(target.rack);
    if (!rack) {
        return refused(PartDropText::tr("Drop the rear door onto a rack."));
    }
    for (const CoolingUnit& unit : doc.design().coolingUnits()) {
        const Part* p = doc.design().part(unit.partId);
        if (unit.attachedRack == rack->id && p && p->cooling && p->cooling->type == "rdhx") {
            return refused(
                PartDropText::tr("Rack \"%1\" already has a rear door.").arg(q(rack->name)));
        }
    }
    DropPlan plan;
    plan.make = [&doc, id = rack->id, part] {
        return std::make_unique<AttachCoolingCommand>(doc, id, part);
    };
    return plan;
}

DropPlan planRack(Document& doc, const Part& part, const DropTarget& target)
{
    const Design& d = doc.design();
    const Rack* beside = d.rack(target.rack);
    const Row* row = beside && beside->position ? d.row(beside->position->row)
                                                : (d.rows().empty() ? nullptr : &d.rows().front());
    Rack rack;
    if (row) {
        std::unordered_set<int> taken;
        for (const Rack& r : d.racks()) {
            if (r.position && r.position->row == row->id) {
                taken.insert(r.position->slot);
            }
        }
        int slot = 0;
        while (taken.count(slot)) {
            ++slot;
        }
        if (row->slotCount > 0 && slot >= row->slotCount) {
            return refused(
                PartDropText::tr("Row \"%1\" has no free slot; widen it in the floor view.")
                    .arg(q(row->name)));
        }
        rack = newRackAt(d, part, RackPosition{row->id, slot});
    } else {
        rack = newRackAt(d, part, RackPosition{});
        rack.position.reset();
    }
    if (beside) {
        rack.powerBudgetKw = beside->powerBudgetKw;
    }
    DropPlan plan;
    plan.make = [&doc, rack, part] {
        return std::make_unique<AddRackCommand>(doc, rack, std::vector<Part>{part});
    };
    return plan;
}

// The feed ("A" or "B") whose PDUs in the rack carry fewer kilowatts, A when
// even: with 2N feeds the second PDU dropped into a rack takes the other feed.
std::string weakerFeed(const Design& design, RackId rack)
{
    double aKw = 0;
    double bKw = 0;
    for (const Device& device : design.devices()) {
        const Part* part = design.part(device.partId);
        if (!part || !part->pdu || !device.placement || device.placement->rack != rack) {
            continue;
        }
        const bool onB =
            device.config.feed && (*device.config.feed == "B" || *device.config.feed == "b");
        (onB ? bKw : aKw) += part->pdu->capacityKw;
    }
    return bKw < aKw ? "B" : "A";
}

DropPlan planMount(Document& doc, const PartLookup& lookup, const Part& part,
                   const DropTarget& target)
{
    const Design& d = doc.design();
    const Rack* rack = d.rack(target.rack);
    if (!rack) {
        return refused(PartDropText::tr("Drop the part into a rack slot."));
    }
    const int h = unitsOf(&part);
    Placement placement{rack->id, 0, RackFace::Rear, false};
    if (h > 0) {
        if (target.u < 1) {
            return refused(PartDropText::tr("Drop the part onto a rack unit."));
        }
        // Snap so that the part fits below the rack's top.
        placement.bottomU = std::max(1, std::min(target.u, frameOf(d, *rack).heightU - h + 1));
        placement.face = target.face;
    }
    DropPlan plan;
    plan.placement = placement;
    plan.heightU = h;
    if (auto problem = mountProblem(d, part, placement)) {
        plan.problem = *problem;
        return plan;
    }
    DeviceConfig config;
    if (part.kind == PartKind::Pdu && rack->feeds == FeedRedundancy::Redundant2N) {
        config.feed = weakerFeed(d, rack->id);
    }
    plan.make = [&doc, placement, config, parts = partWithDependencies(lookup, part),
                 name = newDeviceName(d, part)] {
        const Part& main = parts.back();
        return std::make_unique<AddDeviceCommand>(
            doc, Device{DeviceId{}, name, main.id, placement, config}, parts);
    };
    return plan;
}

} // namespace

DropPlan planPartDrop(Document& document, const PartLookup& lookup, const Part& part,
                      const DropTarget& target)
{
    switch (part.kind) {
    case PartKind::Gpu:
        return planGpu(document, part, target);
    case PartKind::Nic:
    case PartKind::Cpu:
        return planNicOrCpu(document, part, target);
    case PartKind::Cooling:
        return planCooling(document, part, target);
    case PartKind::Rack:
        return planRack(document, part, target);
    case PartKind::Cable:
    case PartKind::Transceiver:
        return refused(PartDropText::tr(
            "Cables and optics belong to links; connect ports in the fabric view."));
    case PartKind::CloudOffer:
        return refused(
            PartDropText::tr("Cloud offers are compared in the cost view; they are not mounted."));
    default:
        return planMount(document, lookup, part, target);
    }
}

std::optional<int> lowestFreeU(const Design& design, const Part& part, RackId rack)
{
    const Rack* r = design.rack(rack);
    if (!r) {
        return std::nullopt;
    }
    const int h = unitsOf(&part);
    if (h == 0) {
        return mountProblem(design, part, Placement{rack, 0, RackFace::Rear})
                   ? std::nullopt
                   : std::optional<int>(0);
    }
    for (int u = 1; u + h - 1 <= frameOf(design, *r).heightU; ++u) {
        if (!mountProblem(design, part, Placement{rack, u})) {
            return u;
        }
    }
    return std::nullopt;
}

Rack newRackAt(const Design& design, const Part& part, RackPosition slot)
{
    Rack rack;
    rack.partId = part.id;
    rack.position = slot;
    rack.powerBudgetKw = 20;
    if (const Row* row = design.row(slot.row)) {
        rack.cooling = row->cooling;
    }
    for (const Rack& r : design.racks()) {
        if (r.position && r.position->row == slot.row) {
            rack.powerBudgetKw = r.powerBudgetKw;
            rack.feeds = r.feeds;
            rack.cooling = r.cooling;
            break;
        }
    }
    std::unordered_set<std::string> names;
    for (const Rack& r : design.racks()) {
        names.insert(r.name);
    }
    for (std::size_t n = design.racks().size() + 1;; ++n) {
        const std::string number = std::to_string(n);
        rack.name = "rack-" + (number.size() < 2 ? "0" + number : number);
        if (!names.count(rack.name)) {
            return rack;
        }
    }
}

std::string newDeviceName(const Design& design, const Part& part)
{
    std::string prefix;
    switch (part.kind) {
    case PartKind::GpuServer:
        prefix = "node";
        break;
    case PartKind::Switch:
        prefix = "switch";
        break;
    case PartKind::Storage:
        prefix = "storage";
        break;
    case PartKind::Pdu:
        prefix = "pdu";
        break;
    case PartKind::Cooling:
        prefix = "cooler";
        break;
    default:
        prefix = "server";
        break;
    }
    std::unordered_set<std::string> names;
    for (const Device& d : design.devices()) {
        names.insert(d.name);
    }
    for (std::size_t n = 1;; ++n) {
        const std::string number = std::to_string(n);
        const std::string name = prefix + "-" + (number.size() < 2 ? "0" + number : number);
        if (!names.count(name)) {
            return name;
        }
    }
}

} // namespace cs::ui
