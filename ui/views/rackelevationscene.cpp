#include "rackelevationscene.h"

#include "devicecolors.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPalette>
#include <QPen>

namespace cs::ui {

namespace {

constexpr double kLabelGutter = 24.0;

int rackHeightOf(const Design& design, const Rack& rack)
{
    const Part* p = design.part(rack.partId);
    return p && p->rack ? p->rack->heightU : 42;
}

} // namespace

RackElevationScene::RackElevationScene(QObject* parent) : QGraphicsScene(parent) {}

void RackElevationScene::showDesign(const Design& design)
{
    clear();
    double x = 0;
    for (const Rack& rack : design.racks()) {
        addRack(design, rack, x);
        x += kRackWidth + kRackGap;
    }
    setSceneRect(itemsBoundingRect().adjusted(-20, -20, 20, 20));
}

void RackElevationScene::addRack(const Design& design, const Rack& rack, double x)
{
    const int heightU = rackHeightOf(design, rack);
    const double height = heightU * kUnitHeight;
    auto* frame = addRect(x, 0, kRackWidth, height, QPen(palette().color(QPalette::Text), 2),
                          palette().brush(QPalette::Base));
    frame->setToolTip(QString::fromStdString(rack.name));
    QFont small;
    small.setPointSizeF(7);
    for (int u = 1; u <= heightU; u += (heightU > 24 ? 2 : 1)) {
        auto* label = addSimpleText(QString::number(u), small);
        label->setBrush(palette().brush(QPalette::PlaceholderText));
        label->setPos(x - kLabelGutter + 4, height - u * kUnitHeight);
    }
    QFont bold;
    bold.setBold(true);
    // With 2N feeds one feed carries the rack: half the provisioned power is usable.
    const bool twoN = rack.feeds == FeedRedundancy::Redundant2N;
    const QString budget = twoN ? tr("%1 kW usable (2N)").arg(rack.powerBudgetKw / 2)
                                : tr("%1 kW").arg(rack.powerBudgetKw);
    auto* title = addSimpleText(QStringLiteral("%1 — %2").arg(QString::fromStdString(rack.name), budget), bold);
    title->setBrush(palette().brush(QPalette::Text));
    title->setPos(x, -28);
    for (DeviceId id : design.devicesInRack(rack.id)) {
        addDevice(design, *design.device(id), x, heightU);
    }
}

void RackElevationScene::addDevice(const Design& design, const Device& device, double x, int rackHeightU)
{
    const Part* part = design.part(device.partId);
    const int h = design.heightU(device);
    if (!part || !device.placement || h == 0 || device.placement->face != RackFace::Front) {
        return;
    }
    const double top = (rackHeightU - (device.placement->bottomU + h - 1)) * kUnitHeight;
    auto* box = addRect(x + 2, top + 1, kRackWidth - 4, h * kUnitHeight - 2, QPen(Qt::black, 0.5),
                        QBrush(colorFor(part->kind)));
    box->setToolTip(QStringLiteral("%1\n%2").arg(QString::fromStdString(device.name),
                                                 QString::fromStdString(part->name)));
    QFont font;
    font.setPointSizeF(h == 1 ? 6.5 : 8);
    auto* label = addSimpleText(QString::fromStdString(device.name), font);
    label->setBrush(Qt::white);
    label->setPos(x + 6, top + (h * kUnitHeight - label->boundingRect().height()) / 2);
}

} // namespace cs::ui
