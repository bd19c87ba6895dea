#pragma once

#include "editorview.h"
#include "partdrop.h"
#include "racklayout.h"

#include "palette/partsource.h"

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

// The rack elevation editor (editorview.h: Ctrl+wheel zooms, the middle
// button pans; also fit and 1:1), select and move with the select tool,
// drop catalog parts from the palette. Messages about refused edits appear
// at the cursor.
class RackElevationView : public EditorView
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

    void fitAll();
    void zoomOneToOne();
    // Brings the rack into view (after the floor view asks for it).
    void showRack(RackId rack);
    // The whole design when it fits legibly, else the first row's racks at a
    // scale where their text reads, from the top left.
    void zoomToStart();

protected:
    ViewTool* currentTool() const override;
    // Switches the scene to blocks when racks get too small for detail.
    void zoomChanged() override;
    // Back to the select tool.
    void escape() override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;

private:
    void drawRackNames(QPainter* painter, const QTransform& toViewport);
    void setTool(RackTool* tool);

    Document& mDocument;
    PartLookup mLookup;
    RackElevationScene* mScene = nullptr;
    std::unique_ptr<SelectTool> mSelectTool;
    std::unique_ptr<PlaceTool> mPlaceTool;
    RackTool* mActive = nullptr;
    QLabel* mMessage = nullptr;
    QTimer* mMessageTimer = nullptr;
};

} // namespace cs::ui
