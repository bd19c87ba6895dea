#pragma once

#include <QGraphicsItem>

namespace cs::ui {

class FabricScene;

// Items of the fabric view; each draws one entry of the scene's layout.

class FabricBoxItem : public QGraphicsItem
{
public:
    FabricBoxItem(FabricScene& scene, int box);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override;

private:
    FabricScene& mScene;
    int mBox;
};

class FabricEdgeItem : public QGraphicsItem
{
public:
    FabricEdgeItem(FabricScene& scene, int edge);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override;

private:
    QLineF line() const;
    FabricScene& mScene;
    int mEdge;
};

// The tier titles and oversubscription, left of the boxes.
class FabricTiersItem : public QGraphicsItem
{
public:
    explicit FabricTiersItem(FabricScene& scene);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override;

private:
    FabricScene& mScene;
};

} // namespace cs::ui
