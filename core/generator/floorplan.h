#pragma once

#include <vector>

namespace cs::generator {

// Room geometry (docs/generator-spec.md): racks 0.6 m apart along a row, rows
// 3.0 m apart (rack depth plus hot and cold aisles), columns of rows side by
// side with a 2.4 m cross aisle, a 3 m margin for the cooling units in front.
struct FloorGeometry
{
    static constexpr double slotPitchM = 0.6;
    static constexpr double rowPitchM = 3.0;
    static constexpr double crossAisleM = 2.4;
    static constexpr double marginM = 3.0;
    static constexpr double coolingRowYM = 1.0;
    static constexpr double coolingPitchM = 1.2;
};

struct RowPlace
{
    double xM = 0;
    double yM = 0;
};

struct FloorPlan
{
    std::vector<RowPlace> rows; // rack rows
    std::vector<int> rackRow;   // per rack, in the order given
    std::vector<int> rackSlot;
    int columns = 1;
    double columnPitchM = 0;
    double widthM = 0;
    double depthM = 0;

    double rackX(int rack) const;
    double rackY(int rack) const;
};

// Cuts the rack sequence into rows of racksPerRow, keeps each row's network
// racks together in the middle of the row, and lays the rows out in columns,
// serpentine, so that the floor stays roughly square (short cross-room runs)
// and racks next to each other in the sequence stay close.
FloorPlan planFloor(const std::vector<bool>& isNetworkRack, int racksPerRow);

} // namespace cs::generator
