#pragma once

#include "model/design.h"

#include <QGraphicsItem>

namespace cs::render {
struct RackFaceLook;
}

namespace cs::ui {

class RackElevationScene;
struct RackFigures;

// Below this scale racks are drawn as blocks without text.
inline constexpr double kBlockLevelOfDetail = 0.18;
// Text is drawn only where it comes out at least this many pixels high.
inline constexpr double kLegiblePixels = 6.5;
// Rack names zoomed out are drawn at this size in screen pixels.
inline constexpr double kRackNamePixels = 10;
// Whether a rack's header, zoomed out to `lod`, still holds its name above the
// power bar; when it does not, the view labels the rack instead.
bool rackHeaderHoldsName(double lod);

// One rack: both faces as the report draws them (render::paintRackFace), its
// name, power bar and heat. Holds the rack's id and draws from the scene's
// document.
class RackItem : public QGraphicsItem
{
public:
    RackItem(RackElevationScene& scene, RackId id);
    RackId rackId() const { return mId; }
    void syncGeometry();
    QRectF boundingRect() const override { return mRect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    static constexpr int kType = UserType + 1;
    int type() const override { return kType; }

private:
    void paintDeviceBlocks(QPainter* painter, const render::RackFaceLook& look) const;
    void paintHeader(QPainter* painter, double lod) const;
    void paintFigures(QPainter* painter, const RackFigures& figures, const QRectF& bar,
                      bool legibleText) const;
    void paintNameOnScreen(QPainter* painter, const QRectF& space, const QString& name) const;

    RackElevationScene& mScene;
    RackId mId;
    QRectF mRect;
};

// One device as seen from one face, drawn as the report draws it
// (render::paintDevice). A full-depth device shows on both faces (paler on
// the face it does not front); a 0U device is a strip beside the rack's
// face. Holds the id and draws from the document.
class DeviceItem : public QGraphicsItem
{
public:
    DeviceItem(RackElevationScene& scene, DeviceId id, RackFace face, QRectF rect);
    DeviceId deviceId() const { return mId; }
    RackFace face() const { return mFace; }
    QRectF boundingRect() const override { return mRect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    static constexpr int kType = UserType + 2;
    int type() const override { return kType; }

private:
    RackElevationScene& mScene;
    DeviceId mId;
    RackFace mFace;
    QRectF mRect;
};

} // namespace cs::ui
