#include "clipboard.h"

#include "io/designcodec.h"
#include "io/formaterror.h"
#include "model/modelerror.h"
#include "model/mountcheck.h"
#include "model/mounting.h"

#include <QCoreApplication>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace cs::ui {

namespace {

// The clipboard's translation context.
class ClipboardText
{
    Q_DECLARE_TR_FUNCTIONS(ClipboardText)
};

constexpr const char* kFormat = "clustersmith-fragment";

// The copied devices: those of the copied racks and the loose ones.
std::vector<DeviceId> copiedDevices(const Design& design, const SelectedIds& ids)
{
    std::vector<DeviceId> devices;
    std::unordered_set<DeviceId> seen;
    for (RackId rack : ids.racks) {
        for (DeviceId d : design.devicesInRack(rack)) {
            if (seen.insert(d).second) {
                devices.push_back(d);
            }
        }
    }
    for (DeviceId d : ids.devices) {
        if (design.device(d) && seen.insert(d).second) {
            devices.push_back(d);
        }
    }
    return devices;
}

void copyFabricsAndLinks(const Design& from, Design& to,
                         const std::unordered_set<DeviceId>& devices)
{
    for (const Fabric& f : from.fabrics()) {
        Fabric copy = f;
        std::erase_if(copy.switches,
                      [&](const FabricSwitch& s) { return !devices.count(s.device); });
        to.addFabric(copy);
    }
    for (const Link& l : from.links()) {
        if (devices.count(l.a.device) && devices.count(l.b.device)) {
            to.addLink(l);
        }
    }
}

Design fragmentDesign(const Design& design, const SelectedIds& ids, nlohmann::json& loose)
{
    Design sub;
    for (const auto& [id, part] : design.parts()) {
        sub.putPart(part);
    }
    for (const Room& r : design.rooms()) {
        sub.addRoom(r);
    }
    for (const Row& r : design.rows()) {
        sub.addRow(r);
    }
    std::unordered_set<RackId> racks(ids.racks.begin(), ids.racks.end());
    for (const Rack& r : design.racks()) {
        if (racks.count(r.id)) {
            sub.addRack(r);
        }
    }
    const std::vector<DeviceId> devices = copiedDevices(design, ids);
    for (DeviceId id : devices) {
        Device d = *design.device(id);
        if (d.placement && !racks.count(d.placement->rack)) {
            loose.push_back({{"device", id.value},
                             {"rack", d.placement->rack.value},
                             {"u", d.placement->bottomU},
                             {"face", toName(d.placement->face)},
                             {"half_depth", d.placement->halfDepth}});
            d.placement.reset();
        }
        sub.addDevice(d);
    }
    for (const CoolingUnit& u : design.coolingUnits()) {
        if (u.attachedRack && racks.count(*u.attachedRack)) {
            CoolingUnit copy = u;
            copy.position.reset();
            sub.addCoolingUnit(copy);
        }
    }
    copyFabricsAndLinks(design, sub, std::unordered_set<DeviceId>(devices.begin(), devices.end()));
    return sub;
}

} // namespace

std::optional<QByteArray> copyFragment(const Design& design, const SelectedIds& ids)
{
    if (ids.racks.empty() && ids.devices.empty()) {
        return std::nullopt;
    }
    nlohmann::json loose = nlohmann::json::array();
    const Design sub = fragmentDesign(design, ids, loose);
    const nlohmann::json root{
        {"format", kFormat}, {"design", designToJson(sub)}, {"loose_devices", loose}};
    return QByteArray::fromStdString(root.dump());
}

namespace {

// Finds units for pasted devices, minding the ones placed before them.
class PasteSpace
{
public:
    explicit PasteSpace(const Design& target) : mTarget(target) {}

    std::optional<int> unitFor(const Part& part, RackId rack, int preferredU, RackFace face)
    {
        const int h = unitsOf(&part);
        if (h == 0) {
            return 0;
        }
        const Rack* r = mTarget.rack(rack);
        const int top = r ? frameOf(mTarget, *r).heightU : 0;
        std::vector<int> tries{preferredU};
        for (int u = 1; u + h - 1 <= top; ++u) {
            tries.push_back(u);
        }
        for (int u : tries) {
            if (!mountProblem(mTarget, part, Placement{rack, u, face}) &&
                !takenByPaste(rack, u, u + h - 1)) {
                mTaken.push_back({rack, u, u + h - 1});
                return u;
            }
        }
        return std::nullopt;
    }

private:
    struct Taken
    {
        RackId rack;
        int low;
        int high;
    };
    bool takenByPaste(RackId rack, int low, int high) const
    {
        return std::any_of(mTaken.begin(), mTaken.end(), [&](const Taken& t) {
            return t.rack == rack && low <= t.high && t.low <= high;
        });
    }

    const Design& mTarget;
    std::vector<Taken> mTaken;
};

std::optional<RackPosition> freeSlot(const Design& target,
                                     const std::optional<RackPosition>& wanted,
                                     std::unordered_set<long long>& taken)
{
    if (!wanted || !target.row(wanted->row)) {
        return std::nullopt;
    }
    const Row& row = *target.row(wanted->row);
    auto key = [&](int slot) { return (static_cast<long long>(row.id.value) << 32) | slot; };
    for (const Rack& r : target.racks()) {
        if (r.position && r.position->row == row.id) {
            taken.insert(key(r.position->slot));
        }
    }
    for (int slot = 0; row.slotCount == 0 || slot < row.slotCount; ++slot) {
        if (taken.insert(key(slot)).second) {
            return RackPosition{row.id, slot};
        }
    }
    return std::nullopt;
}

struct IdMaps
{
    std::unordered_map<RackId, RackId> racks;
    std::unordered_map<DeviceId, DeviceId> devices;
};

void pasteRacks(const Design& target, const Design& sub, IdMaps& maps, PastePlan& plan)
{
    std::unordered_set<long long> taken;
    std::uint32_t next = target.nextRackId().value;
    for (const Rack& r : sub.racks()) {
        Rack copy = r;
        copy.id = RackId(next++);
        copy.name = r.name + ClipboardText::tr(" (copy)").toStdString();
        copy.position = freeSlot(target, r.position, taken);
        maps.racks[r.id] = copy.id;
        plan.bundle.racks.push_back({Indexed<Rack>::kAppend, copy});
    }
    std::uint32_t nextUnit = target.nextCoolingUnitId().value;
    for (const CoolingUnit& u : sub.coolingUnits()) {
        CoolingUnit copy = u;
        copy.id = CoolingUnitId(nextUnit++);
        copy.attachedRack = maps.racks.at(*u.attachedRack);
        plan.bundle.coolingUnits.push_back({Indexed<CoolingUnit>::kAppend, copy});
    }
}

std::optional<Placement> loosePlacement(const Design& target, const nlohmann::json& loose,
                                        const Part& part, std::optional<RackId> targetRack,
                                        PasteSpace& space)
{
    const RackId own(loose.at("rack").get<std::uint32_t>());
    const RackId rack = targetRack ? *targetRack : own;
    if (!target.rack(rack)) {
        return std::nullopt;
    }
    const RackFace face =
        fromName<RackFace>(loose.at("face").get<std::string>()).value_or(RackFace::Front);
    const auto u = space.unitFor(part, rack, loose.at("u").get<int>(), face);
    if (!u) {
        return std::nullopt;
    }
    return Placement{rack, *u, *u == 0 ? RackFace::Rear : face, loose.at("half_depth").get<bool>()};
}

QString pasteDevices(const Design& target, const Design& sub, const nlohmann::json& looseList,
                     std::optional<RackId> targetRack, IdMaps& maps, PastePlan& plan)
{
    std::unordered_map<std::uint32_t, const nlohmann::json*> loose;
    for (const nlohmann::json& l : looseList) {
        loose[l.at("device").get<std::uint32_t>()] = &l;
    }
    PasteSpace space(target);
    std::uint32_t next = target.nextDeviceId().value;
    for (const Device& d : sub.devices()) {
        Device copy = d;
        copy.id = DeviceId(next++);
        if (copy.placement) {
            copy.placement->rack = maps.racks.at(d.placement->rack);
        } else if (auto it = loose.find(d.id.value); it != loose.end()) {
            copy.placement =
                loosePlacement(target, *it->second, *sub.part(d.partId), targetRack, space);
            if (!copy.placement) {
                return ClipboardText::tr(
                           "There are no free units for \"%1\"; select a rack with room.")
                    .arg(QString::fromStdString(d.name));
            }
        }
        maps.devices[d.id] = copy.id;
        plan.bundle.devices.push_back({Indexed<Device>::kAppend, copy});
    }
    return {};
}

void pasteLinks(const Design& target, const Design& sub, const IdMaps& maps, PastePlan& plan)
{
    std::uint32_t next = target.nextLinkId().value;
    for (const Link& l : sub.links()) {
        if (!target.fabric(l.fabric)) {
            continue;
        }
        Link copy = l;
        copy.id = LinkId(next++);
        copy.a.device = maps.devices.at(l.a.device);
        copy.b.device = maps.devices.at(l.b.device);
        plan.bundle.links.push_back({Indexed<Link>::kAppend, copy});
    }
    for (const Fabric& f : sub.fabrics()) {
        if (!target.fabric(f.id)) {
            continue;
        }
        for (const FabricSwitch& s : f.switches) {
            plan.bundle.fabricSwitches.push_back(FabricMembership{
                f.id, Indexed<Link>::kAppend, FabricSwitch{maps.devices.at(s.device), s.tier}});
        }
    }
}

} // namespace

PastePlan planPaste(const Design& target, const QByteArray& fragment,
                    std::optional<RackId> targetRack)
{
    PastePlan plan;
    try {
        const nlohmann::json root = nlohmann::json::parse(fragment.toStdString());
        if (root.value("format", std::string()) != kFormat) {
            plan.problem =
                ClipboardText::tr("The clipboard holds no Clustersmith racks or devices.");
            return plan;
        }
        const Design sub = designFromJson(root.at("design"));
        for (const auto& [id, part] : sub.parts()) {
            plan.parts.push_back(part);
        }
        IdMaps maps;
        pasteRacks(target, sub, maps, plan);
        plan.problem = pasteDevices(target, sub, root.at("loose_devices"), targetRack, maps, plan);
        if (plan.problem.isEmpty()) {
            pasteLinks(target, sub, maps, plan);
        }
    } catch (const nlohmann::json::exception&) {
        plan.problem =
            ClipboardText::tr("The clipboard's Clustersmith data is damaged; copy again.");
    } catch (const FormatError&) {
        plan.problem =
            ClipboardText::tr("The clipboard's Clustersmith data is damaged; copy again.");
    } catch (const ModelError& e) {
        plan.problem = e.message();
    }
    return plan;
}

} // namespace cs::ui
