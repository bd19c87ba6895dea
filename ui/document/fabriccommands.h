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

// The fabric's switches once a link between ports a and b joins it. A switch
// not yet in the fabric becomes a leaf (tier 1) when linked to a server or
// storage device; linked to a switch of the fabric at tier t, it joins at
// t + 1, or at t - 1 (at least 1) when the link leaves from its own "uplink"
// port; between two switches outside the fabric, the one whose uplink port
// the link uses becomes a leaf and the other a spine. A switch linked through
// a "management" port of its own is managed: it stays an endpoint.
// Unchanged when no switch joins.
std::vector<FabricSwitch> switchesWithLink(const Design& design, const Fabric& fabric, PortRef a,
                                           PortRef b);

} // namespace cs::ui
