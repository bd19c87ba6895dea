#pragma once

#include "documentcommand.h"
#include "partsnapshotedit.h"

#include "model/design.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <type_traits>
#include <utility>
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

// What every assumption-section command shares: its undo text and the
// change it announces.
class AssumptionSectionCommand : public DocumentCommand
{
protected:
    explicit AssumptionSectionCommand(Document& document);
    AssumptionSectionCommand(Document& document, const QString& text);
    void announce();
};

// Sets one typed assumption section of the design (model/assumptionsection.h):
// values and the section as written, checked by the caller as the loader
// checks a file's (core/io: withAnalysisKey, withTcoKeys, scenarioSettingsFromJson).
template <auto Section> class SetAssumptionSectionCommand : public AssumptionSectionCommand
{
public:
    using Settings = std::remove_cvref_t<decltype(std::declval<Design&>().*Section)>;

    SetAssumptionSectionCommand(Document& document, Settings after)
        : AssumptionSectionCommand(document), mAfter(std::move(after))
    {
    }

protected:
    void apply() override
    {
        if (!mBefore) {
            mBefore = design().*Section;
        }
        store(mAfter);
    }
    void revert() override { store(*mBefore); }

private:
    void store(const Settings& settings)
    {
        design().*Section = settings;
        announce();
    }

    Settings mAfter;
    std::optional<Settings> mBefore;
};

using SetAnalysisAssumptionsCommand = SetAssumptionSectionCommand<&Design::analysisAssumptions>;
using SetTcoAssumptionsCommand = SetAssumptionSectionCommand<&Design::tcoAssumptions>;
using SetScenariosCommand = SetAssumptionSectionCommand<&Design::scenarios>;

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
