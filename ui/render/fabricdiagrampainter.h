#pragma once

#include "fabricdiagrammodel.h"
#include "renderstyle.h"

#include <QSizeF>

class QPainter;

namespace cs::render {

// One fabric's topology, top tier first: a row of boxes per tier (one per
// switch, or one box with the count when the tier is large), the endpoints by
// model at the bottom, lines for the connections between boxes (a single
// thick line for a bundle when a tier is aggregated), and at the left of each
// tier its name, switch models and oversubscription, with the link count and
// speed of the bundle below it.
class FabricDiagramPainter
{
public:
    explicit FabricDiagramPainter(FabricDiagram diagram, RenderStyle style = {});

    QSizeF naturalSize() const;
    // Draws the diagram scaled down to fit `rect` when needed, never enlarged.
    void paint(QPainter& p, const QRectF& rect) const;

    static constexpr double kNaturalWidthPt = 760.0;

private:
    struct Row
    {
        int tier = 0;
        double top = 0;
        std::vector<QRectF> boxes;
    };

    std::vector<Row> layout(double width) const;
    void paintTitle(QPainter& p, double width) const;
    void paintRowLabel(QPainter& p, const DiagramTier& tier, const Row& row) const;
    void paintBundleLabel(QPainter& p, const DiagramTier& tier, const Row& row) const;
    void paintConnections(QPainter& p, const std::vector<Row>& rows) const;
    void paintBoxes(QPainter& p, const DiagramTier& tier, const Row& row) const;
    const Row* rowOfTier(const std::vector<Row>& rows, int tier) const;
    const Row* rowOfLevel(const std::vector<Row>& rows, int level) const;

    FabricDiagram mD;
    RenderStyle mStyle;
};

// "400 Gb/s", or "256 × 400 Gb/s + 32 × 100 Gb/s" for mixed speeds.
QString speedsText(const TierBundle& bundle);
// "2.00:1 oversubscribed" or "non-blocking (1:1)".
QString oversubscriptionText(double ratio);

} // namespace cs::render
