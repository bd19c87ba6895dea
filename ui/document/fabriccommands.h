#pragma once

#include "documentcommand.h"

#include "model/design.h"

#include <vector>

namespace cs::ui {

// Adds a new fabric (no switches, no links yet): "New fabric" in the fabric
// view. Undo removes it again; redo gives it back the same id.
class AddFabricCommand : public DocumentCommand
{
public:
    AddFabricCommand(Document& document, Fabric fabric);
    FabricId fabricId() const { return mFabric.id; }

protected:
    void apply() override;
    void revert() override;

private:
    Fabric mFabric;
};

// The fabric's switches once a link between ports a and b joins it: a switch
// not yet in the fabric becomes a leaf (tier 1) when linked to a server or
// storage device, and joins one tier above a switch of the fabric it is
// linked to through one of its data ports. A switch linked through its own
// management port stays a managed endpoint. Unchanged when no switch joins.
std::vector<FabricSwitch> switchesWithLink(const Design& design, const Fabric& fabric, PortRef a,
                                           PortRef b);

} // namespace cs::ui
