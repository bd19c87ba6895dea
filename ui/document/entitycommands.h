#pragma once

#include "documentcommand.h"
#include "partsnapshotedit.h"

#include "model/design.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <vector>

namespace cs::ui {

// Adds new entities (they carry fresh ids: Design::nextRackId() and friends)
// with the parts they need; undo takes them out. Paste and duplicate build
// their bundle from the clipboard's fragment.
class InsertEntitiesCommand : public DocumentCommand
{
public:
    InsertEntitiesCommand(Document& document, EntityBundle bundle, std::vector<Part> parts,
                          const QString& text);

protected:
    void apply() override;
    void revert() override;
    const EntityBundle& bundle() const { return mBundle; }

private:
    EntityBundle mBundle;
    std::vector<Part> mParts;
    PartSnapshotEdit mSnapshot;
};

class AddRackCommand : public InsertEntitiesCommand
{
public:
    // An invalid rack id gets the design's next one.
    AddRackCommand(Document& document, Rack rack, std::vector<Part> parts = {});
    RackId rackId() const { return bundle().racks.front().entity.id; }
};

class AddLinkCommand : public InsertEntitiesCommand
{
public:
    AddLinkCommand(Document& document, Link link, std::vector<Part> parts = {});
    LinkId linkId() const { return bundle().links.front().entity.id; }
};

// Removes entities with everything depending on them; undo puts all of it
// back with the same ids and order.
class RemoveEntitiesCommand : public DocumentCommand
{
protected:
    using Extractor = std::function<EntityBundle(Design&)>;
    RemoveEntitiesCommand(Document& document, const QString& text, Extractor extractor);
    void apply() override;
    void revert() override;

private:
    Extractor mExtract;
    EntityBundle mRemoved;
};

// Removes racks with their devices (and those devices' links) and rear doors.
class RemoveRacksCommand : public RemoveEntitiesCommand
{
public:
    RemoveRacksCommand(Document& document, std::vector<RackId> ids);
};

class RemoveLinksCommand : public RemoveEntitiesCommand
{
public:
    RemoveLinksCommand(Document& document, std::vector<LinkId> ids);
};

class RemoveCoolingUnitsCommand : public RemoveEntitiesCommand
{
public:
    RemoveCoolingUnitsCommand(Document& document, std::vector<CoolingUnitId> ids);
};

// Attaches a cooling unit (a rear-door heat exchanger) to a rack; a rear door
// also switches the rack's cooling method to rear door.
class AttachCoolingCommand : public DocumentCommand
{
public:
    AttachCoolingCommand(Document& document, RackId rack, const Part& coolingPart);
    CoolingUnitId coolingUnitId() const { return mUnit.id; }

protected:
    void apply() override;
    void revert() override;

private:
    CoolingUnit mUnit;
    Part mPart;
    PartSnapshotEdit mSnapshot;
    std::optional<Rack> mRackBefore;
    DesignChange mChange;
};

// Sets one assumption section (thresholds, workload, finances, ...); a null
// value removes the section.
class SetAssumptionsCommand : public DocumentCommand
{
public:
    SetAssumptionsCommand(Document& document, std::string section, nlohmann::json value);

protected:
    void apply() override;
    void revert() override;

private:
    void store(const nlohmann::json& value);

    std::string mSection;
    nlohmann::json mValue;
    std::optional<nlohmann::json> mBefore;
};

// The design's analysis assumptions (values and the keys it sets), checked
// by the caller as the loader checks them.
class SetAnalysisAssumptionsCommand : public DocumentCommand
{
public:
    SetAnalysisAssumptionsCommand(Document& document, AnalysisSettings after);

protected:
    void apply() override;
    void revert() override;

private:
    void store(const AnalysisSettings& settings);

    AnalysisSettings mAfter;
    std::optional<AnalysisSettings> mBefore;
};

// PUE, electricity price and currency.
class SetFacilityAssumptionsCommand : public DocumentCommand
{
public:
    SetFacilityAssumptionsCommand(Document& document, FacilityAssumptions facility);

protected:
    void apply() override;
    void revert() override;

private:
    FacilityAssumptions mAfter;
    std::optional<FacilityAssumptions> mBefore;
};

// What a bundle's insertion or removal touches.
DesignChange bundleChange(const EntityBundle& bundle);

} // namespace cs::ui
