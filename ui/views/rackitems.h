#pragma once

#include "model/design.h"

#include <QColor>
#include <QGraphicsItem>

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

// A device's fill: its category's colour, lighter and translucent where it is
// seen through the rack (the face it does not mount on).
QColor deviceFill(PartKind kind, bool throughRack);
// Black or white for a device's labels, whichever reads better on what shows:
// the fill over the scene's background, which is dark in the dark theme.
QColor deviceLabelColor(const QColor& fill, const QColor& background);

// One rack: frames of both faces, U numbers, name, power bar and heat. Holds
// the rack's id and draws from the scene's document.
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
    void paintUnitNumbers(QPainter* painter, double lod) const;
    void paintDeviceBlocks(QPainter* painter) const;
    void paintHeader(QPainter* painter, double lod) const;
    void paintFigures(QPainter* painter, const RackFigures& figures, const QRectF& bar,
                      bool legibleText) const;
    void paintNameOnScreen(QPainter* painter, const QRectF& space, const QString& name) const;

    RackElevationScene& mScene;
    RackId mId;
    QRectF mRect;
};

// One device as seen from one face. A full-depth device shows on both faces
// (dimmed on the face it does not front); a 0U device is a strip beside the
// rack's rear face. Holds the id and draws from the document.
class DeviceItem : public QGraphicsItem
{
public:
    DeviceItem(RackElevationScene& scene, DeviceId id, RackFace face, QRectF rect, bool through);
    DeviceId deviceId() const { return mId; }
    RackFace face() const { return mFace; }
    QRectF boundingRect() const override { return mRect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    static constexpr int kType = UserType + 2;
    int type() const override { return kType; }

private:
    void paintLabels(QPainter* painter, const QRectF& box, const Device& device, const Part* part,
                     double lod) const;

    RackElevationScene& mScene;
    DeviceId mId;
    RackFace mFace;
    QRectF mRect;
    bool mThrough; // seen from the other face of a full-depth device
};

} // namespace cs::ui
