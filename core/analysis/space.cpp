#include "space.h"

#include <algorithm>
#include <cmath>

namespace cs::analysis {

namespace {

constexpr double kMmPerM = 1000.0;

// The rack model's figures, from its rack spec, falling back to the part's
// own dimensions where the spec leaves them out.
struct RackModel
{
    int heightU = 0;
    double depthMm = 0;
    double widthMm = 0;
    double weightKg = 0;
    double staticLoadKg = 0;
};

RackModel rackModel(const Part* part)
{
    RackModel m;
    if (!part) {
        return m;
    }
    if (part->rack) {
        m.heightU = std::max(part->rack->heightU, 0);
        m.depthMm = part->rack->depthMm;
        m.widthMm = part->rack->widthMm;
        m.staticLoadKg = part->rack->staticLoadKg;
    }
    m.depthMm = m.depthMm > 0 ? m.depthMm : part->depthMm.value_or(0);
    m.widthMm = m.widthMm > 0 ? m.widthMm : part->widthMm.value_or(0);
    m.weightKg = part->weightKg.value_or(0);
    return m;
}

int deviceHeightU(const Part* part)
{
    return part && part->heightU ? static_cast<int>(std::ceil(*part->heightU)) : 0;
}

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

std::vector<RackSpace> emptyRacks(const Design& design, double& floorAreaM2, double aisleDepthM)
{
    std::vector<RackSpace> racks;
    racks.reserve(design.racks().size());
    for (const Rack& rack : design.racks()) {
        const RackModel m = rackModel(design.part(rack.partId));
        RackSpace r;
        r.id = rack.id;
        r.name = rack.name;
        r.heightU = m.heightU;
        r.depthMm = m.depthMm;
        r.weightKg = m.weightKg;
        r.loadLimitKg = m.staticLoadKg;
        floorAreaM2 += m.widthMm / kMmPerM * (m.depthMm / kMmPerM + aisleDepthM);
        racks.push_back(std::move(r));
    }
    return racks;
}

void addToRack(const DeviceFacts& f, std::size_t rack, RackSpace& out, Occupancy& occupancy)
{
    out.weightKg += f.weightKg;
    const double depthMm = f.part ? f.part->depthMm.value_or(0) : 0;
    if (out.depthMm > 0 && depthMm > out.depthMm) { // unknown rack depth: nothing to compare
        out.deeperThanRack.push_back(f.device->id);
    }
    const int heightU = deviceHeightU(f.part);
    if (heightU > 0) {
        occupancy.mark(rack, f.device->placement->bottomU, heightU);
    }
}

} // namespace

SpaceReport analyzeSpace(const DesignFacts& facts)
{
    SpaceReport report;
    report.rackDetails =
        emptyRacks(facts.design(), report.floorAreaM2, facts.assumptions().aisleDepthPerRackM);
    Occupancy occupancy(report.rackDetails);
    for (const DeviceFacts& f : facts.devices()) {
        if (!f.device->placement) {
            report.unplacedDevices.push_back(f.device->id);
        } else if (f.rack >= 0) {
            const auto r = static_cast<std::size_t>(f.rack);
            addToRack(f, r, report.rackDetails[r], occupancy);
        }
    }
    for (std::size_t r = 0; r < report.rackDetails.size(); ++r) {
        RackSpace& rack = report.rackDetails[r];
        occupancy.summarize(r, rack);
        report.usedU += rack.usedU;
        report.freeU += rack.freeU;
    }
    report.racks = static_cast<int>(report.rackDetails.size());
    return report;
}

} // namespace cs::analysis
