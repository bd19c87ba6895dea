#pragma once

#include "analysis/analysis.h"
#include "model/design.h"
#include "rackfacepainter.h"
#include "renderstyle.h"

#include <QSizeF>

#include <map>
#include <vector>

class QPainter;

namespace cs::render {

// Front and rear elevations of a few racks, side by side: U numbers, every
// mounted device to scale in its category colour with its name (elided to
// fit), 0U devices listed under the rack, and above each rack its power (used
// against the usable budget: half the provisioned budget with 2N feeds) and
// heat against its cooling limit. A device of full depth shows on both faces;
// seen from the face it is not mounted on it is drawn paler.
class RackElevationPainter
{
public:
    // Unit height and face width at the natural size, in points.
    static constexpr double kUnitPt = 8.0;
    static constexpr double kFaceWidthPt = rackface::kFaceWidthUnits * kUnitPt;

    RackElevationPainter(const Design& design, const analysis::AnalysisReport& report,
                         std::vector<RackId> racks, RenderStyle style = {});

    // A line under the rack's name, e.g. the other racks built the same way.
    void setNote(RackId rack, const QString& note);

    // The size that draws at the natural unit height.
    QSizeF naturalSize() const;
    // Draws every rack scaled to fit `rect` (never enlarged beyond 1.5×),
    // aligned to its top left.
    void paint(QPainter& p, const QRectF& rect) const;

    // Where a rack's face is drawn at the natural size (empty when the rack
    // is not among those drawn).
    QRectF faceFrame(RackId rack, RackFace face) const;

    static double columnWidth();
    static double columnGap();

private:
    void paintRack(QPainter& p, const Rack& rack, QPointF topLeft, double floorLine) const;
    void paintTitle(QPainter& p, const Rack& rack, QPointF topLeft) const;
    void paintFace(QPainter& p, const Rack& rack, RackFace face, const QRectF& frame,
                   int heightU) const;
    void paintZeroU(QPainter& p, const Rack& rack, QPointF topLeft) const;
    int tallestU() const;
    double headerHeight() const;

    const Design& mDesign;
    const analysis::AnalysisReport& mReport;
    std::vector<RackId> mRacks;
    RenderStyle mStyle;
    std::map<RackId, QString> mNotes;
};

} // namespace cs::render
