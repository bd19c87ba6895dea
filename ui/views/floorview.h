#pragma once

#include "editorview.h"

#include "model/design.h"
#include "palette/partsource.h"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace cs::ui {

class Document;
class FloorPlaceTool;
class FloorScene;
class FloorTool;

// The floor plan of the open design: rows of racks from above with a
// heat-map legend. Mouse input goes to the active tool; catalog cooling parts
// can be dropped onto it. Ctrl+wheel zooms, the middle button and the scroll
// bars pan (editorview.h).
class FloorView : public EditorView
{
    Q_OBJECT

public:
    explicit FloorView(Document& document, QWidget* parent = nullptr);
    ~FloorView() override;

    Document& document() { return mDocument; }
    FloorScene& floorScene() { return *mScene; }
    FloorTool& tool() { return *mTool; }
    FloorPlaceTool& placeTool() { return *mPlaceTool; }

    // Where dropped part ids are looked up (the catalog).
    void setPartLookup(PartLookup lookup) { mLookup = std::move(lookup); }
    const PartLookup& partLookup() const { return mLookup; }
    // Cables and transceivers to choose from when a move makes links longer.
    void setSupplyParts(std::vector<Part> parts) { mSupplies = std::move(parts); }
    const std::vector<Part>& supplyParts() const { return mSupplies; }

    void fitFloor();
    // Shows a message (why a drop is refused) at the scene position.
    void showMessage(QPointF scenePos, const QString& text);
    // The last message shown, until the next one.
    QString lastMessage() const { return mLastMessage; }
    void requestElevation(RackId rack) { emit elevationRequested(rack); }

signals:
    // A rack was clicked: its elevation should be shown.
    void elevationRequested(cs::RackId rack);

protected:
    ViewTool* currentTool() const override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void drawLegend(QPainter* painter);
    void drawRoomSizes(QPainter* painter, const QTransform& toViewport);
    void drawScaleAndKey(QPainter* painter);

    Document& mDocument;
    FloorScene* mScene = nullptr;
    std::unique_ptr<FloorTool> mTool;
    std::unique_ptr<FloorPlaceTool> mPlaceTool;
    PartLookup mLookup;
    std::vector<Part> mSupplies;
    QString mLastMessage;
    bool mFitted = false;
};

} // namespace cs::ui
