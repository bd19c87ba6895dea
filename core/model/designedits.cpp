#include "design.h"

#include "designinternal.h"

#include <algorithm>

// Edits of cs::Design that change several entities at once or whole entities
// in place: group moves, rows, fabrics, cooling units, the part snapshot.
namespace cs {

using designinternal::DesignText;
using designinternal::q;

void Design::placeDevices(const std::vector<std::pair<DeviceId, std::optional<Placement>>>& moves)
{
    std::vector<std::optional<Placement>> before;
    before.reserve(moves.size());
    for (const auto& [id, placement] : moves) {
        const Device* d = mDevices.find(id);
        if (!d) {
            throw ModelError("UNKNOWN_DEVICE",
                             DesignText::tr("Device %1 does not exist.").arg(id.value));
        }
        before.push_back(d->placement);
    }
    // Take every moved device out first so that none blocks another's new place.
    for (const auto& move : moves) {
        placeDevice(move.first, std::nullopt);
    }
    std::size_t placed = 0;
    try {
        for (; placed < moves.size(); ++placed) {
            placeDevice(moves[placed].first, moves[placed].second);
        }
    } catch (const ModelError&) {
        for (std::size_t i = 0; i < placed; ++i) {
            placeDevice(moves[i].first, std::nullopt);
        }
        for (std::size_t i = 0; i < moves.size(); ++i) {
            placeDevice(moves[i].first, before[i]);
        }
        throw;
    }
}

void Design::checkRowKeepsItsRacks(const Row& row) const
{
    if (row.slotCount <= 0) {
        return;
    }
    auto outside = [&](const std::optional<RackPosition>& p) {
        return p && p->row == row.id && p->slot >= row.slotCount;
    };
    auto refuse = [&](const QString& what, int slot) {
        throw ModelError(
            "BAD_SLOT",
            DesignText::tr("Row \"%1\" cannot shrink to %2 slots: %3 stands at slot %4; "
                           "move it first.")
                .arg(q(row.name))
                .arg(row.slotCount)
                .arg(what)
                .arg(slot));
    };
    for (const Rack& rack : mRacks.all()) {
        if (outside(rack.position)) {
            refuse(DesignText::tr("rack \"%1\"").arg(q(rack.name)), rack.position->slot);
        }
    }
    for (const CoolingUnit& unit : mCooling.all()) {
        if (outside(unit.position)) {
            refuse(DesignText::tr("cooling unit \"%1\"").arg(q(unit.name)), unit.position->slot);
        }
    }
}

void Design::updateRow(const Row& row)
{
    Row* existing = mRows.find(row.id);
    if (!existing) {
        throw ModelError("UNKNOWN_ROW", DesignText::tr("Row %1 does not exist.").arg(row.id.value));
    }
    if (!mRooms.contains(row.room)) {
        throw ModelError("UNKNOWN_ROOM",
                         DesignText::tr("Row %1 refers to room %2, which does not exist.")
                             .arg(row.id.value)
                             .arg(row.room.value));
    }
    if (row.slotCount < 0 || !(row.slotPitchM > 0)) {
        throw ModelError("BAD_ROW",
                         DesignText::tr("Row %1 needs a positive slot pitch and a slot count of "
                                        "zero or more.")
                             .arg(row.id.value));
    }
    checkRowKeepsItsRacks(row);
    *existing = row;
}

void Design::updateFabric(const Fabric& fabric)
{
    Fabric* existing = mFabrics.find(fabric.id);
    if (!existing) {
        throw ModelError("UNKNOWN_FABRIC",
                         DesignText::tr("Fabric %1 does not exist.").arg(fabric.id.value));
    }
    checkFabricSwitches(fabric);
    if (!(fabric.targetOversubscription >= 1.0)) {
        throw ModelError(
            "BAD_OVERSUBSCRIPTION",
            DesignText::tr("Fabric \"%1\" needs an oversubscription target of 1 or more.")
                .arg(q(fabric.name)));
    }
    *existing = fabric;
}

void Design::updateCoolingUnit(const CoolingUnit& unit)
{
    CoolingUnit* existing = mCooling.find(unit.id);
    if (!existing) {
        throw ModelError("UNKNOWN_COOLING_UNIT",
                         DesignText::tr("Cooling unit %1 does not exist.").arg(unit.id.value));
    }
    checkCoolingUnit(unit);
    *existing = unit;
}

bool Design::partInUse(const std::string& id) const
{
    auto inConfig = [&](const DeviceConfig& c) {
        if (c.gpuPartId == id || c.cpuPartId == id) {
            return true;
        }
        return c.nics && std::any_of(c.nics->begin(), c.nics->end(),
                                     [&](const NicConfig& n) { return n.partId == id; });
    };
    auto inPart = [&](const auto& entry) {
        const Part& p = entry.second;
        if (p.server && (p.server->gpuPartId == id || p.server->cpuPartId == id ||
                         std::any_of(p.server->nics.begin(), p.server->nics.end(),
                                     [&](const NicConfig& n) { return n.partId == id; }))) {
            return true;
        }
        return p.cloud && p.cloud->gpuPartId == id;
    };
    return std::any_of(mParts.begin(), mParts.end(), inPart) ||
           std::any_of(mRacks.all().begin(), mRacks.all().end(),
                       [&](const Rack& r) { return r.partId == id; }) ||
           std::any_of(mDevices.all().begin(), mDevices.all().end(),
                       [&](const Device& d) { return d.partId == id || inConfig(d.config); }) ||
           std::any_of(mLinks.all().begin(), mLinks.all().end(),
                       [&](const Link& l) {
                           return l.cablePartId == id || l.transceiverAPartId == id ||
                                  l.transceiverBPartId == id;
                       }) ||
           std::any_of(mCooling.all().begin(), mCooling.all().end(),
                       [&](const CoolingUnit& u) { return u.partId == id; });
}

void Design::removePart(const std::string& id)
{
    if (partInUse(id)) {
        throw ModelError("PART_IN_USE",
                         DesignText::tr("The part \"%1\" is still used in the design; remove what "
                                        "uses it first.")
                             .arg(q(id)));
    }
    mPortCounts.clear();
    mParts.erase(id);
}

} // namespace cs
