#pragma once

#include "model/part.h"

#include <QColor>
#include <QGraphicsItem>
#include <QStringList>

namespace cs::ui {

class FabricScene;
struct FabricTierRow;

// Items of the fabric view; each draws one entry of the scene's layout.

class FabricBoxItem : public QGraphicsItem
{
public:
    FabricBoxItem(FabricScene& scene, int box);
    int box() const { return mBox; }
    // After the box's label changed: its tooltip, and a repaint.
    void refreshText();
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override;

private:
    PartKind kind() const;

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

// A tier's caption: "Spine (16)", its switch models, and its oversubscription
// when it has one (the last line, drawn as a warning when oversubscribed).
QStringList tierCaption(const FabricTierRow& tier);
inline const QColor kOversubscribedColor{0xc0, 0x5a, 0x10};
// Whether the captions read at the scene's scale (screen pixels per unit).
bool tierCaptionsReadableAt(double scale);

// The tier titles and oversubscription, left of the boxes, at the scene's
// scale. Zoomed out too far to read them there, the view draws them in a
// column of screen pixels instead (FabricView::drawTierCaptions).
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
