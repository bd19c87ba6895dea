#pragma once

#include "floorfigures.h"
#include "floorgeometry.h"

#include "model/design.h"

#include <QGraphicsScene>

#include <memory>
#include <unordered_map>

class QGraphicsRectItem;

namespace cs::ui {

class Document;
class FloorCoolerItem;
class FloorRackItem;
class FloorRowItem;
struct DesignChange;

// The floor from above: rows, racks and floor cooling units of the document,
// one item per entity, redrawn only where a change names it. Racks are
// coloured by the chosen mode (FloorColorMode) on a scale from zero to the
// floor's largest figure; power, heat and fill come from the analysis the
// runner makes after each change (showAnalysis), never from one of its own.
class FloorScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit FloorScene(Document& document, QObject* parent = nullptr);

    Document& document() { return mDocument; }
    const Design& design() const;
    FloorGeometry geometry() const { return FloorGeometry(design()); }

    FloorColorMode colorMode() const { return mMode; }
    void setColorMode(FloorColorMode mode);
    // The rack's heat-map colour and figure in the current mode.
    QColor rackColor(RackId id) const;
    double rackFigure(RackId id) const;
    double scaleMaximum() const { return mTop; }
    bool isSelected(RackId id) const;
    void showAnalysis(std::shared_ptr<const analysis::AnalysisReport> report);

    // What lies under a scene point, topmost first: a rack, a cooler, a row's handle.
    struct Hit
    {
        RackId rack;
        CoolingUnitId cooler;
        RowId row;
    };
    Hit hitAt(QPointF scenePos) const;

    FloorRackItem* rackItem(RackId id) const;
    FloorCoolerItem* coolerItem(CoolingUnitId id) const;
    FloorRowItem* rowItem(RowId id) const;

    // A dashed outline where a drag would land: accent colour when the drop
    // is accepted, red when refused.
    void showPreview(const QRectF& rect, bool accepted);
    void clearPreview();

signals:
    // Colours or the scale changed (the legend follows).
    void figuresChanged();

private:
    void rebuild();
    void onChanged(const DesignChange& change);
    void onSelectionChanged();
    void syncRack(RackId id);
    void syncRearDoors(const std::vector<RackId>& racks);
    void syncCooler(CoolingUnitId id);
    void syncRow(RowId id);
    void refreshFigures();
    void updateSceneRect();

    Document& mDocument;
    FloorColorMode mMode = FloorColorMode::PowerDensity;
    std::shared_ptr<const analysis::AnalysisReport> mReport;
    std::unordered_map<RackId, FloorRackFigures> mFigures;
    double mTop = 0;
    std::unordered_map<RackId, FloorRackItem*> mRacks;
    std::unordered_map<CoolingUnitId, FloorCoolerItem*> mCoolers;
    std::unordered_map<RowId, FloorRowItem*> mRows;
    std::vector<RackId> mSelectedRacks;
    QGraphicsRectItem* mPreview = nullptr;
};

} // namespace cs::ui
