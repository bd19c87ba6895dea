#pragma once

#include "model/ids.h"

#include <QColor>
#include <QGraphicsItem>

namespace cs::ui {

class FloorScene;

// The colours the floor items paint that are not the heat map; the view's
// key names them.
enum class Aisle
{
    Cold,
    Hot
};
QColor aisleColor(Aisle aisle);
QColor coolerColor();

// Items of the floor view. Each holds an id and draws from the document
// through its scene; none keeps a copy of the model.

// A row: its footprint with slot marks, its name and hot/cold aisle hints
// (cold in front of the row, hot behind it).
class FloorRowItem : public QGraphicsItem
{
public:
    static constexpr int kType = UserType + 101;
    FloorRowItem(FloorScene& scene, RowId id);
    RowId rowId() const { return mId; }
    int type() const override { return kType; }
    // Re-reads the row's place from the design.
    void sync();
    QRectF boundingRect() const override { return mBounds; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override;
    // The row's label and aisle strips: where a drag moves the whole row.
    bool isHandle(QPointF scenePos) const;

private:
    bool holdsRacks() const;
    void drawNameOnScreen(QPainter* painter, const QString& name, const QColor& color);

    FloorScene& mScene;
    RowId mId;
    QRectF mRow;
    QRectF mBounds;
};

// A rack from above, coloured by the scene's mode; its name when legible.
class FloorRackItem : public QGraphicsItem
{
public:
    static constexpr int kType = UserType + 102;
    FloorRackItem(FloorScene& scene, RackId id);
    RackId rackId() const { return mId; }
    int type() const override { return kType; }
    void sync();
    QRectF boundingRect() const override { return mRect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override;

private:
    FloorScene& mScene;
    RackId mId;
    QRectF mRect;
};

// A floor cooling unit (CRAH, in-row cooler, CDU) in its slot.
class FloorCoolerItem : public QGraphicsItem
{
public:
    static constexpr int kType = UserType + 103;
    FloorCoolerItem(FloorScene& scene, CoolingUnitId id);
    CoolingUnitId coolerId() const { return mId; }
    int type() const override { return kType; }
    void sync();
    QRectF boundingRect() const override { return mRect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override;

private:
    FloorScene& mScene;
    CoolingUnitId mId;
    QRectF mRect;
};

} // namespace cs::ui
