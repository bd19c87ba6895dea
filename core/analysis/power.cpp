#include "power.h"

#include "rackframe.h"

#include <algorithm>
#include <unordered_map>

namespace cs::analysis {

namespace {

constexpr double kWattsPerKw = 1000.0;

// PDU capacity found in one rack, by feed.
struct FeedCapacity
{
    double aKw = 0;
    double bKw = 0;
};

// A rack's powerBudgetKw is the power provisioned to the rack across all its
// feeds. With 2N feeds either feed must be able to carry the whole rack when
// the other fails, so only half of the provisioned power can be drawn.
double usableBudgetKw(const Rack& rack)
{
    return rack.feeds == FeedRedundancy::Redundant2N ? rack.powerBudgetKw / 2 : rack.powerBudgetKw;
}

std::vector<RackPower> emptyRacks(const Design& design)
{
    std::vector<RackPower> racks;
    racks.reserve(design.racks().size());
    for (const Rack& rack : design.racks()) {
        RackPower r;
        r.id = rack.id;
        r.name = rack.name;
        r.budgetKw = rack.powerBudgetKw;
        r.twoN = rack.feeds == FeedRedundancy::Redundant2N;
        r.usableBudgetKw = usableBudgetKw(rack);
        racks.push_back(std::move(r));
    }
    return racks;
}

bool onFeedB(const Device& device)
{
    return device.config.feed && (*device.config.feed == "B" || *device.config.feed == "b");
}

void addToRack(const DeviceFacts& f, RackPower& rack, FeedCapacity& feeds)
{
    rack.idleKw += f.idleW / kWattsPerKw;
    rack.typicalKw += f.typicalW / kWattsPerKw;
    rack.maxKw += f.maxW / kWattsPerKw;
    if (f.kind != PartKind::Pdu) {
        return;
    }
    ++rack.pdus;
    const double capacityKw = f.part && f.part->pdu ? f.part->pdu->capacityKw : 0;
    const bool b = onFeedB(*f.device);
    (b ? feeds.bKw : feeds.aKw) += capacityKw;
    ++(b ? rack.pdusOnFeedB : rack.pdusOnFeedA);
}

// Can the node run at its peak with its redundant supplies failed?
void checkPsu(const DeviceFacts& f, PowerReport& report)
{
    if (!f.part || !f.part->server || !f.part->server->psu || f.part->server->psu->count <= 0) {
        return;
    }
    const PsuSpec& psu = *f.part->server->psu;
    const double capacityNW = std::max(psu.count - psu.redundant, 0) * psu.watts;
    if (f.maxW > capacityNW) {
        const bool estimated = f.part->isEstimate("server.psu") ||
                               f.part->isEstimate("power_w.max") ||
                               (f.gpu && f.gpu->isEstimate("power_w.max"));
        report.psuShortfalls.push_back(
            PsuShortfall{f.device->id, f.part->id, f.maxW, capacityNW, estimated});
    }
    if (psu.redundant <= 0) {
        report.psuWithoutRedundancy.push_back(f.device->id);
    }
}

// Keyed by part pointer: the parts were resolved once by DesignFacts, so no
// string is hashed per device.
class PartTally
{
public:
    void add(const Part* part, double kw)
    {
        if (!part) {
            return;
        }
        auto [it, inserted] = mSlot.try_emplace(part, mTotals.size());
        if (inserted) {
            mTotals.emplace_back(part->id, 0.0);
        }
        mTotals[it->second].second += kw;
    }

    std::vector<std::pair<std::string, double>> sortedDescending()
    {
        std::sort(mTotals.begin(), mTotals.end(), [](const auto& a, const auto& b) {
            return a.second != b.second ? a.second > b.second : a.first < b.first;
        });
        return std::move(mTotals);
    }

private:
    std::unordered_map<const Part*, std::size_t> mSlot;
    std::vector<std::pair<std::string, double>> mTotals;
};

// Single feed: every PDU hangs on the one feed. 2N: the weaker feed decides
// when both have PDUs; a feed without any is a missing PDU, not a small one,
// so the fed one is judged on its own.
void finishPduCapacity(const std::vector<FeedCapacity>& feeds, std::vector<RackPower>& out)
{
    for (std::size_t i = 0; i < out.size(); ++i) {
        const bool bothFed = out[i].pdusOnFeedA > 0 && out[i].pdusOnFeedB > 0;
        out[i].pduCapacityPerFeedKw = out[i].twoN && bothFed ? std::min(feeds[i].aKw, feeds[i].bKw)
                                                             : feeds[i].aKw + feeds[i].bKw;
    }
}

} // namespace

PowerReport analyzePower(const DesignFacts& facts)
{
    const Design& design = facts.design();
    PowerReport report;
    report.racks = emptyRacks(design);
    std::vector<FeedCapacity> feeds(report.racks.size());
    PartTally byPart;
    double idleW = 0;
    double typicalW = 0;
    double maxW = 0;
    for (const DeviceFacts& f : facts.devices()) {
        idleW += f.idleW;
        typicalW += f.typicalW;
        maxW += f.maxW;
        if (f.rack >= 0) {
            const auto r = static_cast<std::size_t>(f.rack);
            addToRack(f, report.racks[r], feeds[r]);
            report.racks[r].ownPowerShelves |= isInItsOwnFrame(f.part, design.racks()[r]);
        }
        checkPsu(f, report);
        byPart.add(f.part, f.maxW / kWattsPerKw);
    }
    finishPduCapacity(feeds, report.racks);
    report.itIdleKw = idleW / kWattsPerKw;
    report.itTypicalKw = typicalW / kWattsPerKw;
    report.itMaxKw = maxW / kWattsPerKw;
    report.facilityKw = report.itMaxKw * design.facility.pue;
    report.maxKwByPart = byPart.sortedDescending();
    return report;
}

} // namespace cs::analysis
