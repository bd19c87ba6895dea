#include "designchange.h"

#include <algorithm>

namespace cs::ui {

namespace {

template <typename Id> void appendNew(std::vector<Id>& into, const std::vector<Id>& from)
{
    for (Id id : from) {
        if (std::find(into.begin(), into.end(), id) == into.end()) {
            into.push_back(id);
        }
    }
}

} // namespace

DesignChange DesignChange::everything()
{
    DesignChange c;
    c.reset = true;
    c.kinds = ChangeKinds(0x7ff);
    return c;
}

void DesignChange::merge(const DesignChange& other)
{
    kinds |= other.kinds;
    reset = reset || other.reset;
    namesOnly = false; // a step of several changes may move things
    appendNew(racks, other.racks);
    appendNew(devices, other.devices);
    appendNew(links, other.links);
    appendNew(fabrics, other.fabrics);
    appendNew(coolingUnits, other.coolingUnits);
    appendNew(rows, other.rows);
}

} // namespace cs::ui
