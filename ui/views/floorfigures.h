#pragma once

#include "model/design.h"

#include <QColor>
#include <QString>

#include <unordered_map>

namespace cs::analysis {
struct AnalysisReport;
}

namespace cs::ui {

// What the floor view colours racks by.
enum class FloorColorMode
{
    PowerDensity, // peak kW per square metre of the rack's footprint
    Heat,         // heat the room air must take, kW (the rest goes to liquid)
    Fill,         // units used of the rack's height
};

struct FloorRackFigures
{
    double peakKw = 0;
    double footprintM2 = 0;
    double airHeatKw = 0;
    double fill = 0; // 0..1
};

// The figures of every rack: footprints from the design, power, heat and fill
// read from the design's analysis (the runner's; null before the first, when
// only footprints are known). Nothing is analysed here, and nothing while
// painting.
std::unordered_map<RackId, FloorRackFigures>
floorRackFigures(const Design& design, const analysis::AnalysisReport* report);

double figureFor(FloorColorMode mode, const FloorRackFigures& figures);
// The top of the colour scale: the largest figure on the floor (fill: 100 %).
double scaleTop(FloorColorMode mode, const std::unordered_map<RackId, FloorRackFigures>& figures);
// A figure with its unit, as the legend and tooltips write it.
QString formatFigure(FloorColorMode mode, double value);
QString modeTitle(FloorColorMode mode);

// The heat-map colour of t in 0..1: blue (cool) through green and yellow to red.
QColor heatColor(double t);

} // namespace cs::ui
