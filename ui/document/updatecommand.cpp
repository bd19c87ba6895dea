#include "updatecommand.h"

namespace cs::ui {

namespace {

template <typename Id>
DesignChange single(ChangeKind kind, std::vector<Id> DesignChange::*list, Id id)
{
    DesignChange c;
    c.kinds = kind;
    (c.*list).push_back(id);
    return c;
}

} // namespace

DesignChange EntityEdit<Rack>::change(RackId id)
{
    return single(ChangeKind::Racks, &DesignChange::racks, id);
}

DesignChange EntityEdit<Row>::change(RowId id)
{
    return single(ChangeKind::Facility, &DesignChange::rows, id);
}

DesignChange EntityEdit<CoolingUnit>::change(CoolingUnitId id)
{
    return single(ChangeKind::Cooling, &DesignChange::coolingUnits, id);
}

DesignChange EntityEdit<Fabric>::change(FabricId id)
{
    return single(ChangeKind::Fabrics, &DesignChange::fabrics, id);
}

} // namespace cs::ui
