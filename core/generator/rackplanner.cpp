#include "rackplanner.h"

#include "clusterspec.h"

#include "generatortext.h"

#include <algorithm>
#include <cmath>

namespace cs::generator {

namespace {

constexpr double kWattsPerKw = 1000.0;
constexpr double kEpsilon = 1e-9;
constexpr int kMostPdusPerFeed = 8;

bool hasOwnManagementPort(const Part& part)
{
    return std::any_of(part.ports.begin(), part.ports.end(), [](const PortGroup& g) {
        return g.role == "management" && g.cage == "RJ45";
    });
}

const char* methodText(CoolingMethod m)
{
    switch (m) {
    case CoolingMethod::Air:
        return "air";
    case CoolingMethod::RearDoor:
        return "rear-door";
    case CoolingMethod::DirectLiquid:
        return "direct liquid";
    }
    return "air";
}

} // namespace

Load& Load::operator+=(const Load& o)
{
    heightU += o.heightU;
    watts += o.watts;
    kg += o.kg;
    managed += o.managed;
    return *this;
}

Load loadOf(const Part& part, int count)
{
    Load l;
    l.heightU = static_cast<int>(std::ceil(part.heightU.value_or(0))) * count;
    l.watts = (part.power ? part.power->max : 0) * count;
    l.kg = part.weightKg.value_or(0) * count;
    l.managed = hasOwnManagementPort(part) ? count : 0;
    return l;
}

double RackModel::limitW() const
{
    return std::min(usableKw, coolingLimitKw) * kWattsPerKw;
}

PduChoice choosePdus(const std::vector<const Part*>& pdus, double loadW)
{
    std::vector<const Part*> sorted = pdus;
    std::sort(sorted.begin(), sorted.end(), [](const Part* a, const Part* b) {
        return a->pdu->capacityKw != b->pdu->capacityKw ? a->pdu->capacityKw < b->pdu->capacityKw
                                                        : a->id < b->id;
    });
    for (int m = 1; m <= kMostPdusPerFeed; ++m) {
        for (const Part* p : sorted) {
            const double ownW = 2 * m * (p->power ? p->power->max : 0);
            if (p->pdu->capacityKw * kWattsPerKw * m >= loadW + ownW - kEpsilon) {
                return PduChoice{p, m};
            }
        }
    }
    return {};
}

RackPlanner::RackPlanner(const RackModel& rack, std::vector<const Part*> pdus,
                         const Part* oobSwitch, int oobPorts)
    : mRack(rack), mPdus(std::move(pdus)), mOob(oobSwitch), mOobPorts(oobPorts)
{
}

int RackPlanner::oobHeightU() const
{
    return mOob ? loadOf(*mOob).heightU : 0;
}

PduChoice RackPlanner::pdusFor(const Load& content) const
{
    const double oobW = mOob ? loadOf(*mOob).watts : 0;
    return choosePdus(mPdus, content.watts + oobW);
}

Load RackPlanner::rackLoad(const Load& content) const
{
    Load total = content;
    if (mOob) {
        Load oob = loadOf(*mOob);
        oob.managed = 0; // its own port is managed in band, over its uplinks
        total += oob;
    }
    const PduChoice pdus = pdusFor(content);
    if (pdus.part) {
        total += loadOf(*pdus.part, 2 * pdus.perFeed);
    }
    return total;
}

bool RackPlanner::fits(const Load& content) const
{
    const Load total = rackLoad(content);
    return pdusFor(content).part && total.heightU <= mRack.frame.heightU &&
           total.watts <= mRack.limitW() + kEpsilon && !overLoadRating(total.kg, mRack.frame) &&
           (!mOob || total.managed <= mOobPorts);
}

void RackPlanner::checkNodeFits(const Part& node) const
{
    const Load one = rackLoad(loadOf(node));
    const std::string& rackId = mRack.part->id;
    if (deeperThan(&node, mRack.frame)) {
        throw GeneratorError(
            "rack", GeneratorText::tr(
                        "The node \"%1\" is %2 mm deep but the rack \"%3\" only %4 mm; pick a "
                        "deeper rack.")
                        .arg(q(node.id))
                        .arg(*node.depthMm)
                        .arg(q(rackId))
                        .arg(mRack.frame.depthMm));
    }
    if (one.heightU > mRack.frame.heightU) {
        throw GeneratorError(
            "rack", GeneratorText::tr(
                        "The node \"%1\" and the rack's OOB switch take %2U but the rack \"%3\" "
                        "has %4U; pick a taller rack.")
                        .arg(q(node.id))
                        .arg(one.heightU)
                        .arg(q(rackId))
                        .arg(mRack.frame.heightU));
    }
    if (overLoadRating(one.kg, mRack.frame)) {
        throw GeneratorError(
            "rack", GeneratorText::tr(
                        "One node \"%1\" with its PDUs and the rack's own weight comes to %2 kg, "
                        "above the %3 kg the rack \"%4\" holds; pick a rack rated for more.")
                        .arg(q(node.id))
                        .arg(loadedKg(one.kg, mRack.frame), 0, 'f', 0)
                        .arg(mRack.frame.staticLoadKg, 0, 'f', 0)
                        .arg(q(rackId)));
    }
    if (!pdusFor(loadOf(node)).part) {
        throw GeneratorError(
            "supply_parts",
            GeneratorText::tr("No 0U PDU in the supply parts carries one node's %1 kW per "
                              "feed; add a larger PDU.")
                .arg(one.watts / kWattsPerKw, 0, 'f', 1));
    }
    if (one.watts > mRack.usableKw * kWattsPerKw + kEpsilon) {
        throw GeneratorError(
            "rack_power_kw",
            GeneratorText::tr("One node draws up to %1 kW with its rack's switch and PDUs, but a "
                              "rack budget of %2 kW leaves %3 kW usable with 2N feeds; raise "
                              "rack_power_kw to at least %4.")
                .arg(one.watts / kWattsPerKw, 0, 'f', 2)
                .arg(mRack.budgetKw)
                .arg(mRack.usableKw)
                .arg(std::ceil(2 * one.watts / kWattsPerKw)));
    }
    if (one.watts > mRack.coolingLimitKw * kWattsPerKw + kEpsilon) {
        throw GeneratorError(
            "cooling", GeneratorText::tr(
                           "One node gives off up to %1 kW, more than %2 cooling removes per rack "
                           "(%3 kW); choose a stronger cooling method.")
                           .arg(one.watts / kWattsPerKw, 0, 'f', 2)
                           .arg(QLatin1String(methodText(mRack.cooling)))
                           .arg(mRack.coolingLimitKw));
    }
}

int RackPlanner::nodesPerRack(const Part& node) const
{
    checkNodeFits(node);
    int n = 1;
    while (fits(loadOf(node, n + 1))) {
        ++n;
    }
    return n;
}

std::vector<std::vector<int>> RackPlanner::pack(const std::vector<Load>& items) const
{
    std::vector<std::vector<int>> racks;
    Load current;
    for (int i = 0; i < static_cast<int>(items.size()); ++i) {
        Load next = current;
        next += items[static_cast<std::size_t>(i)];
        if (!racks.empty() && fits(next)) {
            racks.back().push_back(i);
            current = next;
            continue;
        }
        if (!fits(items[static_cast<std::size_t>(i)])) {
            throw GeneratorError(
                "rack",
                GeneratorText::tr("A network device (%1 W, %2U) does not fit one rack by power, "
                                  "cooling, height or weight; pick a larger rack or budget.")
                    .arg(items[static_cast<std::size_t>(i)].watts)
                    .arg(items[static_cast<std::size_t>(i)].heightU));
        }
        racks.push_back({i});
        current = items[static_cast<std::size_t>(i)];
    }
    return racks;
}

} // namespace cs::generator
