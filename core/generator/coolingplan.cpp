#include "coolingplan.h"

#include "generatortext.h"

#include <algorithm>
#include <cmath>

namespace cs::generator::detail {

namespace {

constexpr double kWattsPerKw = 1000.0;

struct Heat
{
    double totalKw = 0;
    double liquidKw = 0;
    double airKw() const { return totalKw - liquidKw; }
};

Heat heatOf(const Build& b)
{
    Heat h;
    for (const GenDevice& d : b.devices) {
        const double w = maxWatts(*d.part);
        h.totalKw += w / kWattsPerKw;
        h.liquidKw += d.part->server ? w * d.part->server->liquidCooledFraction / kWattsPerKw : 0;
    }
    return h;
}

// The unit of a type with the most capacity; with `atLeastKw`, the smallest
// unit reaching it when one does. Ties go to the smaller id (the supplies are
// sorted by id).
const Part* coolerOf(const Build& b, const char* type, double atLeastKw = 0)
{
    const Part* largest = nullptr;
    const Part* smallestReaching = nullptr;
    for (const Part* p : b.parts.supplies) {
        if (!p->cooling || p->cooling->type != type || p->cooling->capacityKw <= 0) {
            continue;
        }
        const double c = p->cooling->capacityKw;
        if (!largest || c > largest->cooling->capacityKw) {
            largest = p;
        }
        if (atLeastKw > 0 && c >= atLeastKw &&
            (!smallestReaching || c < smallestReaching->cooling->capacityKw)) {
            smallestReaching = p;
        }
    }
    if (!largest) {
        throw GeneratorError(
            "supply_parts",
            GeneratorText::tr("No cooling unit of type %1 is in the supply parts; add one to the "
                              "catalog or to supply_parts.")
                .arg(QLatin1String(type)));
    }
    return smallestReaching ? smallestReaching : largest;
}

int nPlusOne(double heatKw, const Part& unit)
{
    return heatKw > 0 ? static_cast<int>(std::ceil(heatKw / unit.cooling->capacityKw - 1e-9)) + 1
                      : 0;
}

void addFloor(std::vector<PlannedCooler>& out, const Part* part, int count, const char* prefix)
{
    for (int i = 1; i <= count; ++i) {
        out.push_back({part, -1, std::string(prefix) + "-" + std::to_string(i)});
    }
}

// Doors on every rack, then room units until one failure is covered.
void rearDoors(const Build& b, const Heat& heat, std::vector<PlannedCooler>& out)
{
    const Part* door = coolerOf(b, "rdhx", b.rackModel.coolingLimitKw);
    for (std::size_t r = 0; r < b.racks.size(); ++r) {
        out.push_back({door, static_cast<int>(r), "rdhx-" + b.racks[r].name});
    }
    const Part* crah = coolerOf(b, "crah");
    const double doorsKw = door->cooling->capacityKw * static_cast<double>(b.racks.size());
    const double largest = std::max(door->cooling->capacityKw, crah->cooling->capacityKw);
    int rooms = 1;
    while (doorsKw + rooms * crah->cooling->capacityKw - largest < heat.totalKw - 1e-9) {
        ++rooms;
    }
    addFloor(out, crah, rooms, "crah");
}

} // namespace

std::vector<PlannedCooler> planCooling(const Build& b)
{
    const Heat heat = heatOf(b);
    std::vector<PlannedCooler> out;
    switch (b.rackModel.cooling) {
    case CoolingMethod::RearDoor:
        rearDoors(b, heat, out);
        break;
    case CoolingMethod::DirectLiquid: {
        const Part* cdu = coolerOf(b, "cdu");
        addFloor(out, cdu, nPlusOne(heat.liquidKw, *cdu), "cdu");
        const Part* crah = coolerOf(b, "crah");
        addFloor(out, crah, nPlusOne(heat.airKw(), *crah), "crah");
        break;
    }
    case CoolingMethod::Air: {
        const Part* crah = coolerOf(b, "crah");
        addFloor(out, crah, nPlusOne(heat.airKw(), *crah), "crah");
        break;
    }
    }
    return out;
}

} // namespace cs::generator::detail
