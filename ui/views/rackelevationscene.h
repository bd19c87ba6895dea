#pragma once

#include "model/design.h"

#include <QGraphicsScene>

namespace cs::ui {

// Front elevations of every rack, side by side, drawn from the design: rack
// frame with U numbers, each mounted device to scale with its name, and the
// rack's name and power budget above it.
class RackElevationScene : public QGraphicsScene
{
    Q_OBJECT

public:
    static constexpr double kUnitHeight = 14.0;
    static constexpr double kRackWidth = 180.0;
    static constexpr double kRackGap = 60.0;

    explicit RackElevationScene(QObject* parent = nullptr);
    void showDesign(const Design& design);

private:
    void addRack(const Design& design, const Rack& rack, double x);
    void addDevice(const Design& design, const Device& device, double x, int rackHeightU);
};

} // namespace cs::ui
