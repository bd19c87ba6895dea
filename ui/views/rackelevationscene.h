#pragma once

#include "rackfigures.h"
#include "racklayout.h"

#include "document/designchange.h"

#include <QGraphicsScene>

#include <memory>
#include <unordered_map>
#include <vector>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace cs::ui {

class Document;
class DeviceItem;
class RackItem;

// The rack elevations of a Document: rack and device items that hold ids and
// draw from the document's design. Follows Document::changed, rebuilding only
// the devices and racks a change names (everything only when racks move or
// the design is replaced). The figures on the racks come from the analysis
// the runner makes after each change (showAnalysis); the scene never
// analyses and never changes the design itself.
class RackElevationScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit RackElevationScene(Document& document, QObject* parent = nullptr);
    ~RackElevationScene() override;

    Document& document() { return mDocument; }
    const Design& design() const;
    const RackLayout& layout() const { return mLayout; }
    // The rack's figures from the last analysis shown; null before the first
    // or for a rack the analysis has not seen yet.
    const RackFigures* figures(RackId rack) const;
    void showAnalysis(std::shared_ptr<const analysis::AnalysisReport> report);
    RackItem* rackItem(RackId rack) const;
    // The items showing the device (two for a full-depth device: front, rear).
    std::vector<DeviceItem*> deviceItems(DeviceId device) const;
    // Devices whose items intersect the scene rectangle (rubber-band selection).
    std::vector<DeviceId> devicesIn(const QRectF& rect) const;

    // Zoomed far out, racks draw their devices as plain blocks and the device
    // items are hidden: thousands fewer items to visit per frame.
    void setBlockMode(bool on);
    bool blockMode() const { return mBlockMode; }

    // Outlines where a drop or move would land; red with ok = false.
    void showGhosts(const std::vector<QRectF>& rects, bool ok);
    void clearGhosts();

private:
    void onChanged(const DesignChange& change);
    void rebuild();
    void rebuildDevice(DeviceId id);
    void addDeviceItems(const Device& device);
    void refreshFigures();

    Document& mDocument;
    RackLayout mLayout;
    std::shared_ptr<const analysis::AnalysisReport> mReport;
    std::unordered_map<RackId, RackFigures> mFigures;
    std::unordered_map<RackId, RackItem*> mRackItems;
    std::unordered_map<DeviceId, std::vector<DeviceItem*>> mDeviceItems;
    std::vector<QGraphicsSimpleTextItem*> mLineTitles;
    std::vector<QGraphicsRectItem*> mGhosts;
    bool mBlockMode = false;
};

} // namespace cs::ui
