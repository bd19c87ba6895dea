#include "space.h"

#include "model/mountcheck.h"
#include "model/mounting.h"

#include <algorithm>
#include <cmath>

namespace cs::analysis {

namespace {

constexpr double kMmPerM = 1000.0;

// One flag per rack unit of every rack, racks back to back; a unit counts as
// used once whatever occupies it, so half-depth devices on opposite faces of
// the same unit take it once.
class Occupancy
{
public:
    explicit Occupancy(const std::vector<RackSpace>& racks)
    {
        mOffset.reserve(racks.size() + 1);
        std::size_t total = 0;
        for (const RackSpace& r : racks) {
            mOffset.push_back(total);
            total += static_cast<std::size_t>(r.heightU);
        }
        mOffset.push_back(total);
        mUsed.assign(total, 0);
    }

    void mark(std::size_t rack, int bottomU, int heightU)
    {
        const int rackHeight = static_cast<int>(mOffset[rack + 1] - mOffset[rack]);
        const int first = std::max(bottomU, 1);
        const int last = std::min(bottomU + heightU - 1, rackHeight);
        for (int u = first; u <= last; ++u) {
            mUsed[mOffset[rack] + static_cast<std::size_t>(u - 1)] = 1;
        }
    }

    void summarize(std::size_t rack, RackSpace& out) const
    {
        int run = 0;
        for (std::size_t i = mOffset[rack]; i < mOffset[rack + 1]; ++i) {
            out.usedU += mUsed[i];
            run = mUsed[i] ? 0 : run + 1;
            out.largestFreeBlockU = std::max(out.largestFreeBlockU, run);
        }
        out.freeU = out.heightU - out.usedU;
    }

private:
    std::vector<std::size_t> mOffset;
    std::vector<unsigned char> mUsed;
};

std::vector<RackSpace> emptyRacks(const Design& design, const std::vector<RackFrame>& frames,
                                  double& floorAreaM2, double aisleDepthM)
{
    std::vector<RackSpace> racks;
    racks.reserve(design.racks().size());
    for (std::size_t i = 0; i < frames.size(); ++i) {
        const Rack& rack = design.racks()[i];
        const RackFrame& m = frames[i];
        RackSpace r;
        r.id = rack.id;
        r.name = rack.name;
        r.heightU = m.heightU;
        r.depthMm = m.depthMm;
        r.weightKg = m.ownKg; // the rack's own weight counts against its rating
        r.loadLimitKg = m.staticLoadKg;
        floorAreaM2 += m.widthMm / kMmPerM * (m.depthMm / kMmPerM + aisleDepthM);
        racks.push_back(std::move(r));
    }
    return racks;
}

void addToRack(const DeviceFacts& f, std::size_t rack, const RackFrame& frame, RackSpace& out,
               Occupancy& occupancy)
{
    out.weightKg += f.weightKg;
    if (deeperThan(f.part, frame)) {
        out.deeperThanRack.push_back(f.device->id);
    }
    const int heightU = unitsOf(f.part);
    if (heightU > 0) {
        occupancy.mark(rack, f.device->placement->bottomU, heightU);
    }
}

} // namespace

SpaceReport analyzeSpace(const DesignFacts& facts)
{
    SpaceReport report;
    std::vector<RackFrame> frames;
    frames.reserve(facts.design().racks().size());
    for (const Rack& rack : facts.design().racks()) {
        frames.push_back(frameOf(facts.design(), rack));
    }
    report.rackDetails = emptyRacks(facts.design(), frames, report.floorAreaM2,
                                    facts.assumptions().aisleDepthPerRackM);
    Occupancy occupancy(report.rackDetails);
    for (const DeviceFacts& f : facts.devices()) {
        if (!f.device->placement) {
            report.unplacedDevices.push_back(f.device->id);
        } else if (f.rack >= 0) {
            const auto r = static_cast<std::size_t>(f.rack);
            addToRack(f, r, frames[r], report.rackDetails[r], occupancy);
        }
    }
    for (std::size_t r = 0; r < report.rackDetails.size(); ++r) {
        RackSpace& rack = report.rackDetails[r];
        occupancy.summarize(r, rack);
        rack.overLoadRating = overLoadRating(rack.weightKg - frames[r].ownKg, frames[r]);
        report.usedU += rack.usedU;
        report.freeU += rack.freeU;
    }
    report.racks = static_cast<int>(report.rackDetails.size());
    return report;
}

} // namespace cs::analysis
