#pragma once

#include "partdrop.h"
#include "racklayout.h"

#include "palette/partsource.h"

#include <QGraphicsView>

#include <memory>
#include <optional>

class QLabel;
class QTimer;

namespace cs::ui {

class Document;
class DeviceItem;
class PlaceTool;
class RackElevationScene;
class RackTool;
class SelectTool;

// The rack elevation editor: zoom with Ctrl+wheel (fit, 1:1), pan with the
// middle button or the scroll bars, select and move with the select tool,
// drop catalog parts from the palette. Messages about refused edits appear
// at the cursor.
class RackElevationView : public QGraphicsView
{
    Q_OBJECT

public:
    RackElevationView(Document& document, PartLookup lookup, QWidget* parent = nullptr);
    ~RackElevationView() override;

    Document& document() { return mDocument; }
    const PartLookup& partLookup() const { return mLookup; }
    RackElevationScene* rackScene() const { return mScene; }

    // Hit tests in viewport coordinates.
    std::optional<RackSlotHit> hitAt(QPoint viewportPos) const;
    DeviceItem* deviceItemAt(QPoint viewportPos) const;
    DropTarget dropTargetAt(QPoint viewportPos) const;

    void useSelectTool();
    // Arms the place tool: each click places the part.
    void usePlaceTool(const std::string& partId);
    RackTool* activeTool() const { return mActive; }

    // Enter in the palette: the part goes into the selected rack (or the rack
    // of the first selected device) at its lowest free unit. Returns the reason
    // when it cannot.
    std::optional<QString> placeIntoSelectedRack(const std::string& partId);

    // A sentence at the cursor; a sticky one stays a few seconds after the
    // cursor moves on (a refused drop).
    void showMessage(const QString& text, QPoint viewportPos, bool sticky = false);
    void clearMessage();
    QString message() const;

    double zoom() const;
    void zoomBy(double factor);
    void fitAll();
    void zoomOneToOne();
    // Brings the rack into view (after the floor view asks for it).
    void showRack(RackId rack);
    // The whole design when it fits legibly, else the first row's racks at a
    // scale where their text reads, from the top left.
    void zoomToStart();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;

private:
    void drawRackNames(QPainter* painter, const QTransform& toViewport);
    void setTool(RackTool* tool);
    // After every zoom: switch the scene to blocks when racks get too small for detail.
    void updateLevelOfDetail();

    Document& mDocument;
    PartLookup mLookup;
    RackElevationScene* mScene = nullptr;
    std::unique_ptr<SelectTool> mSelectTool;
    std::unique_ptr<PlaceTool> mPlaceTool;
    RackTool* mActive = nullptr;
    QLabel* mMessage = nullptr;
    QTimer* mMessageTimer = nullptr;
    std::optional<QPoint> mPanFrom;
};

} // namespace cs::ui
