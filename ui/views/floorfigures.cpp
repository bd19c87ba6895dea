#include "floorfigures.h"

#include "analysis/analysis.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace cs::ui {

namespace {

// The floor view's translation context.
class FloorText
{
    Q_DECLARE_TR_FUNCTIONS(FloorText)
};

double footprintM2(const Design& design, const Rack& rack, const Row* row)
{
    const Part* part = design.part(rack.partId);
    const double widthM = part && part->rack && part->rack->widthMm > 0
                              ? part->rack->widthMm / 1000.0
                              : (row ? row->slotPitchM : 0.6);
    const double depthM =
        part && part->rack && part->rack->depthMm > 0 ? part->rack->depthMm / 1000.0 : 1.2;
    return widthM * depthM;
}

} // namespace

std::unordered_map<RackId, FloorRackFigures>
floorRackFigures(const Design& design, const analysis::AnalysisReport* report)
{
    std::unordered_map<RackId, FloorRackFigures> out;
    for (const Rack& rack : design.racks()) {
        out[rack.id].footprintM2 =
            footprintM2(design, rack, rack.position ? design.row(rack.position->row) : nullptr);
    }
    if (!report) {
        return out;
    }
    // A rack the analysis has not seen yet (added since) keeps only its footprint.
    const auto known = [&out](RackId id) {
        auto it = out.find(id);
        return it == out.end() ? nullptr : &it->second;
    };
    for (const analysis::RackPower& p : report->power.racks) {
        if (FloorRackFigures* f = known(p.id)) {
            f->peakKw = p.maxKw;
        }
    }
    for (const analysis::RackCooling& c : report->cooling.racks) {
        if (FloorRackFigures* f = known(c.id)) {
            f->airHeatKw = c.airKw;
        }
    }
    for (const analysis::RackSpace& s : report->space.rackDetails) {
        if (FloorRackFigures* f = known(s.id)) {
            f->fill = s.heightU > 0 ? static_cast<double>(s.usedU) / s.heightU : 0;
        }
    }
    return out;
}

double figureFor(FloorColorMode mode, const FloorRackFigures& f)
{
    switch (mode) {
    case FloorColorMode::PowerDensity:
        return f.footprintM2 > 0 ? f.peakKw / f.footprintM2 : 0;
    case FloorColorMode::Heat:
        return f.airHeatKw;
    case FloorColorMode::Fill:
        break;
    }
    return f.fill;
}

double scaleTop(FloorColorMode mode, const std::unordered_map<RackId, FloorRackFigures>& figures)
{
    if (mode == FloorColorMode::Fill) {
        return 1.0;
    }
    double top = 0;
    for (const auto& entry : figures) {
        top = std::max(top, figureFor(mode, entry.second));
    }
    return top;
}

QString formatFigure(FloorColorMode mode, double value)
{
    switch (mode) {
    case FloorColorMode::PowerDensity:
        return FloorText::tr("%1 kW/m²").arg(value, 0, 'f', 1);
    case FloorColorMode::Heat:
        return FloorText::tr("%1 kW").arg(value, 0, 'f', 1);
    case FloorColorMode::Fill:
        break;
    }
    return FloorText::tr("%1 %").arg(std::round(value * 100));
}

QString modeTitle(FloorColorMode mode)
{
    switch (mode) {
    case FloorColorMode::PowerDensity:
        return FloorText::tr("Power density");
    case FloorColorMode::Heat:
        return FloorText::tr("Heat to air");
    case FloorColorMode::Fill:
        break;
    }
    return FloorText::tr("Fill");
}

QColor heatColor(double t)
{
    // Stops of a perceptually ordered ramp, readable on light and dark floors.
    static const std::array<QColor, 5> stops = {QColor(0x31, 0x5f, 0xc4), QColor(0x2a, 0xa1, 0x98),
                                                QColor(0x7a, 0xb8, 0x2e), QColor(0xe8, 0xb0, 0x1c),
                                                QColor(0xd6, 0x3a, 0x2a)};
    t = std::clamp(std::isfinite(t) ? t : 0.0, 0.0, 1.0);
    const double at = t * (stops.size() - 1);
    const std::size_t i = std::min(stops.size() - 2, static_cast<std::size_t>(at));
    const double f = at - static_cast<double>(i);
    const QColor& a = stops[i];
    const QColor& b = stops[i + 1];
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * f),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * f),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * f));
}

} // namespace cs::ui
