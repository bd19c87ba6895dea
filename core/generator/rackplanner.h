#pragma once

#include "model/enums.h"
#include "model/mounting.h"
#include "model/part.h"

#include <vector>

namespace cs::generator {

// What a set of devices takes from a rack.
struct Load
{
    int heightU = 0;
    double watts = 0; // peak
    double kg = 0;
    int managed = 0; // management ports to plug into the rack's OOB switch

    Load& operator+=(const Load& o);
};
Load loadOf(const Part& part, int count = 1);

// The rack model and what it may carry: the smallest of the usable power
// budget (half the provisioned power: two feeds, 2N), the cooling method's
// limit, its rack units and its static load (the rack's own weight counts).
struct RackModel
{
    const Part* part = nullptr;
    RackFrame frame;     // units, depth, own weight and load rating (model/mounting.h)
    double budgetKw = 0; // provisioned, both feeds
    double usableKw = 0; // budgetKw / 2
    double coolingLimitKw = 0;
    CoolingMethod cooling = CoolingMethod::Air;

    double limitW() const;
};

// The PDUs of one feed: `perFeed` of `part`, together able to carry the rack's
// peak (their own draw included). Fewest PDUs first, then the smallest.
struct PduChoice
{
    const Part* part = nullptr;
    int perFeed = 0;
};
PduChoice choosePdus(const std::vector<const Part*>& pdus, double loadW);

// Fits devices into racks. Every rack holds its OOB switch (when there is one)
// at the top and two feeds of 0U PDUs.
class RackPlanner
{
public:
    RackPlanner(const RackModel& rack, std::vector<const Part*> pdus, const Part* oobSwitch,
                int oobPorts);

    const RackModel& rack() const { return mRack; }
    // The load of a rack holding `content`: the OOB switch and PDUs added.
    Load rackLoad(const Load& content) const;
    PduChoice pdusFor(const Load& content) const;
    bool fits(const Load& content) const;
    // The most nodes of this part one rack takes. Throws GeneratorError naming
    // the field that rules out even one.
    int nodesPerRack(const Part& node) const;
    // Splits items, in order, into racks; each rack gets as many consecutive
    // items as fit. Throws when one item alone does not fit.
    std::vector<std::vector<int>> pack(const std::vector<Load>& items) const;
    int oobHeightU() const;

private:
    void checkNodeFits(const Part& node) const;

    RackModel mRack;
    std::vector<const Part*> mPdus;
    const Part* mOob = nullptr;
    int mOobPorts = 0;
};

} // namespace cs::generator
