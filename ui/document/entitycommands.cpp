#include "entitycommands.h"

#include "document.h"

#include "model/modelerror.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs::ui {

namespace {

// The entity commands' translation context.
class EntityCommandText
{
    Q_DECLARE_TR_FUNCTIONS(EntityCommandText)
};

template <typename Entity, typename Id>
void collect(const std::vector<Indexed<Entity>>& items, std::vector<Id>& ids, DesignChange& change,
             ChangeKind kind)
{
    for (const auto& item : items) {
        ids.push_back(item.entity.id);
    }
    if (!items.empty()) {
        change.kinds |= kind;
    }
}

template <typename Entity>
std::vector<decltype(Entity::id)> idsOf(const std::vector<Indexed<Entity>>& items)
{
    std::vector<decltype(Entity::id)> ids;
    for (const auto& item : items) {
        ids.push_back(item.entity.id);
    }
    return ids;
}

} // namespace

DesignChange bundleChange(const EntityBundle& bundle)
{
    DesignChange c;
    collect(bundle.racks, c.racks, c, ChangeKind::Racks);
    collect(bundle.devices, c.devices, c, ChangeKind::Devices);
    collect(bundle.links, c.links, c, ChangeKind::Links);
    collect(bundle.coolingUnits, c.coolingUnits, c, ChangeKind::Cooling);
    for (const auto& d : bundle.devices) {
        const auto& p = d.entity.placement;
        if (p && std::find(c.racks.begin(), c.racks.end(), p->rack) == c.racks.end()) {
            c.racks.push_back(p->rack);
            c.kinds |= ChangeKind::Racks;
        }
    }
    for (const auto& m : bundle.fabricSwitches) {
        c.fabrics.push_back(m.fabric);
        c.kinds |= ChangeKind::Fabrics;
    }
    if (!bundle.storageDevices.empty()) {
        c.kinds |= ChangeKind::Storage;
    }
    return c;
}

InsertEntitiesCommand::InsertEntitiesCommand(Document& document, EntityBundle bundle,
                                             std::vector<Part> parts, const QString& text)
    : DocumentCommand(document, text), mBundle(std::move(bundle)), mParts(std::move(parts))
{
}

void InsertEntitiesCommand::apply()
{
    mSnapshot.put(design(), mParts);
    try {
        design().insertBundle(mBundle);
    } catch (const ModelError&) {
        mSnapshot.takeBack(design());
        throw;
    }
    DesignChange change = bundleChange(mBundle);
    if (mSnapshot.changed()) {
        change.kinds |= ChangeKind::Parts;
    }
    notify(change);
}

void InsertEntitiesCommand::revert()
{
    DesignChange change = bundleChange(mBundle);
    design().extractRacks(idsOf(mBundle.racks));
    design().extractDevices(idsOf(mBundle.devices));
    design().extractLinks(idsOf(mBundle.links));
    design().extractCoolingUnits(idsOf(mBundle.coolingUnits));
    if (mSnapshot.changed()) {
        change.kinds |= ChangeKind::Parts;
    }
    mSnapshot.takeBack(design());
    notify(change);
}

namespace {

EntityBundle rackBundle(const Design& design, Rack rack)
{
    if (!rack.id.isValid()) {
        rack.id = design.nextRackId();
    }
    EntityBundle b;
    b.racks.push_back({Indexed<Rack>::kAppend, std::move(rack)});
    return b;
}

EntityBundle linkBundle(const Design& design, Link link)
{
    if (!link.id.isValid()) {
        link.id = design.nextLinkId();
    }
    EntityBundle b;
    b.links.push_back({Indexed<Link>::kAppend, std::move(link)});
    return b;
}

} // namespace

AddRackCommand::AddRackCommand(Document& document, Rack rack, std::vector<Part> parts)
    : InsertEntitiesCommand(
          document, rackBundle(document.design(), rack), std::move(parts),
          EntityCommandText::tr("Add rack %1").arg(QString::fromStdString(rack.name)))
{
}

AddLinkCommand::AddLinkCommand(Document& document, Link link, std::vector<Part> parts)
    : InsertEntitiesCommand(document, linkBundle(document.design(), std::move(link)),
                            std::move(parts), EntityCommandText::tr("Connect ports"))
{
}

RemoveEntitiesCommand::RemoveEntitiesCommand(Document& document, const QString& text,
                                             Extractor extractor)
    : DocumentCommand(document, text), mExtract(std::move(extractor))
{
}

void RemoveEntitiesCommand::apply()
{
    mRemoved = mExtract(design());
    notify(bundleChange(mRemoved));
}

void RemoveEntitiesCommand::revert()
{
    design().insertBundle(mRemoved);
    notify(bundleChange(mRemoved));
}

RemoveRacksCommand::RemoveRacksCommand(Document& document, std::vector<RackId> ids)
    : RemoveEntitiesCommand(
          document,
          ids.size() == 1 ? EntityCommandText::tr("Delete rack")
                          : EntityCommandText::tr("Delete %n racks", nullptr, int(ids.size())),
          [ids](Design& model) { return model.extractRacks(ids); })
{
}

RemoveLinksCommand::RemoveLinksCommand(Document& document, std::vector<LinkId> ids)
    : RemoveEntitiesCommand(
          document,
          ids.size() == 1 ? EntityCommandText::tr("Delete link")
                          : EntityCommandText::tr("Delete %n links", nullptr, int(ids.size())),
          [ids](Design& model) { return model.extractLinks(ids); })
{
}

RemoveCoolingUnitsCommand::RemoveCoolingUnitsCommand(Document& document,
                                                     std::vector<CoolingUnitId> ids)
    : RemoveEntitiesCommand(document, EntityCommandText::tr("Delete cooling unit"),
                            [ids](Design& model) { return model.extractCoolingUnits(ids); })
{
}

AttachCoolingCommand::AttachCoolingCommand(Document& document, RackId rack, const Part& coolingPart)
    : DocumentCommand(document), mPart(coolingPart)
{
    mUnit.id = document.design().nextCoolingUnitId();
    mUnit.partId = coolingPart.id;
    mUnit.attachedRack = rack;
    const Rack* r = document.design().rack(rack);
    mUnit.name = coolingPart.name + (r ? " · " + r->name : std::string());
    setText(EntityCommandText::tr("Attach %1").arg(QString::fromStdString(coolingPart.name)));
}

void AttachCoolingCommand::apply()
{
    const Rack* rack = design().rack(*mUnit.attachedRack);
    if (!rack) {
        throw ModelError("UNKNOWN_RACK",
                         EntityCommandText::tr("Drop the cooling unit onto a rack."));
    }
    mRackBefore = *rack;
    mSnapshot.put(design(), {mPart});
    EntityBundle b;
    b.coolingUnits.push_back({Indexed<CoolingUnit>::kAppend, mUnit});
    try {
        design().insertBundle(b);
    } catch (const ModelError&) {
        mSnapshot.takeBack(design());
        throw;
    }
    if (mPart.cooling && mPart.cooling->type == "rdhx") {
        Rack after = *mRackBefore;
        after.cooling = CoolingMethod::RearDoor;
        design().updateRack(after);
    }
    DesignChange change = bundleChange(b);
    change.kinds |= ChangeKind::Racks;
    if (mSnapshot.changed()) {
        change.kinds |= ChangeKind::Parts;
    }
    change.racks.push_back(mRackBefore->id);
    mChange = change;
    notify(change);
}

void AttachCoolingCommand::revert()
{
    design().updateRack(*mRackBefore);
    design().extractCoolingUnits({mUnit.id});
    mSnapshot.takeBack(design());
    notify(mChange);
}

AssumptionSectionCommand::AssumptionSectionCommand(Document& document)
    : AssumptionSectionCommand(document, EntityCommandText::tr("Change assumptions"))
{
}

AssumptionSectionCommand::AssumptionSectionCommand(Document& document, const QString& text)
    : DocumentCommand(document, text)
{
}

void AssumptionSectionCommand::announce()
{
    DesignChange change;
    change.kinds = ChangeKind::Assumptions;
    notify(change);
}

SetFacilityAssumptionsCommand::SetFacilityAssumptionsCommand(Document& document,
                                                             FacilityAssumptions facility)
    : DocumentCommand(document, EntityCommandText::tr("Change facility assumptions")),
      mAfter(std::move(facility))
{
}

void SetFacilityAssumptionsCommand::apply()
{
    // The same bounds as the design file, so that what is accepted here saves and loads.
    if (!(mAfter.pue >= 1.0 && mAfter.pue <= 5.0)) {
        throw ModelError("BAD_PUE", EntityCommandText::tr("The PUE must lie between 1 and 5."));
    }
    if (!(mAfter.electricityPricePerKwh >= 0 && mAfter.electricityPricePerKwh <= 100)) {
        throw ModelError(
            "BAD_PRICE",
            EntityCommandText::tr("The electricity price must lie between 0 and 100 per kWh."));
    }
    if (mAfter.currency.size() != 3) {
        throw ModelError(
            "BAD_CURRENCY",
            EntityCommandText::tr(
                "The currency needs a three-letter ISO 4217 code such as USD or CNY."));
    }
    if (!mBefore) {
        mBefore = design().facility;
    }
    design().facility = mAfter;
    DesignChange change;
    change.kinds = ChangeKind::Facility;
    notify(change);
}

void SetFacilityAssumptionsCommand::revert()
{
    design().facility = *mBefore;
    DesignChange change;
    change.kinds = ChangeKind::Facility;
    notify(change);
}

} // namespace cs::ui
