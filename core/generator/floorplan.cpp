#include "floorplan.h"

#include <algorithm>
#include <cmath>

namespace cs::generator {

double FloorPlan::rackX(int rack) const
{
    return rows[static_cast<std::size_t>(rackRow[static_cast<std::size_t>(rack)])].xM +
           rackSlot[static_cast<std::size_t>(rack)] * FloorGeometry::slotPitchM;
}

double FloorPlan::rackY(int rack) const
{
    return rows[static_cast<std::size_t>(rackRow[static_cast<std::size_t>(rack)])].yM;
}

namespace {

// Slots of one row: compute racks keep their order on both sides, network
// racks take the middle.
void placeRow(const std::vector<bool>& isNetwork, int first, int count, int row, FloorPlan& plan)
{
    int network = 0;
    for (int i = first; i < first + count; ++i) {
        network += isNetwork[static_cast<std::size_t>(i)] ? 1 : 0;
    }
    const int leftCompute = (count - network) / 2;
    int nextCompute = 0;
    int nextNetwork = leftCompute;
    for (int i = first; i < first + count; ++i) {
        int slot = 0;
        if (isNetwork[static_cast<std::size_t>(i)]) {
            slot = nextNetwork++;
        } else {
            slot = nextCompute < leftCompute ? nextCompute : nextCompute + network;
            ++nextCompute;
        }
        plan.rackRow[static_cast<std::size_t>(i)] = row;
        plan.rackSlot[static_cast<std::size_t>(i)] = slot;
    }
}

} // namespace

FloorPlan planFloor(const std::vector<bool>& isNetworkRack, int racksPerRow)
{
    FloorPlan plan;
    const int racks = static_cast<int>(isNetworkRack.size());
    const int rowCount = std::max(1, (racks + racksPerRow - 1) / racksPerRow);
    const double rowWidthM = racksPerRow * FloorGeometry::slotPitchM;
    const double columnPitchM = rowWidthM + FloorGeometry::crossAisleM;
    // Rows per column r with r·rowPitch ≈ columns·columnPitch, columns = rows / r.
    const int perColumn = std::clamp(
        static_cast<int>(std::ceil(std::sqrt(rowCount * columnPitchM / FloorGeometry::rowPitchM))),
        1, rowCount);
    plan.columns = (rowCount + perColumn - 1) / perColumn;
    plan.columnPitchM = columnPitchM;
    plan.rackRow.assign(static_cast<std::size_t>(racks), 0);
    plan.rackSlot.assign(static_cast<std::size_t>(racks), 0);
    for (int row = 0; row < rowCount; ++row) {
        // Serpentine: odd columns run back to front, so that rows next to each
        // other in the sequence stand next to each other on the floor.
        const int column = row / perColumn;
        const int depth = column % 2 == 0 ? row % perColumn : perColumn - 1 - row % perColumn;
        plan.rows.push_back(RowPlace{FloorGeometry::marginM + column * columnPitchM,
                                     FloorGeometry::marginM + depth * FloorGeometry::rowPitchM});
        const int first = row * racksPerRow;
        placeRow(isNetworkRack, first, std::min(racksPerRow, racks - first), row, plan);
    }
    plan.widthM = 2 * FloorGeometry::marginM + plan.columns * columnPitchM;
    plan.depthM = 2 * FloorGeometry::marginM + perColumn * FloorGeometry::rowPitchM;
    return plan;
}

} // namespace cs::generator
